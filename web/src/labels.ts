// The human names of the service's codes on every page: the one table the reports also read
// (src/core/contract/labels.ts), imported as it is, plus the dashboard's own words. No page shows
// a code (an engine's, a kind's, a role's) where a person reads.
import { engineLabels } from '../../src/core/contract/labels.ts';
import type { Outputs } from './trpc.ts';

export {
  answerStatusLabels,
  crawlerClassLabels,
  crawlerVerificationLabels,
  engineLabels,
  findingCategoryLabels,
  findingStatusLabels,
  keyRoleLabels,
  mentionKindLabels,
  mentionRoleLabels,
  metricLabels,
  planLabels,
  referralProductName,
  runStatusLabels,
  scoreLabels,
  sentimentLabels,
  severityLabels,
  triggerLabels,
  userRoleLabels,
} from '../../src/core/contract/labels.ts';

export type Engine = keyof typeof engineLabels;
/** The engines in the order the service lists them (the API's order): the keys of the one list, src/engines/engine-list.ts. */
export const engines = Object.keys(engineLabels) as Engine[];
/** The seven score keys in the order they are shown. */
export const scoreKeys = ['overall', 'citability', 'brand', 'eeat', 'technical', 'schema', 'platform'] as const;

/** An engine's name; a code this version does not know stays readable rather than empty. */
export const engineName = (engine: string) => (engine in engineLabels ? engineLabels[engine as Engine] : engine);

type Citation = Outputs['projects']['citations']['data'][number];
/** Whose domain a cited or retrieved source is. */
export const whoseSource = (c: Pick<Citation, 'isClientDomain' | 'isCompetitorDomain'>) =>
  c.isClientDomain ? 'Your site' : c.isCompetitorDomain ? 'Competitor' : 'Third party';

/** Webhook delivery and API key states as the server writes them (lower case), as people read them. */
export const deliveryStateLabels: Record<string, string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
  held: 'Held while paused',
};
export const keyStateLabels: Record<string, string> = { active: 'Active', revoked: 'Revoked', expired: 'Expired' };

type LogDrain = Outputs['projects']['crawlerDrains'][number];
/** The log formats the service reads (docs/crawlers.md, Formats), as a drain's format is chosen. */
export const logFormatLabels: Record<LogDrain['format'], string> = {
  combined: 'nginx / Apache combined',
  'combined-forwarded': 'Combined with X-Forwarded-For',
  cloudflare: 'Cloudflare Logpush (http_requests)',
  fastly: 'Fastly JSON',
  cloudfront: 'CloudFront standard logs',
  vercel: 'Vercel log drain',
  json: 'JSON lines (default field names)',
};
/** Who posts to a log drain (docs/crawlers.md, "A log drain"). */
export const drainProviderLabels: Record<LogDrain['provider'], string> = {
  vercel: 'Vercel',
  generic: 'Any sender signing as Vercel does',
};
