/**
 * Where the cue lexicon fires in an answer, with negation: a hit is negated when a negator
 * stands among the 3 words before it, or (French "pas", German "nicht"...) anywhere after it in
 * its clause (no punctuation, conjunction or relative/causal word between: "empfehle ich X für
 * Agenturen nicht"), unless the negator opens "not only" ("nicht nur") or is the French "ne" of
 * "ne … que" (only). An `unfit` cue carries its
 * own negation ("not suitable") and is never negated. A comparative hit ("more expensive than",
 * "teurer als", "plus cher que") says so, and one under "less"/"weniger"/"moins"/"menos" is
 * negated ("less expensive than" praises). cue-lexicon.ts lists the words.
 */
import { type CueKind, cueRegexes, isNegator, negatorsAfter, notOnly } from './cue-lexicon.ts';
import type { FoldedText } from './text-fold.ts';

export interface CueHit {
  kind: CueKind;
  /** UTF-16 range in the original text. */
  start: number;
  end: number;
  negated: boolean;
  /** Followed by "than"/"als"/"que": it speaks of the name before it, never of the one after. */
  comparative: boolean;
}

/** Words after which a negation no longer belongs to an earlier cue's clause. Folded. */
const afterStops = new Set([
  'that',
  'which',
  'who',
  'because',
  'if',
  'when',
  'qui',
  'que',
  'dont',
  'parce',
  'si',
  'quand',
  'die',
  'der',
  'das',
  'dass',
  'weil',
  'wenn',
  'da',
  'denn',
  'welche',
  'porque',
  'si',
  'cuando',
]);
const comparativeAfter = /^\s+(?:than|als|que)(?![\p{L}\p{N}])/u;
const lessBefore = /(?<![\p{L}\p{N}])(?:less|weniger|moins|menos)\s+$/u;

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
  /** Punctuation stands between the previous token and this one. */
  stopBefore: boolean;
}

function tokens(f: string): Token[] {
  const out: Token[] = [];
  tokenRe.lastIndex = 0;
  let edge = 0;
  for (let m = tokenRe.exec(f); m; m = tokenRe.exec(f)) {
    out.push({ start: m.index, end: m.index + m[0].length, word: m[0], stopBefore: stopGap.test(f.slice(edge, m.index)) });
    edge = m.index + m[0].length;
  }
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

const opensNotOnly = (toks: Token[], k: number) => notOnly.includes(toks[k + 1]?.word ?? '');

/** French "ne … que" restricts ("je ne recommande que X": only X) unless "pas", "jamais"... comes first. */
function restrictive(toks: Token[], last: number): boolean {
  for (let k = last + 1; k < toks.length && !toks[k].stopBefore; k++) {
    const w = toks[k].word;
    if (w === 'que' || w.startsWith("qu'")) return true;
    if (w === 'pas' || w === 'jamais' || w === 'plus' || w === 'guere' || w === 'rien') return false;
  }
  return false;
}

const frenchNe = (word: string) => word === 'ne' || word.startsWith("n'");

function negated(toks: Token[], first: number, last: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - 3; k--) {
    if (toks[k + 1].stopBefore || stopWords.has(toks[k].word)) break;
    if (isNegator(toks[k].word) && !opensNotOnly(toks, k) && !(frenchNe(toks[k].word) && restrictive(toks, last))) return true;
  }
  for (let k = last + 1; k < toks.length; k++) {
    if (toks[k].stopBefore || stopWords.has(toks[k].word) || afterStops.has(toks[k].word)) break;
    if (negatorsAfter.includes(toks[k].word) && !opensNotOnly(toks, k)) return true;
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
      const comparative = (kind === 'positive' || kind === 'negative') && comparativeAfter.test(f.slice(end, end + 8));
      const less = comparative && lessBefore.test(f.slice(Math.max(0, m.index - 12), m.index));
      const isNegated = kind !== 'unfit' && (less || negated(toks, first, last));
      hits.push({ kind, ...originalRange(text, folded, m.index, end), negated: isNegated, comparative });
    }
  }
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}
