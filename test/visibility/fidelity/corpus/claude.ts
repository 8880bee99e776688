// Fidelity corpus: Claude (Messages API): text blocks carrying web_search_result_location citations, results read but not cited.
import type { FidelityCase } from '../cases.ts';
import { claudeMessage } from '../wire.ts';

const r = (url: string, title: string) => ({ url, title });
const cite = (text: string, url: string, title: string) => ({ text, cite: [{ url, title, cited_text: text.slice(0, 80) }] });

export const claudeCases: FidelityCase[] = [
  {
    id: 'claude-en-blocks',
    engine: 'CLAUDE',
    lang: 'en',
    subject: 'crm',
    body: claudeMessage(
      [
        'Based on my search, here are the strongest options for a small consultancy:\n\n**Brightdesk** ',
        cite(
          'is designed for client-service firms and is the top pick in several 2026 roundups',
          'https://brightdesk.io/blog/roundup',
          'Brightdesk named top CRM for agencies',
        ),
        '.\n\n**Pipedrive** ',
        cite(
          'focuses on visual sales pipelines and is popular with small sales teams',
          'https://www.pipedrive.com/en/features',
          'Pipedrive Features | Pipedrive',
        ),
        '.\n\n**HubSpot** offers a free CRM, though ',
        cite('costs rise steeply with the Professional tier', 'https://www.hubspot.com/pricing', 'Pricing - HubSpot'),
        '.\n\nI would recommend Brightdesk if client billing matters to you.',
      ],
      [
        r('https://www.notion.so/blog/notion-vs-hubspot', 'Notion vs HubSpot: which is right for you?'),
        r('https://monday.com/blog/crm-guide', 'monday.com CRM guide'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['Pipedrive', 'COMPETITOR', null],
      ['HubSpot', 'COMPETITOR', null],
    ],
    traps: { Notion: 'link', 'monday.com': 'link' },
  },
  {
    id: 'claude-en-hedge',
    engine: 'CLAUDE',
    lang: 'en',
    subject: 'payroll',
    body: claudeMessage(
      [
        cite(
          'Pathway Payroll is not the best choice for enterprise, but great for small teams that need multi-state filing',
          'https://pathwaypayroll.com/reviews',
          'Pathway Payroll reviews',
        ),
        '. ',
        cite('Rippling is the more complete platform for 500+ employees', 'https://www.rippling.com/enterprise', 'Rippling for enterprise'),
        ', e.g. with its device management. Deel vs. Gusto comes down to whether you hire abroad.',
      ],
      [r('https://www.adp.com/resources/articles', 'ADP payroll articles')],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', null],
      ['Rippling', 'COMPETITOR', null],
      ['Deel', 'COMPETITOR', 'COMPARED'],
      ['Gusto', 'COMPETITOR', 'COMPARED'],
    ],
    traps: { ADP: 'link' },
  },
  {
    id: 'claude-en-common-words',
    engine: 'CLAUDE',
    lang: 'en',
    subject: 'crm',
    body: claudeMessage(
      [
        'There is a popular notion that every small business needs an enterprise CRM. It does not. ',
        cite(
          'Brightdesk and Pipedrive both start under $15 per user',
          'https://www.capterra.com/crm-software/',
          'Best CRM Software 2026 | Capterra',
        ),
        ', and either can be live by Monday.\n\n',
        'If you already plan projects in Notion, its database templates can work as a CRM for a handful of clients, but we do not recommend Notion once you track more than a few dozen deals.',
      ],
      [r('https://www.hubspot.com/products/crm', 'Free CRM Software | HubSpot')],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null],
      ['Pipedrive', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'monday.com': 'common-word', HubSpot: 'link' },
  },
  {
    id: 'claude-de-negation',
    engine: 'CLAUDE',
    lang: 'de',
    subject: 'crm',
    body: claudeMessage(
      [
        '## Meine Einschätzung\n\n',
        cite('Brightdesk ist für kleine Agenturen die beste Wahl', 'https://brightdesk.io/de', 'Brightdesk – CRM für Agenturen'),
        ', da Projekte und Rechnungen integriert sind.\n\n',
        'Von monday CRM rate ich eher ab, wenn nur Vertrieb gebraucht wird. Pipedrive ist einfacher als HubSpot, HubSpot dagegen deutlich teurer als Pipedrive.',
      ],
      [r('https://www.pipedrive.com/de/blog/pipedrive-vs-hubspot', 'Pipedrive vs. HubSpot')],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['monday.com', 'COMPETITOR', null],
      ['Pipedrive', 'COMPETITOR', null],
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
    ],
    traps: { 'Meine Einschätzung': 'heading' },
  },
  {
    id: 'claude-de-payroll',
    engine: 'CLAUDE',
    lang: 'de',
    subject: 'payroll',
    body: claudeMessage(
      [
        'Für die Lohnabrechnung eines deutschen Start-ups gilt: ',
        cite('Deel ist vor allem für internationale Teams gedacht', 'https://www.deel.com/de', 'Deel Deutschland'),
        '. ADP würde ich einem Team mit zehn Leuten nicht empfehlen, der Einstieg ist kompliziert und teuer. ',
        cite(
          'Pathway Payroll wird in Bewertungen oft als zuverlässig beschrieben',
          'https://pathwaypayroll.com/de/bewertungen',
          'Bewertungen',
        ),
        '; ich empfehle es für Teams bis 100 Personen.',
      ],
      [r('https://www.rippling.com/de-DE', 'Rippling Deutschland')],
    ),
    expect: [
      ['Deel', 'COMPETITOR', null],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
    traps: { Rippling: 'link' },
  },
  {
    id: 'claude-fr-blocks',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: 'crm',
    body: claudeMessage(
      [
        'Voici ce que je retiens de mes recherches :\n\n- ',
        cite(
          'HubSpot : une offre gratuite solide, des modules marketing puissants',
          'https://www.hubspot.fr/products/crm',
          'CRM gratuit | HubSpot',
        ),
        '\n- Brightdesk : fiable, pensé pour les agences, avec une facturation intégrée\n- Pipedrive : plus simple que HubSpot pour la vente pure\n\n',
        'Je ne recommande pas Notion comme CRM, faute de relances automatiques.',
      ],
      [r('https://monday.com/lang/fr/crm', 'monday CRM')],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'monday.com': 'link' },
  },
  {
    id: 'claude-fr-payroll',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: 'payroll',
    body: claudeMessage(
      [
        cite(
          'Rippling est plus cher que Pathway Payroll pour une PME de 30 salariés',
          'https://www.rippling.com/fr/pricing',
          'Tarifs Rippling',
        ),
        ', mais il couvre aussi l’informatique. Pour la paie française, je conseille Pathway Payroll, c.-à-d. une solution conforme DSN dès l’installation.',
      ],
      [r('https://www.deel.com/fr', 'Deel France')],
    ),
    expect: [
      ['Rippling', 'COMPETITOR', 'CRITICIZED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
    traps: { Deel: 'link' },
  },
  {
    id: 'claude-es-blocks',
    engine: 'CLAUDE',
    lang: 'es',
    subject: 'crm',
    body: claudeMessage(
      [
        '### Mi recomendación\n\n',
        cite('Brightdesk es la mejor opción para agencias pequeñas', 'https://brightdesk.io/es', 'Brightdesk para agencias'),
        '. HubSpot es más caro que Brightdesk cuando crece el equipo, y Pipedrive es fiable para equipos comerciales.',
      ],
      [r('https://www.notion.so/es-es', 'Notion')],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'CRITICIZED'],
      ['Pipedrive', 'COMPETITOR', null],
    ],
    traps: { Notion: 'link', 'Mi recomendación': 'heading' },
  },
  {
    id: 'claude-es-payroll',
    engine: 'CLAUDE',
    lang: 'es',
    subject: 'payroll',
    body: claudeMessage(
      [
        'Evita ADP si buscas algo rápido de configurar. ',
        cite('Gusto solo opera en Estados Unidos', 'https://gusto.com/about', 'About Gusto'),
        ', así que para España recomiendo Pathway Payroll o Deel.',
      ],
      [r('https://www.rippling.com/es', 'Rippling')],
    ),
    expect: [
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
      ['Gusto', 'COMPETITOR', null],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', null],
    ],
    traps: { Rippling: 'link' },
  },
];
