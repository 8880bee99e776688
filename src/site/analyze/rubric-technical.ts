/**
 * Technical rubric: can AI answer engines and the search indexes they draw from reach, read and
 * trust the site? Points and reasons of every check: docs/methodology.md.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type CrawlerClass, crawlers, crawlersOf } from './ai-crawlers.ts';
import { measured, notApplicable } from './checks.ts';
import { type IndexingSignals, describeSet, indexingSignals } from './robots-directives.ts';
import { policyAllows, type RobotsRule } from './robots.ts';
import { type AnalyzedPage, hostOf, isSameSite, pathOf, type SiteContext } from './site-context.ts';
import type { CheckDefinition, CheckOutcome } from './types.ts';

const def = (d: Omit<CheckDefinition, 'rubric' | 'category'>): CheckDefinition => ({ ...d, rubric: 'technical', category: 'TECHNICAL' });

export const technicalChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.robots.unreachable',
    severity: 'CRITICAL',
    points: 4,
    title: 'robots.txt is unreachable, so crawlers must treat the whole site as disallowed',
    recommendation: 'Make /robots.txt answer 200 (or 404 if you want no rules) quickly and reliably; never 5xx, 429 or a timeout.',
    expectedImpact: 'Crawlers that follow RFC 9309 stop treating every page as disallowed.',
  }),
  def({
    id: 'technical.robots.search-engines-blocked',
    severity: 'CRITICAL',
    points: 10,
    title: 'robots.txt blocks search engine crawlers that AI answers rely on',
    recommendation: 'Allow Googlebot and Bingbot on every page you want cited; keep Disallow rules to private or duplicate paths.',
    expectedImpact: 'Pages become eligible for Google AI Overviews/AI Mode and Bing-grounded answers (Copilot).',
  }),
  def({
    id: 'technical.robots.ai-search-crawlers-blocked',
    severity: 'CRITICAL',
    points: 12,
    title: 'robots.txt blocks AI search crawlers',
    recommendation: 'Add explicit groups for OAI-SearchBot, PerplexityBot and Claude-SearchBot with "Allow: /" (or remove the Disallow rules that match them).',
    expectedImpact: 'Pages can be indexed and cited by ChatGPT search, Perplexity and Claude.',
  }),
  def({
    id: 'technical.robots.ai-user-agents-blocked',
    severity: 'HIGH',
    points: 4.5,
    title: 'robots.txt blocks AI assistants fetching pages for users',
    recommendation: 'Allow ChatGPT-User, Claude-User and Perplexity-User so assistants can open your pages when a user asks about them.',
    expectedImpact: 'Assistants can read and quote the live page when a conversation needs it.',
  }),
  def({
    id: 'technical.robots.google-extended-blocked',
    severity: 'MEDIUM',
    points: 3,
    title: 'Google-Extended is disallowed: Gemini cannot use the content',
    recommendation: 'If you want to appear in Gemini app answers, allow Google-Extended (it does not affect Google Search or AI Overviews).',
    expectedImpact: 'Content can ground answers in Gemini Apps and Vertex AI and inform future Gemini models.',
  }),
  def({
    id: 'technical.robots.ai-training-crawlers-blocked',
    severity: 'LOW',
    points: 5,
    title: 'robots.txt blocks AI training crawlers',
    recommendation: 'A legitimate business choice. If brand awareness inside models matters more than opting out of training, allow GPTBot, ClaudeBot and CCBot.',
    expectedImpact: "Future models learn your brand and content (a long-term effect on answers given without live search).",
  }),
  def({
    id: 'technical.robots.missing',
    severity: 'LOW',
    points: 1,
    title: 'No robots.txt',
    recommendation: 'Publish /robots.txt with explicit groups for the AI crawlers you allow and a Sitemap: line.',
    expectedImpact: 'Documents your crawler policy and points crawlers to your sitemap.',
  }),
  def({
    id: 'technical.robots.invalid',
    severity: 'LOW',
    points: 1,
    title: 'robots.txt has lines crawlers ignore',
    recommendation: 'Fix or remove the lines listed: crawlers skip them silently, so the rules you meant may not apply.',
    expectedImpact: 'The rules crawlers apply match the rules you wrote.',
  }),
  def({
    id: 'technical.indexing.noindex',
    severity: 'HIGH',
    points: 8,
    title: 'Pages are excluded from indexes by noindex',
    recommendation: 'Remove noindex (meta robots or X-Robots-Tag) from every page you want cited.',
    expectedImpact: 'Pages can appear in search indexes and the AI answers built on them.',
  }),
  def({
    id: 'technical.indexing.nosnippet',
    severity: 'MEDIUM',
    points: 2,
    title: 'nosnippet / max-snippet:0 stops Google quoting the page',
    recommendation: 'Remove nosnippet or max-snippet:0 unless you accept that Google will not quote the page in AI Overviews or AI Mode.',
    expectedImpact: 'Google can show and quote passages of the page in AI features.',
  }),
  def({
    id: 'technical.indexing.nofollow',
    severity: 'LOW',
    points: 1,
    title: 'Pages tell crawlers not to follow their links',
    recommendation: 'Remove page-level nofollow so crawlers can discover the rest of the site through its links.',
    expectedImpact: 'Crawlers discover and index more of the site.',
  }),
  def({
    id: 'technical.indexing.noai',
    severity: 'LOW',
    points: 1,
    title: 'Pages carry noai / noimageai directives',
    recommendation: 'These directives are not standard and major AI engines do not document honouring them; keep them only if they state your policy, and control access in robots.txt instead.',
    expectedImpact: 'Your AI policy is expressed where crawlers actually read it.',
  }),
  def({
    id: 'technical.rendering.js-only-content',
    severity: 'HIGH',
    points: 8,
    title: 'Content only appears after JavaScript runs',
    recommendation: 'Render the main content on the server (SSR, static generation or pre-rendering); most AI crawlers do not execute JavaScript.',
    expectedImpact: 'AI crawlers see the same text users see, so the page can be cited.',
  }),
  def({
    id: 'technical.http.error-status',
    severity: 'HIGH',
    points: 6,
    title: 'Pages answer with an error status',
    recommendation: 'Make the listed URLs answer 200 with their content (or redirect them once to their replacement).',
    expectedImpact: 'Crawlers can fetch the pages at all.',
  }),
  def({
    id: 'technical.http.redirect-chain',
    severity: 'LOW',
    points: 2,
    title: 'Redirect chains of more than one hop',
    recommendation: 'Point links and redirects straight at the final URL.',
    expectedImpact: 'Fewer failed or abandoned fetches, faster crawling.',
  }),
  def({
    id: 'technical.links.broken-internal',
    severity: 'MEDIUM',
    points: 4,
    title: 'Broken internal links',
    recommendation: 'Fix or remove links to URLs that answer 4xx/5xx or do not answer.',
    expectedImpact: 'Crawlers reach the pages the links were meant for; fewer dead ends.',
  }),
  def({
    id: 'technical.page.title-missing',
    severity: 'MEDIUM',
    points: 3,
    title: 'Pages without a <title>',
    recommendation: 'Give every page a unique, descriptive <title>.',
    expectedImpact: 'Engines can label citations with a meaningful title.',
  }),
  def({
    id: 'technical.page.title-length',
    severity: 'LOW',
    points: 1,
    title: 'Titles that are too short or too long',
    recommendation: 'Keep titles between 10 and 70 characters, leading with the topic.',
    expectedImpact: 'Titles are shown whole in result and citation lists.',
  }),
  def({
    id: 'technical.page.meta-description-missing',
    severity: 'LOW',
    points: 2,
    title: 'Pages without a meta description',
    recommendation: 'Add a one- or two-sentence meta description summarising each page.',
    expectedImpact: 'Search-backed engines get a ready summary of the page.',
  }),
  def({
    id: 'technical.page.canonical-missing',
    severity: 'LOW',
    points: 2,
    title: 'Pages without a canonical URL',
    recommendation: 'Add <link rel="canonical" href="…"> with the absolute preferred URL of each page.',
    expectedImpact: 'Engines consolidate duplicates and cite the preferred URL.',
  }),
  def({
    id: 'technical.page.canonical-invalid',
    severity: 'MEDIUM',
    points: 2,
    title: 'Invalid or conflicting canonical URLs',
    recommendation: 'Use exactly one canonical per page, an absolute https URL on your own site.',
    expectedImpact: 'Engines do not discard the page as a duplicate of the wrong URL.',
  }),
  def({
    id: 'technical.page.lang-missing',
    severity: 'LOW',
    points: 1,
    title: 'Pages without <html lang>',
    recommendation: 'Declare the language on the <html> element, e.g. <html lang="en">.',
    expectedImpact: 'Engines match the page to queries in the right language.',
  }),
  def({
    id: 'technical.page.viewport-missing',
    severity: 'LOW',
    points: 1,
    title: 'Pages without a mobile viewport',
    recommendation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
    expectedImpact: 'Passes mobile-friendliness expectations of search indexes.',
  }),
  def({
    id: 'technical.page.encoding-errors',
    severity: 'LOW',
    points: 1,
    title: 'Garbled characters in page text',
    recommendation: 'Serve pages as UTF-8 and declare it (Content-Type charset and <meta charset="utf-8">).',
    expectedImpact: 'Quoted text appears correctly in answers.',
  }),
  def({
    id: 'technical.security.https-missing',
    severity: 'HIGH',
    points: 4,
    title: 'Site is not served over HTTPS',
    recommendation: 'Serve every page over HTTPS and redirect HTTP to it.',
    expectedImpact: 'Meets the baseline trust expectation of search and AI engines.',
  }),
  def({
    id: 'technical.security.headers-missing',
    severity: 'LOW',
    points: 3,
    title: 'Security headers missing',
    recommendation: 'Send Strict-Transport-Security, X-Content-Type-Options: nosniff, and a Content-Security-Policy with frame-ancestors (or X-Frame-Options).',
    expectedImpact: 'Hardens the site; a trust signal rather than a ranking factor.',
  }),
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
  def({
    id: 'technical.performance.slow-response',
    severity: 'MEDIUM',
    points: 4,
    passShare: 0.75,
    title: 'Slow page responses',
    recommendation: 'Bring full page responses under one second (caching, CDN, lighter pages).',
    expectedImpact: 'Live fetches by AI assistants complete within their time budgets.',
  }),
  def({
    id: 'technical.llmstxt.missing',
    severity: 'LOW',
    points: 2,
    title: 'No llms.txt',
    recommendation: 'Publish /llms.txt (llmstxt.org format): an H1 with the site name, a one-paragraph summary in a blockquote, and H2 sections linking your key pages.',
    expectedImpact: 'Tools and agents that read llms.txt get a curated map of the site. No major answer engine has confirmed using it yet.',
  }),
  def({
    id: 'technical.llmstxt.invalid',
    severity: 'LOW',
    points: 2,
    passShare: 0.75,
    title: 'llms.txt does not follow the llmstxt.org format',
    recommendation: 'Fix the listed problems: the file must be Markdown (not HTML) starting with an H1, with link lists under H2 sections.',
    expectedImpact: 'Tools that parse llms.txt can read the file.',
  }),
];

const relevantAgents = new Set([...crawlers.map((c) => c.token.toLowerCase()), 'googlebot-news', 'applebot', 'bingbot', 'msnbot']);

/** Pages most at stake first, for robots evaluation: the home page, then crawl order. */
function robotsUrls(ctx: SiteContext): string[] {
  const urls = [`${ctx.origin}/`];
  for (const r of ctx.fetched) {
    const u = r.url || r.requestedUrl;
    if (!urls.includes(u) && isSameSite(u, ctx)) urls.push(u);
    if (urls.length >= 60) break;
  }
  return urls;
}

