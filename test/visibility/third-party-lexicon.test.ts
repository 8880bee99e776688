// Third-party candidates that are words of the answer's language, told by a lexicon per language
// (src/core/visibility/common-words.ts; docs/methodology.md, "Words of the language's lexicon are
// never third-party brands"), through the real extraction entry point: an item title that is a
// dictionary word is no brand, in every read language; a tracked brand that is a dictionary word
// is still found; an untracked brand that is a dictionary word is lost unless the answer writes it
// as a name inside a sentence (the trade-off); a word the lexicon lists only capitalized (a proper
// noun) stays a name. Headphones and gearboxes, with placeholder brands (and the real gearbox maker
// Pinion, for the trade-off); none of these answers is from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { isCommonWord } from '../../src/core/visibility/common-words.ts';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [
    { name: 'Rival', aliases: [], domain: 'rival.io' },
    { name: 'Sage', aliases: [], domain: 'sage-audio.example' },
  ],
  categoryTerms: [],
};

const mentions = (text: string) => extractMentions(text, subject).map((m) => [m.name, m.kind]);
const thirdParties = (text: string) =>
  extractMentions(text, subject)
    .filter((m) => m.kind === 'THIRD_PARTY')
    .map((m) => m.name);

describe('an item title that is a word of the answer language is no brand', () => {
  it.each([
    [
      'en',
      'Acme and Rival are the two headphones most reviews compare this year, and both are comfortable for long flights.\n\n' +
        '- **Soundstage**: wider and more open on the Acme.\n- **Headband**: the Rival clamps harder after an hour.\n' +
        '- **Northwind**: a third option that is worth a look.',
    ],
    [
      'de',
      'Acme und Rival sind die zwei Kopfhörer, die die meisten Tests in diesem Jahr vergleichen, und beide sind bequem.\n\n' +
        '- **Bügel**: Der Rival drückt nach einer Stunde stärker.\n- **Northwind**: eine dritte Option, die einen Blick wert ist.',
    ],
    [
      'fr',
      'Acme et Rival sont les deux casques que la plupart des tests comparent cette année, et les deux sont confortables.\n\n' +
        '- **Spatialisation** : Acme sonne plus large.\n- **Arceau** : le Rival serre davantage après une heure.\n' +
        '- **Northwind** : une troisième option qui vaut le détour.',
    ],
    [
      'es',
      'Acme y Rival son los dos auriculares que más comparan las pruebas este año, y los dos son cómodos para viajes largos.\n\n' +
        '- **Graves**: Acme tiene más pegada.\n- **Diadema**: la de Rival aprieta más después de una hora.\n' +
        '- **Northwind**: una tercera opción que merece la pena mirar.',
    ],
    [
      'it',
      'Acme e Rival sono le due cuffie che le prove di quest’anno confrontano di più, e sono comode entrambe per i viaggi lunghi.\n\n' +
        '- **Cuscinetti**: quelli di Acme sono più morbidi.\n- **Archetto**: quello di Rival stringe di più dopo un’ora.\n' +
        '- **Northwind**: una terza opzione che vale la pena guardare.',
    ],
    [
      'pt',
      'A Acme e a Rival são os dois fones que os testes deste ano mais comparam, e os dois são confortáveis em viagens longas.\n\n' +
        '- **Almofadas:** as da Acme são mais macias.\n- **Graves:** a Rival tem mais impacto.\n' +
        '- **Northwind:** uma terceira opção que vale a pena ver.',
    ],
    [
      'nl',
      'Acme en Rival zijn de twee koptelefoons die de meeste tests dit jaar vergelijken, en ze zijn allebei comfortabel op lange vluchten.\n\n' +
        '- **Oorkussens**: die van Acme zijn zachter.\n- **Northwind**: een derde optie die het bekijken waard is.',
    ],
  ])('%s', (_lang, text) => {
    expect(thirdParties(text)).toEqual(['Northwind']);
  });

  it('a name of several words is tested only where every word is a word of the language and a title could be written so', () => {
    const text =
      'Acme e Rival sono le due cuffie che le prove di quest’anno confrontano di più, e sono comode entrambe.\n\n' +
      '- **Morbidezza**: vince Acme.\n- **Stella Polare**: una terza marca, meno nota.';
    // Italian writes titles in sentence case ("Qualità del suono"): a capital after the first word is a name's spelling.
    expect(thirdParties(text)).toEqual(['Stella Polare']);
  });
});

describe('tracked brands are never tested against the lexicon', () => {
  it('a competitor that is a common word of the answer language is found, as a list lead and in prose', () => {
    const en =
      'For a small flat, these are the headphones most reviews point to this year.\n\n' +
      '- **Sage**: light, and the battery lasts two days.\n- **Rival**: louder, but heavier.\n\nAcme is the quietest of the three.';
    expect(mentions(en)).toEqual([
      ['Sage', 'COMPETITOR'],
      ['Rival', 'COMPETITOR'],
      ['Acme', 'CLIENT'],
    ]);
    const de =
      'Für eine kleine Wohnung nennen die meisten Tests in diesem Jahr diese Kopfhörer.\n\n' +
      '- **Sage**: leicht, und der Akku hält zwei Tage.\n- **Rival**: lauter, aber schwerer.';
    expect(mentions(de)).toEqual([
      ['Sage', 'COMPETITOR'],
      ['Rival', 'COMPETITOR'],
    ]);
  });
});

describe('an untracked brand that is a dictionary word (the trade-off)', () => {
  const list =
    '- **Pinion**: a sealed gearbox with twelve speeds and almost no maintenance.\n' +
    '- **Northwind**: a hub with five speeds, cheaper to replace.';

  it('is lost when the answer names it only as an item title', () => {
    const text = `Acme and Rival both sell city bikes with a gearbox instead of a derailleur, and two makers supply most of them.\n\n${list}`;
    // "pinion" is an English word: the real gearbox maker is not reported. A lexicon cannot tell them apart.
    expect(thirdParties(text)).toEqual(['Northwind']);
  });

  it('is kept when the answer also writes it as a name inside a sentence', () => {
    const text = `Acme builds its frames around a Pinion gearbox, while Rival uses a derailleur.\n\n${list}`;
    expect(thirdParties(text)).toEqual(['Pinion', 'Northwind']);
  });

  it('a word the lexicon lists only capitalized (a proper noun) stays a name', () => {
    const text =
      'Acme en Rival zijn de twee koptelefoons die de meeste tests dit jaar vergelijken, en ze zijn allebei comfortabel.\n\n' +
      '- **Philips**: goedkoper, met een kortere batterijduur.\n- **Oorkussens**: die van Acme zijn zachter.';
    expect(thirdParties(text)).toEqual(['Philips']);
  });
});

describe('the lexicon', () => {
  it('compares case-folded and without accents, and keeps proper nouns out', () => {
    expect(isCommonWord('Qualität', 'de')).toBe(true);
    expect(isCommonWord('QUALITAT', 'de')).toBe(true);
    expect(isCommonWord('koffie', 'nl')).toBe(true);
    expect(isCommonWord('Amsterdam', 'nl')).toBe(false);
    expect(isCommonWord('Northwind', 'en')).toBe(false);
    expect(isCommonWord('', 'en')).toBe(false);
  });
});
