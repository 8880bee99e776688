// Fidelity corpus: Google AI Mode (SerpApi `engine=google_ai_mode`): longer answers than an
// overview, top-level text blocks (headings, paragraphs, lists with titled items, tables,
// expandable sections) with reference indexes into references.
import type { FidelityCase } from '../cases.ts';
import { expandable, googleAiMode, heading, list, para, table } from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const googleAiModeCases: FidelityCase[] = [
  {
    id: 'mode-en-crm',
    engine: 'GOOGLE_AI_MODE',
    lang: 'en',
    subject: 'crm',
    body: googleAiMode(
      [
        para(
          'For a small agency, the right CRM tracks deals and also handles the client work that follows: proposals, projects and invoices.',
          [3],
        ),
        heading('Top choices for agencies'),
        list([
          ['Brightdesk:', 'The best fit for agencies, with invoicing and client portals built in.', [0]],
          ['HubSpot:', 'Strong marketing automation and a free tier, but costs climb quickly.', [1]],
          ['Pipedrive:', 'A visual sales pipeline that is easy to learn.', [2]],
        ]),
        heading('How they compare'),
        table([
          ['CRM', 'Starting price', 'Best for'],
          ['Brightdesk', '$12 per user', 'Agencies'],
          ['HubSpot', 'Free', 'Marketing teams'],
          ['Pipedrive', '$14 per user', 'Sales teams'],
        ]),
        para('If billing clients is part of the job, start with Brightdesk.', [0]),
      ],
      [
        ref('https://brightdesk.io/agencies', 'Brightdesk for agencies'),
        ref('https://www.hubspot.com/pricing/crm', 'HubSpot CRM pricing'),
        ref('https://www.pipedrive.com/en/features', 'Pipedrive features'),
        ref('https://zapier.com/blog/best-crm-app/', 'The best CRM software in 2026'),
        ref('https://www.notion.so/templates/crm', 'Notion CRM template'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Notion: 'link', 'Top choices for agencies': 'heading', 'How they compare': 'heading' },
  },
  {
    id: 'mode-en-payroll',
    engine: 'GOOGLE_AI_MODE',
    lang: 'en',
    subject: 'payroll',
    body: googleAiMode(
      [
        para('Popular payroll software for small businesses includes Gusto, Rippling and Pathway Payroll.', [0]),
        heading('Key differences'),
        list([
          ['Gusto:', 'Simple setup for single-state companies.', [1]],
          ['Rippling:', 'Combines payroll with HR and IT management.', [2]],
          ['Pathway Payroll:', 'Recommended for teams that file in several states.', [3]],
        ]),
        expandable('What about ADP?', [
          para('ADP Workforce Now is generally not recommended for companies under 50 employees because of its complex setup.', [4]),
        ]),
      ],
      [
        ref('https://www.forbes.com/advisor/business/software/best-payroll-software/', 'Best Payroll Software of 2026'),
        ref('https://gusto.com/product/pricing', 'Gusto pricing'),
        ref('https://www.rippling.com/payroll', 'Rippling Payroll'),
        ref('https://pathwaypayroll.com/multi-state', 'Multi-state payroll - Pathway Payroll'),
        ref('https://www.reddit.com/r/smallbusiness/comments/adp_setup', 'ADP setup took months'),
        ref('https://www.deel.com/payroll', 'Deel Payroll'),
      ],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Deel: 'link', 'Key differences': 'heading' },
  },
  {
    id: 'mode-de-crm',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: 'crm',
    body: googleAiMode(
      [
        para(
          'Für kleine Agenturen empfehlen Fachportale vor allem Brightdesk, weil Projekte, Zeiten und Rechnungen in einem System liegen.',
          [0],
        ),
        heading('Weitere Optionen'),
        list([
          ['Pipedrive:', 'übersichtlich und schnell eingerichtet.', [1]],
          ['HubSpot:', 'sehr umfangreich, aber teurer als Pipedrive.', [2]],
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
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'Weitere Optionen': 'heading' },
  },
  {
    id: 'mode-de-payroll',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: 'payroll',
    body: googleAiMode(
      [
        para('Für die Lohnabrechnung kleiner Unternehmen werden häufig Pathway Payroll, Deel und ADP genannt.', [0]),
        table([
          ['Anbieter', 'Stärke', 'Preis'],
          ['Pathway Payroll', 'Mehrere Bundesländer', 'ab 40 €'],
          ['Deel', 'Internationale Teams', 'auf Anfrage'],
          ['ADP', 'Große Unternehmen', 'auf Anfrage'],
        ]),
        expandable('Worauf achten?', [para('Achten Sie auf DATEV-Export und ELStAM-Abruf.', [1])]),
      ],
      [
        ref('https://www.capterra.com.de/directory/payroll', 'Lohnabrechnungssoftware'),
        ref('https://www.datev.de/lohn', 'DATEV Lohn'),
        ref('https://gusto.com/', 'Gusto'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'LISTED'],
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['ADP', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Gusto: 'link', 'Worauf achten?': 'heading' },
  },
  {
    id: 'mode-fr-payroll',
    engine: 'GOOGLE_AI_MODE',
    lang: 'fr',
    subject: 'payroll',
    body: googleAiMode(
      [
        para('Pour la paie d’une PME, Pathway Payroll est souvent recommandé pour sa conformité DSN.', [0]),
        heading('Autres solutions'),
        list([
          ['Deel :', 'adapté aux équipes internationales.', [1]],
          ['Gusto :', 'simple, mais limité aux États-Unis.', [2]],
        ]),
      ],
      [
        ref('https://pathwaypayroll.com/fr', 'Pathway Payroll'),
        ref('https://www.deel.com/fr', 'Deel'),
        ref('https://gusto.com/', 'Gusto'),
        ref('https://www.rippling.com/fr', 'Rippling'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['Gusto', 'COMPETITOR', null],
    ],
    traps: { Rippling: 'link', 'Autres solutions': 'heading' },
  },
  {
    id: 'mode-es-crm',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: 'crm',
    body: googleAiMode(
      [
        para('Los CRM más recomendados para agencias pequeñas son Brightdesk, HubSpot y Pipedrive.', [0]),
        list([
          ['Brightdesk:', 'la mejor opción para agencias que facturan a clientes.', [1]],
          ['Pipedrive:', 'sencillo y económico para equipos de ventas.', [2]],
          ['monday CRM:', 'flexible, aunque más caro que HubSpot.', [3]],
        ]),
      ],
      [
        ref('https://www.capterra.es/directory/crm', 'Software CRM'),
        ref('https://brightdesk.io/es', 'Brightdesk'),
        ref('https://www.pipedrive.com/es', 'Pipedrive'),
        ref('https://monday.com/lang/es/crm', 'monday CRM'),
        ref('https://www.notion.so/es-es', 'Notion'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['monday.com', 'COMPETITOR', null],
    ],
    traps: { Notion: 'link' },
  },
];
