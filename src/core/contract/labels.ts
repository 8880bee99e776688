/**
 * What people read for the service's codes: engines, mention kinds, roles and sentiment, score
 * names, severities, finding categories and statuses, run states and what started a run, plans
 * and roles. The one table of them, shared by every surface that writes for people (the report,
 * findings, the assistants' tool descriptions); the dashboard (web/src/labels.ts) imports this
 * module as it is (pure data: type imports, and the engines' names from their one list in
 * src/engines/engine-list.ts), so a label changes in one place and no page shows a code such as
 * `BING_COPILOT` or `RECOMMENDED`.
 */
import type {
  AuditRunStatus,
  AuditTrigger,
  CrawlerClass,
  CrawlerVerification,
  EngineAnswerStatus,
  FindingCategory,
  FindingStatus,
  KeyRole,
  MentionKind,
  MentionRole,
  Plan,
  Sentiment,
  Severity,
  UserRole,
  VisibilityMetric,
} from '../../generated/prisma/enums.ts';
import type { scoreSetSchema } from './schemas.ts';

type ScoreName = keyof (typeof scoreSetSchema)['shape'];

/** The engines' names as their users know them: written with the one list of engines. */
export { engineLabels } from '../../engines/engine-list.ts';

export const scoreLabels: Record<ScoreName, string> = {
  overall: 'Overall',
  citability: 'AI citability',
  brand: 'Brand authority',
  eeat: 'E-E-A-T',
  technical: 'Technical foundations',
  schema: 'Structured data',
  platform: 'Platform readiness',
};

/** Whose name a mention is. */
export const mentionKindLabels: Record<MentionKind, string> = {
  CLIENT: 'Your brand',
  COMPETITOR: 'Competitor',
  THIRD_PARTY: 'Other brand',
  CATEGORY: 'Category term',
};

/** What the answer does with the name (docs/methodology.md, "Roles"). */
export const mentionRoleLabels: Record<MentionRole, string> = {
  RECOMMENDED: 'Recommended',
  LISTED: 'Listed',
  COMPARED: 'Compared',
  CRITICIZED: 'Criticized',
  EXCLUDED: 'Advised against',
  UNKNOWN: 'Named only',
};

export const sentimentLabels: Record<Sentiment, string> = {
  POSITIVE: 'Positive',
  NEUTRAL: 'Neutral',
  NEGATIVE: 'Negative',
  MIXED: 'Mixed',
};

export const severityLabels: Record<Severity, string> = { CRITICAL: 'Critical', HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' };

export const findingCategoryLabels: Record<FindingCategory, string> = {
  CITABILITY: 'AI citability',
  TECHNICAL: 'Technical foundations',
  SCHEMA: 'Structured data',
  EEAT: 'E-E-A-T',
  BRAND: 'Brand authority',
  PLATFORM: 'Platform readiness',
};

export const findingStatusLabels: Record<FindingStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  DISMISSED: 'Dismissed',
};

/** An engine answer's state, as said after "The engine gave no text". */
export const answerStatusLabels: Record<EngineAnswerStatus, string> = {
  ANSWERED: 'it answered',
  FAILED: 'the request failed',
  RESERVED: 'no answer was received',
};

export const runStatusLabels: Record<AuditRunStatus, string> = { RUNNING: 'Running', COMPLETED: 'Completed', FAILED: 'Failed' };

/** What started a run. */
export const triggerLabels: Record<AuditTrigger, string> = {
  API: 'API',
  CLI: 'Command line',
  SCHEDULE: 'Schedule',
  DEMO: 'Demo data',
  DASHBOARD: 'Dashboard',
};

export const planLabels: Record<Plan, string> = { FREE: 'Free', PRO: 'Pro', AGENCY: 'Agency', ENTERPRISE: 'Enterprise' };

export const userRoleLabels: Record<UserRole, string> = { OWNER: 'Owner', MEMBER: 'Member' };

export const keyRoleLabels: Record<KeyRole, string> = {
  READ: 'Read',
  TRIGGER: 'Read and trigger audits',
  INGEST: 'Post access logs only',
};

export const metricLabels: Record<VisibilityMetric, string> = {
  mentionRate: 'Mention rate',
  citationRate: 'Citation rate',
  shareOfVoice: 'Share of voice',
};

/** What an AI crawler fetches for (docs/crawlers.md). */
export const crawlerClassLabels: Record<CrawlerClass, string> = {
  TRAINING: 'Model training',
  SEARCH_INDEX: 'AI search index',
  USER_FETCH: 'Fetch for a user',
  AGENT: 'Agent',
};

/** Whether a hit came from the bot it claims (docs/crawlers.md, verification). */
export const crawlerVerificationLabels: Record<CrawlerVerification, string> = {
  VERIFIED: 'Verified',
  CLAIMED_UNVERIFIED: 'Claimed, not verified',
  UNKNOWN_AI_LIKE: 'Unknown AI-like agent',
};

/** The AI products of data/crawlers/referrers.json by id; a product missing here shows its id. */
export const referralProductLabels: Record<string, string> = {
  chatgpt: 'ChatGPT',
  perplexity: 'Perplexity',
  claude: 'Claude',
  gemini: 'Gemini',
  copilot: 'Microsoft Copilot',
  grok: 'Grok',
  deepseek: 'DeepSeek',
  'meta-ai': 'Meta AI',
  mistral: 'Le Chat (Mistral)',
  you: 'You.com',
  phind: 'Phind',
};

/** A referral product's name, else its id as stored. */
export const referralProductName = (id: string) => referralProductLabels[id] ?? id;
