// Simulated engines with known rates, for the proof tests of intervals and significant change: an
// audit is, per engine, `answers` answers each mentioning the client with the engine's true
// mention rate (once or twice), citing it with its citation rate, and naming a competitor with a
// fixed chance; what the audit stores is what compare-audits.ts reads (core/analytics).
import type { EngineCounts } from '../../src/core/analytics/compare-audits.ts';
import { seededRandom } from '../../src/core/demo/random.ts';
import type { Engine } from '../../src/generated/prisma/client.ts';
import { noAnswers } from '../../src/core/analytics/period-comparison.ts';

export const engines: Engine[] = ['CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI', 'GOOGLE_AIO', 'BING_COPILOT', 'GROK'];

export interface TrueRates {
  mention: number;
  citation: number;
  /** Chance that an answer names the competitor (once). */
  competitor: number;
}

export type Simulator = (rates: Partial<Record<Engine, TrueRates>>, answers: number) => EngineCounts[];

export function simulator(seed: string): Simulator {
  const random = seededRandom(seed);
  return (rates, answers) =>
    engines
      .filter((e) => rates[e])
      .map((engine) => {
        const r = rates[engine]!;
        const { rankedAnswers: _r, rankSum: _s, rankSquares: _q, ...zero } = noAnswers;
        const c: EngineCounts = { ...zero, engine, answers };
        for (let i = 0; i < answers; i++) {
          const mentions = random() < r.mention ? (random() < 0.3 ? 2 : 1) : 0;
          const competitor = random() < r.competitor ? 1 : 0;
          if (mentions > 0) c.answersMentioningClient++;
          if (random() < r.citation) c.answersCitingClient++;
          const brand = mentions + competitor;
          c.clientMentions += mentions;
          c.brandMentions += brand;
          c.clientSquares += mentions * mentions;
          c.clientBrandProducts += mentions * brand;
          c.brandSquares += brand * brand;
        }
        return c;
      });
}

/** Every engine at the same true rates. */
export function allEngines(rates: TrueRates): Record<Engine, TrueRates> {
  return Object.fromEntries(engines.map((e) => [e, rates])) as Record<Engine, TrueRates>;
}
