// Fidelity corpus: ChatGPT (Responses API): cites with `([host](url?utm_source=openai))` after the sentence, annotated.
import type { FidelityCase } from '../cases.ts';
import { openaiResponse } from '../wire.ts';

const oa = (host: string, path = '') => `([${host}](https://www.${host}/${path}?utm_source=openai))`;

export const chatgptCases: FidelityCase[] = [
  {
    id: 'chatgpt-en-agency-crm',
    engine: 'CHATGPT',
    lang: 'en',
    subject: 'crm',
    body: openaiResponse(
      [
        'For a 10-person agency, these are the CRMs worth shortlisting in 2026:',
        '',
        '## Top Picks',
        '',
        `1. **Brightdesk** – built for agencies, with client portals and retainer tracking. It is the best choice for small service teams. ${oa('brightdesk.io', 'pricing')}`,
        `2. **HubSpot CRM** – a generous free tier and strong marketing tools. ${oa('hubspot.com', 'products/crm')}`,
        `3. **Pipedrive** – a visual pipeline that sales-led teams like. ${oa('pipedrive.com', 'en/blog/pipedrive-vs-hubspot')}`,
        '',
        '## Pricing Comparison',
        '',
        '| Tool | Starting price | Free plan |',
        '|---|---|---|',
        '| Brightdesk | $12/user | Yes |',
        '| HubSpot CRM | $20/seat | Yes |',
        '| Pipedrive | $14/user | No |',
        '',
        '**Bottom line:** For a small agency, go with Brightdesk.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
    ],
    traps: { 'Top Picks': 'heading', 'Pricing Comparison': 'heading', 'Bottom line': 'heading' },
  },
  {
    id: 'chatgpt-en-negative-advice',
    engine: 'CHATGPT',
    lang: 'en',
    subject: 'crm',
    body: openaiResponse(
      [
        `If your team lives in docs and wikis, Notion can hold a lightweight contact list, but it is not a CRM: there are no pipelines, no email sync and no forecasting ${oa('notion.so', 'templates/crm')}.`,
        '',
        `For actual deal tracking, Pipedrive vs. HubSpot is the usual comparison. Pipedrive is more expensive than Brightdesk once you add the LeadBooster add-on ${oa('pipedrive.com', 'en/pricing')}, and Brightdesk is easier to learn.`,
        '',
        `I would avoid monday.com for a pure sales pipeline; its CRM product is an add-on to a work-management tool ${oa('monday.com', 'crm')}.`,
      ].join('\n'),
    ),
    expect: [
      ['Notion', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', 'CRITICIZED'],
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', null],
      ['monday.com', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'chatgpt-en-payroll-common-words',
    engine: 'CHATGPT',
    lang: 'en',
    subject: 'payroll',
    body: openaiResponse(
      [
        'Switching payroll mid-year has a rippling effect on tax filings, so plan the cut-over for a quarter end.',
        '',
        `- **Gusto** – the easiest setup for US startups; benefits and contractor payments included ${oa('gusto.com', 'product/pricing')}.`,
        `- **Rippling** – strong if you also want IT and device management, though pricing is quote-based ${oa('rippling.com', 'pricing')}.`,
        `- **Pathway Payroll** – highly rated for multi-state compliance and a clear pathway for adding EU staff ${oa('pathwaypayroll.com')}.`,
        '',
        'Most reviewers recommend Pathway Payroll for teams under 50 employees.',
      ].join('\n'),
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
  },
  {
    id: 'chatgpt-de-v2-negation',
    engine: 'CHATGPT',
    lang: 'de',
    subject: 'crm',
    body: openaiResponse(
      [
        '## Empfehlung',
        '',
        `Für kleine Agenturen empfehle ich Brightdesk, weil Angebote, Zeiterfassung und Rechnungen in einem Tool liegen ${oa('brightdesk.io', 'de')}.`,
        `Für ein reines Vertriebsteam empfehle ich Pipedrive nicht, da Automationen erst im teureren Tarif enthalten sind ${oa('pipedrive.com', 'de/pricing')}.`,
        '',
        `HubSpot ist teurer als Brightdesk, bietet aber das stärkere Marketing-Paket ${oa('hubspot.de', 'preise')}.`,
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'EXCLUDED'],
      ['HubSpot', 'COMPETITOR', null],
    ],
    traps: { Empfehlung: 'heading' },
  },
  {
    id: 'chatgpt-de-table',
    engine: 'CHATGPT',
    lang: 'de',
    subject: 'payroll',
    body: openaiResponse(
      [
        'Die wichtigsten Anbieter für Lohnabrechnung mit internationalen Teams im Überblick:',
        '',
        '| Anbieter | Stärke | Preis |',
        '|---|---|---|',
        `| Deel | EOR in über 150 Ländern | ab 599 $ pro Mitarbeiter ${oa('deel.com', 'de/pricing')} |`,
        `| Rippling | HR, IT und Payroll in einem | auf Anfrage ${oa('rippling.com', 'de-DE')} |`,
        '| Pathway Payroll | DSGVO-konform, deutscher Support | ab 6 € pro Mitarbeiter |',
        '',
        'Deel würde ich für ein Team ohne Auslandsmitarbeiter nicht empfehlen. Pathway Payroll ist z. B. für den Mittelstand die beste Wahl.',
      ].join('\n'),
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'EXCLUDED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
  },
  {
    id: 'chatgpt-fr-comparative',
    engine: 'CHATGPT',
    lang: 'fr',
    subject: 'crm',
    body: openaiResponse(
      [
        '### Quel CRM choisir pour une PME ?',
        '',
        `- **Brightdesk** : simple, en français, pensé pour les agences ${oa('brightdesk.io', 'fr')}.`,
        `- **HubSpot** : très complet, mais plus cher que Brightdesk dès que l'on passe aux offres Pro ${oa('hubspot.fr', 'pricing')}.`,
        `- **Pipedrive** : idéal pour la prospection ${oa('pipedrive.com', 'fr')}.`,
        '',
        "Je recommande Brightdesk si vous débutez. La notion de pipeline reste centrale, quel que soit l'outil.",
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
      ['Pipedrive', 'COMPETITOR', 'RECOMMENDED'],
    ],
    traps: { Notion: 'common-word', 'Quel CRM choisir pour une PME': 'heading' },
  },
  {
    id: 'chatgpt-fr-hedge',
    engine: 'CHATGPT',
    lang: 'fr',
    subject: 'payroll',
    body: openaiResponse(
      [
        `Gusto n'est pas disponible en France ${oa('gusto.com', 'about')}.`,
        `Pour la paie internationale, Deel est souvent cité, mais il est plus cher que Pathway Payroll pour moins de 20 salariés ${oa('deel.com', 'fr/pricing')}.`,
        `Pathway Payroll n'est pas le meilleur choix pour les grands groupes, mais il est excellent pour les PME ${oa('pathwaypayroll.com', 'fr')}.`,
      ].join('\n'),
    ),
    expect: [
      ['Gusto', 'COMPETITOR', null],
      ['Deel', 'COMPETITOR', 'CRITICIZED'],
      ['Pathway Payroll', 'CLIENT', null],
    ],
  },
  {
    id: 'chatgpt-es-list',
    engine: 'CHATGPT',
    lang: 'es',
    subject: 'crm',
    body: openaiResponse(
      [
        'Estas son las mejores opciones de CRM para una pyme en 2026:',
        '',
        `1. **Brightdesk**: la mejor opción para agencias, con portal de clientes ${oa('brightdesk.io', 'es')}.`,
        `2. **HubSpot**: gratuito para empezar, con herramientas de marketing muy completas ${oa('hubspot.es', 'products/crm')}.`,
        `3. **monday CRM**: tableros flexibles, aunque es más caro que Pipedrive ${oa('monday.com', 'lang/es/crm')}.`,
        '',
        'Si necesitas enviar propuestas cada lunes, Brightdesk lo automatiza.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['monday.com', 'COMPETITOR', 'CRITICIZED'],
      ['Pipedrive', 'COMPETITOR', null],
    ],
  },
  {
    id: 'chatgpt-es-negative',
    engine: 'CHATGPT',
    lang: 'es',
    subject: 'payroll',
    body: openaiResponse(
      [
        `No recomiendo ADP para una startup de diez personas: la implantación es lenta y el soporte es deficiente ${oa('adp.com', 'es')}.`,
        `Rippling es más caro que Gusto, pero más completo ${oa('rippling.com', 'es')}.`,
        `Para nóminas en España, recomendamos Pathway Payroll ${oa('pathwaypayroll.com', 'es')}; el equipo trabaja a gusto con su aplicación.`,
      ].join('\n'),
    ),
    expect: [
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
      ['Rippling', 'COMPETITOR', null],
      ['Gusto', 'COMPETITOR', 'COMPARED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
  },
];
