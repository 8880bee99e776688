// Result types of the aggregates on Project (core/analytics): the visibility summary, visibility
// buckets, share of voice per brand, top cited domains and URLs, score trend. Those that are
// operations of the API take their fields from the operation's wire schema (zod-fields.ts).
// Definitions: docs/graphql.md.
import type { z } from 'zod';
import type { scoreTrend } from '../../core/analytics/score-trend.ts';
import type { topCitedUrls } from '../../core/analytics/top-cited.ts';
import type { RetrievedNotCitedDomain } from '../../core/analytics/retrieved-not-cited.ts';
import {
  brandShareGroupSchema,
  brandShareSchema,
  citedDomainSchema,
  metricChangeSchema,
  visibilityBucketSchema,
  visibilitySummarySchema,
} from '../../core/contract/aggregates.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';
import { ScoreSetRef } from './score-set.ts';
import { RateSideRef } from './visibility-change.ts';

type Out<S extends z.ZodType> = z.output<S>;

export const VisibilityBucketRef = builder.objectRef<Out<typeof visibilityBucketSchema>>('VisibilityBucket').implement({
  description: visibilityBucketSchema.description,
  fields: (t) => zodFields(t, visibilityBucketSchema),
});

export const MetricChangeRef = builder.objectRef<Out<typeof metricChangeSchema>>('MetricChange').implement({
  description: metricChangeSchema.description,
  fields: (t) => zodFields(t, metricChangeSchema, { nested: { current: RateSideRef, previous: RateSideRef } }),
});

const metricChanges = {
  mentionRate: MetricChangeRef,
  citationRate: MetricChangeRef,
  shareOfVoice: MetricChangeRef,
  avgPosition: MetricChangeRef,
};
export const VisibilitySummaryRef = builder.objectRef<Out<typeof visibilitySummarySchema>>('VisibilitySummary').implement({
  description:
    "The client's mention rate, citation rate, share of voice and average position over a range, against the previous period of the same length (docs/methodology.md).",
  fields: (t) => zodFields(t, visibilitySummarySchema, { nested: metricChanges }),
});

export const BrandShareRef = builder.objectRef<Out<typeof brandShareSchema>>('BrandShare').implement({
  description: brandShareSchema.description,
  fields: (t) => zodFields(t, brandShareSchema),
});

export const BrandShareGroupRef = builder.objectRef<Out<typeof brandShareGroupSchema>>('BrandShareGroup').implement({
  description:
    'The brands of one group of answers (an engine, a tracked prompt, a time bucket, several of them, or the whole range) with their shares.',
  fields: (t) => zodFields(t, brandShareGroupSchema, { nested: { brands: BrandShareRef } }),
});

export const CitedDomainRef = builder.objectRef<Out<typeof citedDomainSchema>>('CitedDomain').implement({
  description: citedDomainSchema.description,
  fields: (t) => zodFields(t, citedDomainSchema),
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
