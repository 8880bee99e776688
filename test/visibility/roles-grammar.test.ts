// Roles from grammar, not from examples (issue 34): per read language, one sentence per form the
// language has for advice (conditional and first person, modal, imperative), for a verdict without a
// verb, for negation (each negator), for hedges and for comparison, written from the grammar and the
// engines' answer styles (docs/methodology.md, "Languages read"). Brand names are placeholders.
import { describe, expect, it } from 'vitest';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [
    { name: 'Rival', aliases: [], domain: 'rival.io' },
    { name: 'Zenith', aliases: [], domain: 'zenith.com' },
  ],
  categoryTerms: [],
};

type Row = [form: string, text: string, name: string, role: string];

const R = 'RECOMMENDED';
const X = 'EXCLUDED';
/** A comparative: COMPARED, or CRITICIZED when it blames the name before "than". */
const C = 'COMPARED';
/** Not advice against, and not blamed: praise a negation does not turn (never problems, not only). */
const PRAISE = 'PRAISE';
/** Not RECOMMENDED, and not positive. */
const NOT_R = 'NOT_R';
/** Never RECOMMENDED, never EXCLUDED: a hedge or a plain listing. */
const NEITHER = 'NEITHER';

const inventory: Record<string, Row[]> = {
  it: [
    ['conditional 1st person', 'Per un team di cinque persone io sceglierei Acme, soprattutto per il prezzo.', 'Acme', R],
    ['conditional "andrei su"', 'Se dovessi decidere oggi, andrei su Acme senza pensarci troppo.', 'Acme', R],
    ['conditional "opterei per"', 'Per le agenzie opterei per Acme, che ha la fatturazione integrata.', 'Acme', R],
    ['conditional "prenderei"', 'Al tuo posto prenderei Acme: costa poco e si impara in un giorno.', 'Acme', R],
    ['"mi orienterei su"', 'Con un budget ridotto mi orienterei su Acme.', 'Acme', R],
    ['"la mia scelta sarebbe"', 'La mia scelta sarebbe Acme, per il rapporto qualità-prezzo.', 'Acme', R],
    ['modal "ti conviene"', 'Se lavori da solo ti conviene Acme, che ha un piano gratuito.', 'Acme', R],
    ['modal "conviene puntare su"', 'Per un piccolo studio conviene puntare su Acme.', 'Acme', R],
    ['imperative', 'Scegli Acme se ti serve la fatturazione elettronica.', 'Acme', R],
    ['imperative "vai su"', 'Vai su Acme se vuoi partire subito.', 'Acme', R],
    ['verdict label', 'In breve: Acme è la soluzione per chi parte da zero.', 'Acme', R],
    ['verdict label "Risposta breve"', 'Risposta breve: Acme.', 'Acme', R],
    ['negation "non"', 'Non sceglierei Rival per un team così piccolo.', 'Rival', X],
    ['negation "non lo consiglio"', 'Rival non lo consiglio a chi ha un budget limitato.', 'Rival', X],
    ['negation "mai"', 'Per una piccola impresa non prenderei mai Rival.', 'Rival', X],
    ['imperative negated', 'Non scegliere Rival se hai meno di dieci utenti.', 'Rival', X],
    ['"né ... né"', 'Per un freelance non consiglierei né Rival né Zenith.', 'Rival', X],
    ['hedge "vale la pena se"', 'Rival vale la pena solo se hai già un team IT.', 'Rival', NEITHER],
    ['hedge "non sarebbe un errore"', 'Scegliere Rival non sarebbe un errore, ma costa di più.', 'Rival', NEITHER],
    ['hedge "potresti considerare"', 'Potresti considerare Rival se ti servono più integrazioni.', 'Rival', NEITHER],
    ['comparative', 'Rival è più costoso di Acme, ma ha più integrazioni.', 'Rival', C],
    ['negated blame is praise ("mai")', 'Con Acme non abbiamo mai avuto problemi di fatturazione.', 'Acme', PRAISE],
    ['"niente di meglio"', 'Per un freelance non c’è niente di meglio di Acme.', 'Acme', PRAISE],
    ['"non solo"', 'Acme non è solo economico, è anche veloce.', 'Acme', PRAISE],
    ['a heading brand carries its section', '### Acme\n\nLa consiglierei a chi parte da zero: si configura in un pomeriggio.', 'Acme', R],
    ['"X vs Y": the verdict decides', '## Acme vs Rival\n\nRival costa meno, ma per un team in crescita sceglierei Acme.', 'Acme', R],
    [
      '"X vs Y": the other is compared',
      '## Acme vs Rival\n\nRival costa meno, ma per un team in crescita sceglierei Acme.',
      'Rival',
      NEITHER,
    ],
    ['item title', '- **Scelta economica:** Acme, con il piano gratuito fino a tre utenti.', 'Acme', R],
    [
      'table row',
      '| Strumento | Prezzo | Giudizio |\n|---|---|---|\n| Acme | 9 € | Consigliato per i piccoli team |\n| Rival | 29 € | Da evitare sotto i dieci utenti |',
      'Rival',
      X,
    ],
  ],
  pt: [
    ['conditional 1st person (BR)', 'Para uma equipe de cinco pessoas eu escolheria a Acme, principalmente pelo preço.', 'Acme', R],
    ['"ficaria com"', 'No seu lugar, eu ficaria com a Acme.', 'Acme', R],
    ['"iria de" (BR)', 'Para quem está começando, eu iria de Acme.', 'Acme', R],
    ['"optaria por"', 'Para agências, optaria pela Acme, que tem faturamento integrado.', 'Acme', R],
    ['"apostaria em"', 'Com orçamento curto, apostaria na Acme.', 'Acme', R],
    ['"a minha escolha seria" (PT)', 'A minha escolha seria a Acme, pela relação qualidade-preço.', 'Acme', R],
    ['modal "vale mais a pena"', 'Para um escritório pequeno, vale mais a pena a Acme.', 'Acme', R],
    ['modal "deveria"', 'Você deveria escolher a Acme se precisa de nota fiscal.', 'Acme', R],
    ['imperative (BR)', 'Escolha a Acme se você precisa de nota fiscal eletrônica.', 'Acme', R],
    ['imperative (PT)', 'Opte pela Acme se precisa de faturação eletrónica.', 'Acme', R],
    ['verdict label', 'Resposta curta: Acme.', 'Acme', R],
    ['verdict label "Em resumo"', 'Em resumo: a Acme é a melhor opção para quem começa do zero.', 'Acme', R],
    ['negation "não"', 'Eu não escolheria a Rival para uma equipe tão pequena.', 'Rival', X],
    ['negation "não recomendo"', 'Não recomendo a Rival para quem tem orçamento limitado.', 'Rival', X],
    ['negation "nunca"', 'Para uma pequena empresa, nunca escolheria a Rival.', 'Rival', X],
    ['negation "jamais"', 'Jamais recomendaria a Rival a um freelancer.', 'Rival', X],
    ['imperative negated', 'Não escolha a Rival se tem menos de dez utilizadores.', 'Rival', X],
    ['"nem ... nem"', 'Para um freelancer, não recomendaria nem a Rival nem a Zenith.', 'Rival', X],
    ['"evite"', 'Evite a Rival se o seu orçamento é apertado.', 'Rival', X],
    ['hedge "vale a pena se"', 'A Rival vale a pena só se você já tem uma equipe de TI.', 'Rival', NEITHER],
    ['hedge "não seria um erro"', 'Escolher a Rival não seria um erro, mas custa mais.', 'Rival', NEITHER],
    ['hedge "pode considerar"', 'Pode considerar a Rival se precisa de mais integrações.', 'Rival', NEITHER],
    ['comparative', 'A Rival é mais cara do que a Acme, mas tem mais integrações.', 'Rival', C],
    ['negated blame is praise ("nunca")', 'Com a Acme nunca tivemos problemas de faturação.', 'Acme', PRAISE],
    ['"nada melhor"', 'Para um freelancer, não há nada melhor do que a Acme.', 'Acme', PRAISE],
    ['"não só"', 'A Acme não só é barata como também é rápida.', 'Acme', PRAISE],
    ['enclitic advice (PT)', 'Recomendo-lhe a Acme se está a começar do zero.', 'Acme', R],
    ['"aconselho vivamente" (PT)', 'Aconselho vivamente a Acme a quem trabalha sozinho.', 'Acme', R],
    ['a heading brand carries its section', '### Acme\n\nEu recomendaria para quem começa do zero: configura-se numa tarde.', 'Acme', R],
    [
      '"X vs Y": the verdict decides',
      '## Acme vs Rival\n\nA Rival custa menos, mas para uma equipe em crescimento eu escolheria a Acme.',
      'Acme',
      R,
    ],
    [
      '"X vs Y": the other is compared',
      '## Acme vs Rival\n\nA Rival custa menos, mas para uma equipe em crescimento eu escolheria a Acme.',
      'Rival',
      NEITHER,
    ],
    ['item title', '- **Melhor opção económica:** Acme, com plano gratuito até três utilizadores.', 'Acme', R],
    [
      'table row',
      '| Ferramenta | Preço | Veredito |\n|---|---|---|\n| Acme | 9 € | Recomendada para equipas pequenas |\n| Rival | 29 € | Evitar abaixo de dez utilizadores |',
      'Rival',
      X,
    ],
  ],
  nl: [
    ['"ik zou kiezen voor"', 'Voor een team van vijf mensen zou ik kiezen voor Acme, vooral vanwege de prijs.', 'Acme', R],
    ['"ik zou gaan voor"', 'Als ik moest kiezen, zou ik gaan voor Acme.', 'Acme', R],
    ['"ik zou voor X gaan"', 'Voor een klein kantoor zou ik voor Acme gaan.', 'Acme', R],
    ['"zou ik" with the name in bold and a number between', 'Voor 12 mensen zou ik **Acme** nemen.', 'Acme', R],
    ['"ik kies voor"', 'Zelf kies ik voor Acme, omdat de facturatie is ingebouwd.', 'Acme', R],
    ['"mijn keuze"', 'Mijn keuze zou Acme zijn, vanwege de prijs-kwaliteitverhouding.', 'Acme', R],
    ['modal "je kunt het best"', 'Met een klein budget kun je het best voor Acme kiezen.', 'Acme', R],
    ['imperative "kies"', 'Kies Acme als je e-facturatie nodig hebt.', 'Acme', R],
    ['imperative "ga voor"', 'Ga voor Acme als je snel wilt starten.', 'Acme', R],
    ['verdict label', 'Kort antwoord: Acme.', 'Acme', R],
    ['verdict label "Kortom"', 'Kortom: Acme is de beste keuze voor wie vanaf nul begint.', 'Acme', R],
    ['negation "niet"', 'Ik zou Rival niet kiezen voor zo’n klein team.', 'Rival', X],
    ['negation "raad niet aan"', 'Rival raad ik niet aan voor wie een beperkt budget heeft.', 'Rival', X],
    ['negation "nooit"', 'Voor een klein bedrijf zou ik nooit voor Rival kiezen.', 'Rival', X],
    ['imperative negated', 'Kies niet voor Rival als je minder dan tien gebruikers hebt.', 'Rival', X],
    ['"vermijd"', 'Vermijd Rival als je budget krap is.', 'Rival', X],
    ['hedge "alleen de moeite waard als"', 'Rival is alleen de moeite waard als je al een IT-team hebt.', 'Rival', NEITHER],
    ['hedge "geen slechte keuze"', 'Rival is geen slechte keuze, maar het kost meer.', 'Rival', NEITHER],
    ['hedge "zou je kunnen overwegen"', 'Je zou Rival kunnen overwegen als je meer integraties nodig hebt.', 'Rival', NEITHER],
    ['comparative', 'Rival is duurder dan Acme, maar heeft meer integraties.', 'Rival', C],
    ['"geen goede keuze"', 'Rival is geen goede keuze voor kleine teams.', 'Rival', NOT_R],
    ['"noch ... noch"', 'Noch Rival noch Zenith raad ik aan voor zzp’ers.', 'Rival', X],
    ['negated blame is praise ("nooit")', 'Met Acme hebben we nooit problemen gehad met de facturatie.', 'Acme', PRAISE],
    ['"niet alleen"', 'Acme is niet alleen goedkoop, maar ook snel.', 'Acme', PRAISE],
    [
      'a heading brand carries its section',
      '### Acme\n\nIk zou het aanraden aan wie vanaf nul begint: je zet het in een middag op.',
      'Acme',
      R,
    ],
    [
      '"X vs Y": the verdict decides',
      '## Acme vs Rival\n\nRival is goedkoper, maar voor een groeiend team zou ik voor Acme kiezen.',
      'Acme',
      R,
    ],
    [
      '"X vs Y": the other is compared',
      '## Acme vs Rival\n\nRival is goedkoper, maar voor een groeiend team zou ik voor Acme kiezen.',
      'Rival',
      NEITHER,
    ],
    ['item title', '- **Beste budgetkeuze:** Acme, gratis tot drie gebruikers.', 'Acme', R],
    [
      'table row',
      '| Pakket | Prijs | Oordeel |\n|---|---|---|\n| Acme | € 9 | Aanbevolen voor kleine teams |\n| Rival | € 29 | Vermijden onder de tien gebruikers |',
      'Rival',
      X,
    ],
  ],
  en: [
    ['"I\'d go with"', "For a five-person team I'd go with Acme, mainly for the price.", 'Acme', R],
    ['"is the one I would pick"', 'Acme is the one I would pick for a small agency.', 'Acme', R],
    ['"my pick"', 'My pick: Acme, for the price.', 'Acme', R],
    ['modal "you should"', 'You should go with Acme if you need e-invoicing.', 'Acme', R],
    ['imperative', 'Choose Acme if you need e-invoicing.', 'Acme', R],
    ['verdict label', 'Short answer: Acme.', 'Acme', R],
    ['"Bottom line"', 'Bottom line: Acme is the safer bet for a team starting from scratch.', 'Acme', R],
    ['negation', "I wouldn't pick Rival for a team this small.", 'Rival', X],
    ['negation "never"', "I'd never choose Rival for a small business.", 'Rival', X],
    ['imperative negated', "Don't choose Rival if you have fewer than ten users.", 'Rival', X],
    ['"steer clear"', 'Steer clear of Rival if your budget is tight.', 'Rival', X],
    ['hedge "would not be a mistake"', 'Choosing Rival would not be a mistake, but it costs more.', 'Rival', NEITHER],
    ['hedge "worth it only if"', 'Rival is worth it only if you already have an IT team.', 'Rival', NEITHER],
    ['comparative', 'Rival is more expensive than Acme, but it has more integrations.', 'Rival', C],
    ['negated blame is praise', "We've never had billing problems with Acme.", 'Acme', PRAISE],
    [
      'a heading brand carries its section',
      "### Acme\n\nI'd recommend it to anyone starting from scratch: it sets up in an afternoon.",
      'Acme',
      R,
    ],
    ['"X vs Y": the verdict decides', "## Acme vs Rival\n\nRival costs less, but for a growing team I'd pick Acme.", 'Acme', R],
    ['item title', '- **Best budget pick:** Acme, free for up to three users.', 'Acme', R],
  ],
  de: [
    ['"ich würde ... nehmen"', 'Für ein Team von fünf Leuten würde ich Acme nehmen, vor allem wegen des Preises.', 'Acme', R],
    ['"ich würde mich für ... entscheiden"', 'Ich würde mich für Acme entscheiden.', 'Acme', R],
    ['"würde ich ... nehmen" with the name in bold and a number between', 'Für 12 Personen würde ich **Acme** nehmen.', 'Acme', R],
    ['"greif zu"', 'Greif zu Acme, wenn du E-Rechnungen brauchst.', 'Acme', R],
    ['verdict label', 'Kurze Antwort: Acme.', 'Acme', R],
    ['"Fazit"', 'Fazit: Acme ist die beste Wahl für Einsteiger.', 'Acme', R],
    ['negation "nicht"', 'Rival würde ich für ein so kleines Team nicht nehmen.', 'Rival', X],
    ['negation "kein"', 'Für kleine Teams ist Rival keine gute Wahl.', 'Rival', NEITHER],
    ['hedge "kein Fehler"', 'Rival zu wählen wäre kein Fehler, kostet aber mehr.', 'Rival', NEITHER],
    ['comparative', 'Rival ist teurer als Acme, hat aber mehr Integrationen.', 'Rival', C],
    ['"weder ... noch"', 'Für Freiberufler würde ich weder Rival noch Zenith empfehlen.', 'Rival', X],
    ['"nicht nur"', 'Acme ist nicht nur günstig, sondern auch schnell.', 'Acme', PRAISE],
    [
      '"X vs Y": the verdict decides',
      '## Acme vs Rival\n\nRival ist günstiger, aber für ein wachsendes Team würde ich Acme nehmen.',
      'Acme',
      R,
    ],
  ],
  fr: [
    ['"je choisirais"', 'Pour une équipe de cinq personnes, je choisirais Acme, surtout pour le prix.', 'Acme', R],
    ['"je partirais sur"', 'Pour débuter, je partirais sur Acme.', 'Acme', R],
    ['"optez pour"', 'Optez pour Acme si vous avez besoin de la facture électronique.', 'Acme', R],
    ['verdict label', 'En bref : Acme.', 'Acme', R],
    ['negation "ne ... pas"', 'Je ne choisirais pas Rival pour une si petite équipe.', 'Rival', X],
    ['negation "ne ... jamais"', 'Je ne recommanderais jamais Rival à un indépendant.', 'Rival', X],
    ['hedge "ne serait pas une erreur"', 'Choisir Rival ne serait pas une erreur, mais il coûte plus cher.', 'Rival', NEITHER],
    ['comparative', 'Rival est plus cher que Acme, mais offre plus d’intégrations.', 'Rival', C],
    ['"ni ... ni"', 'Pour un indépendant, je ne recommanderais ni Rival ni Zenith.', 'Rival', X],
    [
      '"X vs Y": the verdict decides',
      '## Acme vs Rival\n\nRival coûte moins cher, mais pour une équipe qui grandit je choisirais Acme.',
      'Acme',
      R,
    ],
  ],
  es: [
    ['"yo elegiría"', 'Para un equipo de cinco personas yo elegiría Acme, sobre todo por el precio.', 'Acme', R],
    ['"me quedaría con"', 'En tu lugar me quedaría con Acme.', 'Acme', R],
    ['"opta por"', 'Opta por Acme si necesitas facturación electrónica.', 'Acme', R],
    ['verdict label', 'Respuesta corta: Acme.', 'Acme', R],
    ['negation "no"', 'No elegiría Rival para un equipo tan pequeño.', 'Rival', X],
    ['negation "nunca"', 'Nunca recomendaría Rival a un autónomo.', 'Rival', X],
    ['hedge "no sería un error"', 'Elegir Rival no sería un error, pero cuesta más.', 'Rival', NEITHER],
    ['comparative', 'Rival es más caro que Acme, pero tiene más integraciones.', 'Rival', C],
    ['"ni ... ni"', 'Para un autónomo no recomendaría ni Rival ni Zenith.', 'Rival', X],
    [
      '"X vs Y": the verdict decides',
      '## Acme vs Rival\n\nRival cuesta menos, pero para un equipo que crece me quedaría con Acme.',
      'Acme',
      R,
    ],
  ],
};

