/**
 * Benchmark: duration and memory of one audit (crawl + analysis) of a 25-page site served on
 * loopback. Run with `npm run bench`; it prints the figures and rewrites its section of docs/benchmarks.md.
 *   BENCH_RUNS (default 7) audits are measured after one warm-up audit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { analyzeSite } from '../src/site/analyze/analyze-site.ts';
import { crawlSite } from '../src/site/crawl/crawl-site.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const PAGES = 25;
const runs = Number(process.env.BENCH_RUNS || 7);

function pageHtml(i: number): string {
  const links = Array.from({ length: 6 }, (_, k) => `<a href="/p/${(i + k + 1) % PAGES}">Related ${k}</a>`).join(' ');
  const sections = Array.from(
    { length: 12 },
    (_, s) => `<h2>What is topic ${i}.${s}?</h2><p>Topic ${i}.${s} is a worked example of a section that answers its heading
      in the first sentence. In 2025, 42% of readers preferred short answers, according to a survey by the Example Institute.
      The rest of the paragraph adds detail, context and a clear next step for the reader.</p>
      <ul><li>First point</li><li>Second point</li><li>Third point</li></ul>`,
  ).join('');
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `Page ${i}`,
    author: { '@type': 'Person', name: 'Ada Example' },
    datePublished: '2026-01-01',
    dateModified: '2026-06-01',
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Benchmark page ${i}</title>
    <meta name="description" content="Benchmark page ${i}"><meta name="viewport" content="width=device-width">
    <script type="application/ld+json">${jsonLd}</script></head>
    <body><header><nav>${links}</nav></header><main><h1>Benchmark page ${i}</h1>${sections}</main>
    <footer><a href="/p/0">Home</a></footer></body></html>`;
}

async function serve(): Promise<{ host: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/robots.txt') return res.end('User-agent: *\nAllow: /\n');
    if (url === '/sitemap.xml') {
      res.setHeader('content-type', 'application/xml');
      const host = req.headers.host;
      return res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from({ length: PAGES }, (_, i) => `<url><loc>http://${host}/p/${i}</loc></url>`).join('')}</urlset>`,
      );
    }
    const m = /^\/(?:p\/(\d+))?$/.exec(url);
    if (!m) {
      res.statusCode = 404;
      return res.end('not found');
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(pageHtml(Number(m[1] ?? 0)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function audit(host: string) {
  const t0 = performance.now();
  const snapshot = await crawlSite(host, { maxPages: PAGES, allowPrivate: true });
  const t1 = performance.now();
  const analysis = analyzeSite(snapshot);
  const t2 = performance.now();
  return { crawlMs: t1 - t0, analyzeMs: t2 - t1, totalMs: t2 - t0, pages: analysis.pagesAnalyzed, findings: analysis.findings.length };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => n.toFixed(0);

const loadBefore = os.loadavg()[0];
const site = await serve();
await audit(site.host); // warm-up: JIT, connection pools
const results = [];
let peakHeap = 0;
for (let i = 0; i < runs; i++) {
  global.gc?.();
  const r = await audit(site.host);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  results.push(r);
  process.stderr.write(`run ${i + 1}/${runs}: ${fmt(r.totalMs)} ms (${r.pages} pages, ${r.findings} findings)\n`);
}
await site.close();
const maxRssMb = process.resourceUsage().maxRSS / 1024;
const total = results.map((r) => r.totalMs);
const crawl = results.map((r) => r.crawlMs);
const analyze = results.map((r) => r.analyzeMs);
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
const table = [
  `| measure | median | p95 (of ${runs}) |`,
  '|---|---|---|',
  `| whole audit (crawl + analysis) | ${fmt(pct(total, 50))} ms | ${fmt(pct(total, 95))} ms |`,
  `| crawl (${results[0].pages} pages over loopback) | ${fmt(pct(crawl, 50))} ms | ${fmt(pct(crawl, 95))} ms |`,
  `| analysis | ${fmt(pct(analyze, 50))} ms | ${fmt(pct(analyze, 95))} ms |`,
  `| peak resident memory of the process | ${maxRssMb.toFixed(0)} MB | |`,
  `| peak JS heap after an audit | ${(peakHeap / 2 ** 20).toFixed(0)} MB | |`,
].join('\n');
console.log(table);

writeBenchmarkSection(
  'Audit of a 25-page site',
  `Written by \`npm run bench\` (bench/audit.ts).

Method: a 25-page site (each page ~12 answer-first sections, lists, Article JSON-LD; robots.txt and
a sitemap) is served by a Node HTTP server on 127.0.0.1 in the same process. One warm-up audit,
then ${runs} measured audits, one after another, each a full \`crawlSite\` (budget 25 pages,
concurrency 4, broken-link checks) followed by \`analyzeSite\`. Durations are wall-clock
(performance.now); memory is the process's peak RSS (getrusage) and the V8 heap after each audit.
Network latency is loopback only, so real sites take longer in the crawl; analysis time is the same.

Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 min) when the run
started: ${loadBefore.toFixed(2)} (other work on the 2 cores inflates the durations; memory is unaffected).

${table}
`,
);
process.exit(0);
