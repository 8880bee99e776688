/**
 * Technical checks of crawler access: is robots.txt reachable and valid, and whom does it let
 * reach which pages (search engines, AI search, AI assistants, Google-Extended, AI training).
 */
import { type CrawlerClass, crawlersOf, crawlerVerdict } from '../ai-crawlers.ts';
import { checkDefiner, measured, notApplicable } from '../checks.ts';
import { matchablePath, type RobotsRule } from '../robots.ts';
import { isSameSite, pathOf, type SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckId, CheckOutcome } from '../types.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const robotsAccessChecks: readonly CheckDefinition[] = [
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
    recommendation:
      'Add explicit groups for OAI-SearchBot, PerplexityBot and Claude-SearchBot with "Allow: /" (or remove the Disallow rules that match them).',
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
    recommendation:
      'If you want to appear in Gemini app answers, allow Google-Extended (it does not affect Google Search or AI Overviews).',
    expectedImpact: 'Content can ground answers in Gemini Apps and Vertex AI and inform future Gemini models.',
  }),
  def({
    id: 'technical.robots.ai-training-crawlers-blocked',
    severity: 'LOW',
    points: 5,
    title: 'robots.txt blocks AI training crawlers',
    recommendation:
      'A legitimate business choice. If brand awareness inside models matters more than opting out of training, allow GPTBot, ClaudeBot and CCBot.',
    expectedImpact: 'Future models learn your brand and content (a long-term effect on answers given without live search).',
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
];

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

function robotsClassOutcome(id: CheckId, cls: CrawlerClass, ctx: SiteContext): CheckOutcome {
  const policy = ctx.robots;
  if (policy.kind === 'not-fetched') return notApplicable(id, 'robots.txt was not fetched');
  const list = crawlersOf(cls);
  const urls = robotsUrls(ctx);
  const paths = urls.map(matchablePath);
  const robotsUrl = policy.url;
  let earned = 0;
  let total = 0;
  const blockedHome: string[] = [];
  const partial: string[] = [];
  for (const c of list) {
    let allowedCount = 0;
    let firstBlocked: { url: string; why: string } | null = null;
    for (const [i, url] of urls.entries()) {
      const { own, via, allowed } = crawlerVerdict(policy, c, paths[i]);
      if (allowed) allowedCount++;
      else if (!firstBlocked) {
        const why =
          !own.allowed || !via
            ? ruleText(own.rule)
            : `${c.requires} is disallowed (${ruleText(via.rule)}), and ${c.token} uses ${c.requires}'s crawl`;
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
  const detail = parts.length
    ? parts.join(' ')
    : `robots.txt allows ${list.map((c) => c.token).join(', ')} on the ${urls.length} URLs checked.`;
  return measured(id, total ? earned / total : 1, detail, parts.length ? [robotsUrl] : []);
}

function robotsFileOutcomes(ctx: SiteContext): CheckOutcome[] {
  const p = ctx.robots;
  if (p.kind === 'not-fetched') {
    return (['technical.robots.unreachable', 'technical.robots.missing', 'technical.robots.invalid'] as const).map((id) =>
      notApplicable(id, 'robots.txt was not fetched'),
    );
  }
  const out: CheckOutcome[] = [];
  out.push(
    p.kind === 'disallow-all'
      ? measured('technical.robots.unreachable', 0, `${p.reason}.`, [p.url])
      : measured('technical.robots.unreachable', 1, `robots.txt answered ${p.status}.`),
  );
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

export const robotsAccess: CheckGroup = {
  checks: robotsAccessChecks,
  evaluate: (ctx) => [
    ...robotsFileOutcomes(ctx),
    robotsClassOutcome('technical.robots.search-engines-blocked', 'search-engine', ctx),
    robotsClassOutcome('technical.robots.ai-search-crawlers-blocked', 'ai-search', ctx),
    robotsClassOutcome('technical.robots.ai-user-agents-blocked', 'ai-user', ctx),
    robotsClassOutcome('technical.robots.google-extended-blocked', 'google-extended', ctx),
    robotsClassOutcome('technical.robots.ai-training-crawlers-blocked', 'ai-training', ctx),
  ],
};
