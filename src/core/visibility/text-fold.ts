/**
 * Folding text for matching names and cues across case, accents and scripts: every code point is
 * lower-cased, decomposed (NFKD, so full-width "Ａｃｍｅ" and ligatures fold too) and stripped of
 * combining marks; curly apostrophes become "'" and "ß" becomes "ss". The folded text keeps, for
 * each of its UTF-16 code units, the index of the original code unit it came from, so a match in
 * the folded text maps back to the answer as the engine wrote it.
 */

export interface FoldedText {
  /** The folded text. */
  text: string;
  /** origin[i] = index in the original string of the code point that produced text[i]. */
  origin: Int32Array;
}

const apostrophes = /[\u2018\u2019\u02bc\u0060\u00b4\u2032]/;
const combiningMarks = /\p{M}/gu;

function foldCodePoint(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  if (apostrophes.test(ch)) return "'";
  if (ch === 'ß' || ch === 'ẞ') return 'ss';
  return ch.toLowerCase().normalize('NFKD').replace(combiningMarks, '');
}

export function foldWithOrigin(s: string): FoldedText {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < s.length;) {
    const cp = s.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    const folded = foldCodePoint(s.slice(i, i + width));
    text += folded;
    for (let k = 0; k < folded.length; k++) origin.push(i);
    i += width;
  }
  return { text, origin: Int32Array.from(origin) };
}

/** The folded form alone, for names, aliases, terms and words (the same text, without building the origin map). */
export function fold(s: string): string {
  let out = '';
  for (const ch of s) out += foldCodePoint(ch);
  return out;
}

/** A name as stored in `normalizedName`: folded, runs of non-letters/digits as one space. */
export function normalizeName(name: string): string {
  return fold(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordChar = /[\p{L}\p{N}]/u;
const digit = /\p{N}/u;
/** Scripts written without spaces between words: no character of theirs ends a word. */
const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const scripts: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
];

function scriptOf(ch: string): string {
  for (const [name, re] of scripts) if (re.test(ch)) return name;
  return 'Other';
}

/**
 * Whether `neighbour` (the character just outside a match) continues the word whose edge
 * character is `edge`, so that the match is only part of a longer word ("Acme" in "Acmeology").
 * Letters of another script do not continue it (a Korean particle after a Latin brand: "Acme는"),
 * and no character of an unspaced script (Chinese, Japanese, Thai...) ever does.
 */
export function continuesWord(neighbour: string | undefined, edge: string): boolean {
  if (neighbour === undefined || !wordChar.test(neighbour) || !wordChar.test(edge)) return false;
  if (unspacedScript.test(neighbour) || unspacedScript.test(edge)) return false;
  if (digit.test(neighbour) || digit.test(edge)) return true;
  return scriptOf(neighbour) === scriptOf(edge);
}

/** Code point before index i and at index i of a string (undefined at the ends). */
export function codePointBefore(s: string, i: number): string | undefined {
  if (i <= 0) return undefined;
  const low = s.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) return s.slice(i - 2, i);
  return s[i - 1];
}

export function codePointAt(s: string, i: number): string | undefined {
  if (i >= s.length) return undefined;
  return String.fromCodePoint(s.codePointAt(i) ?? 0);
}
