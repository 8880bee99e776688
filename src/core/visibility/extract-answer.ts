/** Extraction of one engine answer: its citations, retrieved-only sources and mentions, pure and deterministic. */
import type { EngineAnswerResult } from '../../engines/answer.ts';
import { type ExtractedCitation, extractCitations } from './citations.ts';
import { type ExtractedMention, extractMentions } from './mentions.ts';
import { type ExtractedRetrievedSource, extractRetrievedSources } from './retrieved-sources.ts';
import type { VisibilitySubject } from './subject.ts';

export interface AnswerExtraction {
  citations: ExtractedCitation[];
  retrieved: ExtractedRetrievedSource[];
  mentions: ExtractedMention[];
}

export function extractAnswer(answer: Pick<EngineAnswerResult, 'text' | 'sources'>, subject: VisibilitySubject): AnswerExtraction {
  return {
    citations: extractCitations(answer.sources, subject),
    retrieved: extractRetrievedSources(answer.sources, subject),
    mentions: extractMentions(answer.text, subject),
  };
}
