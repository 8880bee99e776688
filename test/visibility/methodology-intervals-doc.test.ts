// docs/methodology.md, "Intervals and significant change": its worked examples are what the code
// computes.
import { describe, expect, it } from 'vitest';
import { changePValue, FAMILY_WISE_ALPHA, holmAdjust } from '../../src/core/analytics/change-tests.ts';
import { effectiveMentions, shareOfVoiceInterval, wilson, Z95 } from '../../src/core/analytics/intervals.ts';
import { methodologyText } from '../support/methodology-doc.ts';

const section = methodologyText('## Intervals and significant change');
const range = (i: { low: number; high: number } | null) => `${i!.low.toFixed(2)}-${i!.high.toFixed(2)}`;

describe('docs/methodology.md, intervals and significant change, matches the code', () => {
  it('states the quantile and the family-wise level the code uses', () => {
    expect(section).toContain(`z = ${Z95.toFixed(6)}`);
    expect(section).toContain(`adjusted p-value is at most ${FAMILY_WISE_ALPHA}`);
  });

  it('the Wilson examples', () => {
    expect(section).toContain(`**30%, 95% interval ${range(wilson(9, 30))}**`);
    expect(section).toContain(`**90%, 95% interval ${range(wilson(27, 30))}**`);
  });

  it('the share of voice example', () => {
    const sums = {
      answers: 10,
      clientMentions: 15,
      brandMentions: 20,
      clientSquares: 5 * 9,
      clientBrandProducts: 5 * 9,
      brandSquares: 5 * 9 + 5,
    };
    expect(section).toContain(`**${effectiveMentions(sums)} effective mentions**`);
    expect(section).toContain(`**${range(shareOfVoiceInterval(sums))}**, against ${range(wilson(15, 20))}`);
  });

  it('the significant change example: p-values and Holm over 9 comparisons', () => {
    const chatgpt = changePValue({ successes: 9, n: 30 }, { successes: 27, n: 30 });
    const perplexity = changePValue({ successes: 6, n: 30 }, { successes: 12, n: 30 });
    // The 7 other comparisons of the example are larger (unchanged rates).
    const adjusted = holmAdjust([chatgpt, perplexity, 0.2, 0.35, 0.5, 0.61, 0.8, 1, 1]);
    expect(section).toContain(`**p = ${chatgpt.toFixed(7)}**`);
    expect(section).toContain(`adjusted\n**${adjusted[0].toFixed(7)}**, significant`);
    expect(adjusted[0]).toBeLessThanOrEqual(FAMILY_WISE_ALPHA);
    expect(section).toContain(`**p = ${perplexity.toFixed(4)}**: times 8 gives **${adjusted[1].toFixed(4)}**, not significant`);
    expect(adjusted[1]).toBeGreaterThan(FAMILY_WISE_ALPHA);
  });
});
