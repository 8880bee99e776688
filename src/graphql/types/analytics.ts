// Result types of the aggregates on Project (core/analytics): the visibility summary, visibility
// buckets, share of voice per brand, top cited domains and URLs, domains retrieved and not cited,
// score trend. Each takes its fields from its schema (core/contract/aggregates.ts; zod-fields.ts):
// the operation's wire schema, or for a read GraphQL alone serves, the schema of what core returns.
// Definitions: docs/graphql.md.
import type { z } from 'zod';
import {
  brandShareGroupSchema,
  brandShareSchema,
  citedDomainSchema,
  citedUrlSchema,
  metricChangeSchema,
  retrievedNotCitedDomainSchema,
  scorePointSchema,
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

// The change against the previous period is REST's CitedDomain's; GraphQL's CitedUrl has not had it.
export const CitedUrlRef = builder.objectRef<Out<typeof citedUrlSchema>>('CitedUrl').implement({
  description: citedUrlSchema.description,
  fields: (t) => zodFields(t, citedUrlSchema, { omit: ['share', 'engines', 'previousCitations', 'previousShare', 'shareChange'] }),
});

export const RetrievedNotCitedDomainRef = builder
  .objectRef<Out<typeof retrievedNotCitedDomainSchema>>('RetrievedNotCitedDomain')
  .implement({
    description: retrievedNotCitedDomainSchema.description,
    fields: (t) => zodFields(t, retrievedNotCitedDomainSchema),
  });

export const ScorePointRef = builder.objectRef<Out<typeof scorePointSchema>>('ScorePoint').implement({
  description: scorePointSchema.description,
  fields: (t) => zodFields(t, scorePointSchema, { nested: { scores: ScoreSetRef }, types: { auditRunId: 'ID' } }),
});
