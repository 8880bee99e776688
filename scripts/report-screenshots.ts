/**
 * The report's screenshots in docs (npm run docs:report-screenshots): a demo project (the data of
 * `visibility demo`, 14 weekly audits with generated engine answers) in a fresh database, its
 * latest report printed to PDF exactly as GET /report.pdf prints it (the stored HTML, in
 * Chromium), then each page rendered to PNG at 60 dpi with pdftoppm (poppler-utils) into
 * docs/screenshots/report-<page>.png. Needs a PostgreSQL (BENCH_PG_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres); creates and drops its own database.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServices } from '../src/app.ts';
import { loadConfig } from '../src/core/runtime/config.ts';
import { seedDemo } from '../src/core/seed/demo-seed.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';
import { withBenchDatabase } from '../bench/bench-db.ts';

const root = new URL('..', import.meta.url).pathname;
const outDir = path.join(root, 'docs/screenshots');

async function main() {
  await withBenchDatabase('report_shots', async ({ url }) => {
    const log = createLogger('error');
    const services = createServices(
      loadConfig({ ...process.env, VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=' }),
      log,
      url,
    );
    const work = mkdtempSync(path.join(tmpdir(), 'report-shots-'));
    try {
      await migrate(url, log);
      const demo = await seedDemo(services, 'report-screenshots@demo.example');
      const project = demo.projects[0];
      const run = await services.db.auditRun.findFirstOrThrow({
        where: { projectId: project.id, status: 'COMPLETED' },
        orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
      });
      const report = await services.db.report.findUniqueOrThrow({ where: { auditRunId: run.id } });
      if (!report.html) throw new Error('the report has no HTML snapshot');
      const pdf = await services.pdf.renderHtml(report.html);
      const file = path.join(work, 'report.pdf');
      writeFileSync(file, pdf);
      for (const old of readdirSync(outDir).filter((f) => /^report-\d+\.png$/.test(f))) rmSync(path.join(outDir, old));
      execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(outDir, 'report')]);
      const pages = readdirSync(outDir).filter((f) => /^report-\d+\.png$/.test(f));
      console.log(`${project.slug}: ${pdf.length} bytes of PDF, ${pages.length} pages -> docs/screenshots/${pages.join(', ')}`);
    } finally {
      rmSync(work, { recursive: true, force: true });
      await services.pdf.close();
      await services.db.$disconnect();
    }
  });
}

await main();
