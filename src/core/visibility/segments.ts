/**
 * The answer cut into the units roles and sentiment are read in: lines, sentences and clauses,
 * as UTF-16 ranges of the original text. A list item (bullet, numbered item, numbered heading)
 * or a table row is its own line; a sentence ends at . ! ? … followed by a space and a
 * non-lower-case character, at 。！？, at . ! ? between a lower-case word and a capitalized one with no
 * space (text blocks joined: "on this.Rippling"), or at the end of a line, but never at the period of an
 * abbreviation ("vs.", "e.g.", "z. B.", "etc.", "Inc.": a single letter or one of
 * `abbreviations`). A table row is a line with a leading pipe or at least two pipes, or a piped
 * line of a table marked by its delimiter row (every engine's layout: with or without the outer
 * pipes, two columns or more). A sentence is cut into clauses by its
 * language's break (before ";" and before a contrast conjunction: "but", "mais", "aber", "ma",
 * "mas", "maar"...: cue-lexicon.ts), so that "Acme is great, but Foo is expensive" judges Acme and
 * Foo apart.
 */
import { type FoldedText, fold } from './text-fold.ts';

export interface Sentence {
  start: number;
  end: number;
  /** In a list item or a table row: what it names is listed. */
  inList: boolean;
  /** The whole sentence until the caller cuts it by its language (clausesOf). */
  clauses: { start: number; end: number }[];
}

const listItem = /^[ \t]*(?:[-*+•‣◦▪]|\d{1,3}[.)]|#{1,6}[ \t]+\d{1,3}[.)]?)[ \t]+/;
const tableRow = /^[ \t]*\||\|[^|\n]*\|/;
/** A table's delimiter row, with or without outer pipes ("|---|---|", "--- | ---", ":--|--:"). */
const delimiterRow = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$/;

/** Lines of a pipe table whose delimiter row marks it: the header line above it and every piped line below it. */
function tableLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const [i, line] of lines.entries()) {
    if (!delimiterRow.test(line)) continue;
    if (i > 0) out.add(i - 1);
    for (let k = i + 1; k < lines.length && lines[k].includes('|'); k++) out.add(k);
  }
  return out;
}
/** The last alternative: two text blocks joined without a space ("on this.Rippling is"), as Claude's are. */
const sentenceEnd = /[.!?…]+["'”’)\]]*(?=\s+[^\p{Ll}])|[。！？]+|(?<=\p{Ll}\p{Ll})[.!?](?=\p{Lu}\p{Ll})/gu;

/** Words whose period is not a sentence end (folded, without the period); single letters are too. */
export const abbreviations = [
  'vs',
  'etc',
  'inc',
  'ltd',
  'corp',
  'co',
  'approx',
  'dept',
  'nos',
  'nr',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'bzw',
  'usw',
  'ca',
  'evtl',
  'ggf',
  'inkl',
  'vgl',
  'zzgl',
  'bspw',
  'sog',
  'mio',
  'mrd',
  'cf',
  'env',
  'cie',
  'mme',
  'mlle',
  'ex',
  'ej',
  'aprox',
  'sra',
  'pag',
  'ee',
  'uu',
];
const abbreviationSet = new Set(abbreviations);
const letter = /\p{L}/u;

/** Whether the period at `at` in `line` ends an abbreviation rather than a sentence (looks back one word). */
function isAbbreviation(line: string, at: number): boolean {
  let from = at;
  while (from > 0 && at - from < 12 && letter.test(line[from - 1])) from--;
  if (from === at || (from > 0 && letter.test(line[from - 1]))) return false;
  return at - from === 1 || abbreviationSet.has(fold(line.slice(from, at)));
}

/** First index of the folded text whose origin is at or after `at` (the origin map never decreases). */
function foldedIndex(folded: FoldedText, at: number): number {
  let lo = 0;
  let hi = folded.origin.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (folded.origin[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The clauses of the sentence [start, end) of the text `folded` folds, cut where `clauseBreak` (over folded text) matches. */
export function clausesOf(folded: FoldedText, start: number, end: number, clauseBreak: RegExp | null): { start: number; end: number }[] {
  if (!clauseBreak) return [{ start, end }];
  const from = foldedIndex(folded, start);
  const to = foldedIndex(folded, end);
  const back = (i: number) => (i >= to ? end : folded.origin[i]);
  const out: { start: number; end: number }[] = [];
  const slice = folded.text.slice(from, to);
  let at = 0;
  clauseBreak.lastIndex = 0;
  for (let m = clauseBreak.exec(slice); m; m = clauseBreak.exec(slice)) {
    if (m[0].length === 0) {
      clauseBreak.lastIndex++;
      continue;
    }
    if (m.index > at) out.push({ start: back(from + at), end: back(from + m.index) });
    at = m.index + m[0].length;
  }
  if (at < slice.length) out.push({ start: back(from + at), end });
  return out.length ? out : [{ start, end }];
}

export function segment(text: string): Sentence[] {
  const out: Sentence[] = [];
  const table = text.includes('|') ? tableLines(text.split('\n')) : new Set<number>();
  let lineNo = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const inList = listItem.test(line) || tableRow.test(line) || table.has(lineNo);
    let from = 0;
    sentenceEnd.lastIndex = 0;
    const push = (a: number, b: number) => {
      const s = lineStart + a;
      const e = lineStart + b;
      if (text.slice(s, e).trim()) out.push({ start: s, end: e, inList, clauses: [{ start: s, end: e }] });
    };
    for (let m = sentenceEnd.exec(line); m; m = sentenceEnd.exec(line)) {
      if (m[0].startsWith('.') && !m[0].startsWith('..') && isAbbreviation(line, m.index)) continue;
      const cut = m.index + m[0].length;
      push(from, cut);
      from = cut;
    }
    push(from, line.length);
    if (lineEnd === text.length) break;
    lineStart = lineEnd + 1;
    lineNo++;
  }
  return out;
}

/** Index of the unit containing offset `at`, by binary search over sorted, disjoint ranges. */
export function indexAt(units: readonly { start: number; end: number }[], at: number): number {
  let lo = 0;
  let hi = units.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (units[mid].end <= at) lo = mid + 1;
    else if (units[mid].start > at) hi = mid - 1;
    else return mid;
  }
  return -1;
}
