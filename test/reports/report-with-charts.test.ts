// The client report through the real surface: a demo project (a history of completed audits with
// generated engine answers, extracted and scored by the audit's own finalize step), its Markdown
// from GET /report and its PDF from GET /report.pdf, read back with a PDF parser: the summary
// and the four charts are there, drawn as vector paths with their text, not as images.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../src/core/reports/escape-markdown.ts';
import { chartTitles } from '../../src/core/reports/figures.ts';
import { loadReportInput } from '../../src/core/reports/report-input.ts';
import { executiveSummary } from '../../src/core/reports/summary.ts';
import { demoAccount } from '../graphql/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let key: string;
let slug: string;
let projectId: string;

beforeAll(async () => {
  app = await startTestApp();
  const demo = await demoAccount(app);
  key = await demo.key('READ');
  slug = demo.projects[0].slug;
  projectId = demo.projects[0].id;
}, 180_000);
afterAll(async () => app?.close());

const imageOps = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);

async function readPdf(bytes: Buffer) {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: { text: string; paths: number; images: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join('');
    const ops = await page.getOperatorList();
    pages.push({
      text: text.replace(/\s+/g, ' '),
      paths: ops.fnArray.filter((op) => op === OPS.constructPath).length,
      images: ops.fnArray.filter((op) => imageOps.has(op)).length,
    });
  }
  await task.destroy();
  return pages;
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the report with a summary and charts', () => {
  it('the Markdown carries the summary, the top three actions and each chart as text', async () => {
    const res = await app.request(`/api/v1/projects/${slug}/report`, { key });
    expect(res.status).toBe(200);
    const md = await res.text();
    const runId = res.headers.get('x-audit-run-id')!;
    const runs = await app.services.db.auditRun.findMany({ where: { projectId, status: 'COMPLETED' }, orderBy: { runDate: 'asc' } });
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const run = runs.at(-1)!;
    expect(run.id).toBe(runId);

    expect(md).toContain('## Executive summary');
    const summary = executiveSummary(await loadReportInput(app.services.db, runId));
    for (const sentence of summary.sentences) expect(md).toContain(escapeMarkdown(sentence, 4000));
    // Where the client stands, compared with the previous completed audit.
    const previous = runs.at(-2)!;
    expect(summary.sentences[0]).toMatch(new RegExp(`scores ${run.scoreOverall} out of 100 overall`));
    expect(summary.sentences[0]).toContain(
      previous.scoreOverall === run.scoreOverall ? 'unchanged since the previous audit' : `from ${previous.scoreOverall}`,
    );
    expect(summary.sentences.join(' ')).toMatch(
      /% share of voice in the AI answers \(\d+ of \d+ brand mentions, against \d+% at the previous audit\), ranking \d+(st|nd|rd|th)/,
    );
    expect(summary.sentences.join(' ')).toContain('generated demo data');
    // The top three actions are the three most severe open findings of the run.
    const open = await app.services.db.finding.findMany({
      where: { auditRunId: runId, status: 'OPEN' },
      orderBy: [{ severity: 'asc' }, { id: 'asc' }],
      take: 3,
    });
    expect(summary.actions.map((f) => f.title)).toEqual(open.map((f) => f.title));
    expect(md).toContain('**Top 3 actions:**');
    for (const [i, f] of open.entries()) expect(md).toContain(`${i + 1}. **${escapeMarkdown(f.title, 300)}**`);

    // Each chart's text alternative: its title, a sentence and a table of its numbers.
    for (const title of Object.values(chartTitles)) expect(md).toContain(`## ${title}`);
    expect(md).toMatch(/## Score trend\n\nOverall score \(0 to 100\) of the project’s last \d+ completed audits/);
    expect(md).toMatch(/\| Engine \| Brand mentions \| .+ \(you\) \|/);
    expect(md).toMatch(/\| Domain \| Citations \| Previous audit \| Whose \|/);
    expect(md).toMatch(/\| Severity \| This audit \| Previous audit \| Change \|/);
  });

  it('report.pdf holds the summary and the chart titles, and draws the charts as paths, not images', async () => {
    const res = await app.request(`/api/v1/projects/${slug}/report.pdf`, { key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pages = await readPdf(Buffer.from(await res.arrayBuffer()));
    const text = pages.map((p) => p.text).join(' ');

    const runId = res.headers.get('x-audit-run-id')!;
    const summary = executiveSummary(await loadReportInput(app.services.db, runId));
    expect(text).toContain('Executive summary');
    expect(text).toContain(flat(summary.sentences[0]));
    for (const f of summary.actions) expect(text).toContain(flat(f.title));

    for (const title of Object.values(chartTitles)) {
      const page = pages.find((p) => p.text.includes(title));
      expect(page, title).toBeDefined();
      // The chart's own labels are text in the PDF (a raster chart would have none), and its
      // bars, lines and axes are path operators.
      expect(page!.paths, title).toBeGreaterThan(20);
    }
    expect(text).toContain('Completed audit (date)');
    expect(text).toContain('Share of brand mentions in the engine’s answers');
    expect(text).toContain('Citations in this audit');
    expect(text).toContain('Severity');
    expect(pages.reduce((n, p) => n + p.images, 0)).toBe(0);

    // The same stored HTML printed without its figures draws far fewer paths: the difference is
    // the charts' bars, lines, points and axes.
    const stored = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runId } });
    const bare = await readPdf(await app.services.pdf.renderHtml(stored.html!.replace(/<figure>[\s\S]*?<\/figure>/g, '')));
    const paths = (ps: { paths: number }[]) => ps.reduce((n, p) => n + p.paths, 0);
    expect(paths(pages) - paths(bare)).toBeGreaterThan(60);
    expect(bare.map((p) => p.text).join(' ')).not.toContain('Completed audit (date)');
  });

  it('a report stored before the HTML snapshot is printed from its Markdown, without charts', async () => {
    const runs = await app.services.db.auditRun.findMany({
      where: { projectId, status: 'COMPLETED' },
      orderBy: { runDate: 'asc' },
      take: 1,
    });
    await app.services.db.report.update({ where: { auditRunId: runs[0].id }, data: { html: null, pdf: null } });
    const res = await app.request(`/api/v1/projects/${slug}/report.pdf?auditRunId=${runs[0].id}`, { key });
    expect(res.status).toBe(200);
    const text = (await readPdf(Buffer.from(await res.arrayBuffer()))).map((p) => p.text).join(' ');
    expect(text).toContain('AI Visibility Report');
    expect(text).toContain('Executive summary');
    expect(text).not.toContain('Completed audit (date)');
  });
});
