// The demo's fan-out (docs/fanout.md): the searches a generated answer "ran", derived from the
// prompt, the engine, the sample and the run alone (no draw of the demo's random sequence, so the
// rest of the demo is unchanged), shaped as each provider exposes them: the SerpApi engines none
// (null), engines that link a search to its results with `foundUrls` from the answer's sources,
// the others without that link.
import type { AnswerSource, SearchQuery } from '../../engines/answer.ts';
import type { EngineName } from '../../engines/engine-list.ts';
import { engineProvider } from '../../engines/providers.ts';
import { seededRandom } from './random.ts';

const refinements = ['{p}', '{p} 2026', '{p} reviews', '{p} pricing comparison', 'best {p}', '{p} alternatives', '{p} for small teams'];
/** Providers whose answers link each search to the results it found (Claude, OpenAI). */
const linked = new Set(['anthropic', 'openai']);

export function demoSearchQueries(
  engine: EngineName,
  prompt: string,
  sample: number,
  run: number,
  sources: readonly AnswerSource[],
): SearchQuery[] | null {
  const provider = engineProvider[engine];
  if (provider === 'serpapi') return null;
  const topic = prompt
    .toLowerCase()
    .replace(/[?.!]+$/, '')
    .trim();
  // A sequence of its own, seeded by the answer: the demo's shared sequence is not drawn from.
  const rnd = seededRandom(`${engine}|${prompt}|${sample}|${run}`);
  const count = 1 + Math.floor(rnd() * 3);
  const queries: SearchQuery[] = [];
  for (let k = 0; k < count; k++) {
    const template = refinements[Math.floor(rnd() * refinements.length)];
    const query = template.replace('{p}', topic);
    if (queries.some((q) => q.query === query)) continue;
    const found = sources.filter((_, i) => i % count === k).map((s) => s.url);
    queries.push({ query, foundUrls: linked.has(provider) ? found : null });
  }
  return queries;
}
