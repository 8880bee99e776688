import { performance } from 'node:perf_hooks';
import type { FetchedResource, SiteSnapshot } from '../site.ts';
import { OutgoingRequestError } from '../../net/outgoing-error.ts';
import type { Resolver } from '../../net/safe-agent.ts';
import { mapBounded } from './bounded-concurrency.ts';
import { isHtmlResponse, looksLikeFile } from './html-links.ts';
import { findBrokenLinks, outcomeOf, type InternalLink, type LinkOutcome } from './link-check.ts';
import {
  acceptHtml,
  createResourceFetcher,
  fromResponse,
  requestOnce,
  type FetcherSettings,
  type ResourceFetcher,
} from './resource-fetcher.ts';
import { pageKeyOf, parseSiteInput, SiteScope, type SiteHost } from './site-address.ts';
import { collectSitemaps, defaultSitemapLimits } from './sitemap-collect.ts';
import { sitemapUrlsFromRobots } from './sitemap-parse.ts';
import { SiteUnreachableError, unreachable } from './site-unreachable.ts';
import { sharedSiteWorkers, type SiteWorkers } from '../worker/site-workers.ts';

/**
 * The site crawl of an audit: robots.txt, sitemaps, llms.txt, llms-full.txt, then HTML pages
 * breadth first from the home page, then a check of internal links for broken ones.
 *
 * robots.txt is recorded, not obeyed: the audit must see the site as AI crawlers could, and the
 * analyzers report what robots.txt allows to whom. Crawl-delay is ignored too: it is not part of
 * RFC 9309, and one audit is a bounded burst (at most `maxPages` pages and `maxLinkChecks` HEAD
 * requests, `concurrency` at a time, at most one audit per project per hour).
 */

export const crawlerUserAgent = 'VisibilityAuditBot/1.0 (+https://visibility.example/bot)';

export type CrawlProgressEvent =
  | { phase: 'home'; url: string; status: number }
  | { phase: 'robots' | 'llms' | 'llms-full'; url: string; status: number }
  | { phase: 'sitemap'; url: string; status: number; urls: number }
  | { phase: 'page'; fetched: number; budget: number; url: string; status: number }
  | { phase: 'links'; checked: number; total: number }
  | { phase: 'done'; pages: number; brokenLinks: number; elapsedMs: number };

export interface CrawlOptions {
  /** HTML pages kept, home included. Default 25. */
  maxPages?: number;
  /** Outgoing requests may reach private/loopback addresses (config VISIBILITY_ALLOW_PRIVATE_NETWORK). */
  allowPrivate?: boolean;
  /** Per request (redirects and body included). Default 10 s. */
  timeoutMs?: number;
  /** Body cap per HTML page. Default 2 MiB; longer pages are kept cut, with truncated: true. */
  maxPageBytes?: number;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
  /** Link targets not crawled that are checked for broken links. Default 50. */
  maxLinkChecks?: number;
  /** After this long no new page or link check is started (in-flight ones finish). Default 120 s. */
  maxDurationMs?: number;
  userAgent?: string;
  signal?: AbortSignal;
  onProgress?: (event: CrawlProgressEvent) => void;
  /** DNS override, for tests only (e.g. make www.site.test resolve to 127.0.0.1). */
  resolve?: Resolver;
  /** Where pages are parsed for links (worker threads). Default: the process's shared site workers. */
  workers?: SiteWorkers;
}

const robotsMaxBytes = 512 * 1024; // what Google reads of a robots.txt
const llmsMaxBytes = 5 * 1024 * 1024;

interface QueueItem {
  url: URL;
  key: string;
}

/**
 * Fetches the home page over https, then http when https gives no HTTP response at all (a site
 * answering 404 or 500 over https is reachable). DNS failures are not retried over http.
 */
async function fetchHome(host: SiteHost, settings: FetcherSettings, maxBytes: number): Promise<FetchedResource> {
  let lastError: OutgoingRequestError | undefined;
  for (const scheme of ['https', 'http']) {
    const url = `${scheme}://${host}/`;
    try {
      const response = await requestOnce(url, settings, { maxBytes, accept: acceptHtml });
      return fromResponse(url, response, { maxBytes });
    } catch (err) {
      if (!(err instanceof OutgoingRequestError)) throw err;
      lastError = err;
      if (err.reason === 'dns' || err.reason === 'blocked_address' || err.reason === 'invalid_url') break;
    }
  }
  if (!lastError) throw new Error('fetchHome tried no scheme');
  throw unreachable(host, lastError);
}

