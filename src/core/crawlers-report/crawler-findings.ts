/**
 * Findings of an audit from the site's access logs (docs/crawlers.md, "Findings from the logs"),
 * over the UTC days of the 30 days up to the audit, read from the per-page daily rollups. Only a
 * project with AI crawler hits in those days gets the two read from the logs: without logs nothing
 * can be said. The robots.txt one needs no logs: the audit's own robots.txt against the pages
 * engines cited. Each check fires once, with its evidence in the description, or not at all.
 */
import type { Tx } from '../../db/client.ts';
import { timelineBySeverity } from '../../site/analyze/severity.ts';
import type { FindingDraft } from '../../site/analyze/types.ts';
import { DEFAULT_REPORT_DAYS } from '../kernel/report-range.ts';
import { robotsTxtOfRun } from '../runs/robots-txt.ts';
import { citedPages } from './page-funnel.ts';
import { answerCrawlersRefused } from './robots-refusals.ts';

export const crawlerCheckIds = [
  'crawlers.answer_crawler_refused',
  'crawlers.sitemap_not_fetched',
  'crawlers.answer_crawler_robots_disallowed',
] as const;
export type CrawlerCheckId = (typeof crawlerCheckIds)[number];

const DAY_MS = 86_400_000;
/** Pages named in a finding's description. */
const NAMED_PAGES = 5;

/** A site finding's draft (site/analyze/types.ts) with a check of the logs. */
export type CrawlerFinding = Omit<FindingDraft, 'checkId'> & { checkId: CrawlerCheckId };

/** A sitemap's page key: an .xml (or .xml.gz) file whose path names a sitemap. */
const SITEMAP_KEY = `(path ILIKE '%sitemap%.xml' OR path ILIKE '%sitemap%.xml.gz')`;

export async function crawlerFindings(
  tx: Tx,
  project: { id: string; domain: string; accountId: string },
  now: Date,
  auditRunId: string,
): Promise<CrawlerFinding[]> {
  const from = new Date(Math.floor((now.getTime() - DEFAULT_REPORT_DAYS * DAY_MS) / DAY_MS) * DAY_MS);
  const robots = await robotsDisallowedFinding(tx, project, { from, now }, auditRunId);
  return [...(robots ? [robots] : []), ...(await logFindings(tx, project, from))];
}

/**
 * The pages engines cited in the 30 days (the client's, counted as the funnel counts them: citedPages) that this
 * audit's robots.txt disallows to an answer crawler; none when the audit fetched no robots.txt.
 */
async function robotsDisallowedFinding(
  tx: Tx,
  project: { id: string; domain: string; accountId: string },
  { from, now }: { from: Date; now: Date },
  auditRunId: string,
): Promise<CrawlerFinding | null> {
  const robots = await robotsTxtOfRun(tx, { id: auditRunId, accountId: project.accountId });
  if (!robots) return null;
  const cited = await citedPages(tx, project, { from, to: now });
  const refused = cited.map((c) => ({ ...c, tokens: answerCrawlersRefused(robots.policy, c.path) })).filter((c) => c.tokens.length > 0);
  if (refused.length === 0) return null;
  const named = refused
    .slice(0, NAMED_PAGES)
    .map((r) => `${r.path} (${r.citations} citation${r.citations === 1 ? '' : 's'}; disallowed to ${r.tokens.join(', ')})`);
  const more = refused.length > NAMED_PAGES ? ` and ${refused.length - NAMED_PAGES} more` : '';
  return {
    checkId: 'crawlers.answer_crawler_robots_disallowed',
    category: 'TECHNICAL',
    severity: 'HIGH',
    title: 'robots.txt disallows AI answer crawlers on pages engines cite',
    description: `Your robots.txt (${robots.url}) disallows search or AI answer crawlers on ${refused.length} page${refused.length === 1 ? '' : 's'} that AI engines cited in the last ${DEFAULT_REPORT_DAYS} days: ${named.join('; ')}${more}.`,
    recommendation:
      'Allow these crawlers on the pages listed (remove or narrow the Disallow rules that match them, or add a longer Allow rule); keep refusing the training crawlers if you wish, they do not decide citations.',
    affectedUrl: `https://${project.domain}${refused[0].path}`,
    timeline: timelineBySeverity.HIGH,
    expectedImpact: 'Engines that obey robots.txt can read and refresh the pages they cite, so the citations stay and stay current.',
  };
}

