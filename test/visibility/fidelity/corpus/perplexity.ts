// Fidelity corpus: Perplexity (Sonar chat completions): `[n]` markers into search_results.
import type { FidelityCase } from '../cases.ts';
import { perplexityCompletion } from '../wire.ts';

const r = (url: string, title: string) => ({ url, title });

export const perplexityCases: FidelityCase[] = [
  {
    id: 'perplexity-en-markers',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'The best CRM for a small agency in 2026 depends on whether you bill clients from the same tool[1][2].',
        '',
        '## Top Options',
        '',
        '- **Brightdesk**: Recommended by most agency reviewers for its retainer billing[1].',
        '- **HubSpot**: Free CRM with strong marketing automation[2][3].',
        '- **Pipedrive**: Affordable pipeline management[4].',
        '',
        '## Key Considerations',
        '',
        'Pipedrive vs HubSpot is mostly a question of marketing needs[4].',
      ].join('\n'),
      [
        r('https://brightdesk.io/agencies', 'CRM for agencies - Brightdesk'),
        r('https://www.hubspot.com/products/crm', 'Free CRM | HubSpot'),
        r('https://zapier.com/blog/best-crm-app/', 'The 8 best CRM software in 2026 | Zapier'),
        r('https://www.pipedrive.com/en/blog/pipedrive-vs-hubspot', 'Pipedrive vs HubSpot'),
        r('https://www.notion.so/templates/category/crm', 'Notion CRM templates'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', null],
    ],
    traps: { Notion: 'link', 'Top Options': 'heading', 'Key Considerations': 'heading' },
  },
  {
    id: 'perplexity-en-payroll',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        'For a 25-person US company, Gusto and Pathway Payroll are the most common picks[1][2]. Gusto is easy to use, but it lacks multi-entity support[1]. Pathway Payroll is the best option if you operate in several states[2][3].',
        '',
        'ADP Workforce Now is not suitable for teams this small; it is better suited to mid-market firms[4].',
      ].join('\n'),
      [
        r('https://gusto.com/product/payroll', 'Payroll | Gusto'),
        r('https://pathwaypayroll.com/multi-state', 'Multi-state payroll'),
        r('https://www.nerdwallet.com/article/small-business/best-payroll-software', 'Best payroll software'),
        r('https://www.adp.com/what-we-offer/products/adp-workforce-now.aspx', 'ADP Workforce Now'),
        r('https://www.rippling.com/payroll', 'Rippling Payroll'),
      ],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Rippling: 'link' },
  },
  {
    id: 'perplexity-en-table',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: 'crm',
    body: perplexityCompletion(
      [
        '| CRM | Best for | Price (per user/month) |',
        '|-----|----------|------------------------|',
        '| Brightdesk | Agencies | $12[1] |',
        '| Pipedrive | Sales teams | $14[2] |',
        '| monday CRM | Teams already on monday.com | $12[3] |',
        '',
        'All three offer free trials; monday CRM requires a minimum of 3 seats[3].',
      ].join('\n'),
      [
        r('https://brightdesk.io/pricing', 'Pricing | Brightdesk'),
        r('https://www.pipedrive.com/en/pricing', 'Pipedrive pricing'),
        r('https://monday.com/crm/pricing', 'monday CRM pricing'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['monday.com', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'perplexity-de-markers',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'Für kleine Agenturen wird Brightdesk häufig empfohlen[1]. HubSpot ist leistungsstark, aber teurer als Pipedrive[2][3].',
        '',
        'Notion empfehle ich als CRM-Ersatz ausdrücklich nicht, da Erinnerungen und E-Mail-Tracking fehlen[4].',
      ].join('\n'),
      [
        r('https://brightdesk.io/de/agenturen', 'Brightdesk für Agenturen'),
        r('https://www.hubspot.de/pricing/crm', 'HubSpot Preise'),
        r('https://www.pipedrive.com/de/pricing', 'Pipedrive Preise'),
        r('https://www.notion.so/de-de/help/guides', 'Notion Hilfe'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'perplexity-de-payroll',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        '## Fazit',
        '',
        'Pathway Payroll ist für deutsche KMU die beste Wahl, u. a. wegen der DATEV-Schnittstelle[1]. Deel vs. Rippling: beide sind eher für internationale Teams gedacht[2][3].',
      ].join('\n'),
      [
        r('https://pathwaypayroll.com/de/datev', 'DATEV-Schnittstelle'),
        r('https://www.deel.com/de/payroll', 'Deel Payroll'),
        r('https://www.rippling.com/de-DE/global', 'Rippling global'),
        r('https://gusto.com', 'Gusto'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'COMPARED'],
      ['Rippling', 'COMPETITOR', 'COMPARED'],
    ],
    traps: { Gusto: 'link' },
  },
  {
    id: 'perplexity-fr-markers',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'Les CRM les plus cités pour les PME françaises sont HubSpot, Pipedrive et Brightdesk[1][2].',
        '',
        '- **Brightdesk** est recommandé pour les agences[3].',
        '- **HubSpot** est plus cher que Pipedrive à partir de l’offre Pro[1].',
        '',
        'Évitez Notion pour la gestion commerciale : ce n’est pas son rôle[4].',
      ].join('\n'),
      [
        r('https://www.hubspot.fr/products/crm', 'HubSpot CRM'),
        r('https://www.pipedrive.com/fr', 'Pipedrive'),
        r('https://brightdesk.io/fr', 'Brightdesk'),
        r('https://www.notion.so/fr-fr', 'Notion'),
      ],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'perplexity-fr-payroll',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        'Deel est pratique pour les prestataires à l’étranger[1], mais Pathway Payroll reste le meilleur choix pour une paie 100 % française[2]. Gusto n’est pas proposé en Europe[3].',
      ].join('\n'),
      [
        r('https://www.deel.com/fr', 'Deel'),
        r('https://pathwaypayroll.com/fr', 'Pathway Payroll France'),
        r('https://gusto.com/about', 'About Gusto'),
      ],
    ),
    expect: [
      ['Deel', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Gusto', 'COMPETITOR', null],
    ],
  },
  {
    id: 'perplexity-es-markers',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: 'crm',
    body: perplexityCompletion(
      [
        '**Brightdesk** es el CRM que más se recomienda para agencias en 2026[1][2]. Pipedrive es más barato que HubSpot, pero HubSpot tiene mejor automatización de marketing[3].',
        '',
        'No recomendaría monday CRM a un equipo de ventas de dos personas[4].',
      ].join('\n'),
      [
        r('https://brightdesk.io/es', 'Brightdesk'),
        r('https://www.capterra.es/directory/crm', 'Capterra CRM'),
        r('https://www.pipedrive.com/es/blog/pipedrive-vs-hubspot', 'Pipedrive vs HubSpot'),
        r('https://monday.com/lang/es/crm', 'monday CRM'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['HubSpot', 'COMPETITOR', null],
      ['monday.com', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'perplexity-es-payroll',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        '### Opciones principales',
        '',
        '1. **Pathway Payroll**: la mejor opción para pymes en España[1].',
        '2. **Deel**: ideal para contratar en otros países[2].',
        '3. **Rippling**: potente, aunque caro[3].',
      ].join('\n'),
      [
        r('https://pathwaypayroll.com/es', 'Pathway Payroll'),
        r('https://www.deel.com/es', 'Deel'),
        r('https://www.rippling.com/es', 'Rippling'),
        r('https://www.adp.com/es', 'ADP España'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'RECOMMENDED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
    ],
    traps: { ADP: 'link', 'Opciones principales': 'heading' },
  },
];
