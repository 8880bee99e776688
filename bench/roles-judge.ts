/**
 * Benchmark of the optional role judge (npm run bench:roles): the labelled fidelity corpus of
 * test/visibility/fidelity (every answer fetched through its engine's adapter and extracted by the
 * lexicon, as bench:fidelity does), then each answer with brands in it judged by the real judge
 * model (the same client, instructions and schema as the service's role_judge job:
 * src/engines/role-judge-client.ts, src/core/role-judge/verdict.ts). Prints and writes to
 * docs/benchmarks.md the role accuracy on clear-cut cases of the lexicon alone and with the judge
 * (a fallen-back verdict counts as the lexicon's), per engine and language, the fallbacks by
 * reason, and the judge's cost per 1,000 answers from the provider's reported usage.
 *
 * It needs a real provider key: OPENAI_API_KEY (or XAI_API_KEY) set, and no *_BASE_URL pointing
 * at loopback. Without one it prints that it was skipped and why, and writes no figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import { judgeInput, judgeInstructions, readVerdicts, verdictJsonSchema, type JudgedBrand } from '../src/core/role-judge/verdict.ts';
import { createRoleJudgeClient } from '../src/engines/role-judge-client.ts';
import { roleJudgeConfig } from '../src/engines/role-judge-settings.ts';
import { parseEngineSettings } from '../src/engines/settings.ts';
import { roleAccuracy, runCorpus, score, type CaseResult, type Tally } from '../test/visibility/fidelity/run.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const HEADING = 'Role judge (bench:roles)';
const NOT_RUN = 'Not run';
const DOC = new URL('../docs/benchmarks.md', import.meta.url);
const settings = parseEngineSettings(process.env);
const { config, problem } = roleJudgeConfig(
  settings,
  process.env.VISIBILITY_ROLE_JUDGE_MODEL?.trim() || undefined,
  Number(process.env.VISIBILITY_ROLE_JUDGE_TIMEOUT_MS) || undefined,
);
const loopback = config && /^https?:\/\/(127\.|localhost|\[::1\])/i.test(config.baseUrl);

if (!config || loopback) {
  const why = problem
    ? problem
    : loopback
      ? `the judge's base URL (${config.baseUrl}) is a loopback server, not the provider: figures from it would mean nothing`
      : 'no OPENAI_API_KEY or XAI_API_KEY is set: the judge needs a real provider key, and this benchmark never makes up figures';
  console.log(`bench:roles skipped: ${why}.`);
  // Say so in docs/benchmarks.md, unless a run with a key wrote figures there: those stay.
  const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '';
  const current = doc.split(/^(?=## )/m).find((s) => s.startsWith(`## ${HEADING}\n`));
  if (!current || current.includes(NOT_RUN)) {
    writeBenchmarkSection(
      HEADING,
      `${NOT_RUN} (last tried ${new Date().toISOString().slice(0, 10)}): ${why}. No accuracy or cost figure of the judge exists yet; ` +
        'none is estimated in its place. With a key, `OPENAI_API_KEY=... npm run bench:roles` (or `XAI_API_KEY`) runs the judge once on ' +
        "each answer of the labelled fidelity corpus and writes here its role accuracy beside the lexicon's, per engine and language, " +
        'its fallbacks and its cost per 1,000 answers.',
    );
  }
  process.exit(0);
}

const judge = createRoleJudgeClient(config);
const results = await runCorpus();
const judged: CaseResult[] = [];
const fallbacks = new Map<string, number>();
let answersJudged = 0;
let costMicros = 0;
let inputTokens = 0;
let outputTokens = 0;
for (const r of results) {
  const brands: JudgedBrand[] = [];
  for (const m of r.mentions) {
    if (m.kind === 'CATEGORY' || brands.some((b) => b.key === m.normalizedName)) continue;
    brands.push({ key: m.normalizedName, name: m.name, kind: m.kind, role: m.role, sentiment: m.sentiment });
  }
  if (brands.length === 0) {
    judged.push(r);
    continue;
  }
  answersJudged++;
  const request = { instructions: judgeInstructions, input: judgeInput(r.text, brands), schema: verdictJsonSchema };
  const count = (code: string, n: number) => fallbacks.set(code, (fallbacks.get(code) ?? 0) + n);
  let outcomes = null;
  try {
    const reply = await judge.ask(request);
    costMicros += reply.costMicros;
    inputTokens += reply.inputTokens ?? 0;
    outputTokens += reply.outputTokens ?? 0;
    if (reply.kind === 'answered') outcomes = readVerdicts(reply.text, r.text, brands);
    if (!outcomes)
      count(reply.kind === 'answered' ? 'judge_malformed' : reply.kind === 'refused' ? 'judge_refused' : 'judge_incomplete', brands.length);
  } catch (err) {
    count(`judge_${(err as { kind?: string }).kind ?? 'failed'}`, brands.length);
    // A request that may have been billed is counted at its ceiling, as the ledger does.
    if ((err as { outcomeUnknown?: boolean }).outcomeUnknown) costMicros += judge.ceilingMicros(request);
  }
  const byKey = new Map((outcomes ?? []).map((o) => [o.key, o]));
  for (const o of outcomes ?? []) if (o.status === 'FALLBACK') count(o.failureCode, 1);
  judged.push({
    ...r,
    mentions: r.mentions.map((m) => {
      const o = byKey.get(m.normalizedName);
      return o?.status === 'JUDGED' ? { ...m, role: o.role, sentiment: o.sentiment } : m;
    }),
  });
}

const lexicon = score(results);
const withJudge = score(judged);
const f = (n: number) => n.toFixed(2);
const cell = (t: Tally | undefined) => (t ? `${f(roleAccuracy(t))} (${t.rolesRight}/${t.roles})` : 'n/a');
const lines = [
  '| answers of | n | roles: lexicon | roles: lexicon + judge |',
  '|---|---|---|---|',
  ...[...lexicon.byEngine].map(([e, t]) => `| ${e} | ${t.answers} | ${cell(t)} | ${cell(withJudge.byEngine.get(e))} |`),
  ...[...lexicon.byLang].map(([l, t]) => `| ${l} | ${t.answers} | ${cell(t)} | ${cell(withJudge.byLang.get(l))} |`),
  `| all | ${lexicon.overall.answers} | ${cell(lexicon.overall)} | ${cell(withJudge.overall)} |`,
];
const perThousand = answersJudged === 0 ? 0 : (costMicros / answersJudged) * 1000;
const body = `Method: \`npm run bench:roles\` (bench/roles-judge.ts). The ${results.length} labelled answers of the fidelity corpus
(test/visibility/fidelity), each fetched through its engine's adapter from a loopback replay and extracted by the lexicon;
then each of the ${answersJudged} answers that name a brand judged once by \`${config.model}\` (${config.provider}, temperature 0,
strict JSON schema; the service's own client and instructions). Role accuracy on clear-cut cases; a verdict that fell back
counts as the lexicon's. Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}.

${lines.join('\n')}

Fallbacks (mentions): ${fallbacks.size === 0 ? 'none' : [...fallbacks].map(([c, n]) => `${c} ${n}`).join(', ')}.
Cost: $${(costMicros / 1e6).toFixed(4)} for ${answersJudged} answers (${inputTokens} input, ${outputTokens} output tokens as reported),
**$${(perThousand / 1e6).toFixed(2)} per 1,000 answers** at the price list of src/engines/pricing.ts.`;
console.log(body);
writeBenchmarkSection(HEADING, body);