export async function crawlSite(domain: string, options: CrawlOptions = {}): Promise<SiteSnapshot> {
  const started = performance.now();
  const startedAt = new Date();
  const budget = Math.max(1, options.maxPages ?? 25);
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const maxPageBytes = options.maxPageBytes ?? 2 * 1024 * 1024;
  const deadline = started + (options.maxDurationMs ?? 120_000);
  const signal = options.signal;
  const emit = (event: CrawlProgressEvent) => {
    try {
      options.onProgress?.(event);
    } catch {
      // progress is for logs; a failing listener must not fail the audit
    }
  };

  const host = parseSiteInput(domain);
  if (!host) throw new SiteUnreachableError('invalid_domain', domain, `"${domain}" is not a valid domain`);
  signal?.throwIfAborted();

  const settings: FetcherSettings = {
    userAgent: options.userAgent ?? crawlerUserAgent,
    timeoutMs: options.timeoutMs ?? 10_000,
    allowPrivate: options.allowPrivate ?? false,
    resolve: options.resolve,
    signal,
  };
  const fetch: ResourceFetcher = createResourceFetcher(settings);

  const home = await fetchHome(host, settings, maxPageBytes);
  emit({ phase: 'home', url: home.url, status: home.status });
  const homeUrl = new URL(home.url);
  const origin = homeUrl.origin;
  // The home may redirect to www., to https, or to another domain the site lives on.
  const scope = new SiteScope(host, homeUrl.host);

  const [robotsTxt, llmsTxt, llmsFullTxt] = await Promise.all([
    fetch(`${origin}/robots.txt`, { maxBytes: robotsMaxBytes }),
    fetch(`${origin}/llms.txt`, { maxBytes: llmsMaxBytes }),
    fetch(`${origin}/llms-full.txt`, { maxBytes: llmsMaxBytes }),
  ]);
  emit({ phase: 'robots', url: robotsTxt.requestedUrl, status: robotsTxt.status });
  emit({ phase: 'llms', url: llmsTxt.requestedUrl, status: llmsTxt.status });
  emit({ phase: 'llms-full', url: llmsFullTxt.requestedUrl, status: llmsFullTxt.status });

  const declared = robotsTxt.status >= 200 && robotsTxt.status < 300 ? sitemapUrlsFromRobots(robotsTxt.body, origin) : [];
  const sitemaps = await collectSitemaps(
    declared.length > 0 ? declared : [`${origin}/sitemap.xml`],
    fetch,
    { ...defaultSitemapLimits, concurrency },
    (url, status, urls) => emit({ phase: 'sitemap', url, status, urls }),
  );

  // --- pages, breadth first ---
  const queued = new Set<string>(); // page keys ever queued (or fetched as home)
  const pageKeys = new Set<string>(); // page keys of kept pages, by final URL
  const outcomes = new Map<string, LinkOutcome>(); // what each fetched URL answered, by page key
  const internalLinks = new Map<string, InternalLink>(); // every internal link target, first referrer
  const pages: FetchedResource[] = [home];

  const recordOutcome = (resource: FetchedResource) => {
    const outcome = outcomeOf(resource);
    const requested = new URL(resource.requestedUrl);
    outcomes.set(pageKeyOf(requested), outcome);
    if (resource.status > 0) outcomes.set(pageKeyOf(new URL(resource.url)), outcome);
  };
  recordOutcome(home);
  queued.add(pageKeyOf(new URL(home.requestedUrl)));
  queued.add(pageKeyOf(homeUrl));
  if (home.status > 0) pageKeys.add(pageKeyOf(homeUrl));

  const workers = options.workers ?? sharedSiteWorkers();
  const parseErrors: { url: string; reason: string }[] = [];
  // Parsed on a worker thread: a hostile page must not hold the event loop (docs/methodology.md).
  const linksOf = async (page: FetchedResource): Promise<QueueItem[]> => {
    if (!isHtmlResponse(page.contentType, page.body)) return [];
    let links: URL[];
    try {
      links = await workers.extractLinks(page.body, page.url);
    } catch (err) {
      parseErrors.push({ url: page.url, reason: `its links could not be read: ${err instanceof Error ? err.message : String(err)}` });
      return [];
    }
    const found: QueueItem[] = [];
    for (const url of links) {
      if (!scope.contains(url)) continue;
      const key = pageKeyOf(url);
      if (!internalLinks.has(key)) internalLinks.set(key, { from: page.url, to: url.href, key });
      found.push({ url, key });
    }
    return found;
  };
  const enqueue = (level: QueueItem[], items: Iterable<QueueItem>) => {
    for (const item of items) {
      if (queued.has(item.key) || looksLikeFile(item.url)) continue;
      queued.add(item.key);
      level.push(item);
    }
  };

  let level: QueueItem[] = [];
  enqueue(level, await linksOf(home));
  const sitemapItems: QueueItem[] = [];
  for (const sitemap of sitemaps) {
    for (const loc of sitemap.urls) {
      let url: URL;
      try {
        url = new URL(loc);
      } catch {
        continue;
      }
      url.hash = '';
      if (scope.contains(url)) sitemapItems.push({ url, key: pageKeyOf(url) });
    }
  }
  enqueue(level, sitemapItems);

  // A fetched resource that can become a page (duplicates by final URL are dropped on commit).
  const keepable = (resource: FetchedResource) =>
    resource.status >= 200 &&
    resource.status < 300 &&
    scope.contains(new URL(resource.url)) &&
    isHtmlResponse(resource.contentType, resource.body);

  let inFlight = 0;
  let keptInLevel = 0;
  // Requests that turn out not to be pages (errors, non-HTML, duplicates) also cost time: bounded.
  let attemptsLeft = budget * 3 + 10;
  const timeLeft = () => performance.now() < deadline;
  const mayStartPage = () => pages.length + keptInLevel + inFlight < budget && attemptsLeft > 0 && timeLeft();
  emit({ phase: 'page', fetched: pages.length, budget, url: home.url, status: home.status });

  while (level.length > 0 && mayStartPage()) {
    signal?.throwIfAborted();
    keptInLevel = 0;
    const fetchedLevel = await mapBounded(
      level,
      concurrency,
      async (item) => {
        inFlight++;
        attemptsLeft--;
        try {
          const resource = await fetch(item.url.href, { maxBytes: maxPageBytes, accept: acceptHtml });
          if (keepable(resource)) keptInLevel++;
          return resource;
        } finally {
          inFlight--;
        }
      },
      mayStartPage,
    );
    keptInLevel = 0;
    // Results are committed in queue order, so the crawl is the same whatever answered first.
    const nextLevel: QueueItem[] = [];
    for (const resource of fetchedLevel) {
      if (!resource) continue;
      recordOutcome(resource);
      if (!keepable(resource) || pages.length >= budget) continue;
      const finalKey = pageKeyOf(new URL(resource.url));
      if (pageKeys.has(finalKey)) continue; // a redirect onto a page already kept
      pageKeys.add(finalKey);
      queued.add(finalKey);
      pages.push(resource);
      emit({ phase: 'page', fetched: pages.length, budget, url: resource.url, status: resource.status });
      enqueue(nextLevel, await linksOf(resource));
    }
    // Items the budget held back stay first in line, should duplicates have left room.
    const heldBack = level.filter((_, i) => fetchedLevel[i] === undefined);
    level = [...heldBack, ...nextLevel];
  }

  // --- broken internal links ---
  signal?.throwIfAborted();
  const brokenLinks = await findBrokenLinks([...internalLinks.values()], outcomes, fetch, {
    maxChecks: options.maxLinkChecks ?? 50,
    concurrency,
    shouldStart: timeLeft,
    onChecked: (checked, total) => emit({ phase: 'links', checked, total }),
  });
  signal?.throwIfAborted();

  emit({ phase: 'done', pages: pages.length, brokenLinks: brokenLinks.length, elapsedMs: Math.round(performance.now() - started) });
  return {
    origin,
    startedAt,
    home,
    robotsTxt,
    sitemaps,
    llmsTxt,
    llmsFullTxt,
    pages,
    brokenLinks,
    ...(parseErrors.length ? { parseErrors } : {}),
  };
}
