// Which AI bots a site's robots.txt refuses on a page (docs/crawlers.md, "robots.txt in the
// funnel"): the robots.txt of an audit (core/runs/robots-txt.ts) read by the site audit's own
// rule (site/analyze/ai-crawlers.ts crawlerVerdict: RFC 9309 groups, longest match, Allow winning
// ties, and a token that rides on another crawler's crawl refused with it) for each product token
// of the crawlers the audit evaluates. The page's path is normalised once for all the tokens.
import { crawlers, crawlerVerdict } from '../../site/analyze/ai-crawlers.ts';
import { matchablePath, policyAllowsPath, rulesFor, type RobotsPolicy } from '../../site/analyze/robots.ts';

/**
 * The crawlers whose refusal keeps a page out of AI answers: the search engines' crawlers (AI
 * Overviews, AI Mode and Copilot answer from their indexes), the AI search indexers and the
 * user-triggered fetchers. Training crawlers are refused on purpose by many sites and are only listed.
 */
const answerCrawlers = crawlers.filter((c) => c.class === 'search-engine' || c.class === 'ai-search' || c.class === 'ai-user');

/** The product tokens (as the audit spells them, in its order) that the robots.txt disallows on `path`. */
export function robotsDisallowedTokens(policy: RobotsPolicy, path: string): string[] {
  const matchable = matchablePath(path);
  return crawlers.filter((c) => !crawlerVerdict(policy, c, matchable).allowed).map((c) => c.token);
}

/** The answer crawlers' tokens that the robots.txt disallows on `path`. */
export function answerCrawlersRefused(policy: RobotsPolicy, path: string): string[] {
  const matchable = matchablePath(path);
  return answerCrawlers.filter((c) => !crawlerVerdict(policy, c, matchable).allowed).map((c) => c.token);
}

/**
 * Whether the robots.txt disallows any answer crawler on a path (`answerCrawlersRefused` is not
 * empty), for many paths: the answer crawlers, and the crawlers whose crawl they ride on, fall
 * under a few groups of the file (most under `*`), so each group's rules are matched once per path
 * instead of once per crawler (the funnel matches every cited page: bench:funnel).
 */
export function answerCrawlerRefusal(policy: RobotsPolicy): (path: string) => boolean {
  const tokens = [...new Set(answerCrawlers.flatMap((c) => (c.requires ? [c.token, c.requires] : [c.token])))];
  // One token per group of rules: in a parsed file the group decides; otherwise the kind does.
  const perGroup =
    policy.kind === 'parsed' ? [...new Map(tokens.map((t) => [rulesFor(policy.robots, t).group, t])).values()] : tokens.slice(0, 1);
  return (path) => {
    const matchable = matchablePath(path);
    return perGroup.some((t) => !policyAllowsPath(policy, t, matchable).allowed);
  };
}
