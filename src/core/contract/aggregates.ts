import { z } from 'zod';
import { DEFAULT_TOP_LIMIT, MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { countParam, dateTime, engineSchema, from, mentionSchema, scoreSetSchema, slugParam, to } from './schemas.ts';
import { engineNames } from '../../engines/engine-list.ts';

/**
 * Wire schemas of the visibility aggregates (the operations of core/api/operations/, such as
 * core/api/operations/visibility-summary.ts): the summary against the previous period,
 * visibility buckets, brand shares, cited domains, and the assistants' overview. As for schemas.ts, what is documented is what is validated and sent.
 */

export const topCitedDomainsInput = z.object({
  slug: slugParam,
  from: dateTime
    .describe('Earliest citation to include (inclusive), ISO 8601 with offset; with it, the previous period of the same length is compared')
    .optional(),
  to,
  engine: engineSchema.describe('Only citations of this engine').optional(),
  limit: countParam('How many domains', DEFAULT_TOP_LIMIT),
});

// ---- Aggregates ---------------------------------------------------------------------------------

const percentage = z.number().min(0).max(100).nullable();

export const citedDomainSchema = z
  .object({
    domain: z.string(),
    citations: z.number().int().min(0).describe('Citations of the domain in the window'),
    answers: z.number().int().min(0).describe('Answers citing it'),
    isClient: z.boolean().describe("The domain is the client's"),
    isCompetitor: z.boolean().describe("The domain is a tracked competitor's"),
    share: percentage.describe('Percent (0-100) of all citations in the window that cite the domain'),
    engines: z.array(engineSchema).max(engineNames.length).describe('The engines that cited it in the window'),
    previousCitations: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Its citations in the previous period of the same length; null without `from`'),
    previousShare: percentage.describe('Its share of the citations of the previous period; null without `from` or without citations then'),
    shareChange: z.number().min(-100).max(100).nullable().describe('share − previousShare, in percentage points'),
  })
  .meta({ id: 'CitedDomain', description: 'A domain the engines cite, with its share of the citations and its change.' });
export const topCitedDomainsSchema = z.object({ data: z.array(citedDomainSchema).max(MAX_PAGE_LIMIT) });

// ---- The cockpit's aggregates: summary with the previous period, grouped visibility, brand shares ----

/** A list in a query string: repeated (`groupBy=PROMPT&groupBy=ENGINE`) or comma-separated (`groupBy=PROMPT,ENGINE`). */
function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) =>
      typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v.flatMap((x: unknown) => (typeof x === 'string' ? x.split(',') : [x])) : v,
    // Each grouping once (uniqueItems), so at most three: one of DAY, WEEK, MONTH, then ENGINE and PROMPT.
    z.array(item).min(1).max(3).meta({ uniqueItems: true }),
  );
}

export const visibilityGroupingValues = ['DAY', 'WEEK', 'MONTH', 'ENGINE', 'PROMPT'] as const;
export const brandShareGroupingValues = ['ENGINE', 'DAY', 'WEEK', 'MONTH', 'PROMPT'] as const;
/** The plain readings of a change (core/analytics/period-comparison.ts; docs/methodology.md). */
export const verdictValues = ['up', 'down', 'steady', 'too_few_answers', 'no_data'] as const;

const engineFilter = engineSchema.describe('Only answers of this engine').optional();
/** A project, a time range of answers and optionally one engine. */
export const windowInput = z.object({ slug: slugParam, from, to, engine: engineFilter });

export const summaryInput = z.object({
  slug: slugParam,
  from: dateTime.describe('Start of the range (inclusive), ISO 8601 with offset; default: 30 days before `to`').optional(),
  to: dateTime.describe('End of the range (inclusive), ISO 8601 with offset; default: now').optional(),
  engine: engineFilter,
});

const figure = z.number().nullable();
export const visibilityRateSchema = z
  .object({
    value: figure.describe(
      'The figure: a percent 0-100 for the rates, an average rank (1 = first) for avgPosition; null when nothing to compute it from',
    ),
    low: figure.describe('Lower bound of its 95% interval; null when it has none'),
    high: figure.describe('Upper bound of its 95% interval; null when it has none'),
    n: z
      .number()
      .int()
      .min(0)
      .describe(
        'What it is computed from: answers (mentionRate, citationRate), client and competitor mentions (shareOfVoice), answers ranking the client (avgPosition)',
      ),
  })
  .meta({ id: 'VisibilityRate', description: 'One side of a comparison: the figure, its 95% interval and what it was computed from.' });

