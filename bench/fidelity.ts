/**
 * Benchmark of extraction fidelity (npm run bench:fidelity): the realistic answers of
 * test/visibility/fidelity (seven engines, four languages, wire-format bodies fetched through each
 * engine's adapter from a loopback server) extracted and held against what each expects. Prints
 * mention precision, recall and role accuracy on clear-cut cases per engine, per language and
 * overall, the mentions made from links, headings or common words, and (FIDELITY_ERRORS=1) every
 * miss. Goals: precision and recall >= 0.95, role accuracy >= 0.90, no trap reported.
 */
import {
  corpus,
  eighthBatchCases,
  eleventhBatchCases,
  fifthBatchCases,
  fourteenthBatchCases,
  fourthBatchCases,
  heldOutCases,
  ninthBatchCases,
  seventhBatchCases,
  sixthBatchCases,
  tenthBatchCases,
  thirdBatchCases,
  thirteenthBatchCases,
  twelfthBatchCases,
} from '../test/visibility/fidelity/corpus.ts';
import { precision, recall, roleAccuracy, runCorpus, score, type Tally } from '../test/visibility/fidelity/run.ts';

/** The batches written blind and held out of the team's corpus, each measured apart (FIDELITY_ERRORS=<name> lists its misses). */
const heldOutBatches = [
  ['sixth', sixthBatchCases],
  ['seventh', seventhBatchCases],
  ['eighth', eighthBatchCases],
  ['ninth', ninthBatchCases],
  ['tenth', tenthBatchCases],
  ['eleventh', eleventhBatchCases],
  ['twelfth', twelfthBatchCases],
  ['thirteenth', thirteenthBatchCases],
  ['fourteenth', fourteenthBatchCases],
] as const;
const heldOut = heldOutBatches.flatMap(([, cases]) => cases);
const all = await runCorpus([...corpus, ...heldOut]);
// The team's corpus; the held-out batches are measured apart below.
const results = all.filter((r) => !heldOut.includes(r.case));
const { overall, byEngine, byLang } = score(results);
const f = (n: number) => n.toFixed(2);
const row = (label: string, t: Tally) =>
  `| ${label} | ${t.answers} | ${f(precision(t))} (${t.correct}/${t.reported}) | ${f(recall(t))} (${t.found}/${t.expected}) | ${f(roleAccuracy(t))} (${t.rolesRight}/${t.roles}) | ${t.flips} | ${t.traps.link} | ${t.traps.heading} | ${t.traps['common-word']} |`;
console.log('| answers of | n | precision | recall | role accuracy | polarity flips | from links | from headings/labels | common words |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [engine, t] of byEngine) console.log(row(engine, t));
for (const [lang, t] of byLang) console.log(row(lang, t));
console.log(row('all', overall));
const batch = (cases: readonly unknown[]) => score(all.filter((r) => cases.includes(r.case))).overall;
console.log(row('second batch', batch(heldOutCases)));
console.log(row('third batch', batch(thirdBatchCases)));
console.log(row('fourth batch', batch(fourthBatchCases)));
console.log(row('fifth batch', batch(fifthBatchCases)));
for (const [name, cases] of heldOutBatches) console.log(row(`${name} batch (held out)`, batch(cases)));
for (const variety of ['pt-BR', 'pt-PT'] as const)
  console.log(row(variety, score(results.filter((r) => r.case.variety === variety)).overall));
for (const [name, cases] of [
  ['fourth batch', fourthBatchCases],
  ['fifth batch', fifthBatchCases],
  ...heldOutBatches.map(([batchName, batchCases]) => [`${batchName} batch`, batchCases] as const),
] as const) {
  const part = score(all.filter((r) => cases.includes(r.case)));
  for (const [lang, t] of part.byLang) console.log(row(`${name}, ${lang}`, t));
  for (const [engine, t] of part.byEngine) console.log(row(`${name}, ${engine}`, t));
}
if (process.env.FIDELITY_ERRORS) for (const e of overall.errors) console.log(e);
const errorsOf = heldOutBatches.find(([name]) => name === process.env.FIDELITY_ERRORS);
if (errorsOf) for (const e of batch(errorsOf[1]).errors) console.log(e);
