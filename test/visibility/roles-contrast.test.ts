// Rules against a polarity flip (issue 34), written from the grammar of the seven read languages,
// not from the fidelity batches: the reference of "more than" is not what a cue before it blames;
// a problem a brand solves is no blame; reviews "mostly positive" praise; "practical" is praise,
// so praise then "but" and a fault is mixed, never only negative. Brand names are placeholders;
// the sentences are not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { mention, negative, positive } from './role-probe.ts';

describe('the name after "more than" is the reference of a comparison, not what a cue before it speaks of', () => {
  it.each([
    ['en', 'It is pricey: around 12 USD a serving, more than a kit like Rival.'],
    ['de', 'Der Preis ist hoch: etwa 12 Euro pro Portion, mehr als bei Rival.'],
    ['fr', 'Le prix est élevé : environ 12 euros par portion, plus que chez Rival.'],
    ['es', 'Es caro: unos 12 euros por ración, más que un kit como Rival.'],
    ['it', 'Il prezzo è caro: circa 12 euro a porzione, più di un kit come Rival.'],
    ['pt', 'É caro: cerca de 12 euros por porção, mais que um kit como a Rival.'],
    ['nl', 'Het is duur: ongeveer 12 euro per portie, meer dan bij Rival.'],
  ])('%s: %s', (_lang, text) => {
    expect(negative(mention(text, 'Rival'))).toBe(false);
  });

  it.each([
    ['en', 'Rival is pricey: around 12 USD a serving, more than most kits.'],
    ['es', 'Rival es caro: unos 12 euros por ración, más que la mayoría.'],
    ['it', 'Rival è caro: circa 12 euro a porzione, più di molti altri.'],
  ])('%s: the subject of the blame is still blamed: %s', (_lang, text) => {
    expect(negative(mention(text, 'Rival'))).toBe(true);
  });

  it.each([
    ['en', 'It costs more than Rival, and Rival is expensive.'],
    ['es', 'Cuesta más que Rival, y Rival es caro.'],
  ])('%s: a cue after the reference still speaks of it: %s', (_lang, text) => {
    expect(negative(mention(text, 'Rival'))).toBe(true);
  });
});

describe('a problem a brand solves is no blame', () => {
  it.each([
    ['en', 'Rival and Zenith belong to the same group, but they solve different problems.'],
    ['fr', 'Rival et Zenith appartiennent au même groupe, mais résolvent des problèmes différents.'],
    ['es', 'Rival y Zenith son del mismo grupo, pero resuelven problemas distintos.'],
    ['it', 'Rival e Zenith fanno parte dello stesso gruppo, ma risolvono problemi diversi.'],
    ['pt', 'A Rival e a Zenith são do mesmo grupo, mas resolvem problemas diferentes.'],
    ['nl', 'Rival en Zenith horen bij dezelfde groep, maar lossen andere problemen op.'],
  ])('%s: %s', (_lang, text) => {
    expect(negative(mention(text, 'Zenith'))).toBe(false);
    expect(negative(mention(text, 'Rival'))).toBe(false);
  });

  it.each([
    ['en', 'Rival has problems with late deliveries.'],
    ['es', 'Rival tiene problemas con las entregas.'],
    ['it', 'Rival ha diversi problemi: le consegne arrivano spesso in ritardo.'],
    ['pt', 'A Rival tem problemas com as entregas.'],
  ])('%s: problems a brand has still blame it: %s', (_lang, text) => {
    expect(negative(mention(text, 'Rival'))).toBe(true);
  });
});

describe('reviews said to be positive on the whole praise', () => {
  it.each([
    ['en', 'Acme reviews: mostly positive, with one recurring complaint.'],
    ['de', 'Bewertungen zu Acme: überwiegend positiv, mit Problemen bei der Lieferung.'],
    ['fr', 'Les avis sur Acme sont majoritairement positifs, avec des problèmes de livraison.'],
    ['es', 'Las opiniones sobre Acme son mayoritariamente positivas, con problemas de entrega.'],
    ['it', 'Le recensioni di Acme sono in generale positive, con qualche problemi di consegna.'],
    ['pt', 'As avaliações da Acme são majoritariamente positivas, com problemas de entrega.'],
    ['nl', 'De reviews van Acme zijn overwegend positief, met wat problemen bij de bezorging.'],
  ])('%s: praise and a complaint are mixed, never only negative: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
    expect(mention(text)?.role).not.toBe('CRITICIZED');
  });

  it.each([
    ['en', 'Acme ran the test three times and got a false positive.'],
    ['de', 'Acme war positiv überrascht von der Nachfrage.'],
  ])('%s: a bare "positive" praises nothing: %s', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });
});

