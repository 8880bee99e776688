// Fidelity corpus, Italian: answers of the seven engines in Italian, written after the Italian cue
// table (languages/it.ts) was written from the grammar, and measured before any rule was changed
// for them (docs/benchmarks.md). Layouts vary per engine: headings per brand, verdict labels,
// "X vs Y" sections, pipe tables, item titles, citation markers.
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

export const italianCases: FidelityCase[] = [
  {
    id: 'it-chatgpt-crm-sections',
    engine: 'CHATGPT',
    lang: 'it',
    subject: 'crm',
    body: openaiResponse(
      [
        'Per una piccola agenzia creativa le opzioni più sensate nel 2026 sono queste:',
        '',
        '### Brightdesk',
        'Unisce pipeline, preventivi e fatturazione in un unico posto ([brightdesk.io](https://brightdesk.io/it?utm_source=openai)). Per un team di 5-15 persone è la scelta migliore.',
        '',
        '### HubSpot',
        'Il piano gratuito è generoso, ma i piani a pagamento diventano costosi molto in fretta ([hubspot.com](https://www.hubspot.com/pricing?utm_source=openai)).',
        '',
        '### Pipedrive',
        'Ottimo per chi fa soprattutto vendita diretta; meno adatto alla gestione dei progetti.',
        '',
        '**In breve:** Brightdesk se gestite progetti e clienti insieme, Pipedrive se vi serve solo una pipeline.',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['HubSpot', 'COMPETITOR', null, 'MIXED'],
      ['Pipedrive', 'COMPETITOR', null],
    ],
  },
  {
    id: 'it-claude-helpdesk-first-person',
    engine: 'CLAUDE',
    lang: 'it',
    subject: 'helpdesk',
    body: claudeMessage(
      [
        'Ho confrontato le opzioni principali per un team di assistenza di tre persone.',
        {
          text: 'Io sceglierei Supportly: si configura in un pomeriggio e il prezzo per agente è contenuto.',
          cite: [{ url: 'https://supportly.io/pricing', title: 'Supportly Pricing', cited_text: 'From €15 per agent' }],
        },
        'Zendesk non lo consiglierei a un team così piccolo: è potente, ma costoso e complesso da amministrare.',
        'Help Scout è un’alternativa valida se lavorate quasi solo via email.',
      ],
      [
        { url: 'https://supportly.io/pricing', title: 'Supportly Pricing' },
        { url: 'https://www.zendesk.com/pricing/', title: 'Zendesk pricing' },
      ],
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Zendesk', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Help Scout', 'COMPETITOR', null, 'POSITIVE'],
    ],
  },
  {
    id: 'it-perplexity-payroll-table',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: 'payroll',
    body: perplexityCompletion(
      [
        '**Risposta breve:** Gusto, se il team è tutto negli Stati Uniti[1].',
        '',
        '| Fornitore | Ideale per | Prezzo di partenza |',
        '|---|---|---|',
        '| Gusto | Startup USA | $49/mese |',
        '| Deel | Team internazionali | $599/mese |',
        '| Rippling | HR e IT insieme | Su preventivo |',
        '',
        'Deel ha senso solo se assumete all’estero; per dipendenti solo americani è più caro di Gusto[2].',
      ].join('\n'),
      [
        { url: 'https://gusto.com/product/pricing', title: 'Gusto pricing' },
        { url: 'https://www.deel.com/pricing', title: 'Deel pricing' },
      ],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Deel', 'COMPETITOR', null, 'NEGATIVE'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'it-gemini-crm-versus',
    engine: 'GEMINI',
    lang: 'it',
    subject: 'crm',
    body: geminiResponse(
      [
        '## HubSpot vs Pipedrive',
        '',
        'HubSpot offre più strumenti di marketing, mentre Pipedrive è più semplice da usare per i commerciali.',
        '',
        '**Verdetto:** Pipedrive, per un team di vendita di 3-10 persone che vuole partire subito.',
        '',
        'Se invece cercate anche la fatturazione ai clienti, date un’occhiata a Brightdesk.',
      ].join('\n'),
      [{ quote: 'HubSpot offre più strumenti di marketing', chunks: [0] }],
      ['https://www.hubspot.com/products/crm'],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'COMPARED'],
      ['Pipedrive', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Brightdesk', 'CLIENT', null],
    ],
  },
  {
    id: 'it-google-aio-helpdesk-titles',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: 'helpdesk',
    body: googleAio(
      [
        para('I migliori software di help desk per le PMI italiane combinano ticket, chat e base di conoscenza.', [0]),
        list([
          ['Scelta economica:', 'Freshdesk, con un piano gratuito fino a 10 agenti.', [1]],
          ['Più completo:', 'Zendesk, ma il prezzo cresce rapidamente con gli add-on.', [2]],
          ['Per team piccoli:', 'Supportly, semplice da configurare e con assistenza in italiano.', [0]],
        ]),
        para('Intercom è pensato soprattutto per la chat in-app e non è adatto a chi gestisce molte email.', [3]),
      ],
      [
        ref('https://www.supportly.io/it', 'Supportly help desk'),
        ref('https://www.freshworks.com/freshdesk/pricing/', 'Freshdesk prezzi'),
        ref('https://www.zendesk.com/it/pricing/', 'Zendesk prezzi'),
        ref('https://www.intercom.com/', 'Intercom'),
      ],
    ),
    expect: [
      ['Freshdesk', 'COMPETITOR', 'RECOMMENDED'],
      ['Zendesk', 'COMPETITOR', null, 'MIXED'],
      ['Supportly', 'CLIENT', null, 'POSITIVE'],
      ['Intercom', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Scelta economica': 'heading', 'Più completo': 'heading', 'Per team piccoli': 'heading' },
  },
  {
    id: 'it-bing-payroll-prose',
    engine: 'BING_COPILOT',
    lang: 'it',
    subject: 'payroll',
    body: bingCopilot(
      'Ecco cosa ho trovato sui software paghe per una società con dipendenti in più stati USA.',
      [
        para('Pathway Payroll gestisce le imposte di più stati in automatico ed è consigliato da molti commercialisti per le PMI.', [0]),
        para('ADP Workforce Now è affidabile, ma per meno di 50 dipendenti lo sconsiglio: contratti lunghi e costi di avvio alti.', [1]),
        para('Gusto resta un’alternativa popolare per le startup.', [2]),
      ],
      [
        ref('https://pathwaypayroll.com/multi-state', 'Pathway Payroll multi-state'),
        ref('https://www.adp.com/what-we-offer/products/adp-workforce-now.aspx', 'ADP Workforce Now'),
        ref('https://gusto.com/', 'Gusto'),
      ],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['ADP', 'COMPETITOR', 'EXCLUDED'],
      ['Gusto', 'COMPETITOR', null, 'POSITIVE'],
    ],
  },
  {
    id: 'it-grok-crm-hedge',
    engine: 'GROK',
    lang: 'it',
    subject: 'crm',
    body: grokResponse(
      [
        'Dipende da quanto è strutturato il vostro processo di vendita [[1]](https://www.pipedrive.com/it).',
        '',
        '- **Brightdesk** potrebbe non essere l’ideale per tutti, ma per un’agenzia con 10 persone è difficile fare di meglio.',
        '- **monday.com** è flessibile, però come CRM puro resta limitato.',
        '- **Notion** lo eviterei come CRM: niente pipeline vere, niente automazioni di vendita.',
      ].join('\n'),
      ['https://www.notion.so/templates/crm'],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', null, 'POSITIVE'],
      ['monday.com', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Pipedrive: 'link' },
  },
  {
    id: 'it-chatgpt-helpdesk-table',
    engine: 'CHATGPT',
    lang: 'it',
    subject: 'helpdesk',
    body: openaiResponse(
      [
        'Ecco un confronto rapido:',
        '',
        '| Strumento | Migliore per | Punto debole |',
        '|---|---|---|',
        '| Zendesk | Grandi team | Prezzo |',
        '| Freshdesk | Budget ridotti | Interfaccia datata |',
        '| Help Scout | Supporto via email | Poca telefonia |',
        '| Supportly | Team da 2 a 20 agenti | Meno integrazioni |',
        '',
        '**La mia scelta:** Supportly, perché copre ticket e chat senza costi nascosti ([supportly.io](https://supportly.io/?utm_source=openai)).',
      ].join('\n'),
    ),
    expect: [
      ['Zendesk', 'COMPETITOR', 'LISTED'],
      ['Freshdesk', 'COMPETITOR', 'LISTED'],
      ['Help Scout', 'COMPETITOR', 'LISTED'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'it-claude-payroll-negation',
    engine: 'CLAUDE',
    lang: 'it',
    subject: 'payroll',
    body: claudeMessage(
      [
        'Per una startup di 12 persone con sede a Milano e collaboratori all’estero:',
        {
          text: 'Deel è la soluzione più indicata per i contratti internazionali.',
          cite: [{ url: 'https://www.deel.com/', title: 'Deel', cited_text: 'Hire in 150+ countries' }],
        },
        'Non consiglierei ADP in questa fase: è pensato per aziende molto più grandi.',
        'Rippling è più costoso di Gusto, ma include anche la gestione dei dispositivi.',
      ],
      [{ url: 'https://www.deel.com/', title: 'Deel' }],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Rippling', 'COMPETITOR', null],
      ['Gusto', 'COMPETITOR', 'COMPARED'],
    ],
  },
  {
    id: 'it-perplexity-crm-avoid',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'Per un CRM da usare in un’agenzia di comunicazione:',
        '',
        '1. **Brightdesk** – consigliato per chi vuole preventivi e fatture collegati alle trattative[1].',
        '2. **HubSpot** – ottimo ecosistema di marketing, ma costoso oltre i 5 utenti[2].',
        '3. **Notion** – evitate di usarlo come CRM principale: manca il tracciamento delle attività[3].',
      ].join('\n'),
      [
        { url: 'https://brightdesk.io/agenzie', title: 'Brightdesk per agenzie' },
        { url: 'https://www.hubspot.com/pricing', title: 'HubSpot prezzi' },
        { url: 'https://www.notion.so/help', title: 'Notion help' },
      ],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['HubSpot', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'it-gemini-payroll-bold-sections',
    engine: 'GEMINI',
    lang: 'it',
    subject: 'payroll',
    body: geminiResponse(
      [
        'Ecco i fornitori di buste paga più usati dalle PMI con dipendenti negli USA.',
        '',
        '**Pathway Payroll**',
        '* Gestione automatica delle imposte in più stati.',
        '* Vi consiglio di partire da qui se avete sedi in diversi stati.',
        '',
        '**Gusto**',
        '* Molto facile da usare.',
        '* Supporto clienti a volte lento.',
      ].join('\n'),
      [{ quote: 'Gestione automatica delle imposte in più stati.', chunks: [0] }],
      ['https://pathwaypayroll.com/'],
    ),
    expect: [
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Gusto', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'it-grok-helpdesk-mixed',
    engine: 'GROK',
    lang: 'it',
    subject: 'helpdesk',
    body: grokResponse(
      [
        'Freshdesk ha un buon piano gratuito, ma l’automazione è limitata [[1]](https://www.freshworks.com/freshdesk/).',
        'Intercom è eccellente per la chat, però costa parecchio e non lo prenderei solo per i ticket.',
        'Supportly, invece, è la mia prima scelta per un e-commerce con 4 operatori.',
      ].join('\n'),
    ),
    expect: [
      ['Freshdesk', 'COMPETITOR', null, 'MIXED'],
      ['Intercom', 'COMPETITOR', null, 'MIXED'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'it-google-aio-crm-list',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: 'crm',
    body: googleAio(
      [
        heading('CRM per piccole imprese'),
        list([
          ['HubSpot', 'versione gratuita con contatti illimitati.', [0]],
          ['Pipedrive', 'pipeline visiva pensata per le vendite.', [1]],
          ['Brightdesk', 'CRM con fatturazione integrata.', [2]],
        ]),
        para('Non esiste un CRM migliore in assoluto: molto dipende dal flusso di lavoro.', []),
      ],
      [
        ref('https://www.hubspot.com/it/products/crm', 'HubSpot CRM'),
        ref('https://www.pipedrive.com/it', 'Pipedrive'),
        ref('https://brightdesk.io/', 'Brightdesk'),
      ],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Pipedrive', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Brightdesk', 'CLIENT', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'CRM per piccole imprese': 'heading' },
  },
];