export const metricChangeSchema = z
  .object({
    current: visibilityRateSchema,
    previous: visibilityRateSchema,
    change: figure.describe('current − previous: percentage points for the rates, positions for avgPosition; null without both'),
    changeLow: figure.describe("Lower bound of the change's 95% interval (Newcombe's hybrid score; Welch's t for avgPosition)"),
    changeHigh: figure.describe("Upper bound of the change's 95% interval"),
    pValue: figure.describe('Two-sided p-value of "no change"; null when it cannot be tested'),
    adjustedPValue: figure.describe('Holm-adjusted over the tested metrics of this summary'),
    significant: z.boolean().describe('adjustedPValue ≤ 0.05'),
    verdict: z
      .enum(verdictValues)
      .describe(
        "up/down: significant, the figure rose/fell (for avgPosition down is better); steady: not significant and the change's interval within ±5 points (±0.5 positions); too_few_answers: not significant, interval wider than that; no_data: a side has nothing to compute from",
      ),
  })
  .meta({ id: 'MetricChange', description: 'A figure over the range against the previous period of the same length.' });

export const visibilitySummarySchema = z
  .object({
    from: dateTime.describe('Start of the range (inclusive)'),
    to: dateTime.describe('End of the range (inclusive)'),
    previousFrom: dateTime.describe('Start of the previous period: the same length just before `from`'),
    previousTo: dateTime.describe('End of the previous period (1 ms before `from`)'),
    engine: engineSchema.nullable().describe('The engine the summary is narrowed to; null for all engines'),
    mentionRate: metricChangeSchema.describe('Percent of answers that mention the client'),
    citationRate: metricChangeSchema.describe("Percent of answers that cite the client's domain"),
    shareOfVoice: metricChangeSchema.describe("The client's percent of client and competitor mentions"),
    avgPosition: metricChangeSchema.describe('Average rank (1 = first) of the client among the brands an answer names'),
  })
  .meta({ id: 'VisibilitySummary' });
export const visibilitySummaryOutput = z.object({ data: visibilitySummarySchema });

export const groupedVisibilityInput = windowInput.extend({
  groupBy: queryList(z.enum(visibilityGroupingValues)).describe(
    'One to three of DAY, WEEK, MONTH, ENGINE, PROMPT, each once, at most one of DAY, WEEK, MONTH (else 400 `invalid_group_by`): PROMPT and ENGINE give the prompt x engine matrix. In a query string, repeated or comma-separated',
  ),
});

const rate = (what: string) => percentage.describe(what);
const bound = (which: 'Lower' | 'Upper', of: string) => figure.describe(`${which} bound of the 95% interval of ${of}`);
export const visibilityBucketSchema = z
  .object({
    key: z
      .string()
      .nullable()
      .describe(
        'The bucket key of a single grouping (bucket start, engine, or tracked prompt id, null for answers without one); with several, the keys joined by "|"',
      ),
    keys: z.array(z.string().nullable()).max(3).describe('The key of each grouping, in the order of groupBy'),
    start: dateTime.nullable().describe('Start (UTC) of the time bucket; null without a time grouping'),
    engine: engineSchema.nullable().describe('The engine, when grouped by ENGINE'),
    promptId: z.string().nullable().describe('The tracked prompt, when grouped by PROMPT (null: answers without one)'),
    promptText: z.string().nullable().describe('Its text, when grouped by PROMPT'),
    answers: z.number().int().min(0).describe('Answers in the bucket'),
    answersMentioningClient: z.number().int().min(0),
    mentionRate: rate('answersMentioningClient / answers'),
    clientMentions: z.number().int().min(0),
    competitorMentions: z.number().int().min(0),
    shareOfVoice: rate('clientMentions / (clientMentions + competitorMentions)'),
    rankedAnswers: z.number().int().min(0).describe('Answers where the client is mentioned among named brands'),
    avgPosition: figure.describe("Average rank (1 = first) of the client's first mention among the brands named in an answer"),
    avgPositionLow: bound('Lower', 'avgPosition (t interval of the mean, at least 1)'),
    avgPositionHigh: bound('Upper', 'avgPosition'),
    sentimentMentions: z.number().int().min(0).describe('Client mentions with a sentiment'),
    positiveMentions: z.number().int().min(0),
    negativeMentions: z.number().int().min(0),
    sentimentScore: z.number().min(-100).max(100).nullable().describe('(positive − negative) / sentimentMentions, −100..100'),
    answersCitingClient: z.number().int().min(0),
    citationRate: rate("answersCitingClient / answers: answers citing the client's domain"),
    mentionRateLow: bound('Lower', 'mentionRate (Wilson score)'),
    mentionRateHigh: bound('Upper', 'mentionRate (Wilson score)'),
    citationRateLow: bound('Lower', 'citationRate (Wilson score)'),
    citationRateHigh: bound('Upper', 'citationRate (Wilson score)'),
    shareOfVoiceLow: bound('Lower', 'shareOfVoice (Wilson on the effective number of mentions, answers as clusters)'),
    shareOfVoiceHigh: bound('Upper', 'shareOfVoice (Wilson on the effective number of mentions, answers as clusters)'),
  })
  .meta({
    id: 'VisibilityBucket',
    description: 'Visibility of the client in the answers of one bucket. Rates are percents 0-100, null when their denominator is 0.',
  });