function ruleText(rule: RobotsRule | null): string {
  return rule ? `"${rule.allow ? 'Allow' : 'Disallow'}: ${rule.pattern}" on line ${rule.line}` : '';
}

function robotsClassOutcome(id: string, cls: CrawlerClass, ctx: SiteContext): CheckOutcome {
  const policy = ctx.robots;
  if (policy.kind === 'not-fetched') return notApplicable(id, 'robots.txt was not fetched');
  const list = crawlersOf(cls);
  const urls = robotsUrls(ctx);
  const robotsUrl = policy.url;
  let earned = 0;
  let total = 0;
  const blockedHome: string[] = [];
  const partial: string[] = [];
  for (const c of list) {
    let allowedCount = 0;
    let firstBlocked: { url: string; why: string } | null = null;
    for (const url of urls) {
      const own = policyAllows(policy, c.token, url);
      const via = c.requires ? policyAllows(policy, c.requires, url) : null;
      const allowed = own.allowed && (via?.allowed ?? true);
      if (allowed) allowedCount++;
      else if (!firstBlocked) {
        const why = !own.allowed ? ruleText(own.rule) : `${c.requires} is disallowed (${ruleText(via!.rule)}), and ${c.token} uses ${c.requires}'s crawl`;
        firstBlocked = { url, why };
      }
    }
    const share = allowedCount / urls.length;
    earned += c.weight * share;
    total += c.weight;
    if (!firstBlocked) continue;
    const why = firstBlocked.why ? `: ${firstBlocked.why}` : '';
    if (firstBlocked.url === urls[0]) blockedHome.push(`${c.token}${why}`);
    else partial.push(`${c.token} on ${urls.length - allowedCount} of ${urls.length} URLs, e.g. ${pathOf(firstBlocked.url)}${why}`);
  }
  const parts: string[] = [];
  if (policy.kind === 'disallow-all') parts.push(`${policy.reason}.`);
  else {
    if (blockedHome.length) parts.push(`robots.txt disallows the home page for ${blockedHome.join('; ')}.`);
    if (partial.length) parts.push(`robots.txt disallows ${partial.join('; ')}.`);
  }
  const detail = parts.length ? parts.join(' ') : `robots.txt allows ${list.map((c) => c.token).join(', ')} on the ${urls.length} URLs checked.`;
  return measured(id, total ? earned / total : 1, detail, parts.length ? [robotsUrl] : []);
}

