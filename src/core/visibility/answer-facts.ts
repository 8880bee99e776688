/**
 * What scores and findings read from a run: per engine answer, the prompt it answered and the
 * extracted mentions and citations. Rows read back from the database fit too (they carry the
 * same fields), so aggregates over stored data use the same definitions.
 */
import type { EngineName } from '../../engines/answer.ts';
import type { ExtractedCitation } from './citations.ts';
import type { ExtractedMention } from './mentions.ts';

export type MentionFacts = Pick<ExtractedMention, 'kind' | 'name' | 'role' | 'sentiment' | 'position'> &
  Partial<Pick<ExtractedMention, 'context'>>;
export type CitationFacts = Pick<ExtractedCitation, 'host' | 'normalizedUrl' | 'isClientDomain' | 'isCompetitorDomain' | 'matchedEntity'>;

/** One engine's answer to one tracked prompt, after extraction. */
export interface AnswerFacts {
  engine: EngineName;
  promptId: string;
  promptText: string;
  mentions: MentionFacts[];
  citations: CitationFacts[];
}

/** A ratio, or null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** 0-1 value to an integer 0-100 score, rounding half up without floating-point noise (0.625 -> 63). */
export function toScore(value: number): number {
  return Math.round(Math.round(value * 1e8) / 1e6);
}
