/**
 * What the crawler hands to the analyzers: everything fetched from one site in one audit.
 * The crawler (src/site/crawl) produces it; the analyzers (src/site/analyze) only read it,
 * so every analyzer can be unit-tested on a snapshot built from fixture files.
 */
export interface FetchedResource {
  /** URL as first requested. */
  requestedUrl: string;
  /** URL after following redirects (equals requestedUrl when there were none). */
  url: string;
  /** HTTP status of the final response; 0 when no response was received. */
  status: number;
  /** Readable reason when no response was received (timeout, DNS failure, refused, blocked address). */
  error: string | null;
  /** Response headers, names lower-cased. */
  headers: Record<string, string>;
  contentType: string | null;
  /** Decoded body text (charset from header or meta, UTF-8 by default), cut at the size cap. */
  body: string;
  truncated: boolean;
  /** URLs of each redirect hop, in order (empty without redirects). */
  redirects: string[];
  elapsedMs: number;
}

export interface SitemapResult {
  url: string;
  resource: FetchedResource;
  /** Page URLs listed (from <urlset>; nested <sitemapindex> entries are followed up to a cap). */
  urls: string[];
}

export interface BrokenLink {
  from: string;
  to: string;
  status: number;
  error: string | null;
}

export interface SiteSnapshot {
  /** Origin the crawl settled on, e.g. "https://example.com" or "http://127.0.0.1:8080". */
  origin: string;
  startedAt: Date;
  home: FetchedResource;
  robotsTxt: FetchedResource | null;
  sitemaps: SitemapResult[];
  llmsTxt: FetchedResource | null;
  llmsFullTxt: FetchedResource | null;
  /** HTML pages fetched (home included), at most the page budget, in crawl order. */
  pages: FetchedResource[];
  brokenLinks: BrokenLink[];
  /**
   * Pages whose links the crawler could not read (their parse failed or ran out of time on its
   * worker): the crawl may have missed what they link to. Reported as analysis errors.
   */
  parseErrors?: { url: string; reason: string }[];
}