function robotsFileOutcomes(ctx: SiteContext): CheckOutcome[] {
  const p = ctx.robots;
  if (p.kind === 'not-fetched') {
    return ['technical.robots.unreachable', 'technical.robots.missing', 'technical.robots.invalid'].map((id) => notApplicable(id, 'robots.txt was not fetched'));
  }
  const out: CheckOutcome[] = [];
  out.push(p.kind === 'disallow-all' ? measured('technical.robots.unreachable', 0, `${p.reason}.`, [p.url]) : measured('technical.robots.unreachable', 1, `robots.txt answered ${p.status}.`));
  if (p.kind === 'disallow-all') out.push(notApplicable('technical.robots.missing', 'robots.txt is unreachable'));
  else if (p.kind === 'allow-all') out.push(measured('technical.robots.missing', 0, `${p.reason}.`, [p.url]));
  else out.push(measured('technical.robots.missing', 1, `robots.txt answered ${p.status}.`));
  if (p.kind !== 'parsed') out.push(notApplicable('technical.robots.invalid', 'no robots.txt to parse'));
  else {
    const r = p.robots;
    const problems: string[] = [];
    if (p.servedAsHtml) problems.push('robots.txt is served as HTML (a catch-all page?); crawlers find no rules in it');
    if (r.truncated) problems.push('robots.txt is larger than 500 KiB; crawlers may ignore the rest');
    if (r.ignoredCount > 0 && !p.servedAsHtml) {
      const shown = r.ignored.slice(0, 5).map((l) => `line ${l.line} "${l.text.trim().slice(0, 60)}" (${l.reason.replace(/-/g, ' ')})`);
      problems.push(`${r.ignoredCount} line(s) are ignored: ${shown.join('; ')}${r.ignoredCount > 5 ? '; …' : ''}`);
    }
    out.push(
      problems.length
        ? measured('technical.robots.invalid', 0, `${problems.join('. ')}.`, [p.url])
        : measured('technical.robots.invalid', 1, `robots.txt parsed: ${r.groups.length} group(s), ${r.sitemaps.length} sitemap line(s).`),
    );
  }
  return out;
}

