/**
 * Benchmark of the engine layer (npm run bench:engines), no network beyond loopback:
 *  - extraction throughput: answers per second through extraction, scores and findings
 *    (bench/extraction.ts, BENCH_ANSWERS answers, default 2000);
 *  - a full probe of BENCH_PROMPTS prompts (default 100) x the 7 engines against the fake
 *    provider servers (test/engines/fakes), through the real adapters and SDKs built by
 *    createEngineClients (provider concurrency limits, retry policy, usage pricing). It calls the
 *    clients directly, not probe-engine.ts (no database, no budget reservation, no job queue):
 *    time, HTTP requests the fakes received, and the cost priced from the usage they reported.
 * Writes the "Engines" section of docs/benchmarks.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createEngineClients } from '../src/engines/registry.ts';
import { parseEngineSettings } from '../src/engines/settings.ts';
import { engineNames } from '../src/engines/answer.ts';
import { startFakeEngines } from '../test/engines/fakes/index.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { generate, measureExtraction } from './extraction.ts';

const ANSWERS = Number(process.env.BENCH_ANSWERS || 2000);
const PROMPTS = Number(process.env.BENCH_PROMPTS || 100);
const promptOf = (i: number) => ({ text: `best payroll software for small business, variant ${i}` });

const extraction = measureExtraction(ANSWERS);
console.log(
  `extraction: ${extraction.answersPerSecond} answers per second (${ANSWERS} answers, mean ${extraction.meanChars} characters, best of 3 passes ${(extraction.bestSeconds * 1000).toFixed(0)} ms)`,
);

const fakes = await startFakeEngines();
try {
  // Every prompt gets an answer shaped like a real one: a ranked list of brands citing sources.
  fakes.program(
    () => true,
    (() => {
      const a = generate(1);
      const lines = a.text.split('\n').filter((l) => /^\d+\. \*\*/.test(l));
      return {
        text: a.text,
        citations: lines.map((l, k) => ({ url: a.sources[k].url, title: a.sources[k].title ?? undefined, quote: l.slice(3, 20) })),
        listed: [{ url: 'https://reviewhub.example/payroll/1', title: 'Reviews' }],
      };
    })(),
  );
  const settings = parseEngineSettings(fakes.env);
  const clients = createEngineClients(settings, { allowPrivateNetwork: true });
  const engines = engineNames.filter((e) => clients[e]);
  const t0 = performance.now();
  const results = await Promise.allSettled(
    engines.flatMap((engine) => Array.from({ length: PROMPTS }, (_, i) => clients[engine]!.ask(promptOf(i)))),
  );
  const seconds = (performance.now() - t0) / 1000;
  const servers = {
    openai: fakes.openai,
    xai: fakes.xai,
    anthropic: fakes.anthropic,
    perplexity: fakes.perplexity,
    gemini: fakes.gemini,
    serpapi: fakes.serpapi,
  };
  const byServer = Object.entries(servers)
    .map(([name, s]) => `${name} ${s.requests.length}`)
    .join(', ');
  const requests = Object.values(servers).reduce((n, s) => n + s.requests.length, 0);
  const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.length - answered.length;
  const perEngine = engines.map((engine) => {
    const own = answered.filter((a) => a.engine === engine);
    const micros = own.reduce((n, a) => n + a.usage.costMicros, 0);
    // The ceiling reserved for each prompt (counted by its own length), summed.
    const estimate = Array.from({ length: PROMPTS }, (_, i) => clients[engine]!.estimateCostMicros(promptOf(i))).reduce((a, b) => a + b, 0);
    return { engine, model: clients[engine]!.model, answers: own.length, micros, estimate };
  });
  const totalMicros = perEngine.reduce((n, e) => n + e.micros, 0);
  const usd = (micros: number) => `$${(micros / 1e6).toFixed(4)}`;
  console.log(
    `probe: ${PROMPTS} prompts x ${engines.length} engines = ${results.length} asks in ${seconds.toFixed(2)} s (${(results.length / seconds).toFixed(0)} answers/s), ${requests} HTTP requests, ${failed} failed, cost ${usd(totalMicros)}`,
  );
  console.log(`  requests per fake server: ${byServer}`);
  for (const e of perEngine)
    console.log(
      `  ${e.engine.padEnd(13)} ${e.model.padEnd(28)} ${e.answers} answers  ${usd(e.micros)} (reserved up to ${usd(e.estimate)})`,
    );

  writeBenchmarkSection(
    'Engines',
    `\`npm run bench:engines\` on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, shared with other work (noisy).

**Extraction throughput** (bench/extraction.ts: citations, mentions, brand and platform scores and findings; no I/O):
${extraction.answersPerSecond.toLocaleString('en')} answers per second (${ANSWERS.toLocaleString('en')} generated answers of ${extraction.meanChars} characters on average, best of 3 passes: ${(extraction.bestSeconds * 1000).toFixed(0)} ms).

**A full probe of ${PROMPTS} prompts x ${engines.length} engines** against the fake provider servers on loopback, through the real adapters and SDKs
(\`createEngineClients\`: provider concurrency limit ${settings.concurrency}, retry policy, usage pricing). The clients are called directly, not
through \`probe-engine.ts\`: no database, budget reservation or job queue is in the figure.
${results.length} asks in ${seconds.toFixed(2)} s (${(results.length / seconds).toFixed(0)} answers per second), ${requests} HTTP requests received by the fakes (${byServer}: the answer calls plus what an adapter
fetches besides, e.g. Gemini's grounding redirects), ${failed} failed.
Cost priced from the usage the fakes report (their token counts are the fakes', so the dollars show the pricing path, not a provider's bill):

| engine | model | answers | cost | reserved up front (each prompt's ceiling, summed) |
|---|---|---|---|---|
${perEngine.map((e) => `| ${e.engine} | ${e.model} | ${e.answers} | ${usd(e.micros)} | ${usd(e.estimate)} |`).join('\n')}
| all | | ${answered.length} | ${usd(totalMicros)} | ${usd(perEngine.reduce((n, e) => n + e.estimate, 0))} |`,
  );
} finally {
  await fakes.close();
}
