import type { JobHelpers, Task } from 'graphile-worker';
import { plans } from '../core/plans/plans.ts';
import type { Services } from '../core/runtime/services.ts';
import { analysisErrorCounts } from '../site/analyze/analyze-site.ts';
import { crawlSite, type CrawlProgressEvent } from '../site/crawl/crawl-site.ts';
import { SiteUnreachableError } from '../site/crawl/site-unreachable.ts';
import { finalizeIfReady } from '../core/audits/finalize.ts';
import { claimRun, failRun, heartbeat, type RunRef } from '../core/audits/lifecycle.ts';
import { parseAuditJobPayload, runRefOfJob } from '../core/audits/audit-job.ts';
import { saveSiteOutcome } from '../core/runs/site-outcome.ts';
import { saveRobotsTxt } from '../core/runs/robots-txt.ts';
import { engineSpendOf } from '../core/plans/engine-budget.ts';
import { planProbes } from '../core/probes/plan-probes.ts';
import { sharedSiteWorkers } from '../site/worker/site-workers.ts';

// Short, so that a run whose worker died goes stale within a couple of minutes (see failStaleRuns).
const HEARTBEAT_MS = 5_000;

function describeProgress(e: CrawlProgressEvent): string | null {
  switch (e.phase) {
    case 'home':
      return `fetched the home page (${e.status || 'no response'})`;
    case 'page':
      return `crawled ${e.fetched} of at most ${e.budget} pages`;
    case 'links':
      return `checked ${e.checked} of ${e.total} links`;
    case 'done':
      return `crawl done: ${e.pages} pages, ${e.brokenLinks} broken links`;
    default:
      return null;
  }
}

/**
 * The audit_run task: plan the engine probes (their own jobs), crawl the project's site within
 * the plan's page budget, analyze it, and leave the outcome on the run; whichever half finishes
 * last completes the run (scores, deltas, findings, report) in one transaction. Idempotent: a run
 * that is no longer RUNNING is left alone, so retries and duplicate jobs are harmless. A site
 * that cannot be reached fails the run with a readable reason; an unexpected error is retried
 * by graphile-worker and fails the run on the last attempt.
 */
export async function runAuditJob(services: Services, ref: RunRef, helpers: JobHelpers, workerId: string | null = null): Promise<void> {
  const { db, config } = services;
  const log = services.log.child({ auditRunId: ref.id, accountId: ref.accountId });
  const run = await claimRun(db, ref, workerId);
  if (!run) {
    log.info('audit run is no longer RUNNING; nothing to do');
    return;
  }
  log.info({ project: run.project.slug, domain: run.project.domain, attempt: run.attempts }, 'audit started');
  let progress = 'starting the crawl';
  const beat = setInterval(() => {
    void heartbeat(db, run, progress).catch((err: unknown) => log.warn({ err }, 'heartbeat failed'));
  }, HEARTBEAT_MS);
  try {
    await heartbeat(db, run, progress);
    // The engine probes run as their own jobs, beside the crawl; the last half to finish completes the run.
    const spend = await engineSpendOf(db, run.project, new Date());
    const probes = await planProbes(db, run, run.project, config.engines, {
      // An overrun closes the month: committed + overrun is then at least the budget.
      spentMicros: spend.committedMicros + spend.overrunMicros,
      cheapestCallMicros: (engines) => Math.min(...engines.map((e) => services.engines[e]?.estimateCostMicros() ?? 0)),
    });
    log.info({ engines: probes.engines, skipped: probes.skipped }, 'engine probes planned');
    // Parsing and analysis run on worker threads: a hostile site must not stall the API.
    const workers = sharedSiteWorkers(config.siteWorkers);
    const snapshot = await crawlSite(run.project.domain, {
      workers,
      maxPages: plans[run.project.plan].pageBudget,
      allowPrivate: config.allowPrivateNetwork,
      timeoutMs: config.crawlTimeoutMs,
      onProgress: (event) => {
        const note = describeProgress(event);
        if (!note) return;
        progress = note;
        log.info({ phase: event.phase }, note);
      },
    });
    progress = 'analyzing';
    await heartbeat(db, run, progress);
    const analysis = await workers.analyze(snapshot);
    // Kept for the page funnel and the findings from the logs (which AI bots robots.txt refuses on a page).
    await saveRobotsTxt(db, run, snapshot.robotsTxt);
    await saveSiteOutcome(db, run, {
      scores: analysis.scores,
      pagesAnalyzed: analysis.pagesAnalyzed,
      analysisErrors: analysis.analysisErrors,
      findings: analysis.findings, // the outcome's schema keeps the fields a finding row stores
      engineSkip: probes.skipped,
    });
    const errors = analysisErrorCounts(analysis.analysisErrors);
    if (errors.analysisErrors > 0) log.error({ errors: analysis.analysisErrors }, 'site analysis had errors (checks that crashed)');
    const outcome = await finalizeIfReady(db, run);
    log.info(
      { outcome, pages: analysis.pagesAnalyzed, findings: analysis.findings.length, scores: analysis.scores, ...errors },
      'site audit finished',
    );
  } catch (err) {
    if (err instanceof SiteUnreachableError) {
      log.warn({ reason: err.message }, 'site unreachable; run failed');
      await failRun(db, run, { code: 'site_unreachable', message: err.message });
      return;
    }
    const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
    log.error({ err, attempt: helpers.job.attempts, lastAttempt }, 'audit attempt failed');
    if (lastAttempt) {
      await failRun(db, run, {
        code: 'internal_error',
        message: 'The audit failed because of an internal error; it was not retried further.',
      });
      return;
    }
    throw err;
  } finally {
    clearInterval(beat);
  }
}

/**
 * Payload `{ auditRunId, accountId }` (src/core/audits/audit-job.ts); a job queued by the previous
 * version, `{ auditRunId }` only, still runs (the run's account is read first). `workerId` names
 * this process's presence session (src/jobs/worker.ts).
 */
export function auditRunTask(services: Services, workerId: string | null = null): Task {
  return async (payload, helpers) => {
    const parsed = parseAuditJobPayload(payload);
    if (!parsed) {
      services.log.error({ payload }, 'audit_run job with an invalid payload');
      return;
    }
    const ref = await runRefOfJob(services.db, parsed);
    if (!ref) {
      services.log.info({ auditRunId: parsed.auditRunId }, 'audit run no longer exists; nothing to do');
      return;
    }
    await runAuditJob(services, ref, helpers, workerId);
  };
}