async function logFindings(tx: Tx, project: { id: string; domain: string; accountId: string }, from: Date): Promise<CrawlerFinding[]> {
  const [seen] = await tx.$queryRawUnsafe<{ verified: number; sitemap: number }[]>(
    `SELECT COALESCE(sum(verified), 0)::int AS verified, COALESCE(sum(verified + other) FILTER (WHERE ${SITEMAP_KEY}), 0)::int AS sitemap
     FROM crawler_page_daily WHERE account_id = $3 AND project_id = $1 AND day >= $2`,
    project.id,
    from,
    project.accountId,
  );
  if (!seen || seen.verified === 0) return [];
  const findings: CrawlerFinding[] = [];
  const refused = await tx.$queryRawUnsafe<{ path: string; refused: number; citations: number }[]>(
    `SELECT h.path, h.refused, c.citations FROM
       (SELECT path, sum(answer_refused)::int AS refused FROM crawler_page_daily WHERE account_id = $3 AND project_id = $1 AND day >= $2 GROUP BY 1) h
       JOIN (SELECT path, sum(citations)::int AS citations FROM citation_page_daily WHERE account_id = $3 AND project_id = $1 AND day >= $2 GROUP BY 1) c
         ON c.path = h.path
     WHERE h.refused > 0 ORDER BY c.citations DESC, h.refused DESC, h.path`,
    project.id,
    from,
    project.accountId,
  );
  if (refused.length > 0) {
    const named = refused
      .slice(0, NAMED_PAGES)
      .map(
        (r) =>
          `${r.path} (${r.citations} citation${r.citations === 1 ? '' : 's'}, ${r.refused} refused fetch${r.refused === 1 ? '' : 'es'})`,
      );
    const more = refused.length > NAMED_PAGES ? ` and ${refused.length - NAMED_PAGES} more` : '';
    findings.push({
      checkId: 'crawlers.answer_crawler_refused',
      category: 'TECHNICAL',
      severity: 'HIGH',
      title: 'AI answer crawlers are refused on pages engines cite',
      description: `In the last ${DEFAULT_REPORT_DAYS} days your logs show verified AI search or user-triggered crawlers (such as OAI-SearchBot, ChatGPT-User, PerplexityBot) answered with a 4xx or 5xx status on ${refused.length} page${refused.length === 1 ? '' : 's'} that AI engines cite: ${named.join('; ')}${more}.`,
      recommendation:
        'Find what refuses these bots on the pages listed (a firewall or bot-management rule, rate limiting, a login wall, server errors) and let the verified answer crawlers through; their published address ranges tell them from impostors.',
      affectedUrl: `https://${project.domain}${refused[0].path}`,
      timeline: timelineBySeverity.HIGH,
      expectedImpact: 'Engines can fetch the pages they cite when they answer, so the citations stay current and keep linking to you.',
    });
  }
  if (seen.sitemap === 0) {
    findings.push({
      checkId: 'crawlers.sitemap_not_fetched',
      category: 'TECHNICAL',
      severity: 'LOW',
      title: 'AI crawlers never fetch your sitemap',
      description: `In the last ${DEFAULT_REPORT_DAYS} days your logs show ${seen.verified} verified AI crawler hits, none of them on a sitemap (/sitemap.xml or another .xml file whose path names a sitemap).`,
      recommendation:
        'Publish an XML sitemap of the pages you want read and name it in robots.txt ("Sitemap: https://…/sitemap.xml"), and keep it reachable for the AI crawlers.',
      affectedUrl: `https://${project.domain}/sitemap.xml`,
      timeline: timelineBySeverity.LOW,
      expectedImpact: 'AI crawlers find new and changed pages sooner instead of only following links.',
    });
  }
  return findings;
}
