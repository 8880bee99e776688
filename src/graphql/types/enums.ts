// The enums of the API, the same values as REST (they come from the Prisma schema).
import {
  AuditRunStatus,
  EngineAnswerStatus,
  EngineProbeStatus,
  FindingCategory,
  FindingStatus,
  MentionJudgementStatus,
  MentionKind,
  MentionRole,
  Sentiment,
  Severity,
  VisibilityMetric,
} from '../../generated/prisma/enums.ts';
import { visibilityGroupings } from '../../core/analytics/visibility.ts';
import { brandShareGroupingValues, verdictValues } from '../../core/contract/aggregates.ts';
import { engineSchema } from '../../core/contract/schemas.ts';
import {
  crawlerClassValues,
  crawlerVerificationValues,
  funnelSegmentValues,
  funnelSortValues,
} from '../../core/crawlers-report/contract.ts';
import { builder } from '../builder.ts';

export const EngineEnum = builder.enumType('Engine', { values: engineSchema.options });
export const VisibilityMetricEnum = builder.enumType(VisibilityMetric, { name: 'VisibilityMetric' });
export const AuditRunStatusEnum = builder.enumType(AuditRunStatus, { name: 'AuditRunStatus' });
export const MentionKindEnum = builder.enumType(MentionKind, { name: 'MentionKind' });
export const MentionRoleEnum = builder.enumType(MentionRole, { name: 'MentionRole' });
export const SentimentEnum = builder.enumType(Sentiment, { name: 'Sentiment' });
export const MentionJudgementStatusEnum = builder.enumType(MentionJudgementStatus, { name: 'MentionJudgementStatus' });
export const SeverityEnum = builder.enumType(Severity, { name: 'Severity' });
export const FindingCategoryEnum = builder.enumType(FindingCategory, { name: 'FindingCategory' });
export const FindingStatusEnum = builder.enumType(FindingStatus, { name: 'FindingStatus' });
export const EngineProbeStatusEnum = builder.enumType(EngineProbeStatus, { name: 'EngineProbeStatus' });
export const EngineAnswerStatusEnum = builder.enumType(EngineAnswerStatus, { name: 'EngineAnswerStatus' });
export const VisibilityGroupingEnum = builder.enumType('VisibilityGrouping', {
  values: visibilityGroupings,
  description: 'Buckets of the visibility aggregate: UTC day, ISO week (Monday), UTC month, engine or tracked prompt.',
});

export const BrandShareGroupingEnum = builder.enumType('BrandShareGrouping', {
  values: brandShareGroupingValues,
  description: 'Groups of the share of voice by brand: engine, UTC day, ISO week (Monday) or UTC month.',
});
export const VisibilityVerdictEnum = builder.enumType('VisibilityVerdict', {
  values: verdictValues,
  description:
    "The plain reading of a change: up/down (significant: the figure rose/fell; for avgPosition down is better), steady (not significant, the change's 95% interval within ±5 points or ±0.5 positions), too_few_answers (not significant, the interval wider: too few answers to tell), no_data (a side has nothing to compute from).",
});

export const CrawlerClassEnum = builder.enumType('CrawlerClass', {
  values: crawlerClassValues,
  description:
    'What an AI crawler fetches for: model training, a search index, a fetch a user triggered in a conversation, an agent acting for a user.',
});
export const CrawlerVerificationEnum = builder.enumType('CrawlerVerification', {
  values: crawlerVerificationValues,
  description:
    "VERIFIED: the address is in the operator's published ranges; CLAIMED_UNVERIFIED: the agent claims the bot, the address does not; UNKNOWN_AI_LIKE: an AI-looking agent no entry matches.",
});

export const FunnelSortEnum = builder.enumType('FunnelSort', {
  values: funnelSortValues,
  description:
    'Order of the page funnel: by verified hits, citations, visits or last crawl (most first, the path breaking ties), or by path (A to Z).',
});
export const FunnelSegmentEnum = builder.enumType('FunnelSegment', {
  values: funnelSegmentValues,
  description:
    'Which pages the funnel lists: all, cited without a verified hit in the range, crawled (verified) without a citation, cited and refused to verified bots (4xx/5xx), or cited and disallowed to an answer crawler by robots.txt.',
});

/**
 * The enums a wire schema's enum field or an input's enum parameter may be (zod-fields.ts matches a
 * zod enum to one by its values). The groupings are not here: they have the same values, so a
 * field names which it takes.
 */
export const apiEnums: { ref: unknown; values: readonly string[] }[] = [
  { ref: EngineEnum, values: engineSchema.options },
  { ref: AuditRunStatusEnum, values: Object.values(AuditRunStatus) },
  { ref: MentionKindEnum, values: Object.values(MentionKind) },
  { ref: MentionRoleEnum, values: Object.values(MentionRole) },
  { ref: SentimentEnum, values: Object.values(Sentiment) },
  { ref: MentionJudgementStatusEnum, values: Object.values(MentionJudgementStatus) },
  { ref: SeverityEnum, values: Object.values(Severity) },
  { ref: FindingCategoryEnum, values: Object.values(FindingCategory) },
  { ref: FindingStatusEnum, values: Object.values(FindingStatus) },
  { ref: EngineProbeStatusEnum, values: Object.values(EngineProbeStatus) },
  { ref: EngineAnswerStatusEnum, values: Object.values(EngineAnswerStatus) },
  { ref: VisibilityVerdictEnum, values: verdictValues },
  { ref: CrawlerClassEnum, values: crawlerClassValues },
  { ref: CrawlerVerificationEnum, values: crawlerVerificationValues },
  { ref: VisibilityMetricEnum, values: Object.values(VisibilityMetric) },
  { ref: FunnelSortEnum, values: funnelSortValues },
  { ref: FunnelSegmentEnum, values: funnelSegmentValues },
];
