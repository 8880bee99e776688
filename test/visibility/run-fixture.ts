/** A hand-computed run shared by the score and findings tests. */
import type { AnswerFacts, CitationFacts, MentionFacts } from '../../src/core/visibility/answer-facts.ts';
import type { EngineName } from '../../src/engines/answer.ts';

export const client = (role: MentionFacts['role'], sentiment: MentionFacts['sentiment'], position: number): MentionFacts => ({
  kind: 'CLIENT',
  name: 'Acme',
  role,
  sentiment,
  position,
});
export const rival = (name: string, role: MentionFacts['role'], position: number): MentionFacts => ({
  kind: 'COMPETITOR',
  name,
  role,
  sentiment: 'NEUTRAL',
  position,
});
export const cite = (host: string, owner: 'client' | 'competitor' | null = null): CitationFacts => ({
  host,
  normalizedUrl: `https://${host}/`,
  isClientDomain: owner === 'client',
  isCompetitorDomain: owner === 'competitor',
  matchedEntity: owner === 'client' ? 'Acme' : owner === 'competitor' ? 'Rival' : null,
});
export const answer = (engine: EngineName, promptId: string, mentions: MentionFacts[], citations: CitationFacts[]): AnswerFacts => ({
  engine,
  promptId,
  promptText: promptId === 'p1' ? 'best CRM for agencies' : 'cheapest CRM',
  mentions,
  citations,
});

/** Four answers, hand-computed in the comments. */
export const run: AnswerFacts[] = [
  answer('CHATGPT', 'p1', [client('RECOMMENDED', 'POSITIVE', 1), rival('Rival', 'LISTED', 2)], [cite('acme.com', 'client')]),
  answer(
    'CLAUDE',
    'p1',
    [rival('Rival', 'RECOMMENDED', 1), { ...client('LISTED', 'NEGATIVE', 3), context: 'Acme is clunky.' }],
    [cite('reviewhub.example')],
  ),
  answer('CHATGPT', 'p2', [rival('Rival', 'RECOMMENDED', 1), rival('Zenith', 'LISTED', 2)], [cite('rival.io', 'competitor')]),
  answer('PERPLEXITY', 'p2', [], []),
];