/**
 * A per-page check: share of pages passing; the failing ones are the affected URLs.
 * `failing` returns a short note for a failing page, or null when it passes.
 */
function perPage(id: string, pages: AnalyzedPage[], failing: (p: AnalyzedPage) => string | null, what: string, homeEscalates = false): CheckOutcome {
  if (pages.length === 0) return notApplicable(id, 'no HTML page was analysed');
  const bad: { page: AnalyzedPage; note: string }[] = [];
  for (const p of pages) {
    const note = failing(p);
    if (note !== null) bad.push({ page: p, note });
  }
  if (bad.length === 0) return measured(id, 1, `All ${pages.length} analysed pages pass: ${what}.`);
  const first = bad[0];
  const detail = `${bad.length} of ${pages.length} pages: ${what}. First: ${first.page.url}${first.note ? ` (${first.note})` : ''}.`;
  const homeHit = homeEscalates && bad.some((b) => b.page.isHome);
  return measured(id, 1 - bad.length / pages.length, detail, bad.map((b) => b.page.url), homeHit ? 'CRITICAL' : undefined);
}

function signalsOf(p: AnalyzedPage, now: Date): IndexingSignals {
  return indexingSignals(p.facts.robotsDirectives, now, relevantAgents);
}

function jsOnlyNote(p: AnalyzedPage): string | null {
  const f = p.facts;
  if (f.bodyWords >= 80) return null;
  const reasons: string[] = [];
  if (f.emptyAppRoot) reasons.push(`empty #${f.emptyAppRoot} mount point`);
  if (f.noscriptJsNotice) reasons.push('<noscript> asks to enable JavaScript');
  if (f.inlineScriptChars > 50_000) reasons.push(`${Math.round(f.inlineScriptChars / 1024)} KB of inline script`);
  if (reasons.length === 0 && f.bodyWords < 30 && f.scriptCount > 0) reasons.push(`${f.scriptCount} script(s)`);
  if (reasons.length === 0) return null;
  return `${f.bodyWords} words of text in the HTML; ${reasons.join(', ')}`;
}

