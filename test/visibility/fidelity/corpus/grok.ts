// Fidelity corpus: Grok (xAI Responses API): `[[n]](url)` markers, annotated, and a top-level `citations` list of everything it read.
import type { FidelityCase } from '../cases.ts';
import { grokResponse } from '../wire.ts';

export const grokCases: FidelityCase[] = [
  {
    id: 'grok-en-markers',
    engine: 'GROK',
    lang: 'en',
    subject: 'crm',
    body: grokResponse(
      [
        '### Best CRMs for Startups (2026)',
        '',
        '- **HubSpot**: Free forever plan, popular with early-stage teams [[1]](https://www.hubspot.com/pricing/crm).',
        '- **Pipedrive**: Pipeline-first and reliable [[2]](https://www.pipedrive.com/en/pricing).',
        '- **Brightdesk**: Top pick for service businesses, i.e. agencies and consultancies [[3]](https://brightdesk.io/customers).',
        '',
        'Per X posts from founders, Brightdesk stands out for onboarding speed [[4]](https://x.com/founder/status/1893).',
      ].join('\n'),
      ['https://www.notion.so/templates/crm', 'https://monday.com/crm', 'https://www.g2.com/categories/crm'],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
    ],
    traps: { Notion: 'link', 'monday.com': 'link', 'Best CRMs for Startups': 'heading' },
  },
  {
    id: 'grok-en-hedge',
    engine: 'GROK',
    lang: 'en',
    subject: 'crm',
    body: grokResponse(
      [
        'Short answer: Brightdesk is not the best choice for enterprise sales orgs, but it is great for small teams [[1]](https://brightdesk.io/enterprise).',
        '',
        'HubSpot Sales Hub Enterprise is the safer bet at 200+ seats; compared with Brightdesk it has deeper forecasting [[2]](https://www.hubspot.com/products/sales/enterprise).',
        'If you need the rollout done by Monday, skip custom objects for now.',
      ].join('\n'),
      ['https://www.pipedrive.com/en/blog/pipedrive-vs-hubspot'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
    ],
    traps: { 'monday.com': 'common-word', Pipedrive: 'link' },
  },
  {
    id: 'grok-en-payroll',
    engine: 'GROK',
    lang: 'en',
    subject: 'payroll',
    body: grokResponse(
      [
        'Top payroll tools for remote teams, based on recent reviews:',
        '',
        '1. **Deel** – Global contractor and EOR payroll in 150+ countries [[1]](https://www.deel.com/payroll).',
        '2. **Rippling** – Unified HR, IT, and payroll; praised for automation [[2]](https://www.rippling.com/global-payroll).',
        '3. **Pathway Payroll** – Best overall for US-EU teams under 100 people [[3]](https://pathwaypayroll.com/remote).',
        '',
        'Avoid ADP Workforce Now unless you have a dedicated HR admin; users complain about the interface [[4]](https://www.reddit.com/r/humanresources/comments/adp).',
      ].join('\n'),
      ['https://gusto.com/blog/remote-payroll', 'https://www.adp.com/what-we-offer/payroll.aspx'],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { Gusto: 'link' },
  },
  {
    id: 'grok-de-bold-labels',
    engine: 'GROK',
    lang: 'de',
    subject: 'crm',
    body: grokResponse(
      [
        '**Kurz gesagt:** Für Agenturen ist Brightdesk erste Wahl [[1]](https://brightdesk.io/de/agenturen).',
        '',
        '**Am besten für Vertriebsteams:** Pipedrive, weil die Pipeline-Ansicht sehr intuitiv ist [[2]](https://www.pipedrive.com/de).',
        '**Preise im Vergleich:** HubSpot-Nutzer zahlen ab Starter deutlich mehr als bei Brightdesk [[3]](https://www.hubspot.de/pricing/sales).',
        '',
        'Notion eignet sich eher als Wiki, nicht als CRM.',
      ].join('\n'),
      ['https://monday.com/lang/de/crm'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', null],
    ],
    traps: { 'Kurz gesagt': 'heading', 'Am besten für Vertriebsteams': 'heading', 'Preise im Vergleich': 'heading', 'monday.com': 'link' },
  },
  {
    id: 'grok-de-payroll',
    engine: 'GROK',
    lang: 'de',
    subject: 'payroll',
    body: grokResponse(
      [
        'Gusto ist in Deutschland nicht verfügbar [[1]](https://gusto.com/about). Rippling ist leistungsstark, aber teurer als Pathway Payroll [[2]](https://www.rippling.com/de-DE/pricing).',
        '',
        'Pathway Payroll empfehle ich für Mittelständler mit 20–200 Mitarbeitern, bzw. für Firmen mit mehreren Standorten [[3]](https://pathwaypayroll.com/de).',
      ].join('\n'),
      ['https://www.deel.com/de/blog/lohnabrechnung'],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', null],
      ['Rippling', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
    traps: { Deel: 'link' },
  },
  {
    id: 'grok-fr-markers',
    engine: 'GROK',
    lang: 'fr',
    subject: 'crm',
    body: grokResponse(
      [
        '## Comparatif rapide',
        '',
        '- **Pipedrive** : efficace pour les commerciaux terrain [[1]](https://www.pipedrive.com/fr).',
        '- **Brightdesk** : le meilleur choix pour les agences, selon plusieurs avis [[2]](https://brightdesk.io/fr/avis).',
        '- **Notion** : pratique comme base de connaissances, mais ce n’est pas un CRM [[3]](https://www.notion.so/fr-fr).',
        '',
        'Je déconseille monday CRM aux équipes de moins de cinq personnes : trop cher pour ce que c’est [[4]](https://monday.com/lang/fr/crm).',
      ].join('\n'),
      ['https://www.hubspot.fr/products/crm'],
    ),
    expect: [
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Notion', 'COMPETITOR', 'LISTED'],
      ['monday.com', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { HubSpot: 'link', 'Comparatif rapide': 'heading' },
  },
  {
    id: 'grok-es-comparative',
    engine: 'GROK',
    lang: 'es',
    subject: 'payroll',
    body: grokResponse(
      [
        'Deel es más caro que Pathway Payroll para equipos pequeños [[1]](https://www.deel.com/es/pricing), aunque cubre más países.',
        '',
        'Recomiendo Pathway Payroll para pymes españolas, p. ej. estudios y agencias [[2]](https://pathwaypayroll.com/es).',
        'Rippling no es la mejor opción para empresas fuera de EE. UU., pero es excelente para equipos híbridos [[3]](https://www.rippling.com/es).',
      ].join('\n'),
      ['https://www.adp.com/es'],
    ),
    expect: [
      ['Deel', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Rippling', 'COMPETITOR', null],
    ],
    traps: { ADP: 'link' },
  },
  {
    id: 'grok-es-crm',
    engine: 'GROK',
    lang: 'es',
    subject: 'crm',
    body: grokResponse(
      [
        '**Resumen:** HubSpot vs. Pipedrive vs. Brightdesk para una agencia de 8 personas [[1]](https://www.g2.com/compare/hubspot-vs-pipedrive).',
        '',
        '- HubSpot: el plan gratuito es bueno para empezar [[2]](https://www.hubspot.es/pricing).',
        '- Pipedrive: sencillo, centrado en ventas [[3]](https://www.pipedrive.com/es).',
        '- Brightdesk: recomendado para agencias por su facturación integrada [[4]](https://brightdesk.io/es).',
      ].join('\n'),
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
    ],
    traps: { Resumen: 'heading' },
  },
];
