// Fidelity corpus, Portuguese (Brazilian and European): answers of the seven engines, written after
// the Portuguese cue table (languages/pt.ts) was written from the grammar, and measured before any
// rule was changed for them (docs/benchmarks.md).
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

export const portugueseCases: FidelityCase[] = [
  {
    id: 'pt-br-chatgpt-crm-negated',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'crm',
    body: openaiResponse(
      [
        'Para uma agência pequena no Brasil, eu iria de Brightdesk: propostas, projetos e faturamento ficam no mesmo lugar ([brightdesk.io](https://brightdesk.io/pt?utm_source=openai)).',
        '',
        'Não recomendo o Pipedrive para agências: ele é ótimo para vendas, mas não cobre a gestão de projetos.',
        '',
        'O HubSpot tem um plano gratuito muito bom, porém os planos pagos ficam caros rápido ([hubspot.com](https://www.hubspot.com/pricing?utm_source=openai)).',
      ].join('\n'),
    ),
    expect: [
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Pipedrive', 'COMPETITOR', 'EXCLUDED'],
      ['HubSpot', 'COMPETITOR', null, 'MIXED'],
    ],
  },
  {
    id: 'pt-br-perplexity-helpdesk-verdict',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'helpdesk',
    body: perplexityCompletion(
      [
        '**Resposta curta:** Supportly.',
        '',
        '## Zendesk vs Freshdesk',
        'O Zendesk é mais completo do que o Freshdesk, mas também é bem mais caro[1]. O Freshdesk tem plano gratuito para até 10 agentes[2].',
        '',
        '## Por que Supportly',
        'Para um e-commerce com 5 atendentes, o Supportly junta ticket, chat e WhatsApp por um preço fixo por agente[3].',
      ].join('\n'),
      [
        { url: 'https://www.zendesk.com.br/pricing/', title: 'Zendesk preços' },
        { url: 'https://www.freshworks.com/freshdesk/pricing/', title: 'Freshdesk preços' },
        { url: 'https://supportly.io/br', title: 'Supportly' },
      ],
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Zendesk', 'COMPETITOR', null, 'MIXED'],
      ['Freshdesk', 'COMPETITOR', 'COMPARED'],
    ],
  },
  {
    id: 'pt-br-gemini-payroll-table',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'payroll',
    body: geminiResponse(
      [
        'Comparativo dos principais serviços de folha de pagamento para empresas com funcionários nos EUA:',
        '',
        '| Serviço | Indicado para | Preço inicial |',
        '| :--- | :--- | :--- |',
        '| Gusto | Startups americanas | US$ 49/mês |',
        '| Deel | Equipes globais | US$ 599/mês |',
        '| Pathway Payroll | PMEs em vários estados | US$ 40/mês |',
        '',
        'Se a sua equipe está em vários estados, eu escolheria o Pathway Payroll.',
      ].join('\n'),
      [{ quote: 'Se a sua equipe está em vários estados', chunks: [0] }],
      ['https://pathwaypayroll.com/'],
    ),
    expect: [
      ['Gusto', 'COMPETITOR', 'LISTED'],
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['Pathway Payroll', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'pt-br-grok-crm-hedge',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'crm',
    body: grokResponse(
      [
        'Resumo rápido [[1]](https://www.pipedrive.com/pt):',
        '',
        '- **Pipedrive**: talvez não seja ideal para todo mundo, mas para um time de vendas pequeno é excelente.',
        '- **Notion**: fuja do Notion como CRM, ele não tem funil de vendas de verdade.',
        '- **monday.com**: bom para projetos, razoável como CRM.',
      ].join('\n'),
    ),
    expect: [
      ['Pipedrive', 'COMPETITOR', null, 'POSITIVE'],
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['monday.com', 'COMPETITOR', 'LISTED', 'POSITIVE'],
    ],
  },
  {
    id: 'pt-br-google-aio-helpdesk',
    engine: 'GOOGLE_AIO',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'helpdesk',
    body: googleAio(
      [
        para('Os softwares de help desk mais usados por pequenas empresas no Brasil incluem:', [0]),
        list([
          ['Melhor custo-benefício:', 'Freshdesk, com plano gratuito.', [1]],
          ['Mais completo:', 'Zendesk, indicado para operações grandes.', [2]],
          ['Atendimento por WhatsApp:', 'Supportly, com integração nativa.', [0]],
        ]),
        para('O Intercom não é indicado para quem precisa de atendimento por e-mail em volume.', [3]),
      ],
      [
        ref('https://supportly.io/br', 'Supportly'),
        ref('https://www.freshworks.com/pt-br/freshdesk/', 'Freshdesk'),
        ref('https://www.zendesk.com.br/', 'Zendesk'),
        ref('https://www.intercom.com/', 'Intercom'),
      ],
    ),
    expect: [
      ['Freshdesk', 'COMPETITOR', 'RECOMMENDED'],
      ['Zendesk', 'COMPETITOR', null],
      ['Supportly', 'CLIENT', 'LISTED'],
      ['Intercom', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Melhor custo-benefício': 'heading', 'Mais completo': 'heading', 'Atendimento por WhatsApp': 'heading' },
  },
  {
    id: 'pt-br-bing-payroll-prose',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'payroll',
    body: bingCopilot(
      'Aqui está o que encontrei sobre folha de pagamento nos EUA para empresas brasileiras.',
      [
        para(
          'A Deel é a opção mais usada por empresas brasileiras que contratam nos EUA, e eu ficaria com ela se a equipe for pequena.',
          [0],
        ),
        para('O ADP é robusto, mas não vale a pena para menos de 50 funcionários.', [1]),
      ],
      [ref('https://www.deel.com/pt/', 'Deel'), ref('https://www.adp.com/', 'ADP')],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
  },
  {
    id: 'pt-br-claude-crm-compare',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: 'crm',
    body: claudeMessage(
      [
        'Comparei as opções para uma consultoria de 8 pessoas.',
        {
          text: 'O HubSpot é mais caro do que o Pipedrive quando você passa dos planos iniciais.',
          cite: [{ url: 'https://www.hubspot.com/pricing', title: 'HubSpot pricing', cited_text: 'Starter from $20' }],
        },
        'Minha recomendação: Brightdesk, que já vem com propostas e controle de horas.',
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
    id: 'pt-pt-chatgpt-helpdesk-aconselho',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'helpdesk',
    body: openaiResponse(
      [
        'Para uma loja online em Lisboa com três pessoas no apoio ao cliente, aconselho o Supportly: é simples de configurar e tem um preço justo por agente ([supportly.io](https://supportly.io/pt?utm_source=openai)).',
        '',
        'O Zendesk é uma plataforma muito completa, mas para uma equipa tão pequena não o recomendaria.',
        '',
        'O Help Scout também é uma boa escolha se o apoio for quase todo por e-mail.',
      ].join('\n'),
    ),
    expect: [
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Zendesk', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Help Scout', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'pt-pt-perplexity-crm-list',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'crm',
    body: perplexityCompletion(
      [
        'Os CRM mais referidos para PME em Portugal são[1][2]:',
        '',
        '- HubSpot – plano gratuito e muitas integrações.',
        '- Pipedrive – funil de vendas visual.',
        '- Brightdesk – pensado para agências, com faturação incluída.',
        '',
        'A escolha depende sobretudo do tamanho da equipa comercial.',
      ].join('\n'),
      [
        { url: 'https://www.hubspot.pt/', title: 'HubSpot' },
        { url: 'https://www.pipedrive.com/pt', title: 'Pipedrive' },
      ],
    ),
    expect: [
      ['HubSpot', 'COMPETITOR', 'LISTED'],
      ['Pipedrive', 'COMPETITOR', 'LISTED'],
      ['Brightdesk', 'CLIENT', 'LISTED'],
    ],
  },
  {
    id: 'pt-pt-gemini-payroll-sections',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'payroll',
    body: geminiResponse(
      [
        '### Rippling',
        'Junta salários, RH e gestão de equipamentos. É poderoso, mas o preço só é dado por orçamento.',
        '',
        '### Gusto',
        'Muito fácil de utilizar; não é adequado para quem tem trabalhadores fora dos EUA.',
        '',
        '### Veredicto',
        'Para uma empresa portuguesa com filial nos EUA, eu optaria pelo Gusto se todos os trabalhadores estiverem lá.',
      ].join('\n'),
      [{ quote: 'Junta salários, RH e gestão de equipamentos.', chunks: [0] }],
      ['https://www.rippling.com/'],
    ),
    expect: [
      ['Rippling', 'COMPETITOR', null, 'MIXED'],
      ['Gusto', 'COMPETITOR', 'RECOMMENDED'],
    ],
    traps: { Veredicto: 'heading' },
  },
  {
    id: 'pt-pt-bing-crm-avoid',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'crm',
    body: bingCopilot(
      'Eis um resumo das opções de CRM para uma agência de marketing.',
      [
        para('Evite usar o Notion como CRM principal: não tem automações de vendas nem previsões.', [0]),
        para('O Brightdesk é a melhor opção para agências que querem propostas e faturação ligadas ao CRM.', [1]),
      ],
      [ref('https://www.notion.so/pt', 'Notion'), ref('https://brightdesk.io/pt', 'Brightdesk')],
    ),
    expect: [
      ['Notion', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Brightdesk', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'pt-pt-grok-helpdesk-mixed',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'helpdesk',
    body: grokResponse(
      [
        'O Intercom é excelente no chat, mas é caro para equipas pequenas [[1]](https://www.intercom.com/pricing).',
        'O Freshdesk é barato e completo, embora a interface seja um pouco confusa.',
        'Eu escolheria o Supportly, sobretudo pelo apoio em português.',
      ].join('\n'),
    ),
    expect: [
      ['Intercom', 'COMPETITOR', null, 'MIXED'],
      ['Freshdesk', 'COMPETITOR', null, 'MIXED'],
      ['Supportly', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'pt-pt-google-aio-payroll-negation',
    engine: 'GOOGLE_AIO',
    lang: 'pt',
    variety: 'pt-PT',
    subject: 'payroll',
    body: googleAio(
      [
        para(
          'Para processar salários de trabalhadores nos EUA a partir de Portugal, as soluções mais comuns são a Deel e a Rippling.',
          [0],
        ),
        table([
          ['Solução', 'Pontos fortes', 'Limitações'],
          ['Deel', 'Contratos internacionais', 'Preço elevado'],
          ['Rippling', 'RH e TI integrados', 'Orçamento sob pedido'],
        ]),
        para('O ADP não é recomendado para empresas com menos de 50 trabalhadores.', [1]),
      ],
      [ref('https://www.deel.com/pt/', 'Deel'), ref('https://www.adp.com/', 'ADP')],
    ),
    expect: [
      ['Deel', 'COMPETITOR', 'LISTED'],
      ['Rippling', 'COMPETITOR', 'LISTED'],
      ['ADP', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
];
