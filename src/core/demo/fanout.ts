// The demo's fan-out (docs/fanout.md): the searches a generated answer "ran", derived from the
// prompt, the engine, the sample and the run alone (no draw of the demo's random sequence, so the
// rest of the demo is unchanged), shaped as each provider exposes them: the SerpApi engines none
// (null), engines that link a search to its results with `foundUrls` from the answer's sources,
// the others without that link.
import type { AnswerSource, SearchQuery } from '../../engines/answer.ts';
import type { EngineName } from '../../engines/engine-list.ts';
import { engineProvider } from '../../engines/providers.ts';

const refinements = ['{p}', '{p} 2026', '{p} reviews', '{p} pricing comparison', 'best {p}', '{p} alternatives', '{p} for small teams'];
/** Providers whose answers link each search to the results it found (Claude, OpenAI). */
const linked = new Set(['anthropic', 'openai']);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

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
  const h = hash(`${engine}|${prompt}|${sample}|${run}`);
  const count = 1 + (h % 3);
  const queries: SearchQuery[] = [];
  for (let k = 0; k < count; k++) {
    const template = refinements[(h >>> (4 * k)) % refinements.length];
    const query = template.replace('{p}', topic);
    if (queries.some((q) => q.query === query)) continue;
    const found = sources.filter((_, i) => i % count === k).map((s) => s.url);
    queries.push({ query, foundUrls: linked.has(provider) ? found : null });
  }
  return queries;
}
