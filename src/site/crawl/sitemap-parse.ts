import { XMLParser } from 'fast-xml-parser';

/** The content of one sitemap file (sitemaps.org protocol). */
export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex' | 'unknown';
  /** <loc> values: page URLs for a urlset, child sitemap URLs for an index. */
  locs: string[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

function locsOf(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  const locs: string[] = [];
  for (const entry of entries) {
    const loc = (entry as { loc?: unknown } | null)?.loc;
    if (typeof loc === 'string' && loc.trim()) locs.push(loc.trim());
  }
  return locs;
}

/** Lenient: a cut-off or slightly broken file still yields the entries that could be read. */
export function parseSitemap(xml: string): ParsedSitemap {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return { kind: 'unknown', locs: [] };
  }
  const urlset = doc.urlset as { url?: unknown } | undefined;
  if (urlset !== undefined) return { kind: 'urlset', locs: locsOf(urlset?.url) };
  const index = doc.sitemapindex as { sitemap?: unknown } | undefined;
  if (index !== undefined) return { kind: 'sitemapindex', locs: locsOf(index?.sitemap) };
  return { kind: 'unknown', locs: [] };
}

/** `Sitemap:` lines of a robots.txt (any group; the field is global per RFC 9309), resolved against the origin. */
export function sitemapUrlsFromRobots(robotsTxt: string, origin: string): string[] {
  const urls: string[] = [];
  for (const line of robotsTxt.split(/\r\n|\r|\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line.replace(/#.*$/, ''));
    if (!match) continue;
    try {
      const url = new URL(match[1], origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !urls.includes(url.href)) urls.push(url.href);
    } catch {
      // an unusable line is the analyzers' finding to report, not ours
    }
  }
  return urls;
}
