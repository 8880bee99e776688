// Fidelity corpus: Bing Copilot (SerpApi): a header, text blocks with reference indexes, references.
import type { FidelityCase } from '../cases.ts';
import { bingCopilot, list, para } from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const bingCopilotCases: FidelityCase[] = [
  {
    id: 'copilot-en-blocks',
    engine: 'BING_COPILOT',
    lang: 'en',
    subject: 'crm',
    body: bingCopilot(
      'Best CRM for small agencies',
      [
        para('Here are some of the best CRMs for small agencies in 2026:', []),
        list([
          ['Brightdesk', 'Top pick for agencies: proposals, projects and invoicing in one place.', [0]],
          ['HubSpot', 'Free to start, with powerful marketing automation.', [1]],
          ['Pipedrive', 'Simple and affordable pipeline management.', [2]],
        ]),
        para('If you want a tool your team will pick up by Monday, Brightdesk and Pipedrive are the easiest to learn.', [0, 2]),
      ],
      [
        ref('https://brightdesk.io/', 'Brightdesk'),
        ref('https://www.hubspot.com/products/crm', 'HubSpot'),
        ref('https://www.pipedrive.com/', 'Pipedrive'),
        ref('https://www.techradar.com/best/best-crm-software', 'Best CRM software of 2026'),
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED'],
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
    ],
    traps: { 'monday.com': 'common-word', 'Best CRM for small agencies': 'heading' },
  },
  {
    id: 'copilot-en-payroll',
    engine: 'BING_COPILOT',
    lang: 'en',
    subject: 'payroll',
    body: bingCopilot(
      'Gusto vs. Pathway Payroll',
      [
        para(
          'Gusto vs. Pathway Payroll: Gusto is cheaper for single-state companies, while Pathway Payroll handles multi-state filings better.',
          [0, 1],
        ),
        para('Rippling is a good choice if you also need IT management, i.e. device and app provisioning.', [2]),
      ],
      [
        ref('https://gusto.com/product/pricing', 'Gusto pricing'),
        ref('https://pathwaypayroll.com/compare/gusto', 'Pathway Payroll vs Gusto'),
        ref('https://www.rippling.com/it-management', 'Rippling IT'),
      ],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'COMPARED'],
      ['Pathway Payroll', 'CLIENT', 'COMPARED'],
      ['Rippling', 'COMPETITOR', 'RECOMMENDED'],
    ],
  },
  {
    id: 'copilot-de-blocks',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: 'payroll',
    body: bingCopilot(
      'Lohnabrechnung für Start-ups',
      [
        para('Für Start-ups in Deutschland wird Pathway Payroll häufig empfohlen.', [0]),
        list([
          ['Deel', 'ideal für Teams mit Mitarbeitern im Ausland.', [1]],
          ['Rippling', 'leistungsstark, aber teuer.', [2]],
        ]),
        para('ADP empfehlen viele Gründer nicht, da die Einrichtung Wochen dauert.', [3]),
      ],
      [
        ref('https://pathwaypayroll.com/de', 'Pathway Payroll'),
        ref('https://www.deel.com/de', 'Deel'),
        ref('https://www.rippling.com/de-DE', 'Rippling'),
        ref('https://www.gruenderszene.de/lohnabrechnung', 'Lohnabrechnung'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', 'RECOMMENDED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
  {
    id: 'copilot-fr-blocks',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: 'crm',
    body: bingCopilot(
      'CRM pour PME',
      [
        para('Pipedrive vs. HubSpot : HubSpot est plus complet, Pipedrive plus simple.', [0]),
        para('Pour une agence, Brightdesk est une excellente option, et la notion de projet y est centrale.', [1]),
      ],
      [
        ref('https://www.pipedrive.com/fr/blog/pipedrive-vs-hubspot', 'Pipedrive vs HubSpot'),
        ref('https://brightdesk.io/fr', 'Brightdesk'),
      ],
    ),
    expect: [
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', null],
    ],
    traps: { Notion: 'common-word' },
  },
  {
    id: 'copilot-es-blocks',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: 'payroll',
    body: bingCopilot(
      'Software de nóminas',
      [
        para('Para pymes en España, Pathway Payroll es la opción más recomendada.', [0]),
        para('Deel es más caro que Pathway Payroll, pero opera en más de 150 países. No recomiendo Gusto fuera de EE. UU.', [1, 2]),
      ],
      [
        ref('https://pathwaypayroll.com/es', 'Pathway Payroll'),
        ref('https://www.deel.com/es', 'Deel'),
        ref('https://gusto.com/about', 'Gusto'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
      ['Deel', 'COMPETITOR', null],
      ['Gusto', 'COMPETITOR', 'EXCLUDED'],
    ],
  },
];
