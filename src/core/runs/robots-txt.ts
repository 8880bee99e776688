/**
 * The robots.txt a site audit fetched, kept beside its run (table audit_robots_txt) so that the
 * page funnel and the findings from the logs can say which AI bots it refuses on a page
 * (docs/crawlers.md, "robots.txt in the funnel"). The text is cut to the 500 KiB a robots parser
 * reads (robots.ts robotsParseLimitBytes, RFC 9309's minimum): nothing after it could change a
 * verdict. A project keeps the rows of its latest completed run and of runs still going.
 */
import type { Db, Tx } from '../../db/client.ts';
import { type RobotsPolicy, robotsParseLimitBytes, robotsPolicyOf } from '../../site/analyze/robots.ts';
import type { FetchedResource } from '../../site/site.ts';

/** The robots.txt of one audit run, as the funnel reads it. */
export interface StoredRobotsTxt {
  auditRunId: string;
  url: string;
  status: number;
  fetchedAt: Date;
  policy: RobotsPolicy;
}

/** The first `limit` UTF-8 bytes of `text` (a character the limit cuts through is dropped). */
function cutUtf8(text: string, limit: number): string {
  if (text.length * 3 <= limit || Buffer.byteLength(text, 'utf8') <= limit) return text;
  return Buffer.from(text, 'utf8')
    .subarray(0, limit)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/**
 * Stores the robots.txt the run's crawl fetched (nothing when it fetched none), and deletes the
 * project's older rows except the latest completed run's (which the funnel reads until this run completes).
 */
export async function saveRobotsTxt(
  db: Db,
  run: { id: string; projectId: string; accountId: string },
  resource: FetchedResource | null,
): Promise<void> {
  if (!resource) return;
  const row = {
    url: resource.url || resource.requestedUrl,
    status: resource.status,
    contentType: resource.contentType,
    error: resource.error,
    // NUL cannot be stored in a text column; robots parsing treats it as any other byte of a line.
    body: cutUtf8(resource.body ?? '', robotsParseLimitBytes).replaceAll('\u0000', '\uFFFD'),
  };
  await db.auditRobotsTxt.upsert({
    where: { auditRunId: run.id },
    create: { auditRunId: run.id, projectId: run.projectId, accountId: run.accountId, ...row },
    update: row,
  });
  await db.$executeRaw`DELETE FROM audit_robots_txt r USING audit_run a
    WHERE r.account_id = ${run.accountId} AND r.project_id = ${run.projectId} AND a.id = r.audit_run_id AND r.audit_run_id <> ${run.id}
      AND a.status <> 'RUNNING'
      AND a.id IS DISTINCT FROM (
        SELECT l.audit_run_id FROM audit_robots_txt l JOIN audit_run c ON c.id = l.audit_run_id
        WHERE l.account_id = ${run.accountId} AND l.project_id = ${run.projectId} AND c.status = 'COMPLETED' ORDER BY c.completed_at DESC, c.id DESC LIMIT 1)`;
}

type Row = {
  auditRunId: string;
  url: string;
  status: number;
  contentType: string | null;
  error: string | null;
  body: string;
  fetchedAt: Date;
};

function storedOf(r: Row): StoredRobotsTxt {
  const policy = robotsPolicyOf({
    requestedUrl: r.url,
    url: r.url,
    status: r.status,
    error: r.error,
    headers: {},
    contentType: r.contentType,
    body: r.body,
    truncated: false,
    redirects: [],
    elapsedMs: 0,
  });
  return { auditRunId: r.auditRunId, url: r.url, status: r.status, fetchedAt: r.fetchedAt, policy };
}

/** The robots.txt of the project's latest completed audit that fetched one; null when none did. */
export async function latestRobotsTxt(
  db: Pick<Db, '$queryRaw'>,
  project: { id: string; accountId: string },
): Promise<StoredRobotsTxt | null> {
  const [row] = await db.$queryRaw<Row[]>`SELECT r.audit_run_id AS "auditRunId", r.url, r.status, r.content_type AS "contentType",
      r.error, r.body, r.fetched_at AS "fetchedAt"
    FROM audit_robots_txt r JOIN audit_run a ON a.id = r.audit_run_id
    WHERE r.account_id = ${project.accountId} AND r.project_id = ${project.id} AND a.status = 'COMPLETED' ORDER BY a.completed_at DESC, a.id DESC LIMIT 1`;
  return row ? storedOf(row) : null;
}

/** The robots.txt one run fetched (the run being completed, for its findings); null when it fetched none. */
export async function robotsTxtOfRun(tx: Pick<Tx, '$queryRaw'>, run: { id: string; accountId: string }): Promise<StoredRobotsTxt | null> {
  const [row] = await tx.$queryRaw<Row[]>`SELECT audit_run_id AS "auditRunId", url, status, content_type AS "contentType",
      error, body, fetched_at AS "fetchedAt" FROM audit_robots_txt WHERE account_id = ${run.accountId} AND audit_run_id = ${run.id}`;
  return row ? storedOf(row) : null;
}