function canonicalProblem(p: AnalyzedPage, ctx: SiteContext): string | null {
  const hrefs = p.facts.canonicals;
  if (hrefs.length === 0) return null;
  const resolved = new Set<string>();
  for (const h of hrefs) {
    if (!h) return 'empty href';
    let u: URL;
    try {
      u = new URL(h, p.url);
    } catch {
      return `unparseable "${h.slice(0, 80)}"`;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return `not an http(s) URL: ${h.slice(0, 80)}`;
    if (hostOf(u.href) !== ctx.siteHost) return `points to another site: ${u.href}`;
    if (u.protocol === 'http:' && ctx.origin.startsWith('https:')) return `points to http on an https site: ${u.href}`;
    resolved.add(u.href);
  }
  return resolved.size > 1 ? `${resolved.size} different canonicals: ${[...resolved].slice(0, 3).join(', ')}` : null;
}

function sitemapOutcomes(ctx: SiteContext): CheckOutcome[] {
  const sitemaps = ctx.snapshot.sitemaps ?? [];
  const ok = sitemaps.filter((s) => s.resource && s.resource.status >= 200 && s.resource.status < 300);
  const declared = ctx.robots.kind === 'parsed' ? ctx.robots.robots.sitemaps.length : 0;
  const out: CheckOutcome[] = [];
  if (sitemaps.length === 0) {
    return [notApplicable('technical.sitemap.missing', 'no sitemap was fetched'), notApplicable('technical.sitemap.invalid', 'no sitemap was fetched')];
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
  out.push(measured('technical.sitemap.missing', 1, `Sitemap found: ${ok.map((s) => s.url).join(', ')}${declared ? ' (declared in robots.txt)' : ''}.`));
  const bad: { url: string; why: string }[] = [];
  for (const s of ok) {
    const why = sitemapProblem(s.resource.body ?? '', s.urls, ctx);
    if (why) bad.push({ url: s.url, why });
  }
  out.push(
    bad.length
      ? measured('technical.sitemap.invalid', 1 - bad.length / ok.length, `${bad.map((b) => `${b.url}: ${b.why}`).join('; ')}.`, bad.map((b) => b.url))
      : measured('technical.sitemap.invalid', 1, `${ok.length} sitemap(s) valid, listing ${ok.reduce((n, s) => n + s.urls.length, 0)} URLs.`),
  );
  return out;
}

const rootProbe = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, stopNodes: ['*.url', '*.sitemap'] });

