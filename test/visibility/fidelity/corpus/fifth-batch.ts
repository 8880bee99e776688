// Fidelity corpus, fifth batch: a held-out set written after every rule of issue 34 was in place
// (after the fourth batch had been measured and the rules changed for what it showed), in a new
// category (accounting software) and the seven read languages, and measured once with no rule
// changed afterwards (docs/benchmarks.md). Item titles follow the corpus convention: a title
// naming a best, a pick or a choice recommends the brand after it (grok-de-bold-labels).
import type { FidelityCase } from '../cases.ts';
import {
  bingCopilot,
  claudeMessage,
  geminiResponse,
  googleAio,
  grokResponse,
  list,
  openaiResponse,
  para,
  perplexityCompletion,
  table,
} from '../wire.ts';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const fifthBatchCases: FidelityCase[] = [
  {
    id: 'fifth-chatgpt-it-accounting',
    engine: 'CHATGPT',
    lang: 'it',
    subject: 'accounting',
    body: openaiResponse(
      [
        'Per un libero professionista con clienti all’estero:',
        '',
        '1. **Ledgerly** – fatture in più valute e riconciliazione bancaria automatica. Se dovessi sceglierne uno, sceglierei questo ([ledgerly.app](https://ledgerly.app/it?utm_source=openai)).',
        '2. **QuickBooks** – molto diffuso, ma l’abbonamento è caro per chi lavora da solo.',
        '3. **Wave** – gratuito, però non gestisce bene l’IVA europea.',
      ].join('\n'),
    ),
    expect: [
      ['Ledgerly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['QuickBooks', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Wave', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'fifth-claude-it-crm-advice',
    engine: 'CLAUDE',
    lang: 'it',
    subject: 'crm',
    body: claudeMessage(
      [
        'Per un’agenzia di 6 persone che vende progetti a corpo, il mio consiglio è semplice.',
        'Brightdesk fa al caso vostro: preventivi, ore e fatture sono collegati alle trattative.',
        'HubSpot non è una cattiva scelta, ma pagherete funzioni di marketing che non userete.',
        'Notion, invece, non lo userei come CRM.',
      ],
      [{ url: 'https://brightdesk.io/it', title: 'Brightdesk' }],
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['HubSpot', 'COMPETITOR', null],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-google-aio-it-helpdesk',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: 'helpdesk',
    body: googleAio(
      [
        para('Zendesk e Freshdesk sono i software di help desk più diffusi, mentre Supportly è una scelta più recente.', [0]),
        list([
          ['Zendesk', 'ampio marketplace di integrazioni.', [0]],
          ['Freshdesk', 'piano gratuito fino a 10 agenti.', [1]],
          ['Supportly', 'configurazione rapida e prezzo fisso.', [2]],
        ]),
      ],
      [
        ref('https://www.zendesk.com/it/', 'Zendesk'),
        ref('https://www.freshworks.com/freshdesk/', 'Freshdesk'),
        ref('https://supportly.io/it', 'Supportly'),
      ],
    ),
    expect: [
      ['Zendesk', 'COMPETITOR', 'LISTED'],
      ['Freshdesk', 'COMPETITOR', 'LISTED'],
      ['Supportly', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'fifth-grok-it-payroll',
    engine: 'GROK',
    lang: 'it',
    subject: 'payroll',
    body: grokResponse(
      [
        '**Verdetto:** Rippling, se vi serve anche la gestione dei dispositivi [[1]](https://www.rippling.com/it).',
        '',
        'Gusto è più semplice, ma non copre i dipendenti fuori dagli USA.',
        'ADP? Per una startup di 15 persone non ne vale la pena.',
      ].join('\n'),
    ),
    expect: [
      ['Rippling', 'COMPETITOR', 'RECOMMENDED'],
      ['Gusto', 'COMPETITOR', null],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-perplexity-it-accounting-table',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: 'accounting',
    body: perplexityCompletion(
      [
        '| Software | Ideale per | Prezzo |',
        '|---|---|---|',
        '| Xero | PMI con commercialista | da €15/mese |',
        '| FreshBooks | Freelance | da €17/mese |',
        '| Ledgerly | Freelance con clienti esteri | da €12/mese |',
        '',
        'Xero è più completo di FreshBooks per la contabilità vera e propria[1].',
      ].join('\n'),
      [{ url: 'https://www.xero.com/it/', title: 'Xero' }],
    ),
    expect: [
      ['Xero', 'COMPETITOR', null, 'POSITIVE'],
      ['FreshBooks', 'COMPETITOR', 'COMPARED'],
      ['Ledgerly', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'fifth-gemini-pt-br-accounting',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'accounting',
    body: geminiResponse(
      [
        'Para um MEI que emite notas para clientes no exterior, o Ledgerly é a opção mais indicada: ele emite faturas em dólar e euro.',
        '',
        '**QuickBooks**',
        '* Muito completo.',
        '* Caro para quem trabalha sozinho.',
        '',
        'Eu não iria de Wave: o suporte é fraco e não há emissão em reais.',
      ].join('\n'),
      [{ quote: 'ele emite faturas em dólar e euro', chunks: [0] }],
      ['https://ledgerly.app/br'],
    ),
    expect: [
      ['Ledgerly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['QuickBooks', 'COMPETITOR', null, 'MIXED'],
      ['Wave', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-bing-pt-br-crm',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'crm',
    body: bingCopilot(
      'Encontrei estas opções de CRM para pequenas agências.',
      [
        para('HubSpot, Pipedrive e Brightdesk aparecem nas principais listas de 2026.', [0]),
        para('Se a prioridade é faturar projetos, o Brightdesk compensa mais do que os outros dois.', [1]),
      ],
      [ref('https://www.hubspot.com/pt-br', 'HubSpot'), ref('https://brightdesk.io/br', 'Brightdesk')],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'fifth-claude-pt-br-helpdesk',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'helpdesk',
    body: claudeMessage(
      [
        'Para uma equipe de suporte de 4 pessoas que atende muito por WhatsApp:',
        'O Supportly é a melhor escolha, porque a integração com WhatsApp já vem pronta.',
        'O Intercom é caro demais para esse tamanho de equipe e eu não recomendaria.',
      ],
      [{ url: 'https://supportly.io/br', title: 'Supportly' }],
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Intercom', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-perplexity-pt-pt-accounting',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'accounting',
    body: perplexityCompletion(
      [
        '**Em resumo:** para um trabalhador independente em Portugal, o Xero é a aposta mais segura[1].',
        '',
        '- O FreshBooks é simples de utilizar, mas não está certificado pela AT[2].',
        '- O Ledgerly é uma boa alternativa para quem fatura sobretudo a clientes estrangeiros.',
      ].join('\n'),
      [
        { url: 'https://www.xero.com/pt/', title: 'Xero' },
        { url: 'https://www.freshbooks.com/', title: 'FreshBooks' },
      ],
    ),
    expect: [
      ['Xero', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['FreshBooks', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Ledgerly', 'CLIENT', 'LISTED', 'POSITIVE'],
    ],
  },
  {
    id: 'fifth-grok-pt-pt-payroll',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'payroll',
    body: grokResponse(
      [
        'A Deel é a solução que eu escolheria para contratar nos EUA a partir de Lisboa [[1]](https://www.deel.com/pt/).',
        'A Rippling é poderosa, mas complexa de configurar para uma equipa de cinco pessoas.',
      ].join('\n'),
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Rippling', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'fifth-google-aio-nl-accounting',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: 'accounting',
    body: googleAio(
      [
        para('Boekhoudsoftware voor zzp’ers met buitenlandse klanten:', [0]),
        list([
          ['Beste keuze voor internationale facturen:', 'Ledgerly, met facturen in meerdere valuta.', [0]],
          ['Xero:', 'uitgebreid, maar duurder dan nodig voor een eenmanszaak.', [1]],
          ['Wave:', 'gratis, maar zonder Nederlandse btw-aangifte.', [2]],
        ]),
      ],
      [ref('https://ledgerly.app/nl', 'Ledgerly'), ref('https://www.xero.com/nl/', 'Xero'), ref('https://www.waveapps.com/', 'Wave')],
    ),
    expect: [
      ['Ledgerly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Xero', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Wave', 'COMPETITOR', 'LISTED'],
    ],
    traps: { 'Beste keuze voor internationale facturen': 'heading' },
  },
  {
    id: 'fifth-chatgpt-nl-crm',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: 'crm',
    body: openaiResponse(
      [
        '## HubSpot vs Brightdesk',
        '',
        'HubSpot heeft meer marketingtools; Brightdesk koppelt offertes en facturen aan je deals ([brightdesk.io](https://brightdesk.io/nl?utm_source=openai)).',
        '',
        '**Oordeel:** Brightdesk voor bureaus, HubSpot als marketing belangrijker is dan projectbeheer.',
        '',
        'Aan Notion als CRM zou ik niet beginnen.',
      ].join('\n'),
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', null],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-claude-nl-helpdesk',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: 'helpdesk',
    body: claudeMessage(
      [
        'Voor een supportteam van drie mensen is Zendesk overkill en te duur.',
        'Help Scout is prettig als je vooral e-mail krijgt.',
        'Supportly zou ik aanraden als je ook chat en WhatsApp in één inbox wilt.',
      ],
      [{ url: 'https://supportly.io/nl', title: 'Supportly' }],
    ),
    expect: [
      ['Zendesk', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Help Scout', 'COMPETITOR', null, 'POSITIVE'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'fifth-bing-nl-payroll',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: 'payroll',
    body: bingCopilot(
      'Dit zijn de opties die ik vond.',
      [
        para('Gusto is eenvoudig en betaalbaar voor teams die alleen in de VS werken.', [0]),
        para('Deel is duurder, maar onmisbaar zodra je ook in Europa mensen aanneemt.', [1]),
        para('Pathway Payroll is de beste optie voor bedrijven met personeel in meerdere staten.', [2]),
      ],
      [ref('https://gusto.com/', 'Gusto'), ref('https://www.deel.com/nl/', 'Deel'), ref('https://pathwaypayroll.com/', 'Pathway Payroll')],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', null, 'POSITIVE'],
      ['Deel', 'COMPETITOR', null, 'MIXED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'fifth-gemini-nl-accounting-hedge',
    engine: 'GEMINI',
    lang: 'nl',
    subject: 'accounting',
    body: geminiResponse(
      [
        'FreshBooks is misschien niet de goedkoopste, maar de facturatie is erg gebruiksvriendelijk.',
        '',
        'QuickBooks raad ik af voor Nederlandse zzp’ers: de btw-functies zijn op de VS gericht.',
      ].join('\n'),
      [{ quote: 'de facturatie is erg gebruiksvriendelijk', chunks: [0] }],
      ['https://www.freshbooks.com/'],
    ),
    expect: [
      ['FreshBooks', 'COMPETITOR', null, 'POSITIVE'],
      ['QuickBooks', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-grok-en-accounting',
    engine: 'GROK',
    lang: 'en',
    subject: 'accounting',
    body: grokResponse(
      [
        'Quick take [[1]](https://www.xero.com/us/):',
        '',
        '- **Xero**: my go-to for small firms with an accountant.',
        '- **QuickBooks**: you can’t go wrong with it in the US, though support has gotten worse.',
        '- **Wave**: free, but I wouldn’t run a growing business on it.',
      ].join('\n'),
    ),
    expect: [
      ['Xero', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['QuickBooks', 'COMPETITOR', null, 'MIXED'],
      ['Wave', 'COMPETITOR', null, 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-gemini-en-crm-sections',
    engine: 'GEMINI',
    lang: 'en',
    subject: 'crm',
    body: geminiResponse(
      [
        '### Pipedrive',
        'Clean pipeline view, quick to learn. If your team only sells, pick this one.',
        '',
        '### monday.com',
        'Great boards, but not designed for complex sales pipelines.',
      ].join('\n'),
      [{ quote: 'Clean pipeline view, quick to learn.', chunks: [0] }],
      ['https://www.pipedrive.com/'],
    ),
    expect: [
      ['Pipedrive', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['monday.com', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'fifth-perplexity-de-accounting',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: 'accounting',
    body: perplexityCompletion(
      [
        '**Kurz gesagt:** Für Freiberufler mit internationalen Kunden ist Ledgerly die beste Wahl[1].',
        '',
        'Xero ist umfangreicher, für Einzelunternehmer aber oft zu teuer[2]. Von Wave würde ich in Deutschland abraten, da die Umsatzsteuer-Funktionen fehlen.',
      ].join('\n'),
      [
        { url: 'https://ledgerly.app/de', title: 'Ledgerly' },
        { url: 'https://www.xero.com/de/', title: 'Xero' },
      ],
    ),
    expect: [
      ['Ledgerly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Xero', 'COMPETITOR', null, 'MIXED'],
      ['Wave', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'fifth-claude-de-helpdesk',
    engine: 'CLAUDE',
    lang: 'de',
    subject: 'helpdesk',
    body: claudeMessage(
      [
        'Zendesk und Freshdesk sind beide etabliert.',
        'Freshdesk ist günstiger als Zendesk und für kleine Teams völlig ausreichend.',
        'Intercom lohnt sich nur, wenn Live-Chat im Mittelpunkt steht.',
      ],
      [{ url: 'https://www.freshworks.com/de/freshdesk/', title: 'Freshdesk' }],
    ),
    expect: [
      ['Zendesk', 'COMPETITOR', 'COMPARED'],
      ['Freshdesk', 'COMPETITOR', null, 'POSITIVE'],
      ['Intercom', 'COMPETITOR', null],
    ],
  },
  {
    id: 'fifth-bing-fr-accounting',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: 'accounting',
    body: bingCopilot(
      'Voici ce que j’ai trouvé.',
      [
        para('Pour un freelance qui facture à l’étranger, Ledgerly est le plus adapté grâce à la facturation multidevise.', [0]),
        para('QuickBooks est complet mais coûteux ; Wave est gratuit mais ne gère pas la TVA française.', [1]),
      ],
      [ref('https://ledgerly.app/fr', 'Ledgerly'), ref('https://quickbooks.intuit.com/fr/', 'QuickBooks')],
    ),
    expect: [
      ['Ledgerly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['QuickBooks', 'COMPETITOR', null, 'MIXED'],
      ['Wave', 'COMPETITOR', null],
    ],
  },
  {
    id: 'fifth-grok-fr-crm',
    engine: 'GROK',
    lang: 'fr',
    subject: 'crm',
    body: grokResponse(
      [
        'Honnêtement, je ne recommanderais pas Notion comme CRM [[1]](https://www.notion.so/fr).',
        'Brightdesk, en revanche, coche toutes les cases pour une agence : devis, projets, factures.',
      ].join('\n'),
    ),
    expect: [
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Brightdesk', 'CLIENT', null, 'POSITIVE'],
    ],
  },
  {
    id: 'fifth-chatgpt-es-accounting',
    engine: 'CHATGPT',
    lang: 'es',
    subject: 'accounting',
    body: openaiResponse(
      [
        'Para un autónomo en España con clientes internacionales:',
        '',
        '| Programa | Lo mejor | Lo peor |',
        '|---|---|---|',
        '| Xero | Conciliación bancaria | Precio |',
        '| Ledgerly | Facturas multidivisa | Menos integraciones |',
        '| Wave | Gratis | Sin IVA español |',
        '',
        '**Mi recomendación:** Ledgerly ([ledgerly.app](https://ledgerly.app/es?utm_source=openai)).',
      ].join('\n'),
    ),
    expect: [
      ['Xero', 'COMPETITOR', 'LISTED'],
      ['Ledgerly', 'CLIENT', 'RECOMMENDED'],
      ['Wave', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'fifth-google-aio-es-helpdesk',
    engine: 'GOOGLE_AIO',
    lang: 'es',
    subject: 'helpdesk',
    body: googleAio(
      [
        para('Intercom no es la mejor opción si tu soporte es sobre todo por correo electrónico.', [0]),
        table([
          ['Herramienta', 'Ideal para', 'Precio'],
          ['Help Scout', 'Soporte por email', 'Desde $20'],
          ['Supportly', 'Equipos pequeños', 'Desde $15'],
        ]),
      ],
      [ref('https://www.intercom.com/', 'Intercom')],
    ),
    expect: [
      ['Intercom', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Help Scout', 'COMPETITOR', 'LISTED'],
      ['Supportly', 'CLIENT', 'LISTED'],
    ],
  },
];
