// Fidelity corpus, sixth batch: project-management software, a subject no earlier batch used.
// Written blind (without the extraction rules or the methodology), as the engines answer:
// 32 answers, every engine four times, weighted towards Italian, Portuguese (pt-BR and pt-PT) and
// Dutch. "Linear" is the common-word competitor (English, German and Portuguese use "linear" as an
// ordinary adjective); the client is "Tasklane".
//
// THE LEAD MUST ADD THIS SUBJECT to `subjects` in ../cases.ts (FidelityCase['subject'] is
// `keyof typeof subjects`, so a subject cannot be added from this file):
//
//   projects: {
//     client: { name: 'Tasklane', aliases: ['Tasklane PM'], domain: 'tasklane.io' },
//     competitors: [
//       { name: 'Asana', aliases: [], domain: 'asana.com' },
//       { name: 'Trello', aliases: [], domain: 'trello.com' },
//       { name: 'ClickUp', aliases: ['Click Up'], domain: 'clickup.com' },
//       { name: 'Linear', aliases: ['Linear.app'], domain: 'linear.app' },
//     ],
//     categoryTerms: ['project management software', 'project management tool'],
//   },
//
// The same entry is exported below as `projectsSubject` (checked against VisibilitySubject), so
// the lead can write `projects: projectsSubject` instead. Until it is in `subjects`, SUBJECT below
// is cast so that this file type-checks on its own; once added, `SUBJECT` may become `'projects'`.
import type { VisibilitySubject } from '../../../../src/core/visibility/subject.ts';
import type { FidelityCase } from '../cases.ts';
import {
  bingCopilot,
  claudeMessage,
  geminiResponse,
  googleAiMode,
  googleAio,
  grokResponse,
  heading,
  list,
  openaiResponse,
  para,
  perplexityCompletion,
  table,
} from '../wire.ts';

export const projectsSubject = {
  client: { name: 'Tasklane', aliases: ['Tasklane PM'], domain: 'tasklane.io' },
  competitors: [
    { name: 'Asana', aliases: [], domain: 'asana.com' },
    { name: 'Trello', aliases: [], domain: 'trello.com' },
    { name: 'ClickUp', aliases: ['Click Up'], domain: 'clickup.com' },
    { name: 'Linear', aliases: ['Linear.app'], domain: 'linear.app' },
  ],
  categoryTerms: ['project management software', 'project management tool'],
} satisfies VisibilitySubject;