function sitemapProblem(body: string, urls: string[], ctx: SiteContext): string | null {
  const head = body.slice(0, 5_000_000);
  if (/^\s*(<!doctype html|<html[\s>])/i.test(head.slice(0, 1024))) return 'served as an HTML page, not XML';
  let valid: true | { err: { msg: string; line: number } };
  try {
    valid = XMLValidator.validate(head) as typeof valid;
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

function securityHeadersOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'technical.security.headers-missing';
  const home = ctx.snapshot.home;
  if (!home || home.status === 0) return notApplicable(id, 'the home page gave no response');
  const h = home.headers ?? {};
  const https = (home.url || home.requestedUrl).startsWith('https:');
  const parts: { name: string; ok: boolean }[] = [];
  if (https) parts.push({ name: 'Strict-Transport-Security', ok: /max-age=\s*[1-9]/i.test(h['strict-transport-security'] ?? '') });
  parts.push({ name: 'X-Content-Type-Options: nosniff', ok: /nosniff/i.test(h['x-content-type-options'] ?? '') });
  parts.push({
    name: 'Content-Security-Policy frame-ancestors or X-Frame-Options',
    ok: /frame-ancestors/i.test(h['content-security-policy'] ?? '') || /^(deny|sameorigin)$/i.test((h['x-frame-options'] ?? '').trim()),
  });
  const missing = parts.filter((p) => !p.ok).map((p) => p.name);
  const share = parts.filter((p) => p.ok).length / parts.length;
  return measured(id, share, missing.length ? `The home page response lacks ${missing.join(', ')}.` : 'The home page sends the expected security headers.', missing.length ? [home.url] : []);
}

function responseTimeOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'technical.performance.slow-response';
  const timed = ctx.fetched.filter((r) => r.status > 0 && Number.isFinite(r.elapsedMs));
  if (timed.length === 0) return notApplicable(id, 'no page answered');
  let sum = 0;
  const slow: { url: string; ms: number }[] = [];
  for (const r of timed) {
    const ms = r.elapsedMs;
    sum += ms <= 1000 ? 1 : ms <= 2500 ? 0.5 : 0;
    if (ms > 1000) slow.push({ url: r.url || r.requestedUrl, ms });
  }
  slow.sort((a, b) => b.ms - a.ms);
  const ms = timed.map((r) => r.elapsedMs).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  const detail = slow.length
    ? `${slow.length} of ${timed.length} pages took over 1 s to fetch (slowest ${slow[0].url}: ${Math.round(slow[0].ms)} ms); median ${Math.round(median)} ms.`
    : `All ${timed.length} pages were fetched within 1 s (median ${Math.round(median)} ms).`;
  return measured(id, sum / timed.length, detail, slow.map((s) => s.url));
}

function llmsOutcomes(ctx: SiteContext): CheckOutcome[] {
  const l = ctx.llms;
  const fetched = ctx.snapshot.llmsTxt;
  if (!fetched) return [notApplicable('technical.llmstxt.missing', 'llms.txt was not fetched'), notApplicable('technical.llmstxt.invalid', 'llms.txt was not fetched')];
  if (!l.present) {
    return [
      measured('technical.llmstxt.missing', 0, `/llms.txt answered ${l.status || fetched.error || 'no response'}.`, [l.url ?? `${ctx.origin}/llms.txt`]),
      notApplicable('technical.llmstxt.invalid', 'there is no llms.txt'),
    ];
  }
  const problems = [...l.errors, ...l.warnings].slice(0, 6).map((i) => `${i.message}${i.line ? ` (line ${i.line})` : ''}`);
  const share = !l.valid ? 0 : l.warnings.length > 0 ? 0.75 : 1;
  const summary = l.valid
    ? `llms.txt is valid: title "${(l.title ?? '').slice(0, 60)}", ${l.summary ? 'a summary' : 'no summary'}, ${l.sections.length} section(s), ${l.links.length} link(s)${problems.length ? `; warnings: ${problems.join('; ')}` : ''}.`
    : `llms.txt is invalid: ${problems.join('; ')}.`;
  return [measured('technical.llmstxt.missing', 1, `/llms.txt answered ${l.status}.`), measured('technical.llmstxt.invalid', share, summary, share < 1 ? [l.url ?? ''] : [])];
}

function brokenLinksOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'technical.links.broken-internal';
  if (ctx.pages.length === 0) return notApplicable(id, 'no HTML page was analysed, so no link was followed');
  const broken = ctx.snapshot.brokenLinks ?? [];
  const targets = new Map<string, { status: number; error: string | null; from: string[] }>();
  for (const b of broken) {
    const t = targets.get(b.to) ?? { status: b.status, error: b.error, from: [] };
    if (!t.from.includes(b.from)) t.from.push(b.from);
    targets.set(b.to, t);
  }
  if (targets.size === 0) return measured(id, 1, 'No broken internal link was found.');
  const shown = [...targets.entries()]
    .slice(0, 5)
    .map(([to, t]) => `${to} (${t.status || t.error || 'no response'}, linked from ${t.from[0]})`)
    .join('; ');
  // Each distinct broken target costs a tenth of the points; the pages holding the links are affected.
  return measured(id, Math.max(0, 1 - targets.size / 10), `${targets.size} internal link target(s) are broken: ${shown}.`, [...new Set(broken.map((b) => b.from))]);
}

export function evaluateTechnical(ctx: SiteContext): CheckOutcome[] {
  const pages = ctx.pages;
  const out: CheckOutcome[] = [];
  out.push(...robotsFileOutcomes(ctx));
  out.push(robotsClassOutcome('technical.robots.search-engines-blocked', 'search-engine', ctx));
  out.push(robotsClassOutcome('technical.robots.ai-search-crawlers-blocked', 'ai-search', ctx));
  out.push(robotsClassOutcome('technical.robots.ai-user-agents-blocked', 'ai-user', ctx));
  out.push(robotsClassOutcome('technical.robots.google-extended-blocked', 'google-extended', ctx));
  out.push(robotsClassOutcome('technical.robots.ai-training-crawlers-blocked', 'ai-training', ctx));

  const sig = (p: AnalyzedPage) => signalsOf(p, ctx.now);
  out.push(perPage('technical.indexing.noindex', pages, (p) => (sig(p).noindex.length ? sig(p).noindex.map(describeSet).join('; ') : null), 'noindex excludes the page from indexes', true));
  out.push(perPage('technical.indexing.nosnippet', pages, (p) => (sig(p).nosnippet.length ? sig(p).nosnippet.map(describeSet).join('; ') : null), 'snippets are forbidden'));
  out.push(perPage('technical.indexing.nofollow', pages, (p) => (sig(p).nofollow.length ? sig(p).nofollow.map(describeSet).join('; ') : null), 'links are not to be followed'));
  out.push(perPage('technical.indexing.noai', pages, (p) => (sig(p).noai.length ? sig(p).noai.map(describeSet).join('; ') : null), 'noai/noimageai directives'));
  out.push(perPage('technical.rendering.js-only-content', pages, jsOnlyNote, 'the HTML is a near-empty shell filled by JavaScript', true));

  // Status codes of everything fetched (the home page is kept whatever it answered).
  const errored = ctx.fetched.filter((r) => r.status < 200 || r.status >= 300); // a final 3xx is a redirect that went nowhere
  const homeUrl = ctx.snapshot.home ? ctx.snapshot.home.url || ctx.snapshot.home.requestedUrl : null;
  out.push(
    ctx.fetched.length === 0
      ? notApplicable('technical.http.error-status', 'nothing was fetched')
      : errored.length === 0
        ? measured('technical.http.error-status', 1, `All ${ctx.fetched.length} fetched pages answered 2xx.`)
        : measured(
            'technical.http.error-status',
            1 - errored.length / ctx.fetched.length,
            `${errored.length} of ${ctx.fetched.length} fetched pages answered with an error: ${errored
              .slice(0, 5)
              .map((r) => `${r.url || r.requestedUrl} (${r.status || r.error || 'no response'})`)
              .join(', ')}.`,
            errored.map((r) => r.url || r.requestedUrl),
            errored.some((r) => (r.url || r.requestedUrl) === homeUrl) ? 'CRITICAL' : undefined,
          ),
  );
  const chains = ctx.fetched.filter((r) => (r.redirects?.length ?? 0) > 1);
  out.push(
    ctx.fetched.length === 0
      ? notApplicable('technical.http.redirect-chain', 'nothing was fetched')
      : measured(
          'technical.http.redirect-chain',
          1 - chains.length / ctx.fetched.length,
          chains.length
            ? `${chains.length} fetched URL(s) went through more than one redirect, e.g. ${[chains[0].requestedUrl, ...chains[0].redirects].join(' → ')}.`
            : 'No fetched URL went through more than one redirect.',
          chains.map((r) => r.requestedUrl),
        ),
  );
  out.push(brokenLinksOutcome(ctx));

  out.push(perPage('technical.page.title-missing', pages, (p) => (p.facts.titles.some((t) => t.trim()) ? null : ''), 'no <title>'));
  const titled = pages.filter((p) => p.facts.titles.some((t) => t.trim()));
  out.push(
    titled.length === 0
      ? notApplicable('technical.page.title-length', 'no page has a title')
      : perPage(
          'technical.page.title-length',
          titled,
          (p) => {
            const t = p.facts.titles.find((x) => x.trim())!.trim();
            return t.length < 10 || t.length > 70 ? `${t.length} characters: "${t.slice(0, 80)}"` : null;
          },
          'title outside 10-70 characters',
        ),
  );
  out.push(perPage('technical.page.meta-description-missing', pages, (p) => (p.facts.metaDescription ? null : ''), 'no meta description'));
  out.push(perPage('technical.page.canonical-missing', pages, (p) => (p.facts.canonicals.length ? null : ''), 'no canonical link'));
  const withCanonical = pages.filter((p) => p.facts.canonicals.length > 0);
  out.push(
    withCanonical.length === 0
      ? notApplicable('technical.page.canonical-invalid', 'no page declares a canonical')
      : perPage('technical.page.canonical-invalid', withCanonical, (p) => canonicalProblem(p, ctx), 'invalid or conflicting canonical'),
  );
  out.push(perPage('technical.page.lang-missing', pages, (p) => (p.facts.lang ? null : ''), 'no lang attribute on <html>'));
  out.push(perPage('technical.page.viewport-missing', pages, (p) => (p.facts.hasViewport ? null : ''), 'no viewport meta tag'));
  out.push(
    perPage(
      'technical.page.encoding-errors',
      pages,
      (p) => {
        const f = p.facts;
        if (f.replacementChars >= 3) return `${f.replacementChars} replacement characters (�)`;
        if (f.mojibake >= 3) return `${f.mojibake} sequences like "Ã©" (UTF-8 read as Latin-1)`;
        return null;
      },
      'garbled characters',
    ),
  );

  const insecure = ctx.fetched.filter((r) => (r.url || r.requestedUrl).startsWith('http:'));
  out.push(
    ctx.fetched.length === 0
      ? notApplicable('technical.security.https-missing', 'nothing was fetched')
      : measured(
          'technical.security.https-missing',
          1 - insecure.length / ctx.fetched.length,
          insecure.length ? `${insecure.length} of ${ctx.fetched.length} pages were served over plain HTTP (origin ${ctx.origin}).` : 'Every page was served over HTTPS.',
          insecure.map((r) => r.url || r.requestedUrl),
        ),
  );
  out.push(securityHeadersOutcome(ctx));
  out.push(...sitemapOutcomes(ctx));
  out.push(responseTimeOutcome(ctx));
  out.push(...llmsOutcomes(ctx));
  return out;
}
