// Fidelity corpus, new phrasings in the four first languages (English, German, French, Spanish):
// conditional and first-person advice, verdict labels next to "X vs Y" headings, a heading's brand
// carrying its section's advice, hedges, mixed pro-and-con lines, item titles, tables without
// outer pipes. Written with the Italian, Portuguese and Dutch answers, after the rules, and
// measured before any rule was changed for them (docs/benchmarks.md).
import type { FidelityCase } from '../cases.ts';
import {
  bingCopilot,
  claudeMessage,
  geminiResponse,
  googleAio,
  grokResponse,
  list,
  openaiResponse,
  para,
  perplexityCompletion,
} from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const newPhrasingCases: FidelityCase[] = [
  {
    id: 'new-chatgpt-en-versus-verdict',
    engine: 'CHATGPT',
    lang: 'en',
    subject: 'helpdesk',
    body: openaiResponse(
      [
        '## Zendesk vs Supportly',
        '',
        'Zendesk has the deeper feature set and the bigger app marketplace ([zendesk.com](https://www.zendesk.com/?utm_source=openai)). Supportly is quicker to set up and cheaper per agent.',
        '',
        '**Short answer:** Supportly, unless you already run a 50-agent operation.',
        '',
        '**Budget pick:** Freshdesk, whose free tier covers up to 10 agents.',
      ].join('\n'),
    ),
    expect: [
      ['Zendesk', 'COMPETITOR', 'COMPARED'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Freshdesk', 'COMPETITOR', 'RECOMMENDED'],
    ],
    traps: { 'Budget pick': 'heading' },
  },
  {
    id: 'new-claude-en-hedge-mixed',
    engine: 'CLAUDE',
    lang: 'en',
    subject: 'helpdesk',
    body: claudeMessage(
      [
        'Here is how the three options compare for a 6-person support team.',
        'Help Scout might not be ideal for everyone, but for email-first teams it is hard to beat.',
        'Intercom: excellent messenger and bots, though pricing climbs quickly with seats.',
        {
          text: 'Honestly, Supportly is the one I would pick for your setup.',
          cite: [{ url: 'https://supportly.io/', title: 'Supportly', cited_text: 'Help desk for small teams' }],
        },
      ],
      [{ url: 'https://supportly.io/', title: 'Supportly' }],
    ),
    expect: [
      ['Help Scout', 'COMPETITOR', null, 'POSITIVE'],
      ['Intercom', 'COMPETITOR', null, 'MIXED'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'new-perplexity-en-heading-sections',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        '### Rippling',
        'An all-in-one HR, IT and payroll platform[1]. I’d go with it if you also need device management.',
        '',
        '### ADP',
        'Built for larger employers. Steer clear if you have fewer than 20 people; contracts are long and setup fees high[2].',
        '',
        'Provider | Starting price | Contract',
        '--- | --- | ---',
        'Rippling | quote | annual',
        'ADP | quote | multi-year',
        'Gusto | $49/mo | monthly',
      ].join('\n'),
      [
        { url: 'https://www.rippling.com/payroll', title: 'Rippling payroll' },
        { url: 'https://www.adp.com/', title: 'ADP' },
      ],
    ),
    expect: [
      ['Rippling', 'COMPETITOR', 'RECOMMENDED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Gusto', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'new-gemini-de-conditional',
    engine: 'GEMINI',
    lang: 'de',
    subject: 'helpdesk',
    body: geminiResponse(
      [
        'Für ein Support-Team mit fünf Leuten würde ich zu Supportly greifen: schnell eingerichtet und fair bepreist.',
        '',
        '**Zendesk** ist sehr umfangreich, für so ein kleines Team aber überdimensioniert und teuer.',
        '',
        '**Fazit:** Supportly, oder Freshdesk, wenn das Budget bei null liegt.',
      ].join('\n'),
      [{ quote: 'schnell eingerichtet und fair bepreist', chunks: [0] }],
      ['https://supportly.io/de'],
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Zendesk', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Freshdesk', 'COMPETITOR', null],
    ],
  },
  {
    id: 'new-grok-de-negated-table',
    engine: 'GROK',
    lang: 'de',
    subject: 'crm',
    body: grokResponse(
      [
        '| Tool | Stärke | Schwäche |',
        '|---|---|---|',
        '| HubSpot | Marketing-Funktionen | Teuer ab Stufe Professional |',
        '| Pipedrive | Übersichtliche Pipeline | Kaum Projektfunktionen |',
        '| Brightdesk | Angebote und Rechnungen | Weniger Integrationen |',
        '',
        'Notion würde ich Ihnen als CRM nicht empfehlen [[1]](https://www.notion.so/de).',
      ].join('\n'),
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'LISTED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'new-bing-de-payroll',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: 'payroll',
    body: bingCopilot(
      'Hier ist eine Übersicht zur Lohnabrechnung für US-Mitarbeiter.',
      [
        para('Deel ist vielleicht nicht für jeden die richtige Wahl, aber für Teams in mehreren Ländern sehr praktisch.', [0]),
        para('Gusto ist einfach zu bedienen; für internationale Teams ist es nicht geeignet.', [1]),
      ],
      [ref('https://www.deel.com/de/', 'Deel'), ref('https://gusto.com/', 'Gusto')],
    ),
    expect: [
      ['Deel', 'COMPETITOR', null, 'POSITIVE'],
      ['Gusto', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'new-google-aio-fr-titles',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: 'helpdesk',
    body: googleAio(
      [
        para('Les logiciels de support client les plus cités pour les PME :', [0]),
        list([
          ['Meilleur rapport qualité-prix :', 'Freshdesk, avec une offre gratuite.', [1]],
          ['Le plus complet :', 'Zendesk, mais cher pour une petite équipe.', [2]],
          ['Choix simple :', 'Supportly, rapide à mettre en place.', [0]],
        ]),
      ],
      [
        ref('https://supportly.io/fr', 'Supportly'),
        ref('https://www.freshworks.com/fr/freshdesk/', 'Freshdesk'),
        ref('https://www.zendesk.fr/', 'Zendesk'),
      ],
    ),
    expect: [
      ['Freshdesk', 'COMPETITOR', 'RECOMMENDED'],
      ['Zendesk', 'COMPETITOR', null, 'MIXED'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Choix simple': 'heading' },
  },
  {
    id: 'new-chatgpt-fr-first-person',
    engine: 'CHATGPT',
    lang: 'fr',
    subject: 'crm',
    body: openaiResponse(
      [
        'Pour une agence de 10 personnes, je partirais sur Brightdesk : devis, projets et facturation au même endroit ([brightdesk.io](https://brightdesk.io/fr?utm_source=openai)).',
        '',
        'Pipedrive n’est pas fait pour la gestion de projets, même s’il reste efficace pour la prospection.',
        '',
        'HubSpot peut convenir, mais les offres payantes deviennent vite coûteuses.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Pipedrive', 'COMPETITOR', null, 'MIXED'],
      ['HubSpot', 'COMPETITOR', null, 'NEGATIVE'],
    ],
  },
  {
    id: 'new-claude-fr-versus',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: 'payroll',
    body: claudeMessage(
      [
        'Gusto ou Rippling ? Les deux couvrent la paie américaine.',
        'Gusto est plus simple et moins cher que Rippling pour une équipe de moins de 20 personnes.',
        'Verdict : Gusto, sauf si vous gérez aussi le parc informatique.',
      ],
      [{ url: 'https://gusto.com/', title: 'Gusto' }],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Rippling', 'COMPETITOR', 'COMPARED'],
    ],
  },
  {
    id: 'new-perplexity-es-conditional',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: 'helpdesk',
    body: perplexityCompletion(
      [
        'Para una tienda online con tres agentes, yo me quedaría con Supportly[1]: es fácil de configurar y el precio por agente es bajo.',
        '',
        'Zendesk es muy completo, pero para un equipo tan pequeño no lo recomendaría[2].',
      ].join('\n'),
      [
        { url: 'https://supportly.io/es', title: 'Supportly' },
        { url: 'https://www.zendesk.es/pricing/', title: 'Zendesk precios' },
      ],
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Zendesk', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
  },
  {
    id: 'new-grok-es-sections',
    engine: 'GROK',
    lang: 'es',
    subject: 'crm',
    body: grokResponse(
      [
        '### Brightdesk',
        'Pensado para agencias: propuestas, proyectos y facturación. Es la opción que elegiría para un equipo de 8 personas [[1]](https://brightdesk.io/es).',
        '',
        '### Notion',
        'Flexible para documentos, pero como CRM se queda corto. Mejor evitarlo para ventas.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'new-gemini-es-payroll-hedge',
    engine: 'GEMINI',
    lang: 'es',
    subject: 'payroll',
    body: geminiResponse(
      [
        'Resumen de opciones de nómina en EE. UU.:',
        '',
        '* **Pathway Payroll:** la mejor opción si tienes empleados en varios estados.',
        '* **ADP:** quizás no sea ideal para todos, pero es muy fiable para empresas grandes.',
        '* **Deel:** útil para contratar fuera de EE. UU.',
      ].join('\n'),
      [{ quote: 'la mejor opción si tienes empleados en varios estados', chunks: [0] }],
      ['https://pathwaypayroll.com/'],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['ADP', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Deel', 'COMPETITOR', 'LISTED'],
    ],
  },
];