const SUBJECT = 'projects';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const sixthBatchCases: FidelityCase[] = [
  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'six-it-chatgpt-projects-headings',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      [
        "Dipende molto da come lavora il team, ma per un'agenzia di 8 persone guarderei queste tre:",
        '',
        '### Tasklane',
        'È quella che proverei per prima: timesheet, diagrammi di Gantt e portale clienti sono inclusi già nel piano base ([tasklane.io](https://tasklane.io/it/prezzi?utm_source=openai)).',
        '',
        '### Asana',
        'Molto curata e con ottime automazioni, però il piano Advanced costa parecchio e per tracciare le ore servono integrazioni esterne.',
        '',
        '### ClickUp',
        "Fa praticamente tutto, ma proprio per questo l'interfaccia risulta dispersiva, e nelle recensioni diversi utenti lamentano rallentamenti ([g2.com](https://www.g2.com/products/clickup/reviews?utm_source=openai)).",
        '',
        '**In breve:** io partirei da Tasklane; Asana solo se il budget non è un problema.',
      ].join('\n'),
      { query: 'migliori software gestione progetti agenzia 2026' },
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', null, 'MIXED'],
      ['ClickUp', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: { G2: 'link' },
  },
  {
    id: 'six-it-claude-projects-negated',
    engine: 'CLAUDE',
    lang: 'it',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ho guardato i piani attuali e qualche recensione recente. Per un team di sviluppo di 12 persone che oggi lavora con fogli Excel:',
        {
          text: "Linear è probabilmente la scelta più naturale: è velocissimo, è pensato per issue e cicli di sviluppo, e l'integrazione con GitHub funziona bene.",
          cite: [{ url: 'https://linear.app/pricing', title: 'Linear – Pricing', cited_text: 'Basic $10 per user/month' }],
        },
        'Trello invece non ve lo consiglierei: le bacheche Kanban vanno bene per cominciare, ma senza dipendenze e sprint vi starà stretto nel giro di pochi mesi.',
        'Tasklane può avere senso se oltre agli sviluppatori devono usarlo anche commerciale e amministrazione, perché gestisce anche ore e fatturazione.',
        'In sintesi: io sceglierei Linear, tenendo Tasklane come piano B.',
      ],
      [
        { url: 'https://linear.app/pricing', title: 'Linear – Pricing' },
        { url: 'https://trello.com/pricing', title: 'Trello pricing' },
        { url: 'https://tasklane.io/it', title: 'Tasklane – gestione progetti e ore' },
      ],
    ),
    expect: [
      ['Linear', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Tasklane', 'CLIENT', null],
      ['GitHub', 'THIRD_PARTY', null],
    ],
  },
  {
    id: 'six-it-perplexity-projects-table',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: SUBJECT,
    body: perplexityCompletion(
      [
        '**In breve:** per un team marketing di 5-20 persone la soluzione più equilibrata è Asana[1][3].',
        '',
        '| Strumento | Punto di forza | Limite | Prezzo (utente/mese) |',
        '|---|---|---|---|',
        '| Asana | Timeline e automazioni | Costoso oltre 10 utenti | da 10,99 € |',
        '| Trello | Semplicità | Poche viste nel piano gratuito | da 5 € |',
        '| ClickUp | Molto personalizzabile | Curva di apprendimento ripida | da 7 € |',
        '| Tasklane | Ore e fatturazione integrate | Meno integrazioni | da 8 € |',
        '',
        'Trello va bene per chi parte da zero, ma con campagne piene di scadenze collegate tra loro mostra presto i suoi limiti[2]. ClickUp, dal canto suo, richiede parecchio tempo per essere configurato a dovere[4].',
      ].join('\n'),
      [
        { url: 'https://asana.com/it/pricing', title: 'Asana: piani e prezzi' },
        { url: 'https://www.capterra.it/software/211559/trello', title: 'Trello – recensioni Capterra' },
        { url: 'https://www.cybernews.com/best-project-management-software/', title: 'Best project management software 2026' },
        { url: 'https://clickup.com/it/pricing', title: 'ClickUp prezzi' },
      ],
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
      ['ClickUp', 'COMPETITOR', null, 'MIXED'],
      ['Tasklane', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'six-it-ai-mode-projects-titles',
    engine: 'GOOGLE_AI_MODE',
    lang: 'it',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Ecco alcuni software di project management adatti a uno studio di architettura:', [0]),
        list([
          [
            'Gestione di ore e costi:',
            'Tasklane registra le ore per commessa e le trasforma in fatture, comodo per chi lavora a parcella.',
            [0],
          ],
          ['Diagrammi di Gantt:', 'ClickUp li offre anche nel piano Unlimited, con dipendenze tra le attività.', [1]],
          ['Collaborazione con i clienti:', 'Trello permette di invitare ospiti sulle bacheche senza costi aggiuntivi.', [2]],
        ]),
        heading('Cosa evitare'),
        para(
          'Linear è ottimo per i team software, ma non nasce per i progetti edilizi: a uno studio di architettura non lo consiglierei.',
          [3],
        ),
        para(
          'In sintesi, la soluzione più adatta per uno studio è Tasklane; ClickUp è una buona alternativa se contano soprattutto i Gantt.',
          [0, 1],
        ),
      ],
      [
        ref('https://tasklane.io/it/studi-tecnici', 'Tasklane per studi tecnici'),
        ref('https://clickup.com/it/features/gantt-chart-view', 'ClickUp – vista Gantt'),
        ref('https://support.atlassian.com/trello/docs/adding-guests-to-a-board/', 'Aggiungere ospiti a una bacheca'),
        ref('https://linear.app/about', 'About Linear'),
      ],
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', null, 'POSITIVE'],
      ['Trello', 'COMPETITOR', 'LISTED'],
      ['Linear', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
    traps: {
      'Gestione di ore e costi': 'heading',
      'Diagrammi di Gantt': 'heading',
      'Collaborazione con i clienti': 'heading',
      'Cosa evitare': 'heading',
    },
  },
  {
    id: 'six-it-bing-projects-versus',
    engine: 'BING_COPILOT',
    lang: 'it',
    subject: SUBJECT,
    body: bingCopilot(
      'Ecco un confronto tra Asana e ClickUp per una piccola impresa.',
      [
        heading('Asana vs ClickUp'),
        para(
          "Asana è più intuitivo e ha un'interfaccia più pulita; ClickUp offre più funzioni a parità di prezzo, ma è meno immediato.",
          [0, 1],
        ),
        list([
          ['Prezzo', 'ClickUp costa meno per utente nei piani a pagamento.', [1]],
          ["Facilità d'uso", 'Asana vince nettamente secondo la maggior parte delle recensioni.', [0]],
          ['Automazioni', 'Entrambi le includono; in Asana sono limitate nel piano Starter.', [0]],
        ]),
        para(
          'Se il team non ha mai usato strumenti di questo tipo, sceglierei Asana. Se invece vi servono anche timesheet e fatturazione in un solo prodotto, vale la pena provare Tasklane, che però ha meno integrazioni.',
          [2],
        ),
      ],
      [
        ref('https://asana.com/it/compare/asana-vs-clickup', 'Asana vs ClickUp'),
        ref('https://clickup.com/it/compare/asana-alternative', "ClickUp: l'alternativa ad Asana"),
        ref('https://tasklane.io/it', 'Tasklane'),
      ],
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'COMPARED'],
      ['Tasklane', 'CLIENT', null, 'MIXED'],
    ],
    traps: { Prezzo: 'heading', "Facilità d'uso": 'heading', Automazioni: 'heading' },
  },
  {
    id: 'six-it-grok-projects-not-advised',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      [
        'Risposta breve: per un team remoto di 20 persone **ClickUp** è quello che offre di più per quello che costa[[1]](https://clickup.com/pricing).',
        '',
        '**Cosa considerare**',
        '- **ClickUp**: documenti, chat, obiettivi e dashboard in un unico posto; il piano Business parte da 12 $ per utente[[1]](https://clickup.com/pricing).',
        '- **Trello**: ottimo per bacheche semplici, ma con 20 persone e più progetti aperti diventa difficile avere una visione d’insieme[[2]](https://www.capterra.com/p/211559/Trello/).',
        "- **Tasklane**: sulla carta interessante, però le recensioni segnalano un'app mobile ancora acerba e sincronizzazioni lente[[3]](https://www.trustradius.com/products/tasklane/reviews).",
        '',
        "Tasklane non lo consiglierei finché l'app mobile non migliora, soprattutto se molti di voi lavorano dal telefono.",
      ].join('\n'),
      ['https://www.reddit.com/r/projectmanagement/'],
    ),
    expect: [
      ['ClickUp', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
      ['Tasklane', 'CLIENT', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Cosa considerare': 'heading', Capterra: 'link', TrustRadius: 'link' },
  },

  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'six-pt-br-gemini-projects-ficaria',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: geminiResponse(
      [
        'Para uma agência de marketing digital com uns 10 colaboradores, estas são as ferramentas de gestão de projetos mais usadas no Brasil:',
        '',
        '* **Trello:** fácil de começar e com plano gratuito, mas fica limitado quando a agência cresce.',
        '* **Asana:** bom equilíbrio entre recursos e facilidade de uso; os preços em dólar pesam no orçamento.',
        '* **Tasklane:** tem apontamento de horas e faturamento por cliente, o que faz diferença para agência.',
        '',
        '**Minha recomendação:** eu ficaria com o Tasklane, porque resolve numa ferramenta só o que hoje vocês fazem com planilhas. Se o orçamento estiver muito apertado, comecem pelo Trello.',
      ].join('\n'),
      [
        { quote: 'fácil de começar e com plano gratuito', chunks: [0] },
        { quote: 'tem apontamento de horas e faturamento por cliente', chunks: [1] },
      ],
      ['https://trello.com/pt-BR/pricing', 'https://tasklane.io/pt-br/agencias'],
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
      ['Asana', 'COMPETITOR', 'LISTED', 'MIXED'],
    ],
  },
  {
    id: 'six-pt-pt-aio-projects-titles',
    engine: 'GOOGLE_AIO',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Existem várias ferramentas de gestão de projetos adequadas a PME portuguesas; a escolha depende sobretudo da dimensão da equipa e do tipo de trabalho.',
          [0],
        ),
        list([
          ['Melhor para equipas de desenvolvimento:', 'Linear, rápido e focado em tarefas técnicas e ciclos de sprint.', [1]],
          ['Mais versátil:', 'ClickUp, que junta tarefas, documentos e objetivos, embora a interface possa ser confusa ao início.', [2]],
          ['Com faturação integrada:', 'Tasklane, que permite registar horas e emitir faturas a partir dos projetos.', [0]],
        ]),
        para(
          'O Trello continua a ser popular pela simplicidade, mas não é a opção ideal para quem precisa de relatórios ou de gerir dependências entre tarefas.',
          [3],
        ),
      ],
      [
        ref('https://tasklane.io/pt', 'Tasklane – gestão de projetos com faturação'),
        ref('https://linear.app/', 'Linear – Plan and build products'),
        ref('https://clickup.com/pt-BR', 'ClickUp'),
        ref('https://www.pplware.sapo.pt/software/trello-alternativas/', 'Alternativas ao Trello'),
      ],
    ),
    expect: [
      ['Linear', 'COMPETITOR', null, 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Tasklane', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: {
      'Melhor para equipas de desenvolvimento': 'heading',
      'Mais versátil': 'heading',
      'Com faturação integrada': 'heading',
    },
  },
  {
    id: 'six-pt-pt-chatgpt-projects-versus-table',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: openaiResponse(
      [
        'Resposta curta: para uma equipa de 6 pessoas numa consultora, eu optaria pelo Asana.',
        '',
        '## Asana vs Tasklane',
        '',
        '| | Asana | Tasklane |',
        '|---|---|---|',
        '| Vistas (lista, quadro, cronograma) | Sim | Sim |',
        '| Registo de horas | Só com integrações | Nativo |',
        '| Preço (por utilizador/mês) | ~11 € | ~9 € |',
        '| Curva de aprendizagem | Baixa | Média |',
        '',
        'O Asana ganha na facilidade de utilização e no ecossistema de integrações ([asana.com](https://asana.com/pt/pricing?utm_source=openai)). O Tasklane faz sentido se quiserem faturar as horas diretamente aos clientes, mas a interface ainda está só parcialmente traduzida para português.',
        '',
        'Não recomendaria o ClickUp para uma equipa deste tamanho: tem funcionalidades a mais e a configuração inicial leva tempo ([clickup.com](https://clickup.com/blog/?utm_source=openai)).',
      ].join('\n'),
      { query: 'asana vs tasklane consultora' },
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Tasklane', 'CLIENT', 'COMPARED', 'MIXED'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'six-pt-br-claude-projects-iria-de',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Pesquisei as opções mais comuns para um escritório de contabilidade com 15 pessoas.',
        {
          text: 'O Tasklane é o que melhor se encaixa: tem modelos de projeto recorrentes, controle de horas por cliente e suporte em português.',
          cite: [
            {
              url: 'https://tasklane.io/pt-br/contabilidade',
              title: 'Tasklane para escritórios contábeis',
              cited_text: 'Projetos recorrentes e controle de horas',
            },
          ],
        },
        'O fluxo de trabalho de vocês é bem linear (recebe documentos, processa, entrega), então não precisam de nada muito sofisticado.',
        'Eu não recomendaria o ClickUp aqui. Ele é poderoso, mas a quantidade de opções acaba atrapalhando quem só quer acompanhar prazos.',
        'O Trello pode quebrar um galho, porém não tem controle de horas nativo.',
        'Resumindo: eu iria de Tasklane.',
      ],
      [
        { url: 'https://tasklane.io/pt-br/contabilidade', title: 'Tasklane para escritórios contábeis' },
        { url: 'https://clickup.com/pt-BR', title: 'ClickUp' },
      ],
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: { Linear: 'common-word' },
  },
  {
    id: 'six-pt-br-grok-projects-veredito',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: grokResponse(
      [
        '## Trello x Asana para uma startup',
        '',
        '**Trello**',
        'Quadros Kanban simples, plano gratuito generoso e curva de aprendizado quase zero[[1]](https://trello.com/pricing). Perde fôlego quando o time precisa de cronogramas e relatórios.',
        '',
        '**Asana**',
        'Mais completo: cronograma, metas, formulários e automações[[2]](https://asana.com/pricing). O plano gratuito é limitado a 10 pessoas.',
        '',
        '**Veredito:** para uma startup que pretende crescer, eu ficaria com o Asana. O Trello só vale se vocês forem 3 ou 4 e quiserem algo de graça por enquanto.',
        '',
        'Vale citar também o Linear, bem popular entre startups de software, embora seja voltado quase só para times de engenharia[[3]](https://linear.app/customers).',
      ].join('\n'),
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
      ['Linear', 'COMPETITOR', 'LISTED'],
    ],
  },
  {
    id: 'six-pt-pt-perplexity-projects-conclusao',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: perplexityCompletion(
      [
        '## Ferramentas de gestão de projetos para equipas pequenas',
        '',
        'Para uma equipa de 4 pessoas que trabalha sobretudo em projetos de design, as opções mais referidas são o Trello, o Asana e o Tasklane[1][2].',
        '',
        '- **Trello** — gratuito para equipas pequenas e muito visual; o plano Standard custa cerca de 5 € por utilizador[1].',
        '- **Asana** — mais estruturado, com cronogramas e dependências, mas o preço sobe bastante a partir do plano Starter[2].',
        '- **Tasklane** — inclui registo de horas e um portal para o cliente aprovar entregas[3].',
        '',
        '**Conclusão:** ficava com o Trello enquanto a equipa for deste tamanho; é o que dá menos trabalho a configurar e não custa nada. O Tasklane só compensa se começarem a faturar à hora.',
      ].join('\n'),
      [
        { url: 'https://trello.com/pt-BR/pricing', title: 'Trello – planos' },
        { url: 'https://asana.com/pt/pricing', title: 'Asana – preços' },
        { url: 'https://tasklane.io/pt/portal-cliente', title: 'Tasklane – portal do cliente' },
      ],
    ),
    expect: [
      ['Trello', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Tasklane', 'CLIENT', null],
    ],
  },

  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'six-nl-aio-projects-titles',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Voor een klein bureau zijn er verschillende goede projectmanagementtools. Welke het best past, hangt af van hoe jullie werken.',
          [0],
        ),
        list([
          ['Overzichtelijk en visueel:', 'Trello werkt met borden en kaarten en is gratis voor kleine teams.', [1]],
          ['Voor softwareteams:', 'Linear is snel en sterk in issue-tracking, maar minder geschikt voor niet-technische projecten.', [2]],
          ['Urenregistratie ingebouwd:', 'Tasklane combineert planning, uren en facturatie in één pakket.', [0]],
        ]),
        para('ClickUp wordt vaak genoemd als alles-in-één-oplossing, al vinden veel gebruikers het in het begin overweldigend.', [3]),
      ],
      [
        ref('https://tasklane.io/nl', 'Tasklane – projecten, uren en facturen'),
        ref('https://trello.com/nl', 'Trello'),
        ref('https://linear.app/', 'Linear'),
        ref('https://www.emerce.nl/achtergrond/projectmanagementtools-vergeleken', 'Projectmanagementtools vergeleken'),
      ],
    ),
    expect: [
      ['Trello', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Linear', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Tasklane', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: { 'Overzichtelijk en visueel': 'heading', 'Voor softwareteams': 'heading', 'Urenregistratie ingebouwd': 'heading' },
  },
  {
    id: 'six-nl-gemini-projects-ik-zou',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      [
        'Goede vraag! Voor een marketingteam van acht mensen zou ik voor **Asana** gaan.',
        '',
        '### Waarom Asana?',
        '* Tijdlijnweergave en afhankelijkheden zitten al in het Starter-abonnement.',
        '* Veel kant-en-klare sjablonen voor campagnes en contentkalenders.',
        '* Koppelingen met Slack, HubSpot en Google Drive.',
        '',
        '### En de alternatieven?',
        '* **ClickUp** kan ongeveer hetzelfde en is goedkoper, maar het duurt langer voordat iedereen ermee overweg kan.',
        '* **Tasklane** is interessant als jullie ook uren aan klanten doorbelasten; voor een intern marketingteam is dat minder relevant.',
        '* **Trello** zou ik voor dit team niet nemen: zonder tijdlijn en afhankelijkheden loop je bij grotere campagnes snel vast.',
      ].join('\n'),
      [
        { quote: 'Tijdlijnweergave en afhankelijkheden zitten al in het Starter-abonnement.', chunks: [0] },
        { quote: 'kan ongeveer hetzelfde en is goedkoper', chunks: [1] },
      ],
      ['https://asana.com/nl/pricing', 'https://clickup.com/nl/pricing'],
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Tasklane', 'CLIENT', null],
      ['Trello', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Slack', 'THIRD_PARTY', null],
      ['HubSpot', 'THIRD_PARTY', null],
      ['Google Drive', 'THIRD_PARTY', null],
    ],
  },
  {
    id: 'six-nl-bing-projects-headings',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: SUBJECT,
    body: bingCopilot(
      'Hier is een vergelijking van projectmanagementsoftware voor een bouwbedrijf.',
      [
        heading('ClickUp'),
        para(
          'Zeer uitgebreid, met Gantt-diagrammen, werklastbeheer en eigen velden. Voor een bouwbedrijf met meerdere projecten tegelijk is dit een sterke kandidaat.',
          [0],
        ),
        heading('Trello'),
        para('Makkelijk in gebruik, maar te beperkt voor planningen met veel onderaannemers en afhankelijkheden.', [1]),
        heading('Tasklane'),
        para('Minder bekend, maar wel met urenregistratie per project en facturatie. De mobiele app krijgt wisselende beoordelingen.', [2]),
        para(
          'Kort gezegd: ClickUp is voor jullie situatie waarschijnlijk de beste keuze, tenzij jullie vooral iets eenvoudigs zoeken.',
          [0],
        ),
      ],
      [
        ref('https://clickup.com/nl/features/gantt-chart-view', 'ClickUp Gantt'),
        ref('https://www.trustpilot.com/review/trello.com', 'Trello reviews'),
        ref('https://tasklane.io/nl/bouw', 'Tasklane voor de bouw'),
      ],
    ),
    expect: [
      ['ClickUp', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Trello', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Tasklane', 'CLIENT', null, 'MIXED'],
    ],
  },
  {
    id: 'six-nl-chatgpt-projects-niet-kiezen',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: SUBJECT,
    body: openaiResponse(
      [
        'Kort antwoord: voor jullie ontwikkelteam is **Linear** de logische keuze.',
        '',
        '**Linear**',
        '- Extreem snel, goede sneltoetsen, en cycli (sprints) zijn ingebouwd ([linear.app](https://linear.app/method?utm_source=openai)).',
        '- Integreert met GitHub en GitLab.',
        '',
        '**Asana**',
        '- Sterk voor marketing en operations, maar voor bugtracking voelt het omslachtig.',
        '',
        '**Tasklane**',
        '- Handig als je ook uren wilt schrijven op klantprojecten; voor een intern productteam is dat overbodig.',
        '',
        'Asana zou ik hier niet kiezen: prima tool, alleen niet voor een team dat vooral issues en releases beheert ([asana.com](https://asana.com/nl/uses/agile?utm_source=openai)).',
      ].join('\n'),
      { query: 'projectmanagement tool ontwikkelteam' },
    ),
    expect: [
      ['Linear', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Tasklane', 'CLIENT', null],
      ['GitHub', 'THIRD_PARTY', null],
      ['GitLab', 'THIRD_PARTY', null],
    ],
  },
  {
    id: 'six-nl-ai-mode-projects-table',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Voor een stichting die met vrijwilligers werkt, zijn dit de meest gebruikte opties:', [0]),
        table([
          ['Tool', 'Gratis versie', 'Sterk punt', 'Minder sterk'],
          ['Trello', 'Ja', 'Zeer eenvoudig', 'Weinig rapportages'],
          ['Asana', 'Tot 10 gebruikers', 'Takenlijsten en tijdlijn', 'Daarna vrij duur'],
          ['ClickUp', 'Ja', 'Veel functies', 'Complex'],
          ['Tasklane', 'Nee (wel korting voor goede doelen)', 'Uren en projecten', 'Geen gratis versie'],
        ]),
        para(
          'Voor vrijwilligers zonder technische achtergrond is Trello meestal de beste start. Asana is een logische volgende stap als de organisatie groeit.',
          [1, 2],
        ),
        para('ClickUp is voor deze doelgroep af te raden: de vele opties schrikken nieuwe gebruikers eerder af dan dat ze helpen.', [3]),
      ],
      [
        ref('https://www.vrijwilligerswerk.nl/tools', 'Handige tools voor vrijwilligersorganisaties'),
        ref('https://trello.com/nl/pricing', 'Trello prijzen'),
        ref('https://asana.com/nl/nonprofit', 'Asana voor non-profits'),
        ref('https://clickup.com/nl', 'ClickUp'),
      ],
    ),
    expect: [
      ['Trello', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', null, 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Tasklane', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'six-nl-claude-projects-in-jouw-schoenen',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ik heb de actuele prijzen en reviews bekeken.',
        {
          text: 'Tasklane is voor een adviesbureau als het jouwe waarschijnlijk de beste match: urenregistratie, budgetbewaking per project en facturatie zitten in één pakket.',
          cite: [
            {
              url: 'https://tasklane.io/nl/adviesbureaus',
              title: 'Tasklane voor adviesbureaus',
              cited_text: 'Uren, budgetten en facturen op één plek',
            },
          ],
        },
        'Wat minder is: het aantal koppelingen is beperkt (er is geen directe koppeling met Exact Online), dus dat moet via Zapier.',
        'ClickUp kan veel meer, maar dan moet je wel bereid zijn flink wat tijd in de inrichting te steken.',
        'Als ik in jouw schoenen stond, zou ik met Tasklane beginnen en pas naar iets anders kijken als die koppelingen echt een probleem worden.',
      ],
      [
        { url: 'https://tasklane.io/nl/adviesbureaus', title: 'Tasklane voor adviesbureaus' },
        { url: 'https://clickup.com/nl', title: 'ClickUp' },
      ],
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED'],
      ['ClickUp', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Exact Online', 'THIRD_PARTY', null],
      ['Zapier', 'THIRD_PARTY', null],
    ],
  },

  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'six-en-perplexity-projects-split',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      [
        '**Short answer:** ClickUp if you want one tool for everything, Asana if ease of use matters more[1][2].',
        '',
        '### ClickUp vs Asana vs Tasklane',
        '',
        '| | ClickUp | Asana | Tasklane |',
        '|---|---|---|---|',
        '| Free plan | Yes | Up to 10 users | No |',
        '| Time tracking | Built in | Via integrations | Built in |',
        '| Client invoicing | No | No | Yes |',
        '',
        "For a 30-person agency billing by the hour, Tasklane is worth a trial, though its integration catalog is still thin next to Asana's[3].",
        '',
        'Trello and Linear also came up in the sources, but neither fits an agency workflow particularly well: Trello lacks resource planning, and Linear is built for engineering teams[4].',
      ].join('\n'),
      [
        { url: 'https://clickup.com/pricing', title: 'ClickUp Pricing' },
        { url: 'https://asana.com/pricing', title: 'Asana Pricing' },
        { url: 'https://tasklane.io/agencies', title: 'Tasklane for agencies' },
        { url: 'https://zapier.com/blog/best-project-management-software/', title: 'The best project management software in 2026' },
      ],
    ),
    expect: [
      ['ClickUp', 'COMPETITOR', null, 'POSITIVE'],
      ['Asana', 'COMPETITOR', null, 'POSITIVE'],
      ['Tasklane', 'CLIENT', null, 'MIXED'],
      ['Trello', 'COMPETITOR', null, 'NEGATIVE'],
      ['Linear', 'COMPETITOR', null, 'NEGATIVE'],
    ],
    traps: { Zapier: 'link' },
  },
  {
    id: 'six-en-grok-projects-why-not',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      [
        "For a 5-person design studio, I'd go with **Trello**. Your process is fairly linear (brief → concepts → revisions → delivery), and a board with one column per stage maps onto it almost perfectly[[1]](https://trello.com/templates/design).",
        '',
        '**Why not the others?**',
        '- **ClickUp**: capable, but overkill for five people; users on Reddit regularly complain about the learning curve[[2]](https://www.reddit.com/r/clickup/).',
        '- **Asana**: solid, but the free tier leaves out the timeline view and the paid tiers get pricey for a small studio[[3]](https://asana.com/pricing).',
        '',
        "If you later need hour tracking and invoicing, Tasklane covers that, but I wouldn't switch until you actually feel the pain.",
      ].join('\n'),
      ['https://www.creativebloq.com/features/best-project-management-tools'],
    ),
    expect: [
      ['Trello', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Asana', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Tasklane', 'CLIENT', null],
      ['Reddit', 'THIRD_PARTY', null],
    ],
    traps: { Linear: 'common-word', 'Why not the others?': 'heading' },
  },
  {
    id: 'six-en-gemini-projects-bottom-line',
    engine: 'GEMINI',
    lang: 'en',
    subject: SUBJECT,
    body: geminiResponse(
      [
        "Here's a quick breakdown of the most popular project management tools for a remote software team in 2026.",
        '',
        '## 1. Linear',
        'Built for product and engineering teams. Issues, cycles and roadmaps are fast to navigate, and the GitHub integration is excellent.',
        '',
        '## 2. ClickUp',
        'A flexible all-in-one option. It can replace several tools, but it takes real effort to set up well.',
        '',
        '## 3. Tasklane',
        "Good for client-services firms that bill by the hour. For an in-house software team it's probably not the right fit.",
        '',
        "**Bottom line:** Linear is the clear winner for your use case. I wouldn't recommend Tasklane here, since most of what you'd pay for (timesheets, invoicing) would go unused.",
      ].join('\n'),
      [
        { quote: 'Issues, cycles and roadmaps are fast to navigate', chunks: [0] },
        { quote: 'It can replace several tools', chunks: [1] },
      ],
      ['https://linear.app/features', 'https://clickup.com/'],
    ),
    expect: [
      ['Linear', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', null, 'MIXED'],
      ['Tasklane', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['GitHub', 'THIRD_PARTY', null],
    ],
  },
  {
    id: 'six-en-ai-mode-projects-choose-if',
    engine: 'GOOGLE_AI_MODE',
    lang: 'en',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Tasklane and Asana are both project management tools, but they are aimed at different kinds of teams.', [0, 1]),
        heading('Key differences'),
        list([
          ['Time tracking:', 'Tasklane includes timesheets and billable rates; Asana relies on third-party apps such as Harvest.', [0]],
          ['Ease of use:', 'Asana is generally considered easier to learn.', [1]],
          ['Pricing:', 'Tasklane starts at about $9 per user per month, Asana Starter at about $10.99.', [0, 1]],
        ]),
        heading('Which one to choose'),
        para(
          'Choose Tasklane if you run an agency or consultancy that invoices clients for hours. Choose Asana if you need a general-purpose tool with a large integration ecosystem.',
          [0, 1],
        ),
      ],
      [ref('https://tasklane.io/compare/asana', 'Tasklane vs Asana'), ref('https://asana.com/pricing', 'Asana pricing')],
    ),
    expect: [
      ['Tasklane', 'CLIENT', null, 'POSITIVE'],
      ['Asana', 'COMPETITOR', null, 'POSITIVE'],
      ['Harvest', 'THIRD_PARTY', null],
    ],
    traps: { 'Time tracking': 'heading', 'Ease of use': 'heading', Pricing: 'heading', 'Key differences': 'heading' },
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'six-de-chatgpt-projects-abraten',
    engine: 'CHATGPT',
    lang: 'de',
    subject: SUBJECT,
    body: openaiResponse(
      [
        'Für ein Team von 12 Personen in einer Steuerberatungskanzlei würde ich **Tasklane** nehmen.',
        '',
        '**Warum?**',
        '- Zeiterfassung pro Mandant und Projekt ist eingebaut, inklusive Export für die Abrechnung ([tasklane.io](https://tasklane.io/de/funktionen?utm_source=openai)).',
        '- Serverstandort in der EU und ein DSGVO-konformer Auftragsverarbeitungsvertrag.',
        '',
        '**Alternativen**',
        '- **Asana**: sehr ausgereift und übersichtlich, aber Zeiterfassung nur über Zusatz-Apps.',
        '- **Trello**: für einfache Aufgabenlisten okay, für Fristen und wiederkehrende Mandatsarbeiten zu dünn.',
        '',
        'Von ClickUp würde ich in Ihrem Fall eher abraten – der Funktionsumfang ist enorm, aber Ihre Mitarbeitenden bräuchten lange, bis sie sich darin zurechtfinden ([clickup.com](https://clickup.com/de?utm_source=openai)).',
      ].join('\n'),
      { query: 'projektmanagement software steuerberater' },
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Trello', 'COMPETITOR', null, 'MIXED'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'six-de-bing-projects-fazit',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Hier ist ein Vergleich zwischen Trello und Asana.',
      [
        heading('Trello vs. Asana'),
        para(
          'Trello setzt auf Kanban-Boards und ist besonders einfach zu bedienen. Asana bietet mehr Ansichten, darunter Zeitleiste und Kalender, sowie Abhängigkeiten zwischen Aufgaben.',
          [0, 1],
        ),
        table([
          ['Kriterium', 'Trello', 'Asana'],
          ['Kostenloser Plan', 'Ja', 'Ja, bis 10 Nutzer'],
          ['Abhängigkeiten', 'Nur per Power-Up', 'Ja'],
          ['Einstieg', 'Sehr leicht', 'Leicht'],
        ]),
        para(
          'Fazit: Für kleine Teams mit einfachen Abläufen genügt Trello. Wer mehrere Projekte parallel plant, ist mit Asana besser bedient.',
          [0, 1],
        ),
        para('Eine weitere Option ist Tasklane, das zusätzlich Zeiterfassung und Rechnungsstellung mitbringt.', [2]),
      ],
      [
        ref('https://trello.com/de', 'Trello'),
        ref('https://asana.com/de/compare/asana-vs-trello', 'Asana vs. Trello'),
        ref('https://tasklane.io/de', 'Tasklane'),
      ],
    ),
    expect: [
      ['Trello', 'COMPETITOR', null, 'POSITIVE'],
      ['Asana', 'COMPETITOR', null, 'POSITIVE'],
      ['Tasklane', 'CLIENT', 'LISTED', 'POSITIVE'],
    ],
  },
  {
    id: 'six-de-aio-projects-agile',
    engine: 'GOOGLE_AIO',
    lang: 'de',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Wenn Projekte eher linear ablaufen, reicht oft ein einfaches Board; für agile Softwareteams sind dagegen Tools mit Sprints und Backlogs sinnvoller.',
          [0],
        ),
        list([
          ['ClickUp:', 'Bietet Sprints, Story Points und Burndown-Charts, ist am Anfang aber unübersichtlich.', [1]],
          [
            'Asana:',
            'Übersichtlich und gut für bereichsübergreifende Teams, bei Sprints jedoch weniger flexibel als spezialisierte Tools.',
            [2],
          ],
          ['Jira:', 'In vielen Entwicklungsabteilungen der Standard, mit umfangreichen Agile-Funktionen.', [3]],
        ]),
        para('Tasklane ist eher auf Agenturen und Dienstleister ausgerichtet und für reine Entwicklungsteams weniger geeignet.', [4]),
      ],
      [
        ref('https://t3n.de/news/agile-projektmanagement-tools/', 'Agile Projektmanagement-Tools im Vergleich'),
        ref('https://clickup.com/de/features/sprints', 'ClickUp Sprints'),
        ref('https://asana.com/de/uses/agile', 'Agiles Arbeiten mit Asana'),
        ref('https://www.atlassian.com/de/software/jira', 'Jira'),
        ref('https://tasklane.io/de', 'Tasklane'),
      ],
    ),
    expect: [
      ['ClickUp', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Asana', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Jira', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Tasklane', 'CLIENT', null],
    ],
    traps: { Linear: 'common-word' },
  },

  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'six-fr-claude-projects-valeur-sure',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "D'après les comparatifs récents, voici comment je vois les choses pour une agence de communication de 15 personnes.",
        {
          text: 'Asana reste la valeur sûre : interface claire, vue chronologique et de nombreux modèles pour les campagnes.',
          cite: [
            { url: 'https://asana.com/fr/templates', title: 'Modèles Asana', cited_text: 'Modèles pour la planification de campagnes' },
          ],
        },
        "ClickUp est plus complet et moins cher, mais franchement, je ne le recommanderais pas à une équipe qui n'a jamais utilisé ce genre d'outil : la prise en main est longue.",
        {
          text: 'Tasklane mérite un coup d’œil si vous facturez au temps passé, puisque le suivi des heures et la facturation y sont intégrés.',
          cite: [
            {
              url: 'https://tasklane.io/fr',
              title: 'Tasklane – gestion de projet et facturation',
              cited_text: 'Suivi du temps et factures',
            },
          ],
        },
        'Si je devais choisir à votre place : Asana, quitte à lui adjoindre un outil de suivi du temps.',
      ],
      [
        { url: 'https://asana.com/fr/templates', title: 'Modèles Asana' },
        { url: 'https://www.blogdumoderateur.com/outils-gestion-projet/', title: 'Les meilleurs outils de gestion de projet' },
        { url: 'https://tasklane.io/fr', title: 'Tasklane – gestion de projet et facturation' },
      ],
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Tasklane', 'CLIENT', null, 'POSITIVE'],
    ],
  },
  {
    id: 'six-fr-gemini-projects-conseil',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      [
        'Voici les principaux logiciels de gestion de projet utilisés par les PME françaises :',
        '',
        '1. **Trello** – Le plus simple à prendre en main, idéal pour des tableaux Kanban.',
        '2. **Asana** – Plus structuré, avec échéanciers et dépendances.',
        "3. **ClickUp** – Très riche en fonctionnalités, mais l'interface peut dérouter.",
        '4. **Tasklane** – Moins connu en France ; son point fort est le suivi des heures facturables.',
        '',
        '**Mon conseil :** pour une équipe de 5 personnes qui débute, commencez par Trello. Je déconseillerais ClickUp tant que vos processus ne sont pas stabilisés.',
      ].join('\n'),
      [
        { quote: 'Le plus simple à prendre en main', chunks: [0] },
        { quote: 'Très riche en fonctionnalités', chunks: [1] },
      ],
      ['https://trello.com/fr', 'https://clickup.com/fr'],
    ),
    expect: [
      ['Trello', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Tasklane', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'six-fr-perplexity-projects-versus',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      [
        '**Réponse courte :** Linear pour une équipe produit, Tasklane pour un cabinet de conseil[1][3].',
        '',
        '## Linear vs Tasklane',
        '',
        "**Linear** est conçu pour les équipes d'ingénierie : cycles, feuilles de route et intégration Git[1]. Il est en revanche peu adapté au suivi du temps ou à la facturation client[2].",
        '',
        '**Tasklane** vise les sociétés de services : feuilles de temps, budgets par projet et factures[3]. Quelques utilisateurs signalent toutefois une application mobile limitée[4].',
        '',
        "Pour votre cabinet de 20 consultants qui facture à l'heure, Tasklane est le choix le plus cohérent.",
      ].join('\n'),
      [
        { url: 'https://linear.app/features', title: 'Linear features' },
        { url: 'https://www.appvizer.fr/gestion-projet/linear', title: 'Linear : avis et prix' },
        { url: 'https://tasklane.io/fr/conseil', title: 'Tasklane pour les cabinets de conseil' },
        { url: 'https://www.capterra.fr/software/tasklane', title: 'Tasklane – avis Capterra' },
      ],
    ),
    expect: [
      ['Linear', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Tasklane', 'CLIENT', 'RECOMMENDED'],
    ],
  },

  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'six-es-grok-projects-no-te-recomendaria',
    engine: 'GROK',
    lang: 'es',
    subject: SUBJECT,
    body: grokResponse(
      [
        '**Respuesta corta:** yo me quedaría con **Asana** para un equipo de operaciones de 25 personas[[1]](https://asana.com/es/pricing).',
        '',
        '| Herramienta | Ventaja principal | Desventaja |',
        '|---|---|---|',
        '| Asana | Portafolios y cargas de trabajo | Caro en el plan Advanced |',
        '| ClickUp | Precio y cantidad de funciones | Curva de aprendizaje |',
        '| Trello | Simplicidad | Se queda corto con muchos proyectos |',
        '',
        'No te recomendaría Trello a esta escala: con 25 personas y varios proyectos en paralelo acabarías con decenas de tableros difíciles de seguir[[2]](https://www.g2.com/products/trello/reviews).',
      ].join('\n'),
    ),
    expect: [
      ['Asana', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Trello', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { G2: 'link' },
  },
  {
    id: 'six-es-aio-projects-si-buscas',
    engine: 'GOOGLE_AIO',
    lang: 'es',
    subject: SUBJECT,
    body: googleAio(
      [
        para('Algunas de las herramientas de gestión de proyectos más usadas por pymes en España y Latinoamérica son:', [0]),
        list([
          [null, 'Trello: gratuito para equipos pequeños y muy visual.', [1]],
          [null, 'ClickUp: muy completo, aunque puede resultar abrumador.', [2]],
          [null, 'Tasklane: incluye control de horas y facturación por proyecto.', [0]],
          [null, 'Asana: fácil de usar, con cronogramas y automatizaciones.', [3]],
        ]),
        para(
          'Si buscas una opción gratuita, Trello es un buen punto de partida; si necesitas facturar horas a clientes, Tasklane es la más adecuada.',
          [0, 1],
        ),
      ],
      [
        ref('https://tasklane.io/es', 'Tasklane – gestión de proyectos'),
        ref('https://trello.com/es', 'Trello'),
        ref('https://clickup.com/es-ES', 'ClickUp'),
        ref('https://asana.com/es', 'Asana'),
      ],
    ),
    expect: [
      ['Trello', 'COMPETITOR', null, 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Tasklane', 'CLIENT', null, 'POSITIVE'],
      ['Asana', 'COMPETITOR', 'LISTED', 'POSITIVE'],
    ],
  },
  {
    id: 'six-es-bing-projects-recomendacion',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: SUBJECT,
    body: bingCopilot(
      'Aquí tienes una comparación entre ClickUp y Tasklane para una agencia.',
      [
        heading('ClickUp'),
        para(
          'Reúne tareas, documentos, pizarras y chat en una misma plataforma. Es potente, pero varios análisis coinciden en que la configuración inicial lleva tiempo.',
          [0],
        ),
        heading('Tasklane'),
        para(
          'Está pensado para agencias y consultoras: permite registrar horas, controlar presupuestos y generar facturas. Tiene menos integraciones que ClickUp.',
          [1],
        ),
        heading('Recomendación'),
        para(
          'Para una agencia que cobra por horas, yo optaría por Tasklane. Si lo que más pesa es tenerlo todo en una sola herramienta, ClickUp es la alternativa.',
          [0, 1],
        ),
      ],
      [ref('https://clickup.com/es-ES/features', 'Funciones de ClickUp'), ref('https://tasklane.io/es/agencias', 'Tasklane para agencias')],
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['ClickUp', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: { Recomendación: 'heading' },
  },
  {
    id: 'six-es-ai-mode-projects-despacho',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Para un despacho contable pequeño en México, estas son opciones que vale la pena revisar:', [0]),
        list([
          ['Tasklane', 'Permite dar seguimiento a las horas de cada cliente y facturar desde la misma plataforma.', [0]],
          ['Asana', 'Muy fácil de usar y con buena app móvil, pero no incluye control de horas.', [1]],
          ['Linear', 'Pensado para equipos de software; no lo recomendaría para un despacho contable.', [2]],
        ]),
        para(
          'En resumen: Tasklane es la opción más completa para un despacho que cobra por hora, aunque las facturas timbradas (CFDI) tendrían que emitirse con otro sistema.',
          [0],
        ),
      ],
      [
        ref('https://tasklane.io/es/despachos', 'Tasklane para despachos'),
        ref('https://asana.com/es', 'Asana'),
        ref('https://linear.app/', 'Linear'),
      ],
    ),
    expect: [
      ['Tasklane', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Asana', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Linear', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
];
