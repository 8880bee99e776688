// The fidelity goals of issue 21 held on the corpus of realistic answers (test/visibility/fidelity):
// every body read by its engine's adapter from a loopback server, then extracted.
import { beforeAll, describe, expect, it } from 'vitest';
import { engineNames } from '../../src/engines/answer.ts';
import { corpus } from './fidelity/corpus.ts';
import { type CaseResult, precision, recall, roleAccuracy, runCorpus, score } from './fidelity/run.ts';

let results: CaseResult[];
beforeAll(async () => {
  results = await runCorpus();
});

describe('extraction fidelity on realistic engine answers', () => {
  it('covers every engine in four languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    for (const engine of engineNames) expect(corpus.filter((c) => c.engine === engine).length, engine).toBeGreaterThanOrEqual(6);
    for (const lang of ['en', 'de', 'fr', 'es']) expect(corpus.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(12);
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
  });

  it('meets the goals overall and for every engine and language', () => {
    const { overall, byEngine, byLang } = score(results);
    for (const [label, t] of [['all', overall], ...byEngine, ...byLang] as const) {
      expect(precision(t), `${label} precision: ${t.errors.join('; ')}`).toBeGreaterThanOrEqual(0.95);
      expect(recall(t), `${label} recall: ${t.errors.join('; ')}`).toBeGreaterThanOrEqual(0.95);
      expect(roleAccuracy(t), `${label} role accuracy: ${t.errors.join('; ')}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('reports no name from a link, URL, heading, label or common word', () => {
    expect(score(results).overall.traps).toEqual({ link: 0, heading: 0, 'common-word': 0 });
  });
});
