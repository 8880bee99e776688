// Fidelity corpus: Gemini (generateContent with Google Search): grounding supports in UTF-8 bytes over redirect chunks.
import type { FidelityCase } from '../cases.ts';
import { geminiResponse } from '../wire.ts';

export const geminiCases: FidelityCase[] = [
  {
    id: 'gemini-en-list',
    engine: 'GEMINI',
    lang: 'en',
    subject: 'crm',
    body: geminiResponse(
      [
        'Choosing a CRM for a small agency comes down to billing, pipelines and price. Here are the leading options:',
        '',
        '*   **Brightdesk:** Often recommended for agencies because proposals, time tracking and invoices live in one place.',
        '*   **HubSpot CRM:** A popular free CRM with excellent marketing tools.',
        '*   **Pipedrive:** Known for its intuitive visual pipeline.',
        '',
        '**Key Considerations:**',
        '*   **Ease of Use:** Brightdesk and Pipedrive are the quickest to learn.',
      ].join('\n'),
      [
        { quote: 'Often recommended for agencies because proposals, time tracking and invoices live in one place.', chunks: [0] },
        { quote: 'A popular free CRM with excellent marketing tools.', chunks: [1] },
      ],
      ['https://brightdesk.io/agencies', 'https://www.hubspot.com/products/crm', 'https://www.notion.so/templates/crm'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Notion: 'link', 'Key Considerations': 'heading', 'Ease of Use': 'heading' },
  },
  {
    id: 'gemini-en-payroll',
    engine: 'GEMINI',
    lang: 'en',
    subject: 'payroll',
    body: geminiResponse(
      [
        'For a remote-first startup, **Deel** and **Rippling** are the usual shortlist. Deel is more expensive than Rippling for US-only teams, while Rippling shines when you also manage laptops and apps.',
        '',
        'If your team is mostly in the US and the EU, Pathway Payroll is a great fit and costs less than both.',
        '',
        'Payroll errors can have a rippling effect on employee trust, so test a parallel run first.',
      ].join('\n'),
      [
        { quote: 'Deel is more expensive than Rippling for US-only teams', chunks: [0] },
        { quote: 'Pathway Payroll is a great fit and costs less than both.', chunks: [1, 2] },
      ],
      [
        'https://www.deel.com/pricing',
        'https://pathwaypayroll.com/remote',
        'https://www.forbes.com/advisor/business/software/best-payroll-software/',
      ],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'CRITICIZED'],
      ['Rippling', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
  },
  {
    id: 'gemini-de-list',
    engine: 'GEMINI',
    lang: 'de',
    subject: 'crm',
    body: geminiResponse(
      [
        'Für eine kleine Agentur in Deutschland kommen vor allem drei Lösungen in Frage:',
        '',
        '*   **Brightdesk:** Besonders beliebt bei Agenturen, da Angebote und Rechnungen direkt im CRM entstehen.',
        '*   **Pipedrive:** Übersichtliche Pipeline, einfach zu bedienen.',
        '*   **HubSpot:** Kostenloser Einstieg, die Marketing-Funktionen sind aber teuer.',
        '',
        '**Empfehlung:** Brightdesk empfehle ich Agenturen bis 30 Mitarbeiter.',
      ].join('\n'),
      [{ quote: 'Besonders beliebt bei Agenturen, da Angebote und Rechnungen direkt im CRM entstehen.', chunks: [0] }],
      ['https://brightdesk.io/de', 'https://www.omr.com/de/reviews/category/crm'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['HubSpot', 'COMPETITOR', null],
    ],
    traps: { Empfehlung: 'heading' },
  },
  {
    id: 'gemini-de-payroll',
    engine: 'GEMINI',
    lang: 'de',
    subject: 'payroll',
    body: geminiResponse(
      [
        'ADP ist in Deutschland weit verbreitet, für Start-ups aber meist zu schwerfällig. Von ADP würde ich Gründern abraten.',
        '',
        'Pathway Payroll ist günstiger als Rippling und bietet deutschsprachigen Support; Gusto ist hierzulande nicht verfügbar.',
      ].join('\n'),
      [{ quote: 'Pathway Payroll ist günstiger als Rippling und bietet deutschsprachigen Support', chunks: [0] }],
      ['https://pathwaypayroll.com/de', 'https://www.deel.com/de/blog'],
    ),
    expect: [
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
      ['Pathway Payroll', 'CLIENT', null],
      ['Rippling', 'COMPETITOR', 'COMPARED'],
      ['Gusto', 'COMPETITOR', null],
    ],
    traps: { Deel: 'link' },
  },
  {
    id: 'gemini-fr-list',
    engine: 'GEMINI',
    lang: 'fr',
    subject: 'crm',
    body: geminiResponse(
      [
        'Voici les CRM les plus adaptés à une petite agence :',
        '',
        '*   **Brightdesk :** le meilleur choix pour les agences, avec facturation intégrée.',
        '*   **HubSpot :** puissant et gratuit au départ.',
        '*   **Notion :** flexible, mais limité comme CRM.',
        '',
        'Monday CRM est plus cher que Pipedrive pour une petite équipe.',
      ].join('\n'),
      [{ quote: 'le meilleur choix pour les agences, avec facturation intégrée.', chunks: [0] }],
      ['https://brightdesk.io/fr', 'https://www.lemagit.fr/crm'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Notion', 'COMPETITOR', 'LISTED'],
      ['monday.com', 'COMPETITOR', 'CRITICIZED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
    ],
  },
  {
    id: 'gemini-fr-payroll',
    engine: 'GEMINI',
    lang: 'fr',
    subject: 'payroll',
    body: geminiResponse(
      'Pour une PME française, Pathway Payroll est recommandé par plusieurs comparatifs, etc. Deel est à éviter si tous vos salariés sont en France. Rippling est complet, mais cher.',
      [{ quote: 'Pathway Payroll est recommandé par plusieurs comparatifs', chunks: [0] }],
      ['https://www.journaldunet.com/logiciel-paie', 'https://www.adp.com/fr-fr'],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'EXCLUDED'],
      ['Rippling', 'COMPETITOR', null],
    ],
    traps: { ADP: 'link' },
  },
  {
    id: 'gemini-es-list',
    engine: 'GEMINI',
    lang: 'es',
    subject: 'crm',
    body: geminiResponse(
      [
        'Para una agencia pequeña, recomiendo Brightdesk por su facturación integrada.',
        '',
        '*   **Pipedrive:** fácil de usar y asequible.',
        '*   **HubSpot:** el plan gratuito es bueno, pero el plan Pro es caro.',
        '*   **Notion:** no es un CRM, aunque algunos equipos lo usan así.',
      ].join('\n'),
      [{ quote: 'recomiendo Brightdesk por su facturación integrada.', chunks: [0] }],
      ['https://brightdesk.io/es', 'https://www.pipedrive.com/es'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Notion', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'gemini-es-payroll',
    engine: 'GEMINI',
    lang: 'es',
    subject: 'payroll',
    body: geminiResponse(
      'Gusto es más caro que Pathway Payroll si tienes empleados fuera de EE. UU. y, además, no opera en España. Para nóminas en España, Pathway Payroll es la mejor opción.',
      [{ quote: 'Pathway Payroll es la mejor opción.', chunks: [0] }],
      ['https://pathwaypayroll.com/es'],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'CRITICIZED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
  },
];
