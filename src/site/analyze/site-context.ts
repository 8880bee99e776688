/**
 * The snapshot, read once: pages parsed, structured data extracted and validated, robots.txt
 * and llms.txt interpreted. Every rubric reads this instead of re-parsing.
 */
import type { FetchedResource, SiteSnapshot } from '../site.ts';
import { llmsTxtReportOf, type LlmsTxtReport } from './llms-txt.ts';
import { extractPageFacts, type PageFacts } from './page-facts.ts';
import { type RobotsPolicy, robotsPolicyOf } from './robots.ts';
import { isArticleType } from './schema-families.ts';
import { type SchemaIssue, validateEntity } from './schema-validate.ts';
import { type Entity, extractStructuredData, type PageStructuredData } from './structured-data.ts';

export interface AnalyzedPage {
  url: string;
  facts: PageFacts;
  sd: PageStructuredData;
  /** Validation issues per entity (same order as sd.entities). */
  issues: Map<Entity, SchemaIssue[]>;
  isHome: boolean;
  /** An article, blog post, guide or news item: where bylines, dates and Article markup belong. */
  articleLike: boolean;
  /** Privacy, terms, login, cart... pages: not judged as content. */
  utility: boolean;
}

export interface SiteContext {
  snapshot: SiteSnapshot;
  origin: string;
  /** Host without a leading "www.", lower-cased ('' when the origin is unusable). */
  siteHost: string;
  now: Date;
  /** Home and pages, one per final URL, in crawl order. */
  fetched: FetchedResource[];
  pages: AnalyzedPage[];
  home: AnalyzedPage | null;
  /** HTML pages that could not be analysed (should stay empty). */
  skipped: { url: string; reason: string }[];
  robots: RobotsPolicy;
  llms: LlmsTxtReport;
}

export function hostKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

export function hostOf(url: string): string | null {
  try {
    return hostKey(new URL(url).host);
  } catch {
    return null;
  }
}

export function isSameSite(url: string, ctx: Pick<SiteContext, 'siteHost'>): boolean {
  const h = hostOf(url);
  return h !== null && h === ctx.siteHost;
}

export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function isHtmlResource(r: FetchedResource): boolean {
  const ct = r.contentType ?? r.headers?.['content-type'] ?? null;
  if (ct && ct.trim()) return /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(ct);
  return /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test((r.body ?? '').slice(0, 1024));
}

const utilityPath =
  /(^|\/)(privacy|privacy-policy|terms|terms-of-service|terms-and-conditions|tos|cookies?|cookie-policy|legal|imprint|impressum|login|log-in|signin|sign-in|signup|sign-up|register|cart|basket|checkout|account|my-account|search)(\/|$|\.)/i;
const articlePath =
  /\/(blog|news|articles?|posts?|insights|guides?|learn|stories|journal|magazine|resources|knowledge|tutorials?|press|updates)\/[^/]+/i;
const listingPath = /\/(page|tag|tags|category|categories|author|authors|topics?|archive)(\/|$)/i;

function classify(facts: PageFacts, sd: PageStructuredData, isHome: boolean): { articleLike: boolean; utility: boolean } {
  const path = pathOf(facts.url);
  const utility = !isHome && utilityPath.test(path);
  if (isHome || utility) return { articleLike: false, utility };
  if (sd.entities.some((e) => e.types.some(isArticleType))) return { articleLike: true, utility };
  if (listingPath.test(path)) return { articleLike: false, utility };
  if ((facts.metas.get('og:type')?.[0] ?? '').trim().toLowerCase() === 'article') return { articleLike: true, utility };
  if (articlePath.test(path) && facts.main.words >= 50) return { articleLike: true, utility };
  // A lone <article> is also how many CMSs wrap plain pages (About, Services): only a dated one counts.
  if (facts.main.rootKind === 'article' && facts.main.words >= 250 && facts.timeElements.some((t) => t.inMain))
    return { articleLike: true, utility };
  return { articleLike: false, utility };
}

function safeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

export function buildSiteContext(snapshot: SiteSnapshot): SiteContext {
  const origin = safeOrigin(snapshot.origin ?? '');
  const siteHost = hostOf(origin) ?? '';
  const now = snapshot.startedAt instanceof Date && Number.isFinite(snapshot.startedAt.getTime()) ? snapshot.startedAt : new Date(0);
  const fetched: FetchedResource[] = [];
  const seen = new Set<string>();
  for (const r of [snapshot.home, ...(snapshot.pages ?? [])]) {
    if (!r) continue;
    const key = r.url || r.requestedUrl;
    if (seen.has(key)) continue;
    seen.add(key);
    fetched.push(r);
  }
  const homeUrl = snapshot.home ? snapshot.home.url || snapshot.home.requestedUrl : null;
  const pages: AnalyzedPage[] = [];
  const skipped: { url: string; reason: string }[] = [];
  for (const r of fetched) {
    if (r.status < 200 || r.status >= 300 || !isHtmlResource(r)) continue;
    try {
      const { facts, root } = extractPageFacts(r);
      const sd = extractStructuredData(root, facts.jsonLdScripts);
      const issues = new Map<Entity, SchemaIssue[]>();
      for (const e of sd.entities) issues.set(e, validateEntity(e, { byId: sd.byId, pageUrl: facts.url, now }));
      const isHome = facts.url === homeUrl || (pathOf(facts.url) === '/' && isSameSite(facts.url, { siteHost }));
      pages.push({ url: facts.url, facts, sd, issues, isHome, ...classify(facts, sd, isHome) });
    } catch (err) {
      // Defensive: extraction is written not to throw; a page that still does is left out.
      skipped.push({ url: r.url || r.requestedUrl, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return {
    snapshot,
    origin,
    siteHost,
    now,
    fetched,
    pages,
    home: pages.find((p) => p.isHome) ?? null,
    skipped,
    robots: robotsPolicyOf(snapshot.robotsTxt ?? null),
    llms: llmsTxtReportOf(snapshot.llmsTxt ?? null, origin),
  };
}
