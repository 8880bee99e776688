// The client report through the real surface: a demo project (a history of completed audits with
// generated engine answers, extracted and scored by the audit's own finalize step), its Markdown
// from GET /report and its PDF from GET /report.pdf, read back with a PDF parser: the summary
// and the four charts are there, drawn as vector paths with their text, not as images.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
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
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  const demo = await demoAccount(app);
  key = await demo.key('READ');
  slug = demo.projects[0].slug;
  projectId = demo.projects[0].id;
  accountId = demo.account.id;
}, 240_000);
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

/** A4 in points, and the renderer's margins (src/core/reports/pdf.ts: 18 mm top, 20 mm bottom). */
const mm = 72 / 25.4;
const printable = { top: 18 * mm, bottom: 20 * mm };

/**
 * Each page's text, how far down its printable area the text reaches (0 to 1; the page number in
 * the bottom margin left out) and the fill and stroke colours it sets.
 */
async function layoutOf(bytes: Buffer) {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: { text: string; filled: number; fills: Set<string>; strokes: Set<string> }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = page.view[3] - page.view[1];
    const content = await page.getTextContent();
    const items = content.items.flatMap((i) => ('str' in i ? [i] : []));
    const text = items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join('');
    // transform[5]: the baseline's height above the bottom of the page.
    const lowest = Math.min(...items.filter((i) => i.str.trim() && i.transform[5] > printable.bottom).map((i) => i.transform[5]));
    const ops = await page.getOperatorList();
    const colours = (op: number) => new Set(ops.fnArray.flatMap((f, i) => (f === op ? [String(ops.argsArray[i])] : [])));
    pages.push({
      text: flat(text),
      filled: (height - printable.top - lowest) / (height - printable.top - printable.bottom),
      fills: colours(OPS.setFillRGBColor),
      strokes: colours(OPS.setStrokeRGBColor),
    });
  }
  await task.destroy();
  return pages;
}

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
    for (const sentence of [...summary.visibility, ...summary.sentences]) expect(md).toContain(escapeMarkdown(sentence, 4000));
    // It leads with visibility: each rate with its change against the previous audit in plain words.
    expect(summary.visibility[0]).toMatch(
      /^Mentioned in \d+% of the AI answers \(\d+-\d+%\), ((up|down) from \d+%: a real change|against \d+% at the previous audit: within noise.*)\.$/,
    );
    expect(summary.visibility[2]).toMatch(/^Share of voice: \d+% of the brand mentions \(\d+-\d+%\)/);
    // Where the client stands, compared with the previous completed audit.
    const previous = runs.at(-2)!;
    expect(summary.sentences[1]).toMatch(new RegExp(`scores ${run.scoreOverall} out of 100 overall`));
    expect(summary.sentences[1]).toContain(
      previous.scoreOverall === run.scoreOverall ? 'unchanged since the previous audit' : `from ${previous.scoreOverall}`,
    );
    expect(summary.sentences[0]).toMatch(/ranks \d+(st|nd|rd|th)( \(tied\))? of the \d+ brands named \(\d+ of \d+ brand mentions\)/);
    // The summary and "What changed" read the same comparison: a change the summary calls real is one there too.
    const changed = md.slice(md.indexOf('## What changed'));
    for (const sentence of summary.visibility) expect(changed).toContain(`- ${escapeMarkdown(sentence, 4000)}`);
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

  it('report.pdf as a client reads it: visibility first, the prompts listed, no half-empty page, no finding split, no run id on the cover, the brand colour on the summary and the charts', async () => {
    // The workspace's brand, set as an owner sets it (the dashboard's tRPC procedure).
    const token = (await createDashboardSession(app.services.db, { accountId })).token;
    const branded = await fetch(`${app.url}/trpc/brand.set`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Northwind Digital', color: '#0b8a5e' }),
    });
    expect(branded.status).toBe(200);
    const res = await app.request(`/api/v1/projects/${slug}/report.pdf`, { key });
    expect(res.status).toBe(200);
    const runId = res.headers.get('x-audit-run-id')!;
    const pages = await layoutOf(Buffer.from(await res.arrayBuffer()));
    const texts = pages.map((p) => p.text);
    const all = texts.join(' ');
    const pageOf = (needle: string) => texts.findIndex((t) => t.includes(flat(needle)));
    const lastPageOf = (needle: string) => texts.findLastIndex((t) => t.includes(flat(needle)));

    // Visibility before the site's scores; the tracked prompts listed, with how they were asked.
    expect(pageOf('AI visibility')).toBeGreaterThanOrEqual(0);
    expect(all.indexOf('Mention rate')).toBeLessThan(all.indexOf('Scores'));
    expect(all.indexOf('AI visibility')).toBeLessThan(all.indexOf('Change since previous audit'));
    const prompts = await app.services.db.trackedPrompt.findMany({ where: { projectId } });
    expect(prompts.length).toBeGreaterThan(0);
    for (const p of prompts) expect(all, p.text).toContain(flat(p.text));
    expect(all).toContain('each with 5 generated answers per engine (demo data: no engine was asked)');
    expect(all).toMatch(/5 times per engine \(samples per prompt/);

    // No internal id on the cover (it is the audit reference at the very end).
    expect(texts[0]).not.toContain(runId);
    expect(texts[0]).not.toContain('Audit run');
    expect(texts.at(-1)).toContain(runId);

    // No page is more than half empty but the last: the text reaches below the middle of the
    // printable area (the page number in the bottom margin left out).
    for (const [i, p] of pages.slice(0, -1).entries()) expect(p.filled, `page ${i + 1} of ${pages.length}`).toBeGreaterThanOrEqual(0.5);

    // No finding is split across pages: its heading and its last detail are on one page.
    const findings = await app.services.db.finding.findMany({
      where: { auditRunId: runId },
      orderBy: [{ severity: 'asc' }, { id: 'asc' }],
      take: 10,
    });
    expect(findings.length).toBeGreaterThan(3);
    for (const f of findings) {
      const heading = lastPageOf(f.title);
      expect(heading, f.title).toBeGreaterThan(0);
      // The description's opening words (its evidence quotes answers' text, whose markdown the PDF
      // renders, so the whole string is not searched); the last detail, expectedImpact, whole.
      expect(lastPageOf(f.description.split(/\s+/).slice(0, 6).join(' ')), f.title).toBe(heading);
      if (f.expectedImpact) expect(lastPageOf(f.expectedImpact), f.title).toBe(heading);
    }

    // The brand colour on the summary (its rule) and on the charts (the client's line, bars and
    // points): the PDF sets it as a fill on the summary's page and on the charts' pages.
    const accent = '#0b8a5e';
    expect(pages[pageOf('Executive summary')].fills).toContain(accent);
    for (const title of [chartTitles.trend, chartTitles.shareOfVoice]) {
      const page = pages.find(
        (p) =>
          p.text.includes(`${title} `) &&
          p.text.includes(title === chartTitles.trend ? 'Completed audit (date)' : 'Share of brand mentions'),
      );
      expect(page, title).toBeDefined();
      expect([...page!.fills, ...page!.strokes], title).toContain(accent);
    }
    // Without the brand, the report's own blue.
    const stored = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runId } });
    expect(stored.html).not.toContain(accent);
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
