/**
 * Technical checks of the XML sitemap: found, well-formed, listing this site's URLs.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { checkDefiner, measured, notApplicable } from '../checks.ts';
import { isSameSite, type SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckOutcome } from '../types.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const sitemapChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.sitemap.missing',
    severity: 'MEDIUM',
    points: 3,
    title: 'No XML sitemap found',
    recommendation: 'Publish /sitemap.xml listing every indexable page and name it in robots.txt (Sitemap: https://…/sitemap.xml).',
    expectedImpact: 'Crawlers discover every page, including ones few links point to.',
  }),
  def({
    id: 'technical.sitemap.invalid',
    severity: 'MEDIUM',
    points: 2,
    title: 'Sitemap is invalid or lists no usable URLs',
    recommendation: 'Serve a well-formed sitemaps.org <urlset> (or <sitemapindex>) listing absolute URLs of this site.',
    expectedImpact: 'Crawlers can use the sitemap instead of discarding it.',
  }),
];

function sitemapOutcomes(ctx: SiteContext): CheckOutcome[] {
  const sitemaps = ctx.snapshot.sitemaps ?? [];
  const ok = sitemaps.filter((s) => s.resource && s.resource.status >= 200 && s.resource.status < 300);
  const declared = ctx.robots.kind === 'parsed' ? ctx.robots.robots.sitemaps.length : 0;
  const out: CheckOutcome[] = [];
  if (sitemaps.length === 0) {
    return [
      notApplicable('technical.sitemap.missing', 'no sitemap was fetched'),
      notApplicable('technical.sitemap.invalid', 'no sitemap was fetched'),
    ];
  }
  if (ok.length === 0) {
    const tried = sitemaps.map((s) => `${s.url} (${s.resource?.status || s.resource?.error || 'no response'})`).join(', ');
    out.push(
      measured(
        'technical.sitemap.missing',
        0,
        `No sitemap answered 200${tried ? `: tried ${tried}` : ''}${declared ? '' : '; robots.txt names no Sitemap'}.`,
        sitemaps.map((s) => s.url),
      ),
    );
    out.push(notApplicable('technical.sitemap.invalid', 'no sitemap was found'));
    return out;
  }
  out.push(
    measured(
      'technical.sitemap.missing',
      1,
      `Sitemap found: ${ok.map((s) => s.url).join(', ')}${declared ? ' (declared in robots.txt)' : ''}.`,
    ),
  );
  const bad: { url: string; why: string }[] = [];
  for (const s of ok) {
    const why = sitemapProblem(s.resource.body ?? '', s.urls, ctx);
    if (why) bad.push({ url: s.url, why });
  }
  out.push(
    bad.length
      ? measured(
          'technical.sitemap.invalid',
          1 - bad.length / ok.length,
          `${bad.map((b) => `${b.url}: ${b.why}`).join('; ')}.`,
          bad.map((b) => b.url),
        )
      : measured(
          'technical.sitemap.invalid',
          1,
          `${ok.length} sitemap(s) valid, listing ${ok.reduce((n, s) => n + s.urls.length, 0)} URLs.`,
        ),
  );
  return out;
}

const rootProbe = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, stopNodes: ['*.url', '*.sitemap'] });

function sitemapProblem(body: string, urls: string[], ctx: SiteContext): string | null {
  const head = body.slice(0, 5_000_000);
  if (/^\s*(<!doctype html|<html[\s>])/i.test(head.slice(0, 1024))) return 'served as an HTML page, not XML';
  let valid: true | { err: { msg: string; line: number } };
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- still in fast-xml-parser 5; fast-xml-validator would be one more dependency for the same check
    valid = XMLValidator.validate(head);
  } catch {
    valid = { err: { msg: 'could not be read as XML', line: 0 } };
  }
  if (valid !== true) return `not well-formed XML (${valid.err.msg.slice(0, 100)}${valid.err.line ? `, line ${valid.err.line}` : ''})`;
  let root: Record<string, unknown> = {};
  try {
    root = rootProbe.parse(head) as Record<string, unknown>;
  } catch {
    return 'could not be read as XML';
  }
  if (!('urlset' in root) && !('sitemapindex' in root)) return 'root element is neither <urlset> nor <sitemapindex>';
  if (urls.length === 0) return 'lists no page URLs';
  const offSite = urls.filter((u) => !isSameSite(u, ctx)).length;
  if (offSite > 0) return `${offSite} of ${urls.length} URLs are on another host (a sitemap may only list its own host's URLs)`;
  return null;
}

export const sitemap: CheckGroup = { checks: sitemapChecks, evaluate: sitemapOutcomes };
