// Rules against a polarity flip (issue 34), written from the grammar of the seven read languages,
// not from the fidelity batches: a verb of advice against, or a negated verb of advice, with its own
// object after it speaks of that object only (never of a name before it, nor of one across a
// colon); a comparative adverb of quality after a verb praises its subject; middling evaluations
// ("average", "moyen", "regular", "matig"...) are mild blame where they evaluate, not where they are
// a statistic; a sentence judges a brand over all its occurrences there (its name and an alias); a
// plain-text title line opens a section. Brand names are placeholders; the sentences are not from
// the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import { mention, negative, positive } from './role-probe.ts';

describe('negated advice with its own object speaks of that object, not of a name across a colon', () => {
  it.each([
    [
      'en',
      'For a flat with thick rugs I would not recommend another stick vacuum with a bristle bar: handhelds with a rubber roller, such as the ones from Acme, tangle far less.',
    ],
    [
      'de',
      'Für eine Wohnung mit Teppichen würde ich keinen anderen Sauger mit Borstenwalze empfehlen: die Geräte mit Gummiwalze, etwa von Acme, verheddern viel seltener.',
    ],
    [
      'fr',
      "Pour un appartement avec des tapis, je ne recommanderais pas un autre aspirateur à brosse: les modèles à rouleau en caoutchouc, comme ceux d'Acme, s'emmêlent bien moins.",
    ],
    [
      'es',
      'Para un piso con alfombras no recomendaría otra aspiradora de cerdas: los modelos con rodillo de goma, como los de Acme, se enredan mucho menos.',
    ],
    [
      'it',
      'Per una casa con tappeti non consiglierei un altro aspirapolvere a setole: i modelli con rullo in gomma, come quelli di Acme, si aggrovigliano molto meno.',
    ],
    [
      'pt',
      'Para uma casa com tapetes não recomendaria outro aspirador de cerdas: os modelos com rolo de borracha, como os da Acme, embaraçam muito menos.',
    ],
    [
      'nl',
      'Voor een huis met tapijt zou ik geen andere stofzuiger met borstelrol aanraden: de modellen met een rubberen rol, zoals die van Acme, raken veel minder verstrikt.',
    ],
  ])('%s: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });

  it.each([
    ['en', 'I would not recommend for a flat with rugs: Acme.'],
    ['en', "I wouldn't recommend Acme for a flat with rugs."],
    ['fr', 'Je ne recommanderais pas pour une famille : Acme.'],
    ['fr', 'Je ne recommanderais pas Acme pour une famille.'],
    ['es', 'No recomendaría, para un piso con alfombras: Acme.'],
  ])('%s: with its object slot empty (or filled by the brand) it still advises against the brand: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });
});

describe('advice against with its own object after it does not speak of a name before it', () => {
  it.each([
    ['en', 'If your floors are cluttered, go for the Acme: it avoids cables and socks far more reliably.'],
    ['en', 'Acme: avoid cheap third-party batteries.'],
    ['de', 'Wenn dein Boden voller Kram liegt, nimm den Acme: er meidet Kabel und Socken viel zuverlässiger.'],
    ['fr', "Si votre sol est encombré, prenez l'Acme : il évite les câbles et les chaussettes bien plus sûrement."],
    // Spanish, Italian and Portuguese: the third person ("evita") is the imperative's form.
    ['es', 'Si el suelo está lleno de cosas, el Acme es la mejor opción: evita cables y calcetines con mucha más fiabilidad.'],
    ['es', 'Acme: evita baterías baratas de terceros.'],
    ['it', "Se il pavimento è pieno di oggetti, scegli l'Acme: evita cavi e calzini in modo molto più affidabile."],
    ['it', 'Acme: evita batterie economiche di terzi.'],
    ['pt', 'Se o chão vive cheio de coisas, fique com o Acme: evita cabos e meias com muito mais segurança.'],
    ['pt', 'Acme: evite baterias baratas de terceiros.'],
    ['nl', 'Als je vloer vol spullen ligt, kies dan de Acme: hij ontwijkt kabels en sokken veel betrouwbaarder.'],
  ])('%s: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });

  it.each([
    ['en', 'Acme: avoid if you have pets.'],
    ['en', 'Acme: avoid at all costs.'],
    ['en', 'Avoid Acme if you have pets.'],
    ['de', 'Acme: Finger weg, wenn du Haustiere hast.'],
    ['fr', 'Acme : à éviter si vous avez des animaux.'],
    ['fr', 'Évitez Acme si vous avez des animaux.'],
    ['es', 'Acme: evítalo si tienes mascotas.'],
    ['es', 'Evita Acme si tienes mascotas.'],
    ['it', 'Acme: da evitare se hai animali.'],
    ['it', 'Evita Acme se hai animali.'],
    ['pt', 'Acme: evite se você tem animais.'],
    ['pt', 'Evite a Acme se você tem animais.'],
    ['nl', 'Acme: vermijden als je huisdieren hebt.'],
  ])('%s: with no object of its own, or the brand as its object, it still advises against the brand: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });
});

describe('a comparative adverb of quality after a verb praises its subject; with a reservation after "but", MIXED', () => {
  it.each([
    ['en', 'Acme X5 – the round body cleans better along the walls, but it is expensive.'],
    ['de', 'Acme X5 – die runde Form reinigt besser an den Wänden, aber das Gerät ist teuer.'],
    ['fr', 'Acme X5 – la forme ronde nettoie mieux le long des murs, mais il est cher.'],
    ['es', 'Acme X5 – la forma redonda limpia mejor junto a las paredes, pero es caro.'],
    ['it', 'Acme X5 – il corpo rotondo aspira meglio lungo i muri, ma è caro.'],
    ['pt', 'Acme X5 – o formato redondo limpa melhor junto às paredes, mas é caro.'],
    ['nl', 'Acme X5 – de ronde vorm maakt beter schoon langs de muren, maar is duur.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
    expect(mention(text)?.role).not.toBe('CRITICIZED');
  });

  it.each([
    ['en', 'Acme does not clean better than the old model and is expensive.'],
    ['it', 'Acme non pulisce meglio del vecchio modello ed è caro.'],
  ])('%s: negated, it is no praise: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('CRITICIZED');
  });

  it.each([
    ['en', 'It is better to avoid Acme.'],
    ['fr', 'Il vaut mieux éviter Acme.'],
    ['de', 'Es ist besser, Acme zu meiden.'],
    ['it', 'Sarebbe meglio evitare Acme.'],
    ['nl', 'Het is beter om Acme te vermijden.'],
  ])('%s: an impersonal "it is better to" praises nothing: %s', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });
});

describe('a middling evaluation of the product is mild blame; "on average" is a statistic', () => {
  it.each([
    ['en', 'Acme X5: very good at mopping, average on pet hair.'],
    ['de', 'Acme X5: sehr gut beim Wischen, durchschnittlich bei Tierhaaren.'],
    ['fr', "Acme X5 : très bon pour la serpillière, moyen sur les poils d'animaux."],
    ['es', 'Acme X5: muy bueno fregando, regular con el pelo de mascotas.'],
    ['it', 'Acme X5: ottimo nel lavaggio, nella media sui peli degli animali.'],
    ['pt', 'Acme X5: ótimo no pano, razoável em pelos de animais.'],
    ['nl', 'Acme X5: heel goed in dweilen, matig op dierenhaar.'],
  ])('%s: praise and a middling evaluation on one line are MIXED: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
  });

  it.each([
    ['en', 'The battery of the Acme X5 is average.'],
    ['de', 'Der Akku des Acme X5 ist mittelmäßig.'],
    ['fr', "La batterie de l'Acme X5 est plutôt moyenne."],
    ['es', 'La batería del Acme X5 es regular.'],
    ['it', "La batteria dell'Acme X5 è così così."],
    ['pt', 'A bateria do Acme X5 fica mediana.'],
    ['nl', 'De accu van de Acme X5 is matig.'],
  ])('%s: alone, predicative, it criticizes: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('CRITICIZED');
  });

  it.each([
    ['en', 'On average, the Acme X5 runs for 120 minutes on one charge.'],
    ['en', 'The Acme X5 runs 120 minutes on average, well above the average robot.'],
    ['de', 'Im Durchschnitt läuft der Acme X5 durchschnittlich 120 Minuten mit einer Ladung.'],
    ['fr', "En moyenne, l'Acme X5 tient 120 minutes, un moyen simple de nettoyer tout l'étage."],
    ['es', 'El Acme X5 recibe actualizaciones regulares y dura de media 120 minutos.'],
    ['it', "In media l'Acme X5 dura 120 minuti con una carica."],
    ['pt', 'Em média, o Acme X5 dura 120 minutos com uma carga.'],
    ['nl', 'Gemiddeld genomen gaat de Acme X5 120 minuten mee op één lading.'],
    ['nl', 'De Acme X5 gaat gemiddeld 120 minuten mee.'],
  ])('%s: a statistic or a noun blames nothing: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });
});

describe('a sentence judges a brand over all its occurrences there', () => {
  const aliased = {
    client: { name: 'Acme', aliases: ['Cleanbot'], domain: 'acme.com' },
    competitors: [{ name: 'Rival', aliases: [], domain: 'rival.io' }],
    categoryTerms: [],
  };
  it.each([
    ['en', '- **Acme Cleanbot X5** – the square body cleans better in corners, but it is expensive.'],
    ['de', '- **Acme Cleanbot X5** – die eckige Form reinigt besser in den Ecken, aber sie ist teuer.'],
  ])('%s: praise through the alias and blame through the name are MIXED, not a criticism: %s', (_lang, text) => {
    const m = extractMentions(text, aliased).find((x) => x.name === 'Acme');
    expect(m?.sentiment).toBe('MIXED');
    expect(m?.role).not.toBe('CRITICIZED');
  });
});

describe('a plain-text title line opens a section', () => {
  it.each([
    ['en', 'Acme: what customers say\n\nReviews are mostly positive.\n\n- Packaging: the weak point, far too much plastic.'],
    ['en', 'Acme: what customers say\nReviews are mostly positive.\n\n- Packaging: the weak point, far too much plastic.'],
    ['it', 'Acme: cosa dicono i clienti\n\nLe recensioni sono in generale positive.\n\n- Imballaggio: il punto debole, troppa plastica.'],
  ])('%s: a nameless reservation under it speaks of the title’s brand: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
  });

  it('a line inside a paragraph, before a list, is no title', () => {
    const text = 'We looked at Acme this week\n- Packaging: the weak point, far too much plastic.';
    expect(negative(mention(text))).toBe(false);
  });
});
