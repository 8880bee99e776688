/**
 * What one answer may be billed when requests time out or drop (node --import tsx
 * bench/lost-requests.ts): the ChatGPT client against the fake OpenAI server on loopback, through
 * the real SDK and retry loop, under three faults, with the retry rule before this change (a lost
 * request retried like any passing failure, up to 4 attempts) and after it (at most one lost
 * request retried per answer). Counts what the provider received, what was answered, and the
 * requests recorded as possibly billed. Timeouts are shortened to 150 ms so the run takes seconds;
 * backoff sleeps are skipped (a recording clock). Writes the "Lost engine requests" section of
 * docs/benchmarks.md.
 */
import { createEngineClients } from '../src/engines/registry.ts';
import { EngineError } from '../src/engines/errors.ts';
import { parseEngineSettings } from '../src/engines/settings.ts';
import { startFakeResponses, type Fault } from '../test/engines/fakes/index.ts';
import { recordingClock } from '../test/engines/support.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const PROMPTS = Number(process.env.BENCH_PROMPTS || 20);
const server = await startFakeResponses('openai');
server.setDefault({ text: 'Acme CRM is a good choice.', citations: [{ url: 'https://acme.example/', quote: 'Acme CRM' }] });

const scenarios: Array<{ name: string; fault: Fault; times: number }> = [
  { name: 'first request hangs (slow provider)', fault: { kind: 'hang' }, times: 1 },
  { name: 'every request hangs (provider down)', fault: { kind: 'hang' }, times: 99 },
  { name: 'first connection dropped mid-request', fault: { kind: 'reset' }, times: 1 },
];
const policies = [
  { name: 'before: retried like any passing failure', maxLostRetries: 3 },
  { name: 'after: at most one lost request retried', maxLostRetries: 1 },
];

let run = 0;
const rows: string[] = [];
try {
  for (const s of scenarios) {
    for (const policy of policies) {
      const client = createEngineClients(parseEngineSettings({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: server.baseUrl }), {
        allowPrivateNetwork: true,
        clock: recordingClock(),
        retry: { timeoutMs: 150, maxLostRetries: policy.maxLostRetries },
      }).CHATGPT!;
      const prompts = Array.from({ length: PROMPTS }, (_, i) => `lost-requests run ${++run} prompt ${i}`);
      for (const text of prompts) server.fail(s.fault, { prompt: text, times: s.times });
      const before = server.count();
      const outcomes = await Promise.all(
        prompts.map((text) =>
          client.ask({ text }).then(
            (a) => ({ answered: true, lost: a.usage.lostRequests }),
            (e: unknown) => ({ answered: false, lost: e instanceof EngineError ? e.lostRequests : 0 }),
          ),
        ),
      );
      const received = server.count() - before;
      const answered = outcomes.filter((o) => o.answered).length;
      const lost = outcomes.reduce((n, o) => n + o.lost, 0);
      const row = `| ${s.name} | ${policy.name} | ${(received / PROMPTS).toFixed(2)} | ${answered} of ${PROMPTS} | ${(lost / PROMPTS).toFixed(2)} |`;
      console.log(row);
      rows.push(row);
    }
  }
} finally {
  await server.close();
}

writeBenchmarkSection(
  'Lost engine requests',
  `\`node --import tsx bench/lost-requests.ts\`: ${PROMPTS} prompts per line asked of the ChatGPT client (real \`openai\` SDK, retry loop
and pricing) against the fake OpenAI server on loopback; timeouts shortened to 150 ms, backoff not slept. "Requests per prompt" is
what the provider received, each one possibly billed; "lost" is what the answers (or their errors) record as requests that reached
the provider and brought no answer, which the probe reserves for and pays at the answer's ceiling.

| fault | retry rule | requests per prompt | answered | lost requests recorded per prompt |
|---|---|---|---|---|
${rows.join('\n')}

A provider that is down costs two possibly-billed requests per prompt instead of four, and a slow or dropped first request is still
retried once, so the answer is not lost for it. The "before" lines run today's code with the former retry count; the former code
also recorded none of these requests (a timed-out answer kept one reservation, a dropped one was refunded as not billed).`,
);
