// Fidelity corpus, Dutch: answers of the seven engines, written after the Dutch cue table
// (languages/nl.ts) was written from the grammar, and measured before any rule was changed for
// them (docs/benchmarks.md).
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
  table,
} from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const dutchCases: FidelityCase[] = [
  {
    id: 'nl-chatgpt-crm-conditional',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: 'crm',
    body: openaiResponse(
      [
        'Voor een klein reclamebureau zou ik voor Brightdesk gaan: offertes, projecten en facturen zitten in één pakket ([brightdesk.io](https://brightdesk.io/nl?utm_source=openai)).',
        '',
        'Pipedrive raad ik niet aan als je vooral projecten beheert; het is sterk in verkoop, maar daar houdt het op.',
        '',
        'HubSpot heeft een goede gratis versie, maar de betaalde pakketten zijn duur ([hubspot.com](https://www.hubspot.com/pricing?utm_source=openai)).',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Pipedrive', 'COMPETITOR', 'EXCLUDED'],
      ['HubSpot', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'nl-perplexity-helpdesk-verdict',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: 'helpdesk',
    body: perplexityCompletion(
      [
        '**Kort antwoord:** Supportly[1].',
        '',
        '## Zendesk vs Intercom',
        'Zendesk is uitgebreider dan Intercom voor tickets, terwijl Intercom sterker is in live chat[2].',
        '',
        'Voor een webshop met vier medewerkers is Supportly de beste keuze: vaste prijs per agent en een Nederlandstalige helpdesk[1].',
      ].join('\n'),
      [
        { url: 'https://supportly.io/nl', title: 'Supportly' },
        { url: 'https://www.zendesk.nl/', title: 'Zendesk' },
      ],
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Zendesk', 'COMPETITOR', 'COMPARED'],
      ['Intercom', 'COMPETITOR', 'COMPARED'],
    ],
  },
  {
    id: 'nl-gemini-payroll-table',
    engine: 'GEMINI',
    lang: 'nl',
    subject: 'payroll',
    body: geminiResponse(
      [
        'Een overzicht van salarissoftware voor bedrijven met personeel in de VS:',
        '',
        '| Aanbieder | Geschikt voor | Startprijs |',
        '|:---|:---|:---|',
        '| Gusto | Amerikaanse startups | $49 per maand |',
        '| Rippling | HR en IT samen | Op aanvraag |',
        '| Pathway Payroll | Mkb in meerdere staten | $40 per maand |',
        '',
        'Heb je medewerkers in meerdere staten, kies dan voor Pathway Payroll.',
      ].join('\n'),
      [{ quote: 'Heb je medewerkers in meerdere staten', chunks: [0] }],
      ['https://pathwaypayroll.com/'],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED'],
    ],
  },
  {
    id: 'nl-grok-crm-hedge',
    engine: 'GROK',
    lang: 'nl',
    subject: 'crm',
    body: grokResponse(
      [
        'Snel overzicht [[1]](https://www.pipedrive.com/nl):',
        '',
        '- **Pipedrive** is misschien niet ideaal voor iedereen, maar voor een klein salesteam is het uitstekend.',
        '- **Notion** zou ik als CRM links laten liggen: geen echte pijplijn en geen automatisering.',
        '- **monday.com** is handig voor projecten, maar als CRM beperkt.',
      ].join('\n'),
    ),
    expect: [
      ['Pipedrive', 'COMPETITOR', null, 'POSITIVE'],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['monday.com', 'COMPETITOR', 'LISTED', 'MIXED'],
    ],
  },
  {
    id: 'nl-google-aio-helpdesk-titles',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: 'helpdesk',
    body: googleAio(
      [
        para('Populaire helpdesksoftware voor het Nederlandse mkb:', [0]),
        list([
          ['Beste prijs-kwaliteit:', 'Freshdesk, met een gratis abonnement.', [1]],
          ['Meest uitgebreid:', 'Zendesk, voor grotere supportteams.', [2]],
          ['Voor kleine teams:', 'Supportly, snel ingericht en in het Nederlands.', [0]],
        ]),
        para('Intercom is minder geschikt als je vooral e-mailtickets afhandelt.', [3]),
      ],
      [
        ref('https://supportly.io/nl', 'Supportly'),
        ref('https://www.freshworks.com/nl/freshdesk/', 'Freshdesk'),
        ref('https://www.zendesk.nl/', 'Zendesk'),
        ref('https://www.intercom.com/', 'Intercom'),
      ],
    ),
    expect: [
      ['Freshdesk', 'COMPETITOR', 'RECOMMENDED'],
      ['Zendesk', 'COMPETITOR', 'LISTED'],
      ['Supportly', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['Intercom', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Beste prijs-kwaliteit': 'heading', 'Meest uitgebreid': 'heading', 'Voor kleine teams': 'heading' },
  },
  {
    id: 'nl-bing-payroll-advice',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: 'payroll',
    body: bingCopilot(
      'Dit is wat ik vond over salarisadministratie in de VS voor Nederlandse bedrijven.',
      [
        para('Deel wordt vaak aanbevolen voor bedrijven die vanuit Nederland personeel in de VS aannemen.', [0]),
        para('ADP is betrouwbaar, maar voor minder dan 50 medewerkers raad ik het af vanwege de lange contracten.', [1]),
      ],
      [ref('https://www.deel.com/nl/', 'Deel'), ref('https://www.adp.com/', 'ADP')],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
  },
  {
    id: 'nl-claude-crm-comparative',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: 'crm',
    body: claudeMessage(
      [
        'Ik heb de opties voor een adviesbureau van acht mensen vergeleken.',
        {
          text: 'HubSpot is duurder dan Pipedrive zodra je de startpakketten ontgroeit.',
          cite: [{ url: 'https://www.hubspot.com/pricing', title: 'HubSpot pricing', cited_text: 'Starter from $20' }],
        },
        'Mijn advies: Brightdesk, omdat urenregistratie en offertes er al in zitten.',
      ],
      [{ url: 'https://www.hubspot.com/pricing', title: 'HubSpot pricing' }],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Pipedrive', 'COMPETITOR', 'COMPARED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'nl-chatgpt-helpdesk-sections',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: 'helpdesk',
    body: openaiResponse(
      [
        '### Supportly',
        'Eenvoudig op te zetten en betaalbaar. Voor een team van twee tot twintig agents raad ik dit pakket aan ([supportly.io](https://supportly.io/?utm_source=openai)).',
        '',
        '### Help Scout',
        'Prettig voor e-mailsupport, maar telefonie ontbreekt.',
        '',
        '### Freshdesk',
        'De gratis versie is prima om mee te beginnen.',
      ].join('\n'),
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Help Scout', 'COMPETITOR', null, 'MIXED'],
      ['Freshdesk', 'COMPETITOR', null, 'POSITIVE'],
    ],
  },
  {
    id: 'nl-perplexity-crm-list',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'De meest genoemde CRM-pakketten voor het mkb zijn[1][2]:',
        '',
        '1. HubSpot – gratis basisversie en veel koppelingen.',
        '2. Pipedrive – visuele verkooppijplijn.',
        '3. Brightdesk – gemaakt voor bureaus, met facturatie.',
        '',
        'Welke past, hangt vooral af van de grootte van je salesteam.',
      ].join('\n'),
      [
        { url: 'https://www.hubspot.com/nl', title: 'HubSpot' },
        { url: 'https://www.pipedrive.com/nl', title: 'Pipedrive' },
      ],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'nl-gemini-payroll-bold-sections',
    engine: 'GEMINI',
    lang: 'nl',
    subject: 'payroll',
    body: geminiResponse(
      [
        '**Rippling**',
        '* Combineert salaris, HR en apparaatbeheer.',
        '* Krachtig, maar de prijs is alleen op aanvraag.',
        '',
        '**Gusto**',
        '* Zeer gebruiksvriendelijk.',
        '* Niet geschikt voor medewerkers buiten de VS.',
      ].join('\n'),
      [{ quote: 'Combineert salaris, HR en apparaatbeheer.', chunks: [0] }],
      ['https://www.rippling.com/'],
    ),
    expect: [
      ['Rippling', 'COMPETITOR', null, 'POSITIVE'],
      ['Gusto', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'nl-bing-crm-avoid',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: 'crm',
    body: bingCopilot(
      'Hier is een samenvatting van CRM-opties voor een marketingbureau.',
      [
        para('Vermijd Notion als belangrijkste CRM: er zijn geen verkoopautomatiseringen of prognoses.', [0]),
        para('Brightdesk is de beste optie voor bureaus die offertes en facturen aan hun CRM willen koppelen.', [1]),
      ],
      [ref('https://www.notion.so/nl', 'Notion'), ref('https://brightdesk.io/nl', 'Brightdesk')],
    ),
    expect: [
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'nl-grok-helpdesk-mixed',
    engine: 'GROK',
    lang: 'nl',
    subject: 'helpdesk',
    body: grokResponse(
      [
        'Intercom is uitstekend voor chat, maar voor kleine teams erg prijzig [[1]](https://www.intercom.com/pricing).',
        'Freshdesk is goedkoop en compleet, hoewel de interface wat rommelig aanvoelt.',
        'Ik zou Supportly kiezen, vooral vanwege de Nederlandstalige ondersteuning.',
      ].join('\n'),
    ),
    expect: [
      ['Intercom', 'COMPETITOR', null, 'MIXED'],
      ['Freshdesk', 'COMPETITOR', null, 'POSITIVE'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'nl-google-aio-payroll-negation',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: 'payroll',
    body: googleAio(
      [
        heading('Salarisverwerking in de VS'),
        table([
          ['Oplossing', 'Sterke punten', 'Beperkingen'],
          ['Deel', 'Internationale contracten', 'Hoge prijs'],
          ['Rippling', 'HR en IT gekoppeld', 'Prijs op aanvraag'],
        ]),
        para('ADP wordt niet aanbevolen voor bedrijven met minder dan 50 medewerkers.', [0]),
      ],
      [ref('https://www.adp.com/', 'ADP')],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Salarisverwerking in de VS': 'heading' },
  },
];
