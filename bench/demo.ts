/**
 * Benchmark of the demo fill (npm run bench:demo): the wall time of `visibility demo` as a person
 * runs it (the compiled CLI in its own process), on a fresh database: the first fill of a new
 * account, then BENCH_ROUNDS refills (default 3). Also reads back how faithful the generated
 * texts are: for each brand mention, whether the role extraction gave it is the stance the
 * generator meant (kept in engine_answer.raw.intended). Needs a PostgreSQL (BENCH_PG_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres); creates and drops its own database. Writes the
 * "Demo fill" section of docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { writeBenchmarkSection } from './doc-section.ts';
import { withBenchDatabase } from './bench-db.ts';
import { demoBrands } from '../src/core/demo/catalog.ts';
import { DEMO_RUNS, DEMO_SAMPLES_PER_PROMPT } from '../src/core/seed/demo-seed.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const root = new URL('..', import.meta.url).pathname;

/** Earlier shapes of the demo, measured by hand (kept: that code is gone). */
const BEFORE = `Before the demo told a story (2026-11-27: 14 audits x 7 engines x 4 prompts x 1 sample, 1,176 answers):
first fill 12.7 s and a refill 13.1 s at a 1-min load average of 3-5 on this machine.

Before (rows drawn and written directly, 1,260 citations and 1,260 mentions per project), measured
on 2026-11-25 alternating with this code on the same machine under the same load (1-min load
average 18-21 from other work): refills 25.8 s, 38.8 s, 23.8 s against 69.5 s, 48.7 s, 38.4 s
after; a new account 20.2 s against 29.9 s. At a load average of 15-17 (as for the run above): a new
account 15.0 s, refills 11.3 s and 15.9 s. At a load average of 5 the old fill took 4.5 s. A CPU
profile of one refill after (34 s wall, 7.9 s CPU) put most of the sampled time in Prisma (its query
compiler's WebAssembly 7.6 s, its client runtime 4.8 s, waits for the CPU included), extraction
about 1.7 s and generating the texts 0.25 s.`;

function demo(url: string, email: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['dist/cli/main.js', 'demo', '--email', email, '--json'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`demo failed: ${r.stderr}`);
  return (performance.now() - t0) / 1000;
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  await withBenchDatabase('demo', async ({ url }) => {
    const load = os.loadavg()[0];
    const migrate = spawnSync(process.execPath, ['dist/cli/main.js', 'migrate', '--json'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=' },
    });
    if (migrate.status !== 0) throw new Error('migrate failed');
    const first = demo(url, 'bench@demo.example');
    const refills = Array.from({ length: ROUNDS }, () => demo(url, 'bench@demo.example'));
    console.log(`first fill ${first.toFixed(1)} s; refills ${refills.map((s) => s.toFixed(1)).join(', ')} s`);

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const counts = (
      await db.query<{ answers: string; mentions: string; citations: string; cited: string }>(`
        SELECT (SELECT count(*) FROM engine_answer) AS answers, (SELECT count(*) FROM mention) AS mentions,
          (SELECT count(*) FROM citation) AS citations,
          (SELECT count(*) FROM engine_answer a, jsonb_array_elements(a.sources) s WHERE s->>'attachment' <> 'listed') AS cited`)
    ).rows[0];
    const fidelity = (
      await db.query<{ total: string; agree: string; unintended: string }>(`
        SELECT count(*) AS total, count(*) FILTER (WHERE i = m.role::text) AS agree, count(*) FILTER (WHERE i IS NULL) AS unintended
        FROM mention m JOIN engine_answer a ON a.id = m.engine_answer_id,
          LATERAL (SELECT a.raw->'intended'->>regexp_replace(m.name, '\\s*\\(demo\\)$', '') AS i) x
        WHERE m.kind <> 'CATEGORY'`)
    ).rows[0];
    await db.end();

    const sorted = [...refills].sort((a, b) => a - b);
    writeBenchmarkSection(
      'Demo fill (`bin/visibility demo`)',
      `\`npm run bench:demo\`: \`node dist/cli/main.js demo\` in its own process against a PostgreSQL on 127.0.0.1, a fresh
database; ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, 1-min load average ${load.toFixed(1)} at the
start (other work on the machine inflates every figure). ${new Date().toISOString().slice(0, 10)}.

| fill | wall time |
|---|---|
| first fill of a new account (${demoBrands.length} projects x ${DEMO_RUNS} audits) | ${first.toFixed(1)} s |
| refill in place, median of ${ROUNDS} | ${sorted[Math.floor(ROUNDS / 2)].toFixed(1)} s (min ${sorted[0].toFixed(1)}, max ${sorted[ROUNDS - 1].toFixed(1)}) |

What it writes: ${counts.answers} generated answers (${demoBrands.length} projects x ${DEMO_RUNS} audits x 7 engines x ${demoBrands[0].prompts.length} prompts x
${DEMO_SAMPLES_PER_PROMPT} samples), each extracted,
scored and stored by the audit's own last step (\`finalizeIfReady\`); ${counts.mentions} mentions and ${counts.citations} citations
(${counts.cited} of the answers' sources are cited in the text, the rest retrieved only). The three projects fill side
by side. Most of the time is the pipeline's own (Prisma writing mention and citation rows run by run, extraction), not
the generator's: generating all the texts takes a fraction of a second.

Fidelity of the generated texts: of ${fidelity.total} brand mentions, extraction gave ${fidelity.agree} the role the generator
meant (${((100 * Number(fidelity.agree)) / Number(fidelity.total)).toFixed(1)} %), and ${fidelity.unintended} come from a name the generator did not write as a brand.

${BEFORE}`,
    );
  });
}

await main();
