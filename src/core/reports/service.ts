import type { Db, Tx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { latestCompletedRun } from '../runs/audit-run-view.ts';
import { brandOfProject } from '../branding/brand.ts';
import { AppError } from '../kernel/errors.ts';
import type { Services } from '../runtime/services.ts';
import { brandMarkdown } from './brand-header.ts';
import { renderReportHtml, reportHtmlDocument, withBrand } from './report-html.ts';
import { renderReportMarkdown } from './report-sections.ts';
import { loadReportInput } from './report-input.ts';

/**
 * Renders the client report of a completed run from its stored data and keeps it as the run's
 * snapshot: the Markdown, and the HTML (with its charts) the PDF is printed from later. Called in
 * the transaction that marks the run COMPLETED, so a completed run always has its report, and
 * the PDF says what the Markdown says even when findings are resolved afterwards.
 */
export async function snapshotReport(tx: Tx | Db, auditRunId: string, generatedAt = new Date()): Promise<string> {
  const run = await tx.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
  const input = { ...(await loadReportInput(tx, auditRunId)), generatedAt };
  const markdown = renderReportMarkdown(input);
  const html = renderReportHtml(input);
  await tx.report.upsert({
    where: { auditRunId },
    create: { auditRunId, accountId: run.accountId, projectId: run.projectId, markdown, html },
    update: { markdown, html, pdf: null, pdfRenderedAt: null },
  });
  return markdown;
}

async function completedRun(db: Db, p: Principal, slug: string, auditRunId?: string) {
  const project = await projectForPrincipal(db, p, slug);
  if (auditRunId !== undefined) {
    const run = await db.auditRun.findFirst({ where: { id: auditRunId, projectId: project.id } });
    if (!run) throw new AppError('not_found');
    if (run.status !== 'COMPLETED') throw new AppError('no_completed_audit');
    return run;
  }
  const run = await latestCompletedRun(db, project.id);
  if (!run) throw new AppError('no_completed_audit');
  return run;
}

/** `s.db` may be a replica (readerServices): the snapshot of an old run is written, and read back, on the primary. */
async function reportOf(s: Services, auditRunId: string) {
  const report = await s.db.report.findUnique({ where: { auditRunId } });
  if (report) return report;
  // Runs completed before snapshots existed: render once now and keep it. Two first requests may
  // race; the loser's unique violation just means the snapshot is there now.
  const primary = s.replicas.primary;
  await snapshotReport(primary, auditRunId).catch((e: unknown) => {
    if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')) throw e;
  });
  return primary.report.findUniqueOrThrow({ where: { auditRunId } });
}

/** GET /projects/{slug}/report: the Markdown report of the latest completed run. */
export async function reportMarkdown(s: Services, p: Principal, slug: string) {
  const run = await completedRun(s.db, p, slug);
  const report = await reportOf(s, run.id);
  return { auditRunId: run.id, markdown: brandMarkdown(report.markdown, await brandOfProject(s.db, run.projectId)) };
}

/**
 * GET /projects/{slug}/report.pdf: rendered once per run in Chromium, then served from the cache
 * (which a change of the workspace's brand empties).
 */
export async function reportPdf(s: Services, p: Principal, slug: string, auditRunId?: string) {
  const run = await completedRun(s.db, p, slug, auditRunId);
  const report = await reportOf(s, run.id);
  if (report.pdf) return { auditRunId: run.id, pdf: Buffer.from(report.pdf) };
  const brand = await brandOfProject(s.db, run.projectId);
  // Reports stored before the HTML snapshot are printed from their Markdown (no charts).
  const pdf = await s.pdf.renderHtml(report.html ? withBrand(report.html, brand) : reportHtmlDocument(report.markdown, brand));
  await s.replicas.primary.report.update({
    where: { auditRunId: run.id },
    data: { pdf: new Uint8Array(pdf), pdfRenderedAt: new Date() },
  });
  return { auditRunId: run.id, pdf };
}
