import { policyAllowsPath, type RobotsPolicy, type RobotsVerdict } from './robots.ts';

/**
 * The crawlers whose robots.txt access the technical rubric evaluates, by what their access
 * decides. Purposes are the operators' own documented ones (see docs/methodology.md).
 */
export type CrawlerClass =
  /** Builds the search index that AI answers in search (Google AI Overviews/AI Mode, Bing Copilot) draw from. */
  | 'search-engine'
  /** Builds the index an AI answer engine retrieves and cites from. */
  | 'ai-search'
  /** Fetches a page live when a user's conversation asks for it. */
  | 'ai-user'
  /** Control token for Gemini's use of Googlebot-crawled content (training and grounding). */
  | 'google-extended'
  /** Collects content for model training only; no effect on being cited today. */
  | 'ai-training';

export interface CrawlerSpec {
  /** robots.txt product token. */
  token: string;
  operator: string;
  class: CrawlerClass;
  /** Points within its check (see the check's total). */
  weight: number;
  /**
   * Tokens that are not crawlers of their own: the content is fetched by another crawler, so
   * blocking that crawler blocks this use too (Google-Extended rides on Googlebot).
   */
  requires?: string;
  purpose: string;
}

export const crawlers: readonly CrawlerSpec[] = [
  {
    token: 'Googlebot',
    operator: 'Google',
    class: 'search-engine',
    weight: 6,
    purpose: 'Google Search index, which AI Overviews and AI Mode answer from',
  },
  {
    token: 'Bingbot',
    operator: 'Microsoft',
    class: 'search-engine',
    weight: 4,
    purpose: 'Bing index, used by Microsoft Copilot and other answer engines built on Bing',
  },
  { token: 'OAI-SearchBot', operator: 'OpenAI', class: 'ai-search', weight: 5, purpose: 'surfacing and citing pages in ChatGPT search' },
  { token: 'PerplexityBot', operator: 'Perplexity', class: 'ai-search', weight: 4, purpose: 'indexing pages for Perplexity answers' },
  {
    token: 'Claude-SearchBot',
    operator: 'Anthropic',
    class: 'ai-search',
    weight: 3,
    purpose: 'indexing pages to improve Claude search results',
  },
  { token: 'ChatGPT-User', operator: 'OpenAI', class: 'ai-user', weight: 2, purpose: 'fetching a page live during a ChatGPT conversation' },
  { token: 'Perplexity-User', operator: 'Perplexity', class: 'ai-user', weight: 1, purpose: 'fetching a page live for a Perplexity user' },
  {
    token: 'Claude-User',
    operator: 'Anthropic',
    class: 'ai-user',
    weight: 1,
    purpose: 'fetching a page live during a Claude conversation',
  },
  {
    token: 'Claude-Web',
    operator: 'Anthropic',
    class: 'ai-user',
    weight: 0.5,
    purpose: 'older Anthropic user-agent for web access (superseded by Claude-User)',
  },
  {
    token: 'Google-Extended',
    operator: 'Google',
    class: 'google-extended',
    weight: 3,
    requires: 'Googlebot',
    purpose:
      'use of Googlebot-crawled content to train Gemini models and to ground answers in Gemini Apps and Vertex AI (not Google Search or AI Overviews)',
  },
  { token: 'GPTBot', operator: 'OpenAI', class: 'ai-training', weight: 1, purpose: 'collecting content for OpenAI model training' },
  {
    token: 'ClaudeBot',
    operator: 'Anthropic',
    class: 'ai-training',
    weight: 1,
    purpose: 'collecting content for Anthropic model training',
  },
  { token: 'anthropic-ai', operator: 'Anthropic', class: 'ai-training', weight: 0.5, purpose: 'older Anthropic training token' },
  {
    token: 'CCBot',
    operator: 'Common Crawl',
    class: 'ai-training',
    weight: 1,
    purpose: 'Common Crawl, an open web archive widely used to train language models',
  },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    class: 'ai-training',
    weight: 0.5,
    requires: 'Applebot',
    purpose: "use of Applebot-crawled content to train Apple's foundation models",
  },
  {
    token: 'meta-externalagent',
    operator: 'Meta',
    class: 'ai-training',
    weight: 0.5,
    purpose: 'collecting content for Meta AI model training',
  },
  {
    token: 'Bytespider',
    operator: 'ByteDance',
    class: 'ai-training',
    weight: 0.5,
    purpose: 'collecting content for ByteDance model training',
  },
];

export function crawlersOf(cls: CrawlerClass): CrawlerSpec[] {
  return crawlers.filter((c) => c.class === cls);
}

/**
 * What robots.txt says of crawler `c` on `path` (made matchable: robots.ts matchablePath): its own
 * group's verdict and, for a token that rides on another crawler's crawl (`requires`), that
 * crawler's; it may fetch only when both allow.
 */
export function crawlerVerdict(
  policy: RobotsPolicy,
  c: CrawlerSpec,
  path: string,
): { own: RobotsVerdict; via: RobotsVerdict | null; allowed: boolean } {
  const own = policyAllowsPath(policy, c.token, path);
  const via = c.requires ? policyAllowsPath(policy, c.requires, path) : null;
  return { own, via, allowed: own.allowed && (via?.allowed ?? true) };
}
