/**
 * Word and sentence counting for passage scoring. Lexical and approximate by design: words are
 * runs of letters/digits; Han and Kana script (written without spaces) counts two characters
 * as one word.
 */
const wordRe = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const cjkRe = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

export function countWords(text: string): number {
  let n = 0;
  const cjk = text.match(cjkRe)?.length ?? 0;
  const rest = cjk > 0 ? text.replace(cjkRe, ' ') : text;
  wordRe.lastIndex = 0;
  while (wordRe.exec(rest) !== null) n++;
  return n + Math.ceil(cjk / 2);
}

/**
 * Sentences: split after . ! ? (or the CJK full stops) followed by space and an upper-case
 * letter, digit or opening quote, and at line breaks (list items). Common abbreviations do not
 * end a sentence.
 */
export function splitSentences(text: string, max = 400): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const protectedLine = line.replace(/\b(e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|Prof|St|Inc|Ltd|Co|No|approx|fig|U\.S|U\.K)\./gi, (m) =>
      m.replace(/\./g, '\u0000'),
    );
    const pieces = protectedLine.split(/(?<=[.!?。！？])\s+(?=["'“‘([]?[\p{Lu}\p{N}])|(?<=[。！？])/u);
    for (const piece of pieces) {
      // eslint-disable-next-line no-control-regex -- NUL is the placeholder put in place of an abbreviation's dot above
      const s = piece.replace(/\u0000/g, '.').trim();
      if (s && /[\p{L}\p{N}]/u.test(s)) out.push(s);
      if (out.length >= max) return out;
    }
  }
  return out;
}
