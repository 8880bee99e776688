// The client report's "AI crawlers" section, only for a project whose access logs cover some of
// the 30 days up to the audit (a line of them received: page-funnel.ts accessLogSpan): over them, the verified AI bot hits (and the unverified ones apart), the bots
// reading most, the page funnel's totals (crawled, cited, crawls per citation, cited pages not
// crawled, cited pages refused to the bots) and the AI-referred visits, a floor. The same
// definitions as the API's page funnel (core/crawlers-report, docs/crawlers.md).
import type { Db } from '../../db/client.ts';
import { crawlerClassLabels } from '../contract/labels.ts';
import type { FunnelTotals } from '../crawlers-report/contract.ts';
import {
  accessLogSpan,
  citedPages,
  type CountedTotals,
  funnelPagesSql,
  funnelTotals,
  robotsDisallowedCited,
  totalsSql,
} from '../crawlers-report/page-funnel.ts';
import { robotsTxtOfRun } from '../runs/robots-txt.ts';
import { codeSpan, escapeMarkdown } from './escape-markdown.ts';

const DAYS = 30;

export interface ReportCrawlers {
  from: Date;
  to: Date;
  totals: FunnelTotals;
  bots: { bot: string; operator: string; botClass: keyof typeof crawlerClassLabels; verifiedHits: number }[];
  refusedCitedPaths: string[];
  /** Cited pages the audit's robots.txt disallows to an answer crawler (first 5); null without a robots.txt. */
  robotsDisallowedCitedPaths: string[] | null;
}

/** The section's figures for the 30 days up to `to`; null when no access-log line of them was received. */
export async function loadReportCrawlers(
  db: Pick<Db, '$queryRaw'>,
  projectId: string,
  to: Date,
  run: { id: string; accountId: string },
): Promise<ReportCrawlers | null> {
  const range = { from: new Date(to.getTime() - DAYS * 86_400_000), to };
  const project = { id: projectId, accountId: run.accountId };
  const pages = funnelPagesSql(project, range);
  const accessLogs = await accessLogSpan(db, project, range);
  if (!accessLogs) return null;
  const [t] = await db.$queryRaw<CountedTotals[]>`WITH ${pages} ${totalsSql}`;
  if (!t) return null;
  const robots = await robotsTxtOfRun(db, run);
  const robotsCited = robots ? robotsDisallowedCited(robots.policy, await citedPages(db, project, range)) : null;
  const [bots, refused] = await Promise.all([
    db.$queryRaw<ReportCrawlers['bots']>`SELECT bot, operator, bot_class::text AS "botClass", sum(hits)::int AS "verifiedHits"
      FROM crawler_hit_hourly WHERE account_id = ${run.accountId} AND project_id = ${projectId} AND hour >= ${range.from} AND hour <= ${range.to} AND verification = 'VERIFIED'
      GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1 LIMIT 5`,
    db.$queryRaw<
      { path: string }[]
    >`WITH ${pages} SELECT path FROM p WHERE citations > 0 AND refused > 0 ORDER BY citations DESC, path LIMIT 5`,
  ]);
  return {
    ...range,
    totals: funnelTotals(t, robotsCited?.length ?? null, accessLogs),
    bots,
    refusedCitedPaths: refused.map((r) => r.path),
    robotsDisallowedCitedPaths: robotsCited?.slice(0, 5) ?? null,
  };
}

const n = (v: number) => v.toLocaleString('en-US');
const figure = (v: number | null) => (v === null ? 'n/a' : v.toLocaleString('en-US', { maximumFractionDigits: 2 }));
/** A crawl-side count: null when no access-log line of the period was received (never the case in a section shown). */
const known = (v: number | null) => (v === null ? 'not known (no access logs)' : n(v));

/** The section's Markdown; no lines (the section is left out) without crawler data. */
export function crawlersSection(c: ReportCrawlers | null | undefined): string[] {
  if (!c) return [];
  const t = c.totals;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const logs = t.accessLogs;
  const covered = logs
    ? ` The logs received cover ${day(new Date(logs.firstLineAt))} to ${day(new Date(logs.lastLineAt))}; the figures say nothing of the days outside.`
    : '';
  const lines = [
    '## AI crawlers and AI referrals',
    '',
    `From the site's access logs, ${day(c.from)} to ${day(c.to)} (UTC). Verified hits come from the operators' published addresses; ${n(t.otherHits)} other hits claimed an AI agent without one and are not counted below.${covered}`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Verified AI bot hits | ${n(t.verifiedHits)} |`,
    `| Pages crawled (verified) | ${n(t.crawledPages)} |`,
    `| Pages cited in AI answers | ${n(t.citedPages)} |`,
    `| Crawls per citation | ${figure(t.crawlsPerCitation)} |`,
    `| Visits referred by AI products (a floor) | ${n(t.visits)} |`,
    `| Visits per citation | ${figure(t.visitsPerCitation)} |`,
    `| Pages cited but not crawled in the period | ${known(t.citedNotCrawled)} |`,
    `| Pages cited but refused to the bots (4xx/5xx) | ${known(t.refusedCited)} |`,
    `| Pages cited but disallowed to answer crawlers by robots.txt | ${t.robotsDisallowedCited === null ? 'not known (no robots.txt fetched)' : n(t.robotsDisallowedCited)} |`,
  ];
  if (c.bots.length > 0) {
    lines.push('', 'The bots reading most (verified hits):', '');
    for (const b of c.bots)
      lines.push(
        `- ${escapeMarkdown(b.bot || 'unknown agent')} (${escapeMarkdown(b.operator || 'unknown')}, ${crawlerClassLabels[b.botClass].toLowerCase()}): ${n(b.verifiedHits)}`,
      );
  }
  if (c.refusedCitedPaths.length > 0) {
    lines.push('', 'Cited pages the bots were refused (fix these first: engines cite them but cannot read them now):', '');
    for (const path of c.refusedCitedPaths) lines.push(`- ${codeSpan(path, 300)}`);
  }
  if (c.robotsDisallowedCitedPaths && c.robotsDisallowedCitedPaths.length > 0) {
    lines.push('', "Cited pages the audit's robots.txt disallows to AI answer or search crawlers:", '');
    for (const path of c.robotsDisallowedCitedPaths) lines.push(`- ${codeSpan(path, 300)}`);
  }
  lines.push('', 'Referred visits are a floor: many visits from AI answers carry no referrer.');
  return lines;
}
