/**
 * Builds SiteSnapshot objects for analyzer tests from fixture files and inline bodies, the way
 * the crawler would have recorded them.
 */
import fs from 'node:fs';
import type { BrokenLink, FetchedResource, SiteSnapshot, SitemapResult } from '../../../src/site/site.ts';

export const fixtureDir = new URL('../../fixtures/pages/', import.meta.url);

export function fixture(name: string): string {
  return fs.readFileSync(new URL(name, fixtureDir), 'utf8');
}

export const auditStart = new Date('2026-11-22T00:00:00Z');

export interface ResourceInput {
  body?: string;
  status?: number;
  contentType?: string | null;
  headers?: Record<string, string>;
  redirects?: string[];
  elapsedMs?: number;
  error?: string | null;
  /** Final URL when it differs from the requested one. */
  finalUrl?: string;
}

export function resource(url: string, input: ResourceInput | string = {}): FetchedResource {
  const i = typeof input === 'string' ? { body: input } : input;
  const contentType =
    i.contentType === undefined ? (url.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8') : i.contentType;
  return {
    requestedUrl: url,
    url: i.finalUrl ?? url,
    status: i.status ?? 200,
    error: i.error ?? null,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(i.headers ?? {}) },
    contentType,
    body: i.body ?? '',
    truncated: false,
    redirects: i.redirects ?? [],
    elapsedMs: i.elapsedMs ?? 120,
  };
}

export interface SiteInput {
  origin?: string;
  /** Path to body (or resource input). The home page is '/'. */
  pages: Record<string, ResourceInput | string>;
  robots?: ResourceInput | string | null;
  llms?: ResourceInput | string | null;
  /** Sitemap bodies by URL path; by default a valid sitemap listing every page. */
  sitemaps?: Record<string, ResourceInput | string> | null;
  brokenLinks?: BrokenLink[];
  homeHeaders?: Record<string, string>;
  startedAt?: Date;
}

const secureHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
};

export function site(input: SiteInput): SiteSnapshot {
  const origin = input.origin ?? 'https://www.acme-analytics.example';
  const urlOf = (path: string) => new URL(path, origin).href;
  const pages = Object.entries(input.pages).map(([path, body]) => {
    const r = resource(urlOf(path), body);
    if (path === '/') r.headers = { ...(input.homeHeaders ?? secureHeaders), ...r.headers };
    return r;
  });
  const home = pages.find((p) => p.requestedUrl === urlOf('/')) ?? resource(urlOf('/'), { status: 404, body: 'not found' });
  const text = (path: string, v: ResourceInput | string | null | undefined) =>
    v === null
      ? resource(urlOf(path), { status: 404, body: 'Not Found', contentType: 'text/html' })
      : resource(
          urlOf(path),
          typeof v === 'string'
            ? { body: v, contentType: 'text/plain; charset=utf-8' }
            : { contentType: 'text/plain; charset=utf-8', ...v },
        );
  const defaultSitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
    .map((p) => `<url><loc>${p.url}</loc></url>`)
    .join('')}</urlset>`;
  const sitemapInputs = input.sitemaps === undefined ? { '/sitemap.xml': defaultSitemap } : (input.sitemaps ?? {});
  const sitemaps: SitemapResult[] = Object.entries(sitemapInputs).map(([path, v]) => {
    const r = resource(
      urlOf(path),
      typeof v === 'string' ? { body: v, contentType: 'application/xml' } : { contentType: 'application/xml', ...v },
    );
    const urls = r.status === 200 ? [...r.body.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]) : [];
    return { url: r.url, resource: r, urls };
  });
  if (input.sitemaps === null) {
    sitemaps.push({ url: urlOf('/sitemap.xml'), resource: resource(urlOf('/sitemap.xml'), { status: 404, body: 'Not Found' }), urls: [] });
  }
  return {
    origin,
    startedAt: input.startedAt ?? auditStart,
    home,
    robotsTxt: text('/robots.txt', input.robots === undefined ? 'User-agent: *\nAllow: /\n' : input.robots),
    sitemaps,
    llmsTxt: text('/llms.txt', input.llms === undefined ? null : input.llms),
    llmsFullTxt: text('/llms-full.txt', null),
    pages,
    brokenLinks: input.brokenLinks ?? [],
  };
}
