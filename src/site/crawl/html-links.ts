/**
 * Reading a fetched page as the crawler needs it: its links, and whether it is HTML at all.
 */
import * as cheerio from 'cheerio';
import { boundHtml } from '../html/bound-html.ts';
import { toCrawlableUrl } from './site-address.ts';

/**
 * Links a page points to, as absolute http(s) URLs without fragments, in document order, unique.
 * Only the part of the page within the HTML caps (../html/bound-html.ts) is read. CPU-bound on
 * large pages: the crawler runs it on a worker thread (../worker/site-workers.ts).
 */
export function extractLinks(html: string, pageUrl: string): URL[] {
  const $ = cheerio.load(boundHtml(html).html);
  // <base href> changes what relative links mean; it is itself relative to the page.
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref && toCrawlableUrl(baseHref, pageUrl)) || new URL(pageUrl);
  const seen = new Set<string>();
  const links: URL[] = [];
  $('a[href], area[href]').each((_, el) => {
    const href = ($(el).attr('href') ?? '').trim();
    if (!href || href.startsWith('#')) return;
    const url = toCrawlableUrl(href, base);
    if (!url || seen.has(url.href)) return;
    seen.add(url.href);
    links.push(url);
  });
  return links;
}

export function isHtmlContentType(contentType: string | null): boolean {
  return contentType !== null && /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType);
}

/** A response is an HTML page by its Content-Type, or by its first bytes when it has none. */
export function isHtmlResponse(contentType: string | null, body: string): boolean {
  if (contentType && contentType.trim()) return isHtmlContentType(contentType);
  return /^\s*(<!doctype html|<html[\s>])/i.test(body.slice(0, 512));
}

/**
 * Extensions that are never HTML pages: not worth spending the page budget on. They are still
 * checked as link targets for broken links.
 */
const fileExtensions = new Set([
  'pdf',
  'zip',
  'gz',
  'tgz',
  'rar',
  '7z',
  'tar',
  'dmg',
  'exe',
  'msi',
  'apk',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'mp3',
  'wav',
  'ogg',
  'mp4',
  'm4v',
  'mov',
  'avi',
  'webm',
  'mkv',
  'css',
  'js',
  'mjs',
  'json',
  'xml',
  'rss',
  'atom',
  'txt',
  'csv',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
]);

export function looksLikeFile(url: URL): boolean {
  const match = /\.([a-z0-9]{1,5})$/i.exec(url.pathname);
  return match !== null && fileExtensions.has(match[1].toLowerCase());
}
