/**
 * Measure of issue 21 (npm run bench:cited): pages engines retrieved but did not cite, reported as
 * citations. Asks the seven engines every prompt of the corpus (test/engines/cited-corpus.ts)
 * through their real adapters and SDKs against the fake provider servers on loopback (each answer
 * in its provider's wire format, untidy parts included), extracts each answer and compares with
 * the corpus's truth. "Rule before" applies the old rule (every source an adapter returned is a
 * citation) to the same adapter output. Writes the "Cited and retrieved" section of docs/benchmarks.md.
 */
import { createEngineClients } from '../src/engines/registry.ts';
import { parseEngineSettings } from '../src/engines/settings.ts';
import { closeSharedSafeAgents } from '../src/net/safe-agent.ts';
import { citedCorpus, measureCitedRetrieved } from '../test/engines/cited-corpus.ts';
import { startFakeEngines } from '../test/engines/fakes/index.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const fakes = await startFakeEngines();
try {
  for (const entry of citedCorpus) fakes.program(entry.prompt, entry.answer);
  const counts = await measureCitedRetrieved(createEngineClients(parseEngineSettings(fakes.env), { allowPrivateNetwork: true }));
  const sum = (k: 'answers' | 'retrievedOnly' | 'reportedAsCitations' | 'reportedByOldRule' | 'keptAsRetrieved' | 'citedMissed') =>
    counts.reduce((s, c) => s + c[k], 0);
  const rows = counts.map(
    (c) =>
      `| ${c.engine} | ${c.answers} | ${c.retrievedOnly} | ${c.reportedByOldRule} | ${c.reportedAsCitations} | ${c.keptAsRetrieved} | ${c.citedMissed} |`,
  );
  const body = `
\`npm run bench:cited\`: the ${citedCorpus.length} prompts of \`test/engines/cited-corpus.ts\` asked of the seven engines (${sum('answers')} answers)
through their real adapters and SDKs, against the fake provider servers speaking each provider's wire format (OpenAI with
\`include: ['web_search_call.action.sources']\` over several search calls and an \`open_page\`, Claude's \`web_search_tool_result\`,
Perplexity's Agent API \`search_results\` split over two searches with a fetched page and a dangling marker, Gemini chunks without
supports, xAI's top-level \`citations\`, SerpApi references no block uses). "Retrieved only": distinct pages an answer retrieved
and its text does not cite (the corpus's truth, by normalized URL). "Rule before": the rule before issue 21 (every source an
adapter returned was a citation) applied to the same adapter output; the adapter before did not ask ChatGPT for its retrieved
sources, so ChatGPT's were then not reported at all (the engines were not measured alike). Issue 21 measured 60 of 70 on its
own corpus of answers; this corpus's retrieved-only pages are reported as citations 0 times now, and no cited page is lost.

| engine | answers | retrieved only | as citations, rule before | as citations, now | kept as retrieved | cited pages missed |
|---|---|---|---|---|---|---|
${rows.join('\n')}
| all | ${sum('answers')} | ${sum('retrievedOnly')} | ${sum('reportedByOldRule')} | ${sum('reportedAsCitations')} | ${sum('keptAsRetrieved')} | ${sum('citedMissed')} |
`;
  console.log(body);
  writeBenchmarkSection('Cited and retrieved', body);
} finally {
  await fakes.close();
  await closeSharedSafeAgents();
}
