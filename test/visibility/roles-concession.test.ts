// A concession (issue 34; docs/methodology.md, "A cue's scope"): in "A, but B" the clause after the
// adversative conjunction is the argument the speaker stands by. When B holds no cue of its own and
// names no other brand, the blame of the clause A it joins is granted and outweighed: the brand's
// sentiment is MIXED and the sentence is no criticism. Advice against is not such blame, nor is a
// blame that compares with another brand named in A, nor a B that speaks of another brand. Brand
// names are placeholders; the sentences are not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { mention, negative } from './role-probe.ts';

describe('blame conceded by "but" is outweighed', () => {
  it.each([
    ['en', 'Acme is more expensive, but you can try it on in almost every town.'],
    ['de', 'Acme ist teurer, aber man kann ihn in fast jeder Stadt anprobieren.'],
    ['fr', "Acme est plus cher, mais on peut l'essayer dans presque toutes les villes."],
    ['es', 'Acme es más caro, pero se puede probar en casi todas las ciudades.'],
    ['it', 'Acme è più caro, ma si può provare in quasi tutte le città.'],
    ['pt', 'Acme é mais caro, mas dá para experimentar em quase todas as cidades.'],
    ['nl', 'Acme is duurder, maar je kunt hem in bijna elke stad uitproberen.'],
  ])('%s: mixed, no criticism: %s', (_lang, text) => {
    const m = mention(text);
    expect(m?.sentiment).toBe('MIXED');
    expect(m?.role).not.toBe('CRITICIZED');
  });

  it.each([
    ['en', 'Acme is more expensive than Rival, but you can try it on in almost every town.'],
    ['fr', "Acme est plus cher que Rival, mais on peut l'essayer dans presque toutes les villes."],
    ['nl', 'Acme is duurder dan Rival, maar je kunt hem in bijna elke stad uitproberen.'],
  ])('%s: a blame that compares with another brand named in its clause stands: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(true);
  });

  it.each([
    ['en', 'Acme is more expensive, but Rival is sold in almost every town.'],
    ['de', 'Acme ist teurer, aber Rival gibt es in fast jeder Stadt.'],
    ['pt', 'Acme é mais caro, mas a Rival está à venda em quase todas as cidades.'],
  ])('%s: a clause after "but" that names another brand speaks of that brand: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('NEGATIVE');
  });

  it.each([
    ['en', 'Avoid Acme for trail running, but you can try it on in almost every town.'],
    ['es', 'Evita Acme para correr por montaña, pero se puede probar en casi todas las ciudades.'],
  ])('%s: advice against is not conceded: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });
});
