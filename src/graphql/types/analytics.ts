// Result types of the aggregates on Project (core/analytics): visibility buckets, share of voice
// per brand, top cited domains and URLs, score trend. Definitions: docs/graphql.md.
import type { shareOfVoice } from '../../core/analytics/share-of-voice.ts';
import type { scoreTrend } from '../../core/analytics/score-trend.ts';
import type { topCitedDomains, topCitedUrls } from '../../core/analytics/top-cited.ts';
import type { RetrievedNotCitedDomain } from '../../core/analytics/retrieved-not-cited.ts';
import type { VisibilityBucket } from '../../core/analytics/visibility.ts';
import { builder } from '../builder.ts';
import { MentionKindEnum } from './enums.ts';
import { ScoreSetRef } from './score-set.ts';

/** The description of a 95% interval bound (docs/methodology.md, "Intervals"). */
function intervalBound(rate: 'mentionRate' | 'citationRate' | 'shareOfVoice', which: 'Lower' | 'Upper'): string {
  return rate === 'shareOfVoice'
    ? `${which} bound of the 95% interval of shareOfVoice (0-100): Wilson on the effective number of mentions, answers as clusters.`
    : `${which} bound of the 95% Wilson score interval of ${rate} (0-100).`;
}

export const VisibilityBucketRef = builder.objectRef<VisibilityBucket>('VisibilityBucket').implement({
  description: 'Visibility of the client in the answers of one bucket. Rates are percentages 0-100, null when their denominator is 0.',
  fields: (t) => ({
    key: t.exposeString('key', {
      nullable: true,
      description: 'Bucket start (DAY/WEEK/MONTH), engine (ENGINE) or tracked prompt id (PROMPT; null = answers without a tracked prompt).',
    }),
    start: t.expose('start', { type: 'DateTime', nullable: true, description: 'Start of the time bucket (UTC); null for ENGINE/PROMPT.' }),
    answers: t.exposeInt('answers', { description: 'Answers in the bucket (see "answer" in the definitions).' }),
    answersMentioningClient: t.exposeInt('answersMentioningClient'),
    mentionRate: t.exposeFloat('mentionRate', { nullable: true, description: 'answersMentioningClient / answers.' }),
    clientMentions: t.exposeInt('clientMentions'),
    competitorMentions: t.exposeInt('competitorMentions'),
    shareOfVoice: t.exposeFloat('shareOfVoice', { nullable: true, description: 'clientMentions / (clientMentions + competitorMentions).' }),
    rankedAnswers: t.exposeInt('rankedAnswers', { description: 'Answers where the client is mentioned among named brands.' }),
    avgPosition: t.exposeFloat('avgPosition', {
      nullable: true,
      description: "Average rank (1 = first) of the client's first mention among the brands named in an answer.",
    }),
    sentimentMentions: t.exposeInt('sentimentMentions', { description: 'Client mentions with a sentiment.' }),
    positiveMentions: t.exposeInt('positiveMentions'),
    negativeMentions: t.exposeInt('negativeMentions'),
    sentimentScore: t.exposeFloat('sentimentScore', {
      nullable: true,
      description: '(positive - negative) / sentimentMentions, -100..100.',
    }),
    answersCitingClient: t.exposeInt('answersCitingClient'),
    citationRate: t.exposeFloat('citationRate', {
      nullable: true,
      description: "answersCitingClient / answers: answers citing the client's domain.",
    }),
    // The 95% interval bounds of the three rates (docs/methodology.md, "Intervals"); null when n = 0.
    mentionRateLow: t.exposeFloat('mentionRateLow', { nullable: true, description: intervalBound('mentionRate', 'Lower') }),
    mentionRateHigh: t.exposeFloat('mentionRateHigh', { nullable: true, description: intervalBound('mentionRate', 'Upper') }),
    citationRateLow: t.exposeFloat('citationRateLow', { nullable: true, description: intervalBound('citationRate', 'Lower') }),
    citationRateHigh: t.exposeFloat('citationRateHigh', { nullable: true, description: intervalBound('citationRate', 'Upper') }),
    shareOfVoiceLow: t.exposeFloat('shareOfVoiceLow', { nullable: true, description: intervalBound('shareOfVoice', 'Lower') }),
    shareOfVoiceHigh: t.exposeFloat('shareOfVoiceHigh', { nullable: true, description: intervalBound('shareOfVoice', 'Upper') }),
  }),
});

type BrandShare = Awaited<ReturnType<typeof shareOfVoice>>[number];
export const BrandShareRef = builder.objectRef<BrandShare>('BrandShare').implement({
  description: 'Share of the client and competitor mentions that name one brand.',
  fields: (t) => ({
    name: t.exposeString('name'),
    normalizedName: t.exposeString('normalizedName', {
      nullable: true,
      description: 'null for the client (all its names count as one brand).',
    }),
    kind: t.expose('kind', { type: MentionKindEnum }),
    isClient: t.exposeBoolean('isClient'),
    mentions: t.exposeInt('mentions'),
    answers: t.exposeInt('answers', { description: 'Answers that mention the brand.' }),
    share: t.exposeFloat('share', { nullable: true, description: 'mentions / all client and competitor mentions, 0-100.' }),
  }),
});

type CitedDomain = Awaited<ReturnType<typeof topCitedDomains>>[number];
export const CitedDomainRef = builder.objectRef<CitedDomain>('CitedDomain').implement({
  fields: (t) => ({
    domain: t.exposeString('domain'),
    citations: t.exposeInt('citations'),
    answers: t.exposeInt('answers'),
    isClient: t.exposeBoolean('isClient'),
    isCompetitor: t.exposeBoolean('isCompetitor'),
  }),
});

type CitedUrl = Awaited<ReturnType<typeof topCitedUrls>>[number];
export const CitedUrlRef = builder.objectRef<CitedUrl>('CitedUrl').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The normalized URL.' }),
    host: t.exposeString('host'),
    title: t.exposeString('title', { nullable: true }),
    citations: t.exposeInt('citations'),
    answers: t.exposeInt('answers'),
    isClient: t.exposeBoolean('isClient'),
    isCompetitor: t.exposeBoolean('isCompetitor'),
  }),
});

export const RetrievedNotCitedDomainRef = builder.objectRef<RetrievedNotCitedDomain>('RetrievedNotCitedDomain').implement({
  description: 'A domain engines retrieved for their answers without citing it there. Never counted as a citation.',
  fields: (t) => ({
    domain: t.exposeString('domain'),
    answers: t.exposeInt('answers', { description: 'Answers that retrieved a page of the domain and cited none of its pages.' }),
    pages: t.exposeInt('pages', { description: 'Pages of the domain retrieved and not cited, counted once per answer.' }),
    isClient: t.exposeBoolean('isClient'),
    isCompetitor: t.exposeBoolean('isCompetitor'),
    matchedEntity: t.exposeString('matchedEntity', { nullable: true, description: 'The client or competitor owning the domain.' }),
  }),
});

type ScorePoint = Awaited<ReturnType<typeof scoreTrend>>[number];
export const ScorePointRef = builder.objectRef<ScorePoint>('ScorePoint').implement({
  fields: (t) => ({
    auditRunId: t.exposeID('auditRunId'),
    runDate: t.expose('runDate', { type: 'DateTime' }),
    scores: t.field({ type: ScoreSetRef, resolve: (p) => p.scores }),
  }),
});
