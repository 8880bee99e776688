/**
 * Benchmark of the client report (npm run bench:report): on a demo project (DEMO_RUNS weekly
 * audits with generated engine answers, `visibility demo`), the time the completing transaction spends
 * on the report snapshot (reading its data, the Markdown and the HTML with its charts), and the
 * time and size of the PDF printed from it in Chromium, against the same report's Markdown alone
 * printed without summary and charts' HTML (what report.pdf printed before). Needs a PostgreSQL
 * (BENCH_PG_URL, default postgresql://postgres@127.0.0.1:5432/postgres); creates and drops its own
 * database. Writes the "Client report" section of docs/benchmarks.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createServices } from '../src/app.ts';
import { loadConfig } from '../src/core/runtime/config.ts';
import { DEMO_RUNS, DEMO_SAMPLES_PER_PROMPT, seedDemo } from '../src/core/seed/demo-seed.ts';
import { demoBrands } from '../src/core/demo/catalog.ts';
import { renderReportHtml, reportHtmlDocument } from '../src/core/reports/report-html.ts';
import { loadReportHistory } from '../src/core/reports/report-history.ts';
import { loadReportInput } from '../src/core/reports/report-input.ts';
import { renderReportMarkdown } from '../src/core/reports/report-sections.ts';
import { snapshotReport } from '../src/core/reports/service.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';
import { withBenchDatabase } from './bench-db.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 9);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await f();
  return [performance.now() - t0, out];
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function main() {
  await withBenchDatabase('report', async ({ url }) => {
    const log = createLogger('error');
    const services = createServices(
      loadConfig({ ...process.env, VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=' }),
      log,
      url,
    );
    try {
      await migrate(url, log);
      const demo = await seedDemo(services, 'bench-report@demo.example');
      const { db } = services;
      const run = await db.auditRun.findFirstOrThrow({
        where: { projectId: demo.projects[0].id, status: 'COMPLETED' },
        orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
      });
      const load = os.loadavg()[0];

      const previous = await db.auditRun.findFirstOrThrow({
        where: { projectId: run.projectId, status: 'COMPLETED', runDate: { lt: run.runDate } },
        orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
      });
      const histories: number[] = [];
      const reads: number[] = [];
      const markdowns: number[] = [];
      const htmls: number[] = [];
      const snapshots: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        histories.push((await timed(() => loadReportHistory(db, run, previous, 'Client')))[0]);
        const [read, input] = await timed(() => loadReportInput(db, run.id));
        reads.push(read);
        markdowns.push((await timed(async () => renderReportMarkdown(input)))[0]);
        htmls.push((await timed(async () => renderReportHtml(input)))[0]);
        snapshots.push((await timed(() => db.$transaction((tx) => snapshotReport(tx, run.id))))[0]);
      }
      const report = await db.report.findUniqueOrThrow({ where: { auditRunId: run.id } });
      const html = report.html!;

      const [firstPdfMs, firstPdf] = await timed(() => services.pdf.renderHtml(html));
      const chartPdf: number[] = [];
      const plainPdf: number[] = [];
      let plain: Buffer = Buffer.alloc(0);
      for (let i = 0; i < ROUNDS; i++) {
        chartPdf.push((await timed(() => services.pdf.renderHtml(html)))[0]);
        const [t, pdf] = await timed(() => services.pdf.renderHtml(reportHtmlDocument(report.markdown)));
        plainPdf.push(t);
        plain = pdf;
      }

      const body = `\`npm run bench:report\`: a fresh database with the \`visibility demo\` data; the latest audit of
\`${demo.projects[0].slug}\` (${DEMO_RUNS} completed weekly audits, 7 engines x ${demoBrands[0].prompts.length} prompts x ${DEMO_SAMPLES_PER_PROMPT} samples each). Medians of ${ROUNDS} rounds, in one
process, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, 1-min load average ${load.toFixed(1)}
at the start (other work on the machine inflates every figure). ${new Date().toISOString().slice(0, 10)}.

| step | median | min | max |
|---|---|---|---|
| read the report's data (\`loadReportInput\`, history included) | ${ms(median(reads))} | ${ms(Math.min(...reads))} | ${ms(Math.max(...reads))} |
| of which the comparison reads (\`loadReportHistory\`: trend, previous audit, per-engine brands, top domains) | ${ms(median(histories))} | ${ms(Math.min(...histories))} | ${ms(Math.max(...histories))} |
| render the Markdown | ${ms(median(markdowns))} | ${ms(Math.min(...markdowns))} | ${ms(Math.max(...markdowns))} |
| render the HTML with the four SVG charts | ${ms(median(htmls))} | ${ms(Math.min(...htmls))} | ${ms(Math.max(...htmls))} |
| the whole snapshot in its transaction (read, render both, upsert) | ${ms(median(snapshots))} | ${ms(Math.min(...snapshots))} | ${ms(Math.max(...snapshots))} |
| print the PDF with charts (warm browser) | ${ms(median(chartPdf))} | ${ms(Math.min(...chartPdf))} | ${ms(Math.max(...chartPdf))} |
| print the Markdown alone, no summary HTML or charts (warm browser) | ${ms(median(plainPdf))} | ${ms(Math.min(...plainPdf))} | ${ms(Math.max(...plainPdf))} |

Sizes: HTML ${kb(Buffer.byteLength(html))}, Markdown ${kb(Buffer.byteLength(report.markdown))}; PDF with charts ${kb(firstPdf.length)}
(${pages(firstPdf)} pages), the Markdown alone ${kb(plain.length)} (${pages(plain)} pages). The first PDF, browser launch included:
${ms(firstPdfMs)}. The PDF is printed once per run and cached, so its time is paid by the first \`report.pdf\` request only;
the snapshot's is paid inside the transaction that completes the run.`;
      console.log(body);
      writeBenchmarkSection('Client report (summary and charts)', body);
    } finally {
      await services.pdf.close();
      await services.db.$disconnect();
    }
  });
}

await main();