/** Upper bounds of the aggregates' lists (the OpenAPI document states one for every array). */
const MAX_BUCKETS = 100_000;
const MAX_BRANDS = 1_000;
export const visibilityBucketsOutput = z.object({ data: z.array(visibilityBucketSchema).max(MAX_BUCKETS) });

export const brandSharesInput = windowInput.extend({
  groupBy: queryList(z.enum(brandShareGroupingValues))
    .describe(
      'ENGINE, PROMPT and/or one of DAY, WEEK, MONTH, each once (else 400 `invalid_group_by`); default: one group over the range. In a query string, repeated or comma-separated',
    )
    .optional(),
});

export const brandShareSchema = z
  .object({
    name: z.string().describe("The brand's name (the project's name for the client)"),
    normalizedName: z
      .string()
      .nullable()
      .describe('The competitor as mentions normalize it; null for the client (all its names count as one brand)'),
    kind: mentionSchema.shape.kind.describe('CLIENT: the project itself; COMPETITOR: a tracked competitor'),
    isClient: z.boolean(),
    mentions: z.number().int().min(0).describe('Mentions of the brand'),
    answers: z.number().int().min(0).describe('Answers that mention it'),
    mentionRate: rate("answers / the group's answers: the brand's mention rate, as the client's in the visibility aggregate"),
    mentionRateLow: bound('Lower', 'mentionRate (Wilson score)'),
    mentionRateHigh: bound('Upper', 'mentionRate (Wilson score)'),
    share: rate('mentions / all client and competitor mentions of the group'),
    shareLow: bound('Lower', 'share (Wilson on the effective number of mentions, answers as clusters)'),
    shareHigh: bound('Upper', 'share'),
  })
  .meta({ id: 'BrandShare', description: 'Share of the client and competitor mentions that name one brand.' });

export const brandShareGroupSchema = z
  .object({
    engine: engineSchema.nullable().describe('The engine, when grouped by ENGINE'),
    promptId: z
      .string()
      .nullable()
      .describe('The tracked prompt, when grouped by PROMPT (null: answers without one, or not grouped by PROMPT)'),
    start: dateTime.nullable().describe('Start (UTC) of the time bucket, when grouped by DAY, WEEK or MONTH'),
    answers: z.number().int().min(0).describe('Answers in the group (the clusters of the intervals)'),
    brandMentions: z.number().int().min(0).describe('Client and competitor mentions in the group'),
    brands: z.array(brandShareSchema).max(MAX_BRANDS).describe('The client and each competitor named, most mentioned first'),
  })
  .meta({ id: 'BrandShareGroup' });
export const brandShareGroupsOutput = z.object({ data: z.array(brandShareGroupSchema).max(MAX_BUCKETS) });

