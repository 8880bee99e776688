import type { BrokenLink, FetchedResource } from '../site.ts';
import { mapBounded } from './bounded-concurrency.ts';
import type { ResourceFetcher } from './resource-fetcher.ts';

/** What is known about a link target: its final status (0 when no response) and error. */
export interface LinkOutcome {
  status: number;
  error: string | null;
}

export function outcomeOf(resource: FetchedResource): LinkOutcome {
  return { status: resource.status, error: resource.error };
}

export function isBroken(outcome: LinkOutcome): boolean {
  return outcome.status === 0 || outcome.status >= 400;
}

/**
 * Checks a link target without downloading it: HEAD first; when HEAD fails or answers >= 400 a
 * small GET decides, since many servers answer HEAD with 403, 404 or 405 for pages that exist.
 */
export async function checkLinkTarget(url: string, fetch: ResourceFetcher): Promise<LinkOutcome> {
  const head = await fetch(url, { method: 'HEAD', maxBytes: 0 });
  if (!isBroken(outcomeOf(head))) return outcomeOf(head);
  const get = await fetch(url, { method: 'GET', maxBytes: 16 * 1024 });
  return outcomeOf(get);
}

export interface InternalLink {
  /** First crawled page (in crawl order) that links to the target. */
  from: string;
  to: string;
  /** Page key of the target, under which crawl outcomes are recorded. */
  key: string;
}

/**
 * One BrokenLink per broken target (the first page linking to it as `from`), in discovery
 * order. Targets the crawl already fetched are judged on that fetch; up to `maxChecks` others
 * are checked here.
 */
export async function findBrokenLinks(
  links: readonly InternalLink[],
  known: ReadonlyMap<string, LinkOutcome>,
  fetch: ResourceFetcher,
  options: { maxChecks: number; concurrency: number; shouldStart?: () => boolean; onChecked?: (checked: number, total: number) => void },
): Promise<BrokenLink[]> {
  const toCheck = links.filter((l) => !known.has(l.key)).slice(0, options.maxChecks);
  let checked = 0;
  const checkedOutcomes = await mapBounded(
    toCheck,
    options.concurrency,
    async (link) => {
      const outcome = await checkLinkTarget(link.to, fetch);
      options.onChecked?.(++checked, toCheck.length);
      return outcome;
    },
    options.shouldStart,
  );
  const outcomes = new Map(known);
  toCheck.forEach((link, i) => {
    const outcome = checkedOutcomes[i];
    if (outcome) outcomes.set(link.key, outcome);
  });
  const broken: BrokenLink[] = [];
  for (const link of links) {
    const outcome = outcomes.get(link.key);
    if (outcome && isBroken(outcome)) broken.push({ from: link.from, to: link.to, status: outcome.status, error: outcome.error });
  }
  return broken;
}
