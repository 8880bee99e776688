// Proof of the intervals (docs/methodology.md, "Intervals"): Wilson's known values, and in 1,000
// simulated audits of engines with known rates each 95% interval covers the true rate 95% of the
// time (+/- 2 points).
import { describe, expect, it } from 'vitest';
import { metricView } from '../../src/core/analytics/compare-audits.ts';
import { effectiveMentions, shareOfVoiceInterval, wilson } from '../../src/core/analytics/intervals.ts';
import { allEngines, simulator } from './simulated-engines.ts';

describe('Wilson score interval', () => {
  it('matches the published values and is null without observations', () => {
    // Newcombe (1998), Statistics in Medicine 17:857, table I: 81/263 -> 0.2553-0.3662; 15/148 -> 0.0624-0.1605.
    expect(wilson(81, 263)).toEqual({ low: 25.53, high: 36.62 });
    expect(wilson(15, 148)).toEqual({ low: 6.24, high: 16.05 });
    expect(wilson(0, 10)).toEqual({ low: 0, high: 27.75 });
    expect(wilson(10, 10)).toEqual({ low: 72.25, high: 100 });
    expect(wilson(0, 0)).toBeNull();
  });

  it('share of voice: answers naming the client many times count less than as many independent mentions', () => {
    // 10 answers: 5 name only the client, 3 times each; 5 name only the competitor.
    const clustered = { answers: 10, clientMentions: 15, brandMentions: 20, clientSquares: 45, clientBrandProducts: 45, brandSquares: 50 };
    expect(effectiveMentions(clustered)).toBeCloseTo(12, 9);
    expect(effectiveMentions(clustered)).toBeLessThan(20);
    const independent = wilson(15, 20)!;
    const interval = shareOfVoiceInterval(clustered)!;
    expect(interval.high - interval.low).toBeGreaterThan(independent.high - independent.low);
    // No spread between answers (every answer 1 client, 1 competitor): no variance to estimate, n_eff = mentions.
    expect(
      effectiveMentions({ answers: 4, clientMentions: 4, brandMentions: 8, clientSquares: 4, clientBrandProducts: 8, brandSquares: 16 }),
    ).toBe(8);
    expect(
      shareOfVoiceInterval({ answers: 3, clientMentions: 0, brandMentions: 0, clientSquares: 0, clientBrandProducts: 0, brandSquares: 0 }),
    ).toBeNull();
  });
});

describe('coverage in 1,000 simulated audits', () => {
  const audits = 1000;
  const truth = { mention: 0.3, citation: 0.12, competitor: 0.6 };
  // Share of voice's true value: E[client mentions] / E[client + competitor mentions] per answer.
  const clientPerAnswer = truth.mention * 1.3;
  const trueShare = clientPerAnswer / (clientPerAnswer + truth.competitor);

  it.each([
    { metric: 'mentionRate' as const, answers: 30, trueValue: truth.mention },
    { metric: 'mentionRate' as const, answers: 150, trueValue: truth.mention },
    { metric: 'citationRate' as const, answers: 60, trueValue: truth.citation },
    { metric: 'shareOfVoice' as const, answers: 30, trueValue: trueShare },
    { metric: 'shareOfVoice' as const, answers: 150, trueValue: trueShare },
  ])('$metric with $answers answers per engine: 93-97% of intervals cover the true rate', ({ metric, answers, trueValue }) => {
    const simulate = simulator(`coverage-${metric}-${answers}`);
    let covered = 0;
    for (let i = 0; i < audits; i++) {
      const [engine] = simulate({ CHATGPT: truth }, answers);
      const { low, high } = metricView(engine, metric).side;
      if (low !== null && high !== null && low <= trueValue * 100 && trueValue * 100 <= high) covered++;
    }
    expect(covered / audits).toBeGreaterThanOrEqual(0.93);
    expect(covered / audits).toBeLessThanOrEqual(0.97);
  });

  it('holds over every engine of an audit at once (7 engines x 1,000 audits)', () => {
    const simulate = simulator('coverage-all-engines');
    let covered = 0;
    let intervals = 0;
    for (let i = 0; i < audits; i++) {
      for (const engine of simulate(allEngines(truth), 40)) {
        const { low, high } = metricView(engine, 'mentionRate').side;
        intervals++;
        if (low! <= 30 && 30 <= high!) covered++;
      }
    }
    expect(covered / intervals).toBeGreaterThanOrEqual(0.93);
    expect(covered / intervals).toBeLessThanOrEqual(0.97);
  });
});
