// The fidelity goals of issues 21 and 34 held on the corpus of realistic answers
// (test/visibility/fidelity): every body read by its engine's adapter from a loopback server, then
// extracted; seven languages, no polarity flip.
import { beforeAll, describe, expect, it } from 'vitest';
import { readLanguageCodes } from '../../src/core/visibility/languages/index.ts';
import { engineNames } from '../../src/engines/answer.ts';
import { corpus } from './fidelity/corpus.ts';
import { type CaseResult, precision, recall, roleAccuracy, runCorpus, score } from './fidelity/run.ts';

let results: CaseResult[];
beforeAll(async () => {
  results = await runCorpus();
});

describe('extraction fidelity on realistic engine answers', () => {
  it('covers every engine in seven languages, Portuguese in both varieties', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(140);
    for (const engine of engineNames) expect(corpus.filter((c) => c.engine === engine).length, engine).toBeGreaterThanOrEqual(6);
    for (const lang of readLanguageCodes) expect(corpus.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(12);
    for (const variety of ['pt-BR', 'pt-PT']) expect(corpus.filter((c) => c.variety === variety).length, variety).toBeGreaterThanOrEqual(6);
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

  it('flips no polarity in any language or engine: nothing negative reported as a recommendation or praise, nor the reverse', () => {
    const { overall, byEngine, byLang } = score(results);
    for (const [label, t] of [['all', overall], ...byEngine, ...byLang] as const)
      expect(t.flips, `${label}: ${t.errors.join('; ')}`).toBe(0);
    expect(results.flatMap((r) => r.case.expect).filter((e) => e[3]).length).toBeGreaterThanOrEqual(100);
  });

  it('reports no name from a link, URL, heading, label or common word', () => {
    expect(score(results).overall.traps).toEqual({ link: 0, heading: 0, 'common-word': 0 });
  });
});