describe('praise then "but" and a fault is mixed, never only negative', () => {
  it.each([
    ['en', 'Acme is practical, but expensive, and several reviews complain about soggy sides.'],
    ['es', 'Acme es práctico, pero caro, y varias reseñas se quejan de la entrega.'],
    ['it', 'Acme è pratico, ma caro, e diverse recensioni lamentano ritardi.'],
    ['pt', 'A Acme é prática? Não: Acme é prático, mas caro, e várias avaliações reclamam da entrega.'],
    ['pt', 'Acme é muito prática, mas cara.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
    expect(mention(text)?.role).not.toBe('CRITICIZED');
  });

  it.each([
    ['pt', 'Para quem mora longe, a Acme não é a escolha mais prática.'],
    ['it', 'In pratica Acme è caro.'],
    ['es', 'La práctica diaria con Acme es cara.'],
  ])('%s: a superlative after a negated choice, or the noun "practice", is no praise: %s', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });
});

describe('praise carried to a section heading\'s brand may be qualified by "but" after it', () => {
  const section = (body: string) => `### Acme\n${body}`;
  it.each([
    ['en', 'Offers a separate veggie box. Solid, but with fewer dishes each week.'],
    ['de', 'Bietet eine eigene Veggie-Box an. Solide, aber weniger abwechslungsreich.'],
    ['fr', 'Propose une box végétarienne à part. Solide, mais moins variée.'],
    ['es', 'Ofrece una caja vegetariana propia. Sólida, pero menos variada.'],
    ['it', 'Offre una box vegetariana a parte, con ricette semplici. Solido, ma con meno ricette ogni settimana.'],
    ['pt', 'Oferece uma caixa vegetariana própria. Sólida, mas menos variada.'],
    ['nl', 'Biedt een eigen veggiebox aan. Solide, maar minder gevarieerd.'],
  ])('%s: mixed, never only positive: %s', (_lang, body) => {
    expect(mention(section(body))?.sentiment).toBe('MIXED');
  });

  it.each([
    ['en', 'Offers a separate veggie box. Solid, and the recipes are clear.'],
    ['de', 'Bietet eine eigene Veggie-Box an. Solide, und die Rezepte sind klar.'],
  ])('%s: without "but" it stays praise: %s', (_lang, body) => {
    expect(mention(section(body))?.sentiment).toBe('POSITIVE');
  });
});

describe("a sentence about all or most providers is not carried to its section heading's brand", () => {
  const section = (body: string) => `### Acme\n${body}`;
  it.each([
    ['en', 'Tip: with almost all providers the box can be paused at any time, and the first delivery is heavily discounted.'],
    ['de', 'Tipp: Bei fast allen Anbietern lässt sich die Box jederzeit pausieren, die erste Lieferung ist meist stark rabattiert.'],
    ['fr', 'Conseil : chez tous les fournisseurs, la box peut être suspendue, et la première livraison est une excellente affaire.'],
    ['es', 'Consejo: en todos los servicios se puede pausar la caja, y la primera entrega es una excelente oferta.'],
    ['it', 'Consiglio: con tutti i servizi si può sospendere la box, e la prima consegna è un ottimo affare.'],
    ['pt', 'Dica: em todos os serviços dá para pausar a caixa, e a primeira entrega é uma ótima oferta.'],
    ['nl', 'Tip: bij alle aanbieders kun je de box pauzeren, en de eerste levering is een goede deal.'],
  ])('%s: %s', (_lang, body) => {
    expect(positive(mention(section(body)))).toBe(false);
  });

  it.each([
    ['en', 'With this service the box can be paused at any time, and the first delivery is heavily discounted. Excellent for beginners.'],
    ['de', 'Alle Gerichte sind vegan und gut erklärt.'],
  ])("%s: a sentence about the section's own service or its dishes still speaks of its brand: %s", (_lang, body) => {
    expect(positive(mention(section(body)))).toBe(true);
  });
});

describe('an excess of a thing, a weak point and the complaints of reviewers blame', () => {
  it.each([
    ['en', 'Acme has great recipes, but the packaging is excessive.'],
    ['de', 'Acme hat gute Rezepte, aber es gibt viele Beschwerden über die Verpackung.'],
    ['fr', 'Acme est excellent, mais l’emballage est excessif.'],
    ['es', 'Acme tiene buenas recetas, pero el embalaje es excesivo.'],
    ['it', 'Acme ha ricette ottime, ma l’imballaggio è eccessivo.'],
    ['pt', 'A Acme tem boas receitas, mas as embalagens são excessivas.'],
    ['nl', 'Acme heeft goede recepten, maar er zijn veel klachten over de verpakking.'],
  ])('%s: praise then the fault is mixed: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
  });

  it.each([
    ['en', 'Acme is excellent and there are no complaints about it.'],
    ['es', 'Acme es excelente y no hay quejas sobre la entrega.'],
  ])('%s: a negated complaint does not blame: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });
});
