// Fidelity corpus, third batch: harder answers of every engine (a reasoning model's <think>
// block, several output parts, pronouns, long lists, mixed advice), written after the second
// batch and measured before any rule was changed for them (docs/benchmarks.md).
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

export const thirdBatchCases: FidelityCase[] = [
  {
    id: 'third-perplexity-en-reasoning',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: 'crm',
    body: perplexityCompletion(
      [
        '<think>',
        'The user wants a CRM for a small agency. Sources mention HubSpot, Notion templates and monday.com. I should compare pricing and agency features.',
        '</think>',
        '',
        'For a small agency, **Brightdesk** is the strongest fit: it combines proposals, projects and invoicing[1]. **Pipedrive** is a good choice if your work is mostly new-business sales[2].',
      ].join('\n'),
      [
        { url: 'https://brightdesk.io/agencies', title: 'Brightdesk for agencies' },
        { url: 'https://www.pipedrive.com/en', title: 'Pipedrive' },
        { url: 'https://www.hubspot.com/products/crm', title: 'HubSpot CRM' },
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['Pipedrive', 'COMPETITOR', 'RECOMMENDED'],
    ],
    traps: { HubSpot: 'link', Notion: 'link', 'monday.com': 'link' },
  },
  {
    id: 'third-chatgpt-en-long-list',
    engine: 'CHATGPT',
    lang: 'en',
    subject: 'payroll',
    body: openaiResponse(
      [
        'Here’s a quick rundown of payroll providers small businesses use most in 2026:',
        '',
        '| Provider | Best for | Watch out for |',
        '|---|---|---|',
        '| Gusto | US startups | No international payroll |',
        '| Rippling | HR + IT together | Quote-only pricing |',
        '| Deel | Global teams | Expensive for US-only staff |',
        '| ADP | 50+ employees | Long contracts |',
        '| Pathway Payroll | Multi-state SMBs | Fewer HR add-ons |',
        '',
        '**My take:** if you are a 20-person company in three states, Pathway Payroll is the one I’d shortlist first ([pathwaypayroll.com](https://pathwaypayroll.com/multi-state?utm_source=openai)).',
      ].join('\n'),
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Deel', 'COMPETITOR', null],
      ['ADP', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', null],
    ],
    traps: { 'My take': 'heading' },
  },
  {
    id: 'third-grok-de-mixed',
    engine: 'GROK',
    lang: 'de',
    subject: 'crm',
    body: grokResponse(
      [
        'Kurz: Brightdesk, wenn ihr Projekte und Rechnungen zusammen wollt; Pipedrive, wenn reiner Vertrieb zählt [[1]](https://www.omr.com/de/reviews/category/crm).',
        '',
        'HubSpot ist nicht schlecht, aber für fünf Leute überdimensioniert. Notion ist kein CRM, auch wenn es Vorlagen gibt [[2]](https://www.notion.so/de-de/templates/crm).',
      ].join('\n'),
      ['https://monday.com/lang/de/crm'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['Pipedrive', 'COMPETITOR', null],
      ['HubSpot', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', null],
    ],
    traps: { 'monday.com': 'link' },
  },
  {
    id: 'third-claude-fr-pronoun',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: 'crm',
    body: claudeMessage(
      [
        {
          text: 'Brightdesk est conçu pour les agences et il est régulièrement recommandé dans les comparatifs',
          cite: [{ url: 'https://www.lesnumeriques.com/crm-agences', title: 'Comparatif CRM', cited_text: 'Brightdesk' }],
        },
        '. Pipedrive vs. HubSpot : le premier est plus simple, le second plus complet. Évitez Notion pour suivre vos ventes.',
      ],
      [{ url: 'https://monday.com/lang/fr/crm', title: 'monday CRM' }],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'monday.com': 'link' },
  },
  {
    id: 'third-gemini-es-parts',
    engine: 'GEMINI',
    lang: 'es',
    subject: 'payroll',
    body: geminiResponse(
      'Para una pyme con empleados en España y Portugal, Pathway Payroll es la opción más recomendada por los asesores laborales. Deel es útil si contratas en otros países, pero es más caro que Pathway Payroll. ADP no es adecuado para empresas de menos de 20 empleados.',
      [{ quote: 'Pathway Payroll es la opción más recomendada por los asesores laborales.', chunks: [0] }],
      ['https://pathwaypayroll.com/es', 'https://www.rippling.com/es/blog'],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'CRITICIZED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Rippling: 'link' },
  },
  {
    id: 'third-aio-de-list',
    engine: 'GOOGLE_AIO',
    lang: 'de',
    subject: 'payroll',
    body: googleAio(
      [
        para('Beliebte Lösungen für die Lohnabrechnung in kleinen Unternehmen sind:', []),
        list([
          ['Pathway Payroll:', 'DATEV-Export, deutscher Support, ab 6 € pro Mitarbeiter.', [0]],
          ['ADP:', 'umfangreich, eher für größere Unternehmen.', [1]],
          ['Deel:', 'für internationale Teams und Freelancer.', [2]],
        ]),
        para('Rippling ist in Deutschland bisher nur eingeschränkt verfügbar.', [3]),
      ],
      [
        ref('https://pathwaypayroll.com/de', 'Pathway Payroll'),
        ref('https://www.adp.de', 'ADP Deutschland'),
        ref('https://www.deel.com/de', 'Deel'),
        ref('https://www.rippling.com/de-DE', 'Rippling'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'LISTED'],
      ['ADP', 'COMPETITOR', 'LISTED'],
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'CRITICIZED'],
    ],
  },
  {
    id: 'third-copilot-en-hedge',
    engine: 'BING_COPILOT',
    lang: 'en',
    subject: 'crm',
    body: bingCopilot(
      'Is Brightdesk good for enterprise?',
      [
        para('Brightdesk is not a good fit for large enterprises, but it is excellent for agencies under 50 people.', [0]),
        para(
          'For enterprise needs, HubSpot and Pipedrive are more common choices; monday CRM is popular with teams already on monday.com.',
          [1],
        ),
      ],
      [ref('https://brightdesk.io/enterprise', 'Brightdesk enterprise'), ref('https://www.g2.com/categories/crm', 'CRM software')],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', null],
      ['monday.com', 'COMPETITOR', null],
    ],
  },
  {
    id: 'third-chatgpt-es-parts',
    engine: 'CHATGPT',
    lang: 'es',
    subject: 'crm',
    body: openaiResponse(
      [
        '### Recomendación',
        '',
        'Si tu agencia factura por proyecto, Brightdesk es la mejor opción ([brightdesk.io](https://brightdesk.io/es?utm_source=openai)).',
        '',
        '- Pipedrive: bueno para ventas, pero no gestiona proyectos.',
        '- HubSpot: más caro que Pipedrive a partir del plan Professional ([hubspot.es](https://www.hubspot.es/pricing?utm_source=openai)).',
        '',
        'No recomiendo Notion como CRM; la noción de embudo de ventas no existe allí.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', null],
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Recomendación: 'heading' },
  },
];
