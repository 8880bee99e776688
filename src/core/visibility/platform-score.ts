/**
 * The platform score of a run: how often each engine cites the client's own site, averaged over
 * the engines that answered (docs/methodology.md, "Platform score"). Each engine weighs the same
 * whatever its number of answers.
 */
import type { EngineName } from '../../engines/answer.ts';
import { engineNames } from '../../engines/answer.ts';
import { type AnswerFacts, ratio, toScore } from './answer-facts.ts';

export interface EngineCitationRate {
  engine: EngineName;
  answers: number;
  answersCitingClient: number;
  /** answersCitingClient / answers. */
  citationRate: number;
}

export interface PlatformMetrics {
  /** Engines that answered at least once, in the order of `engineNames`. */
  engines: EngineCitationRate[];
  /** Mean of the engines' citation rates; null when no engine answered. */
  citationRate: number | null;
}

export function platformMetrics(answers: readonly AnswerFacts[]): PlatformMetrics {
  const engines: EngineCitationRate[] = [];
  for (const engine of engineNames) {
    const own = answers.filter((a) => a.engine === engine);
    if (!own.length) continue;
    const citing = own.filter((a) => a.citations.some((c) => c.isClientDomain)).length;
    engines.push({ engine, answers: own.length, answersCitingClient: citing, citationRate: citing / own.length });
  }
  return {
    engines,
    citationRate: ratio(
      engines.reduce((s, e) => s + e.citationRate, 0),
      engines.length,
    ),
  };
}

/** platform = round(100 · mean over answering engines of citationRate); null when no engine answered. */
export function platformScoreOf(m: PlatformMetrics): number | null {
  return m.citationRate === null ? null : toScore(m.citationRate);
}

export function platformScore(answers: readonly AnswerFacts[]): number | null {
  return platformScoreOf(platformMetrics(answers));
}
