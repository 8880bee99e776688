/**
 * Spans of an answer's clauses in folded text, and their ranges in the original text: where a
 * clause ends (punctuation, a line break or a contrast conjunction) and the conditional clauses
 * ("if you want the Acme look"), whose names are the reader's need, not what a cue outside speaks
 * of. Read by the cue hits (cue-hits.ts) and the mentions (mentions.ts).
 */
import type { CompiledLanguage } from './cue-lexicon.ts';
import type { FoldedText } from './text-fold.ts';

/** The range of the original text that the folded range [start, end) comes from. */
export function originalRange(text: string, folded: FoldedText, start: number, end: number): { start: number; end: number } {
  const lastOrigin = folded.origin[end - 1];
  const width = (text.codePointAt(lastOrigin) ?? 0) > 0xffff ? 2 : 1;
  return { start: folded.origin[start], end: lastOrigin + width };
}

/**
 * Where a sentence or a clause ends, from `at` in folded text: punctuation, a line break, or a
 * contrast conjunction; with `comma`, a comma too (a conditional clause ends there: "If you need X, …").
 */
export function clauseEnd(lang: CompiledLanguage, f: string, at: number, comma = false): number {
  const stop = comma ? /[,.!?;:\n|]/g : /[.!?;:\n|]/g;
  stop.lastIndex = at;
  const punct = stop.exec(f)?.index ?? f.length;
  const rest = f.slice(at, punct);
  lang.clauseBreak.lastIndex = 0;
  const contrast = lang.clauseBreak.exec(rest);
  return contrast ? at + contrast.index : punct;
}

/** Where each conditional clause of the text opens, in folded offsets (its condition word's end). */
export function conditionStarts(lang: CompiledLanguage, f: string): number[] {
  const re = lang.condition;
  if (!re) return [];
  const out: number[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(f); m; m = re.exec(f)) out.push(m.index + m[0].length);
  return out;
}

/**
 * The conditional clauses of the text ("if you want the Acme look", "als je de Acme-look wilt"),
 * from their condition word to their end (a comma, punctuation or a contrast conjunction), as
 * ranges of the original text: a name there is the reader's need or situation, not what a cue
 * outside the clause speaks of.
 */
export function conditionalClauses(text: string, folded: FoldedText, lang: CompiledLanguage): { start: number; end: number }[] {
  const f = folded.text;
  const re = lang.condition;
  if (!re) return [];
  const out: { start: number; end: number }[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(f); m; m = re.exec(f)) {
    const end = clauseEnd(lang, f, m.index + m[0].length, true);
    if (end > m.index) out.push(originalRange(text, folded, m.index, end));
  }
  return out;
}
