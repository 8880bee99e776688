// Rules against a polarity flip (issue 34), each written from the grammar of the seven read
// languages, not from the fidelity batches: a colon ends a clause and advice of an action speaks
// only of a name in its own clause; a name in a conditional clause is the reader's need, not what a
// cue outside it speaks of; a verb of advice whose subject is someone else ("Acme owners
// recommend") speaks only of a name after it; "less" turns over the praise or blame word after it.
// Brand names are placeholders; the sentences are not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { mention, negative, positive } from './role-probe.ts';

describe('a colon ends a clause, and advice of an action speaks only of a name in its own clause', () => {
  it.each([
    ['en', "For occasional use I wouldn't recommend spending that much: Acme will do the job."],
    ['de', 'Für gelegentliche Fahrten würde ich nicht empfehlen, so viel Geld auszugeben: Acme reicht völlig.'],
    ['fr', "Pour un usage occasionnel, je ne recommanderais pas de dépenser autant : Acme fera très bien l'affaire."],
    ['es', 'Para un uso ocasional no recomendaría gastar tanto: Acme cumple de sobra.'],
    ['it', 'Per un uso occasionale non consiglierei di spendere così tanto: Acme va benissimo.'],
    ['pt', 'Para um uso ocasional não recomendaria gastar tanto: a Acme dá conta do recado.'],
    ['nl', 'Voor af en toe een ritje raad ik niet aan om zoveel uit te geven: Acme volstaat prima.'],
  ])('%s: the negated advice before the colon is not advice against the brand after it: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });

  it.each([
    ['en', "I wouldn't recommend buying Acme for a family."],
    ['fr', "Je ne recommanderais pas d'acheter Acme pour une famille."],
    ['es', 'No recomendaría comprar Acme para una familia.'],
    ['nl', 'Ik raad niet aan om Acme te kopen voor een gezin.'],
  ])('%s: advice against an action on a brand in its own clause still excludes it: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });

  it('a description after a colon still speaks of the brand before it', () => {
    expect(mention('Acme: reliable and easy to use.')?.sentiment).toBe('POSITIVE');
  });
});

describe('a name in a conditional clause is the reader’s need, not what a cue outside it speaks of', () => {
  it.each([
    ['en', '1. **Acme** – light and simple. The best choice if you want the Rival look without the hassle.'],
    ['de', '1. **Acme** – leicht und einfach. Die beste Wahl, wenn du den Rival-Look ohne den Ärger willst.'],
    ['fr', '1. **Acme** – léger et simple. Le meilleur choix si vous voulez le style Rival sans les ennuis.'],
    ['es', '1. **Acme** – ligera y sencilla. La mejor opción si quieres el estilo de Rival sin complicaciones.'],
    ['it', '1. **Acme** – leggera e semplice. La scelta migliore se vuoi lo stile di Rival senza problemi.'],
    ['pt', '1. **Acme** – leve e simples. A melhor escolha se você quer o visual da Rival sem dor de cabeça.'],
    ['nl', '1. **Acme** – licht en eenvoudig. De beste keuze als je de Rival-look wilt zonder het gedoe.'],
  ])('%s: the recommendation goes to the item’s brand, not the one in the condition: %s', (_lang, text) => {
    expect(positive(mention(text, 'Rival'))).toBe(false);
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['en', 'If you want something simple, Acme is the best choice.'],
    ['nl', 'Als je iets eenvoudigs wilt, is Acme de beste keuze.'],
  ])('%s: the main clause after the condition still recommends: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });
});

describe('a verb of advice whose subject is someone else speaks only of a name after it', () => {
  it.each([
    ['en', 'Many former Rival owners recommend choosing a brand with local dealers.'],
    ['de', 'Viele ehemalige Rival-Besitzer empfehlen eine Marke mit Händlernetz.'],
    ['fr', "Beaucoup d'anciens propriétaires de Rival recommandent une marque avec un réseau de revendeurs."],
    ['es', 'Muchos antiguos usuarios de Rival recomiendan una marca con red de talleres.'],
    ['it', 'Molti ex proprietari di Rival raccomandano un marchio con una rete di assistenza.'],
    ['pt', 'Muitos antigos donos da Rival recomendam uma marca com rede de oficinas.'],
    ['nl', 'Veel voormalige Rival-eigenaren raden een ander merk aan.'],
  ])('%s: the name in its subject is not recommended: %s', (_lang, text) => {
    expect(positive(mention(text, 'Rival'))).toBe(false);
  });

  it.each([
    ['en', 'Many owners recommend Acme for its reliability.'],
    ['fr', 'De nombreux utilisateurs recommandent Acme pour sa fiabilité.'],
    ['pt', 'Muitos donos recomendam a Acme pela qualidade.'],
    ['en', "For eight users I'd recommend Acme."],
    ['nl', 'Voor acht gebruikers zou ik voor Acme gaan.'],
  ])('%s: the name after the verb, or advice in the first person, is still recommended: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });
});

describe('"less" turns over the praise or blame word right after it, with or without "than"', () => {
  it.each([
    ['en', 'Acme is less expensive.'],
    ['de', 'Acme ist weniger teuer.'],
    ['fr', 'Acme est moins cher.'],
    ['es', 'Acme es menos caro.'],
    ['it', 'Acme è meno caro.'],
    ['pt', 'A Acme é menos cara.'],
    ['nl', 'Voor dagelijks gebruik in de stad is Acme minder duur.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('POSITIVE');
  });

  it.each([
    ['en', 'Acme is less reliable.'],
    ['fr', 'Acme est moins fiable.'],
  ])('%s: less of a praise word blames: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('NEGATIVE');
  });
});

describe('a use a brand is not made for is a limitation (criticized), not advice against', () => {
  it.each([
    ['en', 'Acme machines are not built for heavy use.'],
    ['de', 'Die Maschinen von Acme sind nicht für den Dauerbetrieb gedacht.'],
    ['fr', "La machine d'Acme n'est pas conçue pour un usage intensif."],
    ['es', 'La máquina de Acme no está pensada para un uso intensivo.'],
    ['it', 'La macchina di Acme non è pensata per un uso intensivo.'],
    ['pt', 'A máquina da Acme não foi pensada para um uso intenso.'],
    ['nl', 'De machines van Acme zijn niet voor zwaar gebruik bedoeld.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('CRITICIZED');
    expect(mention(text)?.sentiment).toBe('NEGATIVE');
  });

  it.each([
    ['en', 'Acme machines are not built for heavy use; avoid them in an office.'],
    ['nl', 'De machines van Acme zijn niet voor zwaar gebruik bedoeld. Vermijd Acme op kantoor.'],
  ])('%s: followed by advice against, it is an exclusion: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });
});

describe('a heading that names no brand opens a subsection of the brand heading above it', () => {
  it.each([
    [
      'en',
      '## Is Acme reliable?\n\nBroadly, yes.\n\n### What owners report\n\nThe brew unit is removable.\n\n**Verdict:** a good buy for one or two coffee drinkers.',
    ],
    [
      'de',
      '## Ist Acme zuverlässig?\n\nIm Großen und Ganzen ja.\n\n### Was Besitzer berichten\n\nDie Brühgruppe lässt sich herausnehmen.\n\n**Fazit:** ein guter Kauf für ein oder zwei Kaffeetrinker.',
    ],
    [
      'fr',
      "## Acme est-elle fiable ?\n\nDans l'ensemble, oui.\n\n### Ce que disent les propriétaires\n\nLe groupe d'infusion se retire facilement.\n\n**En bref :** un bon achat pour un ou deux buveurs de café.",
    ],
    [
      'es',
      '## ¿Es fiable Acme?\n\nEn general, sí.\n\n### Lo que cuentan los dueños\n\nEl grupo de café se puede sacar.\n\n**Veredicto:** una buena compra para una o dos personas que toman café.',
    ],
    [
      'it',
      '## Acme è affidabile?\n\nIn generale sì.\n\n### Cosa dicono i proprietari\n\nIl gruppo caffè si può estrarre.\n\n**In breve:** un buon acquisto per una o due persone che bevono caffè.',
    ],
    [
      'pt',
      '## A Acme é confiável?\n\nDe modo geral, sim.\n\n### O que dizem os donos\n\nO grupo de café pode ser retirado.\n\n**Em resumo:** uma boa compra para uma ou duas pessoas que tomam café.',
    ],
    [
      'nl',
      '## Is Acme betrouwbaar?\n\nOver het algemeen wel.\n\n### Wat eigenaren melden\n\nDe zetgroep is uitneembaar.\n\n**Kort gezegd:** een goede koop voor een of twee koffiedrinkers.',
    ],
  ])('%s: a verdict naming no brand speaks of the brand of the section above', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it('a heading of the same level closes the brand’s section', () => {
    const text = '## Is Acme reliable?\n\nBroadly, yes.\n\n## Other options\n\n**Verdict:** a good buy for one or two coffee drinkers.';
    expect(mention(text)?.role).not.toBe('RECOMMENDED');
  });
});

describe('buying in the first-person conditional is advice, and negated it is advice against', () => {
  it.each([
    ['en', "I wouldn't buy Acme as a year-round commuter."],
    ['de', 'Ich würde Acme nicht als Ganzjahres-Pendelrad kaufen.'],
    ['fr', "Je n'achèterais pas Acme pour rouler toute l'année."],
    ['es', 'No compraría Acme para ir al trabajo todo el año.'],
    ['it', "Non comprerei Acme per andare al lavoro tutto l'anno."],
    ['pt', 'Eu não compraria a Acme para ir ao trabalho o ano inteiro.'],
    ['nl', 'Ik zou Acme niet kopen als fiets voor het hele jaar.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });

  it.each([
    ['en', "For a flat city commute I'd buy Acme."],
    ['de', 'Für die Stadt würde ich Acme kaufen.'],
  ])('%s: not negated, it recommends: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });
});

describe('advice with a pronominal adverb or an object pronoun speaks of the brand named before', () => {
  it.each([
    ['de', '### Acme\n\nTeuer. Aber bei schlechten Straßen würde ich mich ohne Zweifel dafür entscheiden.'],
    ['fr', '### Acme\n\nCher. Mais sur de mauvaises routes, je la prendrais sans hésiter.'],
    ['nl', '### Acme\n\nDuur. Maar bij slechte wegen zou ik er zonder twijfel voor gaan.'],
  ])('%s: the section’s brand is recommended', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });
});

describe('a comparative choice noun recommends the one chosen', () => {
  it.each([
    ['en', 'If repairability matters most, Acme is the safer choice of the two.'],
    ['de', 'Wenn dir Reparierbarkeit wichtig ist, ist Acme die sicherere Wahl.'],
    ['fr', 'Si la réparabilité compte avant tout, Acme est le choix le plus sûr.'],
    ['es', 'Si la reparabilidad es lo más importante, Acme es la opción más segura.'],
    ['it', 'Se conta soprattutto la riparabilità, Acme è la scelta più sicura.'],
    ['pt', 'Se a facilidade de reparo é a prioridade, a Acme é a escolha mais segura.'],
    ['nl', 'Als je het belangrijk vindt dat elke fietsenmaker hem kan repareren, is Acme van de twee de veiligere keuze.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it('negated, it does not recommend', () => {
    expect(mention('Acme is not the safer choice for a family.')?.role).not.toBe('RECOMMENDED');
  });
});

describe('looking at a brand, suggested in the first-person conditional or the imperative, is advice', () => {
  it.each([
    ['en', "I'd also look at Acme as a conservative alternative."],
    ['de', 'Ich würde mir an deiner Stelle Acme ansehen.'],
    ['fr', 'Si tu veux un compromis, regarde Acme en version 25 km/h.'],
    ['es', 'En ese caso, yo miraría Acme, que cuesta la mitad.'],
    ['it', "Se vuoi qualcosa di più riparabile, dai un'occhiata a Acme."],
    ['pt', 'Nesse caso, eu olharia a Acme, que custa metade.'],
    ['nl', 'Ik zou eerder kijken naar Acme, die voor de helft van het geld hetzelfde doet.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['en', "Reviewers look at Acme's battery first."],
    ['es', 'La marca Acme mira hacia el mercado urbano.'],
  ])('%s: a third person describes: %s', (_lang, text) => {
    expect(mention(text)?.role).not.toBe('RECOMMENDED');
  });

  it('negated, it advises against', () => {
    expect(mention("With a daily commute of this length, I wouldn't even look at Acme.")?.role).toBe('EXCLUDED');
  });
});