/** A neutral paragraph in the language before the sentence, as an answer has: its language is read from the whole answer. */
const context: Record<string, string> = {
  it: 'Ecco un confronto tra gli strumenti più usati dalle piccole imprese italiane, con prezzi e funzioni principali.',
  pt: 'Aqui está uma comparação entre as ferramentas mais usadas pelas pequenas empresas, com preços e funções principais.',
  nl: 'Hieronder een vergelijking van de programma’s die kleine bedrijven het meest gebruiken, met prijzen en de belangrijkste functies.',
  en: 'Here is a comparison of the tools small businesses use most, with their prices and main features.',
  de: 'Hier ein Vergleich der Werkzeuge, die kleine Unternehmen am häufigsten nutzen, mit Preisen und den wichtigsten Funktionen.',
  fr: 'Voici une comparaison des outils que les petites entreprises utilisent le plus, avec leurs prix et leurs fonctions principales.',
  es: 'Aquí tienes una comparación de las herramientas que más usan las pequeñas empresas, con sus precios y funciones principales.',
};

const roleOf = (lang: string, text: string, name: string) =>
  extractMentions(`${context[lang]}\n\n${text}`, subject).find((m) => m.name === name);

describe.each(Object.entries(inventory))('%s grammar inventory', (lang, rows) => {
  it.each(rows)('%s: %s', (_form, text, name, role) => {
    const m = roleOf(lang, text, name);
    expect(m, `${name} found`).toBeDefined();
    if (role === PRAISE) {
      expect(['EXCLUDED', 'CRITICIZED']).not.toContain(m!.role);
      expect(m!.sentiment).not.toBe('NEGATIVE');
    } else if (role === NOT_R) {
      expect(m!.role).not.toBe('RECOMMENDED');
      expect(m!.sentiment).not.toBe('POSITIVE');
    } else if (role === C) expect(['COMPARED', 'CRITICIZED']).toContain(m!.role);
    else if (role === NEITHER) {
      expect(m!.role).not.toBe('RECOMMENDED');
      expect(m!.role).not.toBe('EXCLUDED');
    } else expect(m!.role).toBe(role);
    // Never a polarity flip: advice against is never positive, advice never negative.
    if (role === R) expect(m!.sentiment).not.toBe('NEGATIVE');
    if (role === X) expect(m!.sentiment).not.toBe('POSITIVE');
  });
});
