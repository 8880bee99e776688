/**
 * The brand score of a run: how often and how well the engines speak of the client against its
 * competitors. The formula is docs/methodology.md's ("Brand score"); the intermediate metrics are
 * exported because aggregates elsewhere (GraphQL) must use the same definitions.
 */
import type { Sentiment } from '../../generated/prisma/enums.ts';
import { type AnswerFacts, ratio, toScore } from './answer-facts.ts';

/** Weights of the five brand metrics; they sum to 100. */
export const brandWeights = {
  mentionRate: 30,
  shareOfVoice: 20,
  position: 15,
  sentiment: 15,
  recommendationRate: 20,
} as const;

/** Value of a client mention's sentiment in the sentiment score. */
export const sentimentValues: Record<Sentiment, number> = { POSITIVE: 1, MIXED: 0.5, NEUTRAL: 0.5, NEGATIVE: 0 };

export interface BrandMetrics {
  answers: number;
  answersMentioningClient: number;
  /** answersMentioningClient / answers. */
  mentionRate: number | null;
  clientMentions: number;
  competitorMentions: number;
  /** clientMentions / (clientMentions + competitorMentions), mention rows (one per name per answer). */
  shareOfVoice: number | null;
  /** Mean rank of the client's first mention among the named brands, over answers that name it. */
  avgPosition: number | null;
  /** 1 / avgPosition. */
  positionScore: number | null;
  /** Mean sentiment value of the client's mentions. */
  sentimentScore: number | null;
  answersRecommendingClient: number;
  /** answersRecommendingClient / answers. */
  recommendationRate: number | null;
}

export function brandMetrics(answers: readonly AnswerFacts[]): BrandMetrics {
  let mentioning = 0;
  let recommending = 0;
  let clientMentions = 0;
  let competitorMentions = 0;
  const positions: number[] = [];
  const sentiments: number[] = [];
  for (const a of answers) {
    const client = a.mentions.filter((m) => m.kind === 'CLIENT');
    clientMentions += client.length;
    competitorMentions += a.mentions.filter((m) => m.kind === 'COMPETITOR').length;
    if (client.length) mentioning += 1;
    if (client.some((m) => m.role === 'RECOMMENDED')) recommending += 1;
    const ranks = client.map((m) => m.position).filter((p): p is number => p !== null && p > 0);
    if (ranks.length) positions.push(Math.min(...ranks));
    for (const m of client) if (m.sentiment) sentiments.push(sentimentValues[m.sentiment]);
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
  const avgPosition = mean(positions);
  return {
    answers: answers.length,
    answersMentioningClient: mentioning,
    mentionRate: ratio(mentioning, answers.length),
    clientMentions,
    competitorMentions,
    shareOfVoice: ratio(clientMentions, clientMentions + competitorMentions),
    avgPosition,
    positionScore: avgPosition === null ? null : 1 / avgPosition,
    sentimentScore: mean(sentiments),
    answersRecommendingClient: recommending,
    recommendationRate: ratio(recommending, answers.length),
  };
}

/**
 * brand = round(30·mentionRate + 20·shareOfVoice + 15·positionScore + 15·sentimentScore +
 * 20·recommendationRate), each metric 0-1 and counted 0 when null; null when no engine answered.
 */
export function brandScoreOf(m: BrandMetrics): number | null {
  if (m.answers === 0) return null;
  const w = brandWeights;
  const sum =
    w.mentionRate * (m.mentionRate ?? 0) +
    w.shareOfVoice * (m.shareOfVoice ?? 0) +
    w.position * (m.positionScore ?? 0) +
    w.sentiment * (m.sentimentScore ?? 0) +
    w.recommendationRate * (m.recommendationRate ?? 0);
  return toScore(sum / 100);
}

export function brandScore(answers: readonly AnswerFacts[]): number | null {
  return brandScoreOf(brandMetrics(answers));
}