export const auditChangeSchema = z
  .object({
    engine: engineSchema,
    metric: z.enum(['mentionRate', 'citationRate', 'shareOfVoice']),
    before: visibilityRateSchema,
    after: visibilityRateSchema,
    pValue: z.number().describe('Two-sided p-value of "no change" (z-test, or Fisher exact for small counts)'),
    adjustedPValue: z.number().describe("Holm-adjusted over the audit's comparisons"),
    significant: z.boolean().describe('adjustedPValue ≤ 0.05: the family-wise error rate is held at 5%'),
  })
  .meta({
    id: 'AuditVisibilityChange',
    description: "One engine's rate in the latest completed audit against the audit before it, as stored when the audit completed.",
  });

export const visibilityOverviewSchema = z.object({
  data: z.object({
    summary: visibilitySummarySchema,
    byEngine: z
      .array(
        z.object({
          engine: engineSchema,
          answers: z.number().int().min(0),
          mentionRate: percentage,
          citationRate: percentage,
          shareOfVoice: percentage,
          avgPosition: figure,
        }),
      )
      .max(engineNames.length)
      .describe('Each engine that answered in the range'),
    latestAudit: z
      .object({
        auditRunId: z.string(),
        runDate: dateTime,
        previousAuditRunId: z.string().nullable().describe('The completed audit before it; null for the first audit'),
        compared: z.number().int().min(0).describe('Comparisons made (engine x metric) against the previous audit'),
        significantChanges: z
          .array(auditChangeSchema)
          .max(3 * engineNames.length)
          .describe('The significant ones; the others did not change detectably'),
      })
      .nullable()
      .describe('The latest completed audit against the one before it; null before the first completed audit'),
  }),
});

// ---- Reads GraphQL alone serves (Project.topCitedUrls, retrievedNotCited, scoreTrend): their ----
// ---- inputs and items, the types the core reads return (core/analytics) ----

/** A window and the length of a top list (REST's name `limit`; GraphQL's `first`), as a top list read takes them. */
const topListInput = (what: string, engine: string) =>
  z.object({
    slug: slugParam,
    from,
    to,
    engine: engineSchema.describe(engine).optional(),
    limit: countParam(what, DEFAULT_TOP_LIMIT),
  });

export const topCitedUrlsInput = topListInput('How many URLs', 'Only citations of this engine');

export const citedUrlSchema = z
  .object({
    url: z.string().describe('The normalized URL.'),
    host: z.string().describe('The host of the URL'),
    title: z.string().nullable().describe('The title its citations gave it (one of them); null when none did'),
    citations: z.number().int().min(0).describe('Citations of the URL in the window'),
    answers: z.number().int().min(0).describe('Answers citing it'),
    isClient: z.boolean().describe("The URL is on the client's domain"),
    isCompetitor: z.boolean().describe("The URL is on a tracked competitor's domain"),
    share: percentage.describe('Percent (0-100) of all citations in the window that cite the URL'),
    engines: citedDomainSchema.shape.engines,
    previousCitations: citedDomainSchema.shape.previousCitations,
    previousShare: citedDomainSchema.shape.previousShare,
    shareChange: citedDomainSchema.shape.shareChange,
  })
  .describe('A URL the engines cite, with its citations and the answers citing it.');

export const retrievedNotCitedInput = topListInput('How many domains', 'Only answers of this engine');

export const retrievedNotCitedDomainSchema = z
  .object({
    domain: z.string(),
    answers: z.number().int().min(0).describe('Answers that retrieved a page of the domain and cited none of its pages.'),
    pages: z.number().int().min(0).describe('Pages of the domain retrieved and not cited, counted once per answer.'),
    isClient: z.boolean().describe("The domain is the client's"),
    isCompetitor: z.boolean().describe("The domain is a tracked competitor's"),
    matchedEntity: z.string().nullable().describe('The client or competitor owning the domain.'),
  })
  .describe('A domain engines retrieved for their answers without citing it there. Never counted as a citation.');

export const scoreTrendInput = z.object({ slug: slugParam, from, to });

export const scorePointSchema = z
  .object({
    auditRunId: z.string().describe('The completed run'),
    runDate: dateTime.describe('When it ran'),
    scores: scoreSetSchema,
  })
  .describe('The seven scores of one completed run.');
