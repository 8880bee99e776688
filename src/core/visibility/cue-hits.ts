/**
 * Where the cue lexicon fires in an answer, with negation: a hit is negated when a negator
 * stands among the 3 words before it, or (French "pas", German "nicht"...) among the 2 words
 * after it, with no punctuation or conjunction between (cue-lexicon.ts lists them).
 */
import { type CueKind, cueRegexes, isNegator, negatorsAfter } from './cue-lexicon.ts';
import type { FoldedText } from './text-fold.ts';

export interface CueHit {
  kind: CueKind;
  /** UTF-16 range in the original text. */
  start: number;
  end: number;
  negated: boolean;
}

const tokenRe = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
const stopGap = /[,;:.!?()\n|]/;
/** Words across which a negation does not carry ("not cheap but good"). Folded. */
const stopWords = new Set([
  'but',
  'and',
  'or',
  'however',
  'while',
  'whereas',
  'though',
  'although',
  'mais',
  'et',
  'ou',
  'aber',
  'und',
  'oder',
  'sondern',
  'jedoch',
  'pero',
  'y',
  'o',
  'sino',
  'aunque',
]);

interface Token {
  start: number;
  end: number;
  word: string;
}

function tokens(f: string): Token[] {
  const out: Token[] = [];
  tokenRe.lastIndex = 0;
  for (let m = tokenRe.exec(f); m; m = tokenRe.exec(f)) out.push({ start: m.index, end: m.index + m[0].length, word: m[0] });
  return out;
}

/** First token ending after `at`. */
function tokenIndexAt(toks: Token[], at: number): number {
  let lo = 0;
  let hi = toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (toks[mid].end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function negated(f: string, toks: Token[], first: number, last: number): boolean {
  for (let k = first - 1, edge = toks[first]?.start ?? f.length; k >= 0 && k >= first - 3; k--) {
    if (stopGap.test(f.slice(toks[k].end, edge)) || stopWords.has(toks[k].word)) break;
    if (isNegator(toks[k].word)) return true;
    edge = toks[k].start;
  }
  for (let k = last + 1, edge = toks[last]?.end ?? 0; k < toks.length && k <= last + 2; k++) {
    if (stopGap.test(f.slice(edge, toks[k].start)) || stopWords.has(toks[k].word)) break;
    if (negatorsAfter.includes(toks[k].word)) return true;
    edge = toks[k].end;
  }
  return false;
}

function originalRange(text: string, folded: FoldedText, start: number, end: number): { start: number; end: number } {
  const lastOrigin = folded.origin[end - 1];
  const width = (text.codePointAt(lastOrigin) ?? 0) > 0xffff ? 2 : 1;
  return { start: folded.origin[start], end: lastOrigin + width };
}

export function findCueHits(text: string, folded: FoldedText): CueHit[] {
  const f = folded.text;
  const toks = tokens(f);
  const hits: CueHit[] = [];
  for (const [kind, re] of Object.entries(cueRegexes) as [CueKind, RegExp][]) {
    re.lastIndex = 0;
    for (let m = re.exec(f); m; m = re.exec(f)) {
      const end = m.index + m[0].length;
      const first = tokenIndexAt(toks, m.index);
      const last = Math.max(first, tokenIndexAt(toks, end - 1));
      hits.push({ kind, ...originalRange(text, folded, m.index, end), negated: negated(f, toks, first, last) });
    }
  }
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}
