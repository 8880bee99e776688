// Fidelity corpus, second batch: answers of every engine written after the extraction rules were
// changed and measured without tuning the rules to them first (docs/benchmarks.md gives their
// numbers as first measured). Heavier on names that appear only in links, URLs and source titles.
import type { FidelityCase } from '../cases.ts';
import {
  bingCopilot,
  claudeMessage,
  geminiResponse,
  googleAio,
  grokResponse,
  heading,
  list,
  openaiResponse,
  para,
  perplexityCompletion,
} from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const heldOutCases: FidelityCase[] = [
  {
    id: 'held-chatgpt-en-links-only',
    engine: 'CHATGPT',
    lang: 'en',
    subject: 'crm',
    body: openaiResponse(
      [
        'For a five-person design studio I would start with Brightdesk: it is affordable, and the client portal saves a lot of email ([g2.com](https://www.g2.com/compare/hubspot-crm-vs-notion?utm_source=openai)).',
        '',
        'Pipedrive is a solid alternative if you mainly sell retainers ([pipedrive.com](https://www.pipedrive.com/en/blog/best-crm-for-agencies?utm_source=openai)); see also https://www.notion.so/templates/simple-crm for a do-it-yourself option and [hubspot.com](https://www.hubspot.com/products/crm/small-business) for a free tier.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['Pipedrive', 'COMPETITOR', null],
    ],
    traps: { HubSpot: 'link', Notion: 'link' },
  },
  {
    id: 'held-chatgpt-de-list',
    engine: 'CHATGPT',
    lang: 'de',
    subject: 'payroll',
    body: openaiResponse(
      [
        '## Lohnabrechnungssoftware für KMU',
        '',
        '- **Pathway Payroll** – sehr zuverlässig, mit DATEV-Export und deutschem Support. ([pathwaypayroll.com](https://pathwaypayroll.com/de?utm_source=openai))',
        '- **ADP** – etabliert, aber für kleine Firmen oft zu teuer. ([adp.de](https://www.adp.de/loesungen?utm_source=openai))',
        '- **Deel** – stark bei internationalen Verträgen. ([deel.com](https://www.deel.com/de?utm_source=openai))',
        '',
        'Wer nur in Deutschland abrechnet, braucht Deel eigentlich nicht.',
      ].join('\n'),
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'LISTED'],
      ['ADP', 'COMPETITOR', null],
      ['Deel', 'COMPETITOR', null],
    ],
    traps: { 'Lohnabrechnungssoftware für KMU': 'heading' },
  },
  {
    id: 'held-grok-en-sources',
    engine: 'GROK',
    lang: 'en',
    subject: 'payroll',
    body: grokResponse(
      [
        'Gusto remains the go-to for US startups [[1]](https://gusto.com/company-news/2026-report), while Pathway Payroll is gaining ground with multi-state teams [[2]](https://techcrunch.com/2026/03/pathway-payroll-series-b).',
        '',
        'I would not recommend Rippling unless you also need its IT modules; on payroll alone it is overkill.',
      ].join('\n'),
      ['https://www.deel.com/blog/gusto-vs-deel', 'https://www.adp.com/resources'],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', null],
      ['Rippling', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Deel: 'link', ADP: 'link' },
  },
  {
    id: 'held-grok-fr-payroll',
    engine: 'GROK',
    lang: 'fr',
    subject: 'payroll',
    body: grokResponse(
      [
        'Pathway Payroll est la solution la plus recommandée par les experts-comptables que j’ai trouvés [[1]](https://pathwaypayroll.com/fr/cabinets).',
        'Deel convient aux équipes réparties dans plusieurs pays, mais je ne le conseille pas pour une paie uniquement française [[2]](https://www.deel.com/fr/blog/paie-france).',
      ].join('\n'),
      ['https://www.rippling.com/fr/blog/paie', 'https://gusto.com'],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Rippling: 'link', Gusto: 'link' },
  },
  {
    id: 'held-claude-es-hedge',
    engine: 'CLAUDE',
    lang: 'es',
    subject: 'crm',
    body: claudeMessage(
      [
        'Según lo que encontré: ',
        {
          text: 'HubSpot no es la opción más barata, pero sigue siendo muy popular entre las pymes',
          cite: [{ url: 'https://www.hubspot.es/pricing', title: 'Precios de HubSpot', cited_text: 'HubSpot precios' }],
        },
        '. Para agencias recomiendo Brightdesk; Notion sirve como wiki pero no lo recomendaría como CRM.',
      ],
      [{ url: 'https://www.pipedrive.com/es/blog/pipedrive-vs-hubspot', title: 'Pipedrive vs HubSpot' }],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', null],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Pipedrive: 'link' },
  },
  {
    id: 'held-claude-en-payroll',
    engine: 'CLAUDE',
    lang: 'en',
    subject: 'payroll',
    body: claudeMessage(
      [
        {
          text: 'ADP Workforce Now is built for mid-sized and large employers',
          cite: [
            { url: 'https://www.adp.com/what-we-offer/products/adp-workforce-now.aspx', title: 'ADP Workforce Now', cited_text: 'ADP' },
          ],
        },
        ', so for a 12-person startup it is not the right choice. Between Gusto and Pathway Payroll, both are easy to use; Pathway Payroll is the better pick if you have staff in more than one state.',
      ],
      [{ url: 'https://www.rippling.com/blog/adp-alternatives', title: 'ADP alternatives | Rippling' }],
    ),
    expect: [
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
      ['Gusto', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', null],
    ],
    traps: { Rippling: 'link' },
  },
  {
    id: 'held-perplexity-de-crm',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'Für eine Agentur mit zehn Mitarbeitern ist Brightdesk laut mehreren Tests die beste Wahl[1][2]. HubSpot bietet zwar einen kostenlosen Einstieg, wird aber mit den Marketing-Hubs schnell teuer[3].',
        '',
        'Monday CRM würde ich Ihnen für reinen Vertrieb nicht empfehlen[4].',
      ].join('\n'),
      [
        { url: 'https://www.omr.com/de/reviews/product/brightdesk', title: 'Brightdesk Erfahrungen' },
        { url: 'https://t3n.de/crm-vergleich', title: 'CRM-Vergleich: Pipedrive, HubSpot, Brightdesk' },
        { url: 'https://www.hubspot.de/pricing/marketing', title: 'HubSpot Preise' },
        { url: 'https://monday.com/lang/de/crm', title: 'monday CRM' },
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', null],
      ['monday.com', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Pipedrive: 'link' },
  },
  {
    id: 'held-perplexity-en-payroll',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        '**Short answer:** Pathway Payroll or Gusto[1][2].',
        '',
        '| Feature | Pathway Payroll | Gusto | Rippling |',
        '|---|---|---|---|',
        '| Multi-state filing | Yes | Yes | Yes |',
        '| Starting price | $40/mo | $49/mo | Quote |',
        '',
        'Rippling is powerful but pricier than both for a team under 30[3]. A bad payroll migration can have a rippling effect on morale, so run one parallel cycle[2].',
      ].join('\n'),
      [
        { url: 'https://pathwaypayroll.com/pricing', title: 'Pathway Payroll pricing' },
        { url: 'https://gusto.com/product/pricing', title: 'Gusto pricing' },
        { url: 'https://www.rippling.com/pricing', title: 'Rippling pricing' },
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', null],
      ['Gusto', 'COMPETITOR', null],
      ['Rippling', 'COMPETITOR', null],
    ],
    traps: { 'Short answer': 'heading' },
  },
  {
    id: 'held-gemini-en-crm',
    engine: 'GEMINI',
    lang: 'en',
    subject: 'crm',
    body: geminiResponse(
      [
        'There is no single best CRM; it depends on how your agency sells.',
        '',
        '**1. Brightdesk**',
        '*   **Why it stands out:** Brightdesk bundles proposals, projects and invoicing.',
        '*   **Drawback:** Fewer marketplace integrations than HubSpot.',
        '',
        '**2. Pipedrive**',
        '*   **Why it stands out:** A clean, intuitive pipeline view.',
        '',
        'Avoid building your CRM in Notion if you need reminders; many teams abandon the notion after a few months.',
      ].join('\n'),
      [{ quote: 'Brightdesk bundles proposals, projects and invoicing.', chunks: [0] }],
      ['https://brightdesk.io/features', 'https://www.pipedrive.com/en/features'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'Why it stands out': 'heading', Drawback: 'heading' },
  },
  {
    id: 'held-aio-en-crm',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: 'crm',
    body: googleAio(
      [
        para('HubSpot vs. Pipedrive is a common comparison for small teams; HubSpot is better for marketing, Pipedrive for sales.', [0, 1]),
        heading('Other options'),
        list([
          ['Brightdesk:', 'Good for agencies that bill clients from their CRM.', [2]],
          ['Notion:', 'Not a CRM, though some teams use templates.', [3]],
        ]),
      ],
      [
        ref('https://www.pipedrive.com/en/blog/pipedrive-vs-hubspot', 'Pipedrive vs HubSpot'),
        ref('https://www.hubspot.com/comparisons/pipedrive', 'HubSpot vs Pipedrive'),
        ref('https://brightdesk.io/agencies', 'Brightdesk for agencies'),
        ref('https://www.notion.so/templates/crm', 'Notion CRM template'),
      ],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', 'LISTED'],
      ['Notion', 'COMPETITOR', 'LISTED'],
    ],
    traps: { 'Other options': 'heading' },
  },
  {
    id: 'held-copilot-es-crm',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: 'crm',
    body: bingCopilot(
      'CRM para agencias',
      [
        para('Brightdesk es una de las opciones más recomendadas para agencias, p. ej. estudios de diseño.', [0]),
        list([
          ['Pipedrive', 'sencillo y asequible.', [1]],
          ['HubSpot', 'muy completo, aunque caro en los planes Pro.', [2]],
        ]),
        para('Evita Notion como CRM si necesitas recordatorios automáticos.', []),
      ],
      [
        ref('https://brightdesk.io/es', 'Brightdesk'),
        ref('https://www.pipedrive.com/es', 'Pipedrive'),
        ref('https://www.hubspot.es/pricing', 'HubSpot'),
        ref('https://monday.com/lang/es/crm', 'monday CRM'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['HubSpot', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'monday.com': 'link' },
  },
  {
    id: 'held-copilot-fr-payroll',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: 'payroll',
    body: bingCopilot(
      'Logiciel de paie pour PME',
      [
        para('Pathway Payroll et ADP sont souvent comparés : ADP est plus cher que Pathway Payroll pour moins de 50 salariés.', [0, 1]),
        para('Gusto n’est pas adapté aux entreprises françaises.', [2]),
      ],
      [
        ref('https://pathwaypayroll.com/fr', 'Pathway Payroll'),
        ref('https://www.adp.com/fr-fr', 'ADP'),
        ref('https://gusto.com/about', 'Gusto'),
        ref('https://www.deel.com/fr', 'Deel'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'COMPARED'],
      ['ADP', 'COMPETITOR', 'CRITICIZED'],
      ['Gusto', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Deel: 'link' },
  },
];
