// Fidelity corpus: Google AI Overviews (SerpApi): text blocks (paragraphs, headings, lists, tables) with reference indexes.
import type { FidelityCase } from '../cases.ts';
import { googleAio, heading, list, para, table } from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const googleAioCases: FidelityCase[] = [
  {
    id: 'aio-en-blocks',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: 'crm',
    body: googleAio(
      [
        para('The best CRM for a small agency is usually one that combines pipelines with client billing.', [0]),
        heading('Popular options'),
        list([
          ['Brightdesk:', 'Recommended for agencies thanks to built-in invoicing and client portals.', [0]],
          ['HubSpot:', 'A free CRM with strong marketing features; paid tiers are expensive.', [1]],
          ['Pipedrive:', 'A sales-focused CRM with a visual pipeline.', [2]],
        ]),
        heading('Factors to consider'),
        list([
          ['Pricing:', 'Per-seat prices range from $12 to $90.'],
          ['Integrations:', 'Check for accounting and email integrations.'],
        ]),
      ],
      [
        ref('https://brightdesk.io/agencies', 'CRM for Agencies - Brightdesk'),
        ref('https://www.hubspot.com/pricing/crm', 'HubSpot CRM pricing'),
        ref('https://www.pipedrive.com/en/blog/pipedrive-vs-hubspot', 'Pipedrive vs HubSpot: Which CRM is right for you?'),
        ref('https://www.notion.so/templates/crm', 'Notion CRM template'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Notion: 'link', 'Popular options': 'heading', 'Factors to consider': 'heading', Pricing: 'heading', Integrations: 'heading' },
  },
  {
    id: 'aio-en-payroll',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: 'payroll',
    body: googleAio(
      [
        para('Gusto, Rippling, and Pathway Payroll are among the most popular payroll software for small businesses.', [0, 1]),
        table([
          ['Provider', 'Best for', 'Starting price'],
          ['Gusto', 'US startups', '$49/mo + $6/person'],
          ['Rippling', 'HR + IT in one', 'Quote-based'],
          ['Pathway Payroll', 'Multi-state teams', '$40/mo + $5/person'],
        ]),
        para('ADP Workforce Now is generally not recommended for companies under 50 employees because of its complex setup.', [2]),
      ],
      [
        ref('https://www.nerdwallet.com/article/small-business/best-payroll-software', 'Best Payroll Software 2026 - NerdWallet'),
        ref('https://pathwaypayroll.com/', 'Pathway Payroll'),
        ref('https://www.reddit.com/r/smallbusiness/comments/adp_payroll', 'Anyone else regret ADP?'),
        ref('https://www.deel.com/payroll', 'Deel Payroll'),
      ],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'LISTED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Deel: 'link' },
  },
  {
    id: 'aio-de-blocks',
    engine: 'GOOGLE_AIO',
    lang: 'de',
    subject: 'crm',
    body: googleAio(
      [
        para('Für kleine Agenturen gilt Brightdesk als eine der besten Lösungen, da Projekte, Zeiten und Rechnungen integriert sind.', [0]),
        list([
          ['Pipedrive:', 'einfach und übersichtlich für Vertriebsteams.', [1]],
          ['HubSpot:', 'umfangreich, aber teurer als Pipedrive.', [2]],
        ]),
        para('Notion empfehlen Experten nicht als CRM, sondern als Wiki.', [3]),
      ],
      [
        ref('https://brightdesk.io/de', 'Brightdesk'),
        ref('https://www.pipedrive.com/de', 'Pipedrive'),
        ref('https://www.hubspot.de/pricing', 'HubSpot Preise'),
        ref('https://t3n.de/news/notion-crm', 'Notion als CRM?'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'aio-fr-blocks',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: 'payroll',
    body: googleAio(
      [
        para('Pour la paie d’une PME, Pathway Payroll est souvent recommandé pour sa conformité DSN.', [0]),
        heading('Autres solutions'),
        list([
          ['Deel :', 'adapté aux équipes internationales.', [1]],
          ['ADP :', 'solide, mais plus cher que Pathway Payroll.', [2]],
        ]),
      ],
      [
        ref('https://pathwaypayroll.com/fr', 'Pathway Payroll'),
        ref('https://www.deel.com/fr', 'Deel'),
        ref('https://www.adp.com/fr-fr', 'ADP France'),
        ref('https://www.rippling.com/fr', 'Rippling'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['ADP', 'COMPETITOR', null],
    ],
    traps: { Rippling: 'link', 'Autres solutions': 'heading' },
  },
  {
    id: 'aio-es-blocks',
    engine: 'GOOGLE_AIO',
    lang: 'es',
    subject: 'crm',
    body: googleAio(
      [
        para('Los CRM más recomendados para pymes son HubSpot, Pipedrive y Brightdesk.', [0]),
        list([
          ['Brightdesk:', 'la mejor opción para agencias.', [1]],
          ['monday CRM:', 'flexible, aunque más caro que HubSpot.', [2]],
        ]),
      ],
      [
        ref('https://www.capterra.es/directory/crm', 'Software CRM'),
        ref('https://brightdesk.io/es', 'Brightdesk'),
        ref('https://monday.com/lang/es/crm', 'monday CRM'),
        ref('https://www.notion.so/es-es', 'Notion'),
      ],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['monday.com', 'COMPETITOR', null],
    ],
    traps: { Notion: 'link' },
  },
];
