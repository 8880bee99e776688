// Which AI bots a site's robots.txt refuses on a page (docs/crawlers.md, "robots.txt in the
// funnel"): the robots.txt of an audit (core/runs/robots-txt.ts) read by the site audit's own
// matcher (site/analyze/robots.ts: RFC 9309 groups, longest match, Allow winning ties) for each
// product token of the crawlers the audit evaluates (site/analyze/ai-crawlers.ts).
import { crawlers } from '../../site/analyze/ai-crawlers.ts';
import { policyAllows, type RobotsPolicy } from '../../site/analyze/robots.ts';

/**
 * The crawlers whose refusal keeps a page out of AI answers: the search engines' crawlers (AI
 * Overviews, AI Mode and Copilot answer from their indexes), the AI search indexers and the
 * user-triggered fetchers. Training crawlers are refused on purpose by many sites and are only listed.
 */
const answerTokens = new Set(
  crawlers.filter((c) => c.class === 'search-engine' || c.class === 'ai-search' || c.class === 'ai-user').map((c) => c.token),
);

/** The product tokens (as the audit spells them, in its order) that the robots.txt disallows on `path`. */
export function robotsDisallowedTokens(policy: RobotsPolicy, path: string): string[] {
  return crawlers.filter((c) => !policyAllows(policy, c.token, path).allowed).map((c) => c.token);
}

/** The answer crawlers' tokens among `tokens`. */
export const answerCrawlersOf = (tokens: string[]): string[] => tokens.filter((t) => answerTokens.has(t));
