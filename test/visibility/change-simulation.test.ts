// Proof of "significant change" (docs/methodology.md, "Significant change"), in simulated audits of
// seven engines with known rates, through the function the audit's completion calls
// (compareAudits): with nothing changed, at most 5% of audits raise any alert; a change of the
// mention rate from 30% to 70% with 30 answers per engine is flagged in at least 95% of them.
import { describe, expect, it } from 'vitest';
import { compareAudits } from '../../src/core/analytics/compare-audits.ts';
import { changePValue, fisherExact, holmAdjust } from '../../src/core/analytics/change-tests.ts';
import { allEngines, simulator } from './simulated-engines.ts';

const simulations = 1000;
const before = { mention: 0.3, citation: 0.2, competitor: 0.5 };
const after = { ...before, mention: 0.7 };

describe('the tests', () => {
  it('Holm: each p-value times the comparisons left, never below an earlier step', () => {
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 12));
    expect(holmAdjust([0.5, 0.9])).toEqual([1, 1]);
    expect(holmAdjust([])).toEqual([]);
  });

  it("Fisher's exact test for small counts, the z-test above them; no change when both are 0% or 100%", () => {
    // Reference values from SciPy 1.x: fisher_exact([[1, 7], [6, 2]]).pvalue = 0.04055944...,
    // fisher_exact([[1, 11], [9, 3]]).pvalue = 0.00275945...,
    // chi2_contingency([[30, 70], [50, 50]], correction=False) p = 0.00389241... (the pooled z-test).
    expect(fisherExact({ successes: 1, n: 12 }, { successes: 9, n: 12 })).toBeCloseTo(0.0027594562, 9);
    // An expected count under 5 (8 x 7/16 = 3.5): Fisher's exact test.
    expect(changePValue({ successes: 1, n: 8 }, { successes: 6, n: 8 })).toBeCloseTo(0.0405594406, 9);
    // Every expected count at least 5: the z-test.
    expect(changePValue({ successes: 30, n: 100 }, { successes: 50, n: 100 })).toBeCloseTo(0.0038924171, 7);
    expect(changePValue({ successes: 0, n: 40 }, { successes: 0, n: 30 })).toBe(1);
    expect(changePValue({ successes: 40, n: 40 }, { successes: 30, n: 30 })).toBe(1);
  });
});

describe('1,000 simulated pairs of audits, 7 engines, 30 answers per engine', () => {
  it('nothing changed: at most 5% of audits raise any alert', () => {
    const simulate = simulator('nothing-changed');
    let alerting = 0;
    for (let i = 0; i < simulations; i++) {
      const comparisons = compareAudits(simulate(allEngines(before), 30), simulate(allEngines(before), 30));
      expect(comparisons).toHaveLength(21);
      if (comparisons.some((c) => c.significant)) alerting++;
    }
    expect(alerting / simulations).toBeLessThanOrEqual(0.05);
  });

  it('nothing changed, small audits (5 answers per engine, Fisher exact): at most 5% raise any alert', () => {
    const simulate = simulator('nothing-changed-small');
    let alerting = 0;
    for (let i = 0; i < simulations; i++) {
      if (compareAudits(simulate(allEngines(before), 5), simulate(allEngines(before), 5)).some((c) => c.significant)) alerting++;
    }
    expect(alerting / simulations).toBeLessThanOrEqual(0.05);
  });

  it('mention rate 30% -> 70% on every engine: at least 95% of audits are flagged, on the mention rate', () => {
    const simulate = simulator('thirty-to-seventy');
    let flagged = 0;
    for (let i = 0; i < simulations; i++) {
      const significant = compareAudits(simulate(allEngines(before), 30), simulate(allEngines(after), 30)).filter((c) => c.significant);
      if (significant.some((c) => c.metric === 'mentionRate')) flagged++;
      // The citation rate did not change: flagging it would be a false alarm.
      expect(significant.filter((c) => c.metric === 'citationRate').length).toBeLessThanOrEqual(1);
    }
    expect(flagged / simulations).toBeGreaterThanOrEqual(0.95);
  });

  it('30% -> 70% on one engine of seven: found in about half of the audits (the price of testing 21 comparisons)', () => {
    // What one engine's change can show with 30 answers, stated in docs/methodology.md ("What a
    // change needs to be seen"): one comparison alone at 5% would find it about 9 times in 10;
    // Holm over the audit's 21 comparisons about half the time. More answers per engine raise it.
    const simulate = simulator('one-engine');
    const power = (answers: number) => {
      let found = 0;
      for (let i = 0; i < simulations; i++) {
        const comparisons = compareAudits(
          simulate(allEngines(before), answers),
          simulate({ ...allEngines(before), CHATGPT: after }, answers),
        );
        if (comparisons.some((c) => c.significant && c.engine === 'CHATGPT' && c.metric === 'mentionRate')) found++;
      }
      return found / simulations;
    };
    const at30 = power(30);
    expect(at30).toBeGreaterThan(0.4);
    expect(at30).toBeLessThan(0.7);
    expect(power(90)).toBeGreaterThanOrEqual(0.95);
  });
});
