// Third-party candidates that are common words, told apart by the grammar of noun phrases rather than
// by capitals (issue 34): an item title made of aspect nouns is an aspect title, in every read
// language; German capitalises every noun, so there an adjective with its ending before an aspect
// noun, a compound whose head is an aspect noun, or a hyphenated compound makes a noun phrase; a word
// the answer also writes in lower case is a common word; a label word is a title in its plural too;
// a German comparison of manner ("flink wie eine Gazelle") names a kind, not a brand. Names are
// placeholders and the answers are not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';
import { isCommonPhrase, thirdPartyCandidates, wordEvidence } from '../../src/core/visibility/third-party.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [
    { name: 'Rival', aliases: [], domain: 'rival.io' },
    { name: 'Heron', aliases: [], domain: 'heron.de' },
  ],
  categoryTerms: [],
};

const thirdParties = (text: string) =>
  extractMentions(text, subject)
    .filter((m) => m.kind === 'THIRD_PARTY')
    .map((m) => m.name);

describe('an aspect title is no brand, in every read language', () => {
  it.each([
    ['en', '- **Weight**: Acme is lighter than Rival.\n- **Northwind**: a third option with a long warranty.'],
    ['de', '- **Gewicht**: Acme ist leichter als Rival.\n- **Northwind**: eine dritte Option mit langer Garantie.'],
    ['fr', '- **Poids** : Acme est plus léger que Rival.\n- **Northwind** : une troisième option, avec une longue garantie.'],
    ['es', '- **Peso**: Acme es más ligero que Rival.\n- **Northwind**: una tercera opción con una garantía larga.'],
    ['it', '- **Peso**: Acme è più leggero di Rival.\n- **Northwind**: una terza opzione con una garanzia lunga.'],
    ['pt', '- **Peso:** a Acme é mais leve do que a Rival.\n- **Northwind:** uma terceira opção com uma garantia longa.'],
    ['nl', '- **Gewicht**: Acme is lichter dan Rival.\n- **Northwind**: een derde optie met een lange garantie.'],
  ])('%s', (_lang, text) => {
    expect(thirdParties(text)).toEqual(['Northwind']);
  });

  it.each([
    ['en', '- Warranty: two years on the frame.\n- Delivery: within a week.'],
    ['it', '- Garanzia: due anni sul telaio.\n- Assistenza: rivenditori in ogni provincia.'],
    ['pt', '- Manutenção: quase nenhuma.\n- Garantia: dois anos.'],
    ['nl', '- Onderhoud: bijna niets.\n- Levertijd: een week.'],
  ])('%s: plain item titles', (_lang, text) => {
    expect(thirdPartyCandidates(text, [], [])).toEqual([]);
  });
});

describe('German: a capital is no evidence of a name', () => {
  it('an adjective with its ending before an aspect noun is a noun phrase', () => {
    const text =
      'Häufige Kritik an Acme:\n\n- Hoher Preis: ab 5.000 €.\n- Hohes Gewicht, vor allem beim Lastenrad.\n- Kleines Händlernetz: nur in Städten.';
    expect(thirdPartyCandidates(text, ['acme'], [])).toEqual([]);
  });

  it('a compound whose head is an aspect noun, alone, coordinated or hyphenated, is a noun', () => {
    // Long enough for the answer's language to be told (compounds are read by their head in German and Dutch only).
    const text =
      'Acme ist ein solides Stadtrad für den täglichen Weg zur Arbeit, und die meisten Tests loben die Verarbeitung.\n\n' +
      '* Kettenantrieb und Hinterradmotor, wenig Pflege\n* Bosch-Mittelmotor, solide und leise\n* Kundenservice: per E-Mail, oft langsam';
    expect(thirdPartyCandidates(text, ['acme'], [])).toEqual([]);
  });

  it('a name that is not a noun phrase still counts', () => {
    const text = 'Alternativen zu Acme:\n\n- **Northwind**: günstiger.\n- Brightline Labs: teurer, aber solide.';
    expect(thirdPartyCandidates(text, ['acme'], [])).toEqual(['Northwind', 'Brightline Labs']);
  });

  it('in English and French, compounds are not read by their head', () => {
    expect(isCommonPhrase('Freshservice', wordEvidence('Freshservice is a help desk that many teams use every day.'))).toBe(false);
  });
});

describe('a word the answer also writes in lower case is a common word', () => {
  it.each([
    ['en', '- **Simplicity**: Acme wins.\n\nFor most teams simplicity matters more than features.'],
    ['fr', '- **Simplicité** : Acme gagne.\n\nPour la plupart des équipes, la simplicité compte plus que tout.'],
    ['es', '- **Sencillez**: gana Acme.\n\nPara la mayoría de los equipos la sencillez importa más.'],
  ])('%s', (_lang, text) => {
    expect(thirdParties(text)).toEqual([]);
  });
});

describe('a label word is a title in its plural too', () => {
  it.each([
    ['de', '**Alternativen**\n\n- Rival: günstiger.'],
    ['en', '**Options**\n\n- Rival: cheaper.'],
    ['it', '**Alternative**\n\n- Rival: più economico.'],
  ])('%s', (_lang, text) => {
    expect(thirdPartyCandidates(text, ['rival'], [])).toEqual([]);
  });
});

describe('a German comparison of manner names a kind, not a brand', () => {
  it('after an adjective, in a sentence or opening it', () => {
    const names = (text: string) => extractMentions(text, subject).map((m) => m.name);
    expect(names('Acme ist solide. Schnell wie ein Heron ist es aber nicht.')).toEqual(['Acme']);
    expect(names('Acme ist solide, aber nicht so wendig wie ein Heron.')).toEqual(['Acme']);
  });

  it('after a noun "wie" gives examples, and a model name makes it a brand', () => {
    const names = (text: string) => extractMentions(text, subject).map((m) => m.name);
    expect(names('Für Räder wie ein Heron zahlt man mehr als für Acme.')).toContain('Heron');
    expect(names('Acme ist leicht, flink wie ein Heron Swift 3 ist es aber nicht.')).toContain('Heron');
  });
});
