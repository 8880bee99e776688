// The comparison of two sets of answers (core/analytics/period-comparison.ts) against published
// and hand-computed values: Newcombe's worked examples (Statistics in Medicine 1998, method 10),
// Student's t quantiles from the tables, Welch's test as scipy computes it, and each verdict.
import { describe, expect, it } from 'vitest';
import { comparePeriods, noAnswers, type PeriodCounts } from '../../src/core/analytics/period-comparison.ts';
import { studentTCdf, studentTQuantile } from '../../src/core/analytics/student-t.ts';

/** Counts where each answer names the client at most once and no competitor: shares of voice are 100% or absent. */
function answers(n: number, mentioning: number, citing = 0, ranks: number[] = []): PeriodCounts {
  return {
    ...noAnswers,
    answers: n,
    answersMentioningClient: mentioning,
    answersCitingClient: citing,
    clientMentions: mentioning,
    brandMentions: mentioning,
    clientSquares: mentioning,
    clientBrandProducts: mentioning,
    brandSquares: mentioning,
    rankedAnswers: ranks.length,
    rankSum: ranks.reduce((a, b) => a + b, 0),
    rankSquares: ranks.reduce((a, b) => a + b * b, 0),
  };
}

describe("Student's t", () => {
  it('has the 97.5% quantiles of the tables and the CDF of one degree of freedom (Cauchy)', () => {
    for (const [df, q] of [
      [1, 12.706],
      [2, 4.303],
      [5, 2.571],
      [10, 2.228],
      [30, 2.042],
      [120, 1.98],
    ])
      expect(studentTQuantile(0.975, df)).toBeCloseTo(q, 3);
    expect(studentTCdf(2, 1)).toBeCloseTo(0.5 + Math.atan(2) / Math.PI, 10);
    expect(studentTCdf(-1.5, 7) + studentTCdf(1.5, 7)).toBeCloseTo(1, 12);
    expect(studentTQuantile(0.025, 9)).toBeCloseTo(-studentTQuantile(0.975, 9), 10);
  });
});

describe('the change of a rate', () => {
  it("is Newcombe's hybrid score interval: his examples 56/70 vs 48/80 and 9/10 vs 3/10", () => {
    const a = comparePeriods(answers(70, 56), answers(80, 48)).mentionRate;
    expect([a.change, a.changeLow, a.changeHigh]).toEqual([20, 5.24, 33.39]);
    const b = comparePeriods(answers(10, 9), answers(10, 3)).mentionRate;
    expect([b.change, b.changeLow, b.changeHigh]).toEqual([60, 17.05, 80.9]);
    // 9 of 10 against 3 of 10: expected cells under 5, so Fisher's exact test (two-sided p = 0.0198).
    expect(b.pValue).toBeCloseTo(0.0197666, 6);
  });

  it('reads as steady when enough answers pin the change within ±5 points, and as too few answers when not', () => {
    const steady = comparePeriods(answers(4000, 2000), answers(4000, 2010)).mentionRate;
    expect(steady).toMatchObject({ significant: false, verdict: 'steady' });
    expect(steady.changeLow).toBeGreaterThan(-5);
    const few = comparePeriods(answers(20, 10), answers(20, 11)).mentionRate;
    expect(few).toMatchObject({ significant: false, verdict: 'too_few_answers' });
    const up = comparePeriods(answers(200, 150), answers(200, 50)).mentionRate;
    expect(up).toMatchObject({ change: 50, significant: true, verdict: 'up' });
  });

  it('has no data, no test and no Holm family share when a side has no answers', () => {
    const c = comparePeriods(answers(30, 9, 3, [1, 2]), noAnswers);
    for (const m of [c.mentionRate, c.citationRate, c.shareOfVoice, c.avgPosition])
      expect(m).toMatchObject({
        change: null,
        changeLow: null,
        changeHigh: null,
        pValue: null,
        adjustedPValue: null,
        significant: false,
        verdict: 'no_data',
      });
    expect(c.mentionRate.current).toEqual({ value: 30, low: 16.66, high: 47.88, n: 30 });
  });
});

describe('the change of the average position', () => {
  it("is Welch's: ranks 1,1,2,3,1,2 against 2,3,3,4,2 (scipy: t = -2.2616, p = 0.05150, df = 8.557)", () => {
    const c = comparePeriods(answers(6, 6, 0, [1, 1, 2, 3, 1, 2]), answers(5, 5, 0, [2, 3, 3, 4, 2])).avgPosition;
    expect(c.current).toEqual({ value: 1.67, low: 1, high: 2.52, n: 6 }); // 0.81 by the t interval: never below rank 1
    expect([c.change, c.changeLow, c.changeHigh]).toEqual([-1.13, -2.28, 0.01]);
    expect(c.pValue).toBeCloseTo(0.0515049, 6);
    expect(c.verdict).toBe('too_few_answers');
  });

  it('is exact when every rank is the same, and needs two ranked answers a side for an interval', () => {
    const same = comparePeriods(answers(3, 3, 0, [1, 1, 1]), answers(3, 3, 0, [1, 1, 1])).avgPosition;
    expect(same).toMatchObject({ change: 0, changeLow: 0, changeHigh: 0, pValue: 1 });
    const one = comparePeriods(answers(3, 1, 0, [2]), answers(3, 3, 0, [1, 2, 3])).avgPosition;
    expect(one.current).toEqual({ value: 2, low: null, high: null, n: 1 });
    expect(one).toMatchObject({ change: 0, pValue: null, verdict: 'too_few_answers' });
  });
});
