import type { SitemapResult } from '../site.ts';
import { mapBounded } from './bounded-concurrency.ts';
import type { ResourceFetcher } from './resource-fetcher.ts';
import { parseSitemap } from './sitemap-parse.ts';

export interface SitemapLimits {
  /** Top-level sitemaps fetched (those named in robots.txt, or /sitemap.xml). */
  maxTopLevel: number;
  /** Sitemap files fetched in all, nested ones included. */
  maxFiles: number;
  /** How deep <sitemapindex> entries are followed (1: an index's children; 2: their children too). */
  maxDepth: number;
  /** Page URLs kept per top-level sitemap. */
  maxUrlsPerSitemap: number;
  maxBytes: number;
  concurrency: number;
}

export const defaultSitemapLimits: SitemapLimits = {
  maxTopLevel: 5,
  maxFiles: 20,
  maxDepth: 2,
  maxUrlsPerSitemap: 10_000,
  maxBytes: 10 * 1024 * 1024,
  concurrency: 4,
};

/**
 * Fetches each top-level sitemap and, for a sitemap index, its children (breadth first, capped).
 * One result per top-level sitemap: its own fetch, and every page URL listed by it or by the
 * sitemaps nested under it. A child that fails only contributes no URLs.
 */
export async function collectSitemaps(
  topLevelUrls: readonly string[],
  fetch: ResourceFetcher,
  limits: SitemapLimits = defaultSitemapLimits,
  onFetched?: (url: string, status: number, urls: number) => void,
): Promise<SitemapResult[]> {
  const fetched = new Set<string>();
  let filesLeft = limits.maxFiles;
  const take = (url: string): boolean => {
    if (fetched.has(url) || filesLeft <= 0) return false;
    fetched.add(url);
    filesLeft--;
    return true;
  };
  const get = (url: string) =>
    fetch(url, { maxBytes: limits.maxBytes, accept: 'application/xml,text/xml;q=0.9,*/*;q=0.8', gunzipFile: true });

  const results: SitemapResult[] = [];
  for (const url of topLevelUrls.slice(0, limits.maxTopLevel)) {
    if (!take(url)) continue;
    const resource = await get(url);
    const urls = new Set<string>();
    const addUrls = (locs: string[]) => {
      for (const loc of locs) if (urls.size < limits.maxUrlsPerSitemap) urls.add(loc);
    };
    let children: string[] = [];
    if (resource.status >= 200 && resource.status < 300) {
      const parsed = parseSitemap(resource.body);
      if (parsed.kind === 'urlset') addUrls(parsed.locs);
      if (parsed.kind === 'sitemapindex') children = parsed.locs;
    }
    onFetched?.(url, resource.status, urls.size);
    for (let depth = 1; depth <= limits.maxDepth && children.length > 0; depth++) {
      const level = children.filter(take);
      const nextLevel: string[] = [];
      const fetchedChildren = await mapBounded(level, limits.concurrency, get);
      fetchedChildren.forEach((child, i) => {
        if (!child || child.status < 200 || child.status >= 300) return;
        const parsed = parseSitemap(child.body);
        if (parsed.kind === 'urlset') addUrls(parsed.locs);
        if (parsed.kind === 'sitemapindex') nextLevel.push(...parsed.locs);
        onFetched?.(level[i], child.status, parsed.locs.length);
      });
      children = nextLevel;
    }
    results.push({ url, resource, urls: [...urls] });
  }
  return results;
}
