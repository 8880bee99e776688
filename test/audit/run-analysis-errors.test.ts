import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRun } from '../../src/core/audits/lifecycle.ts';
import { analysisErrorCounts, analyzeSite } from '../../src/site/analyze/analyze-site.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { runningRun } from '../webhooks/support.ts';
import { fixture, site } from './analyze/snapshot-helper.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A real analysis in which the sitemap checks crash (the snapshot's sitemaps field throws). */
function crashingAnalysis() {
  const snapshot = site({ pages: { '/': fixture('good-home.html') } });
  Object.defineProperty(snapshot, 'sitemaps', {
    get() {
      throw new Error('sitemap list exploded');
    },
  });
  return analyzeSite(snapshot);
}

describe('analysis errors on a completed run', () => {
  it('are stored on the run, counted per check, and listed in the report methodology notes', async () => {
    const { account, projects } = await seedAccount(app.services);
    const runId = await runningRun(app.services, projects[0].id);
    const analysis = crashingAnalysis();
    expect(analysisErrorCounts(analysis.analysisErrors)).toEqual({
      analysisErrors: 2,
      analysisErrorsByCheck: { 'technical.sitemap.missing': 1, 'technical.sitemap.invalid': 1 },
    });

    const done = await completeRun(
      app.services.db,
      { id: runId, accountId: account.id },
      {
        scores: { ...analysis.scores, brand: null, platform: null },
        pagesAnalyzed: analysis.pagesAnalyzed,
        findings: [],
        analysisErrors: analysis.analysisErrors,
      },
    );
    expect(done).toBe(true);

    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.analysisErrors).toEqual([
      { checkId: 'technical.sitemap.missing', url: null, message: 'Error: sitemap list exploded' },
      { checkId: 'technical.sitemap.invalid', url: null, message: 'Error: sitemap list exploded' },
    ]);
    expect(run.scoreTechnical).toBeNull();
    expect(run.scoreSchema).not.toBeNull();

    const report = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runId } });
    const notes = report.markdown.slice(report.markdown.indexOf('## Methodology'));
    expect(notes).toContain('**Analysis errors.** 2 parts of this audit');
    expect(notes).toContain('- Check `technical.sitemap.missing`: Error: sitemap list exploded');
    expect(notes).toContain('- Check `technical.sitemap.invalid`: Error: sitemap list exploded');
  });

  it('leave a sound run with an empty list and no note in the report', async () => {
    const { account, projects } = await seedAccount(app.services);
    const runId = await runningRun(app.services, projects[0].id);
    const analysis = analyzeSite(site({ pages: { '/': fixture('good-home.html') } }));
    await completeRun(
      app.services.db,
      { id: runId, accountId: account.id },
      {
        scores: { ...analysis.scores, brand: null, platform: null },
        pagesAnalyzed: 1,
        findings: [],
        analysisErrors: analysis.analysisErrors,
      },
    );
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.analysisErrors).toEqual([]);
    const report = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runId } });
    expect(report.markdown).not.toContain('Analysis errors');
  });
});
