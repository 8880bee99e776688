// The sources an answer cites, numbered as the viewer shows them: 1, 2, 3 ... in the order the
// text first cites them (whatever numbers the engine used), and where each number goes in the
// text. A span that is itself the engine's marker (Perplexity's `[3]`, Grok's `[[1]](url)`,
// ChatGPT's `([host](url))`) is replaced by the chip; a span of prose (Claude's, Gemini's and the
// search engines' cited passages) gets its chips after it. Retrieved-only sources are not cited
// and get no number.
import type { Outputs } from '../trpc.ts';

export type AnswerSource = Outputs['projects']['answer']['sources'][number];
export interface TextSpan {
  start: number;
  end: number;
}

export interface CitedSource {
  n: number;
  url: string;
  title: string | null;
}

/** A range of the raw text replaced by chips (`end > start`) or a point chips are inserted at (`end === start`). */
export interface ChipPlace extends TextSpan {
  numbers: number[];
}

/** An engine's citation marker, alone in its span (spaces around it allowed). */
const markerOnly =
  /^\s*(?:\(?\[(?:\[\d{1,3}\]|[^\]\n]{0,200})\]\((?:<[^>\n]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)\)?|\[\^?(?:web:)?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]|【[^】\n]{0,40}】)\s*$/;

export function isMarker(text: string): boolean {
  return markerOnly.test(text);
}

/** The cited sources in reading order, and the places their chips go, sorted by start, none overlapping. */
export function citationChips(text: string, sources: readonly AnswerSource[]): { cited: CitedSource[]; places: ChipPlace[] } {
  const citing = sources
    .filter((s) => s.attachment !== 'listed' && s.spans.length > 0)
    .map((s) => ({ source: s, first: Math.min(...s.spans.map((sp) => sp.start)) }))
    .sort((a, b) => a.first - b.first);
  const cited = citing.map(({ source }, i) => ({ n: i + 1, url: source.url, title: source.title }));
  const byKey = new Map<string, ChipPlace>();
  citing.forEach(({ source }, i) => {
    for (const span of source.spans) {
      const marker = isMarker(text.slice(span.start, span.end));
      // A marker's place is the marker itself; a passage's is the point after it.
      const place = marker ? { start: span.start, end: span.end } : { start: span.end, end: span.end };
      const key = `${place.start}:${place.end}`;
      const existing = byKey.get(key);
      if (existing) existing.numbers.push(i + 1);
      else byKey.set(key, { ...place, numbers: [i + 1] });
    }
  });
  const places = [...byKey.values()].sort((a, b) => a.start - b.start || a.end - b.end);
  // Two markers never overlap in practice; if a provider's spans did, the later one yields.
  const kept: ChipPlace[] = [];
  for (const p of places) {
    const last = kept.at(-1);
    if (last && p.start < last.end) {
      if (p.end === p.start) kept.push({ ...p, start: last.end, end: last.end });
      else last.numbers.push(...p.numbers.filter((n) => !last.numbers.includes(n)));
      continue;
    }
    kept.push({ ...p, numbers: [...new Set(p.numbers)].sort((a, b) => a - b) });
  }
  return { cited, places: kept.sort((a, b) => a.start - b.start || a.end - b.end) };
}
