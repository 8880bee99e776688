/**
 * What one parsed log line is: an AI crawler's hit (which bot, whether its address verifies it),
 * a visit an AI product referred, or neither. Times, statuses and paths are checked here: a line
 * that fails is bad with its reason (log lines are attacker-controlled; docs/crawlers.md).
 */
import type { AddressRanges } from './address-ranges.ts';
import type { CrawlerCatalog, CrawlerClassName } from './catalog.ts';
import type { BadReason, LogRecord } from './log-formats.ts';
import { recentAnswers } from '../kernel/recent-answers.ts';

export type Verification = 'VERIFIED' | 'CLAIMED_UNVERIFIED' | 'UNKNOWN_AI_LIKE';

export interface BotHit {
  kind: 'hit';
  hour: number;
  bot: string;
  operator: string;
  botClass: CrawlerClassName;
  verification: Verification;
  path: string;
  status: number;
  /** The agent as sent, for an AI-looking agent no entry matched (the review sample). */
  unmatchedAgent?: string;
}

export interface Referral {
  kind: 'referral';
  hour: number;
  product: string;
  path: string;
}

export type Classified = BotHit | Referral | null;

/** Longest path kept (longer: bad `path_too_long`). */
export const MAX_PATH_LENGTH = 2048;
/** Longest user agent kept in the unmatched sample. */
const MAX_SAMPLE_AGENT = 512;
const EARLIEST = Date.UTC(1990, 0, 1);
/** Clock skew a log may have before a time counts as in the future. */
const FUTURE_TOLERANCE_MS = 60 * 60_000;
const HOUR = 3_600_000;

/** Why a line's request time cannot be counted (null: it can): not a time, before 1990, in the future. */
export function timeProblem(time: number, now: number): BadReason | null {
  if (!Number.isFinite(time)) return 'invalid_time';
  if (time < EARLIEST) return 'time_before_1990';
  if (time > now + FUTURE_TOLERANCE_MS) return 'time_in_future';
  return null;
}

export function classify(r: LogRecord, catalog: CrawlerCatalog, ranges: AddressRanges, now: number): Classified | BadReason {
  const late = timeProblem(r.time, now);
  if (late) return late;
  if (!Number.isInteger(r.status) || r.status < 100 || r.status > 599) return 'invalid_status';
  // JSON formats can carry NUL escaped (\u0000), which PostgreSQL cannot store.
  if (r.userAgent.includes('\0') || r.referer.includes('\0')) return 'nul_byte';
  const path = pathOf(r.target);
  const problem = pathProblem(path);
  if (problem) return problem;
  const hour = r.time - (r.time % HOUR);

  const agent = agentOf(r.userAgent, catalog);
  if (agent === AI_LIKE) {
    return {
      kind: 'hit',
      hour,
      bot: '',
      operator: '',
      botClass: 'AGENT',
      verification: 'UNKNOWN_AI_LIKE',
      path,
      status: r.status,
      unmatchedAgent: r.userAgent.slice(0, MAX_SAMPLE_AGENT),
    };
  }
  if (agent !== null) {
    const verified = agent.ranges !== undefined && ranges.contains(agent.ranges, r.address);
    return {
      kind: 'hit',
      hour,
      bot: agent.id,
      operator: agent.operator,
      botClass: agent.class,
      verification: verified ? 'VERIFIED' : 'CLAIMED_UNVERIFIED',
      path,
      status: r.status,
    };
  }
  const product = referringProduct(r, catalog);
  return product ? { kind: 'referral', hour, product, path } : null;
}

const AI_LIKE = 'ai-like';
type AgentMatch = CrawlerCatalog['agents'][number] | typeof AI_LIKE | null;

/** The agents' answers, per catalog: a crawler sends the same agent on every request (recentAnswers). */
const agentAnswers = new WeakMap<CrawlerCatalog, (userAgent: string) => AgentMatch>();
/** Answers kept per catalog, and the longest agent kept. */
const CACHED_AGENTS = 10_000;
const CACHED_AGENT_LENGTH = 1024;

/** The catalog entry whose pattern the agent holds (the longest), AI_LIKE for an AI-looking agent no entry matched, or null. */
function agentOf(userAgent: string, catalog: CrawlerCatalog): AgentMatch {
  if (userAgent.length > CACHED_AGENT_LENGTH) return matchAgent(userAgent, catalog);
  let answers = agentAnswers.get(catalog);
  if (!answers) agentAnswers.set(catalog, (answers = recentAnswers(CACHED_AGENTS, (ua) => matchAgent(ua, catalog))));
  return answers(userAgent);
}

function matchAgent(userAgent: string, catalog: CrawlerCatalog): AgentMatch {
  const ua = userAgent.toLowerCase();
  const entry = catalog.agents.find((a) => ua.includes(a.needle));
  if (entry) return entry;
  return catalog.aiLikeTokens.some((t) => ua.includes(t)) ? AI_LIKE : null;
}

/** The request target's path, without query string or fragment; an absolute target's path part. */
export function pathOf(target: string): string {
  let t = target;
  if (t.startsWith('http://') || t.startsWith('https://')) {
    const slash = t.indexOf('/', t.indexOf('//') + 2);
    t = slash < 0 ? '/' : t.slice(slash);
  }
  const cut = t.search(/[?#]/);
  return cut < 0 ? t : t.slice(0, cut);
}

/** Why a path cannot be counted, if it cannot. */
function pathProblem(path: string): BadReason | null {
  if (!path.startsWith('/')) return 'invalid_path';
  if (path.length > MAX_PATH_LENGTH) return 'path_too_long';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(path)) return 'invalid_path';
  return null;
}

function referringProduct(r: LogRecord, catalog: CrawlerCatalog): string | undefined {
  const host = hostOf(r.referer);
  if (host) {
    // The host or any parent domain of it (www.perplexity.ai is perplexity.ai).
    for (let h = host; h.includes('.'); h = h.slice(h.indexOf('.') + 1)) {
      const product = catalog.referrerHosts.get(h);
      if (product) return product;
    }
  }
  const q = r.target.indexOf('?');
  if (q >= 0 && r.target.includes('utm_source=', q)) {
    const source = new URLSearchParams(r.target.slice(q + 1).split('#')[0]).get('utm_source')?.toLowerCase();
    if (source) return catalog.utmSources.get(source);
  }
  return undefined;
}

function hostOf(referer: string): string | null {
  const start = referer.indexOf('://');
  if (start < 0) return null;
  const rest = referer.slice(start + 3);
  const end = rest.search(/[/:?#]/);
  const host = (end < 0 ? rest : rest.slice(0, end)).toLowerCase();
  return host.length > 0 && host.length <= 253 ? host : null;
}
