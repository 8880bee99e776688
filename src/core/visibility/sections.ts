/**
 * Sections of an answer: a heading (`## Acme`, `### 2. Acme`) or a line that is only a bold title
 * (`**Acme**`, `- **Acme** (from $29)`, `**Acme:**`) opens one, which runs to the next heading of
 * its level or above, or to a rule (`---`); a deeper heading that names no brand opens a subsection
 * of it ("## Is Acme reliable?" then "### What owners report"), a bold title being deepest. When
 * the head names exactly one brand, a cue in a sentence of its section that
 * names no brand speaks of that brand ("### Acme\nBest for small agencies; I'd go with it."). A head
 * naming two brands ("## Acme vs Rival") carries nothing: the section's verdict decides. Likewise
 * a list item whose first sentence names one brand carries it to the item's later sentences
 * ("1. **Acme** – multi-currency invoices. If I had to pick one, I'd pick this."). A title written
 * as plain text (a short line without final punctuation standing alone before a paragraph: "Acme:
 * what customers say") opens a section as a bold title does.
 */
import type { Sentence } from './segments.ts';

const heading = /^[ \t]*#{1,6}[ \t]+\S/;
const boldTitle = /^[ \t]*(?:(?:[-*+•]|\d{1,3}[.)])[ \t]+)?(?:\*\*|__)[^*_\n]{1,60}(?:\*\*|__)[ \t]*:?[ \t]*(?:\([^()\n]{0,40}\))?[ \t]*$/;
const listItem = /^[ \t]*(?:[-*+•‣◦▪]|\d{1,3}[.)])[ \t]+/;
const rule = /^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/;
/** A title written as plain text: up to 8 words, no list marker or pipe, ending on a letter, a digit or a closing bracket. */
const plainTitleLine = /^[ \t]*[\p{L}\p{N}][^\n|]{0,58}[\p{L}\p{N})\]][ \t]*$/u;

/**
 * A title line without markdown ("Acme: what customers say"): a short line with no final
 * punctuation that stands alone, after a blank line or at the start of the answer, with a blank
 * line or a paragraph after it. It opens a section as a bold title does.
 */
function plainTitle(text: string, line: string, lineStart: number, lineEnd: number): boolean {
  if (!plainTitleLine.test(line) || line.trim().split(/\s+/).length > 8) return false;
  const before = text.slice(0, lineStart);
  if (lineEnd < 0 || (before.trim() && !/\n[ \t]*\n$/.test(before))) return false;
  const after = text.slice(lineEnd + 1).replace(/^[ \t]*\n/, '');
  const next = after.slice(0, after.indexOf('\n') < 0 ? after.length : after.indexOf('\n'));
  return next.trim().length > 0 && !listItem.test(next) && !next.includes('|') && !plainTitleLine.test(next);
}

/** For each sentence in a section whose head names one brand, the index of the head's sentence. */
export function sectionHeads(
  text: string,
  sentences: readonly Sentence[],
  brandsIn: (sentence: number) => Set<number>,
): Map<number, number> {
  const out = new Map<number, number>();
  let head = -1;
  /** The open headings that name a brand, outermost first, with their level (a bold title is 7). */
  const open: { level: number; sentence: number }[] = [];
  let lastLineEnd = 0;
  /** The list item being read: its line's start and the sentence that opens it when that names one brand. */
  let lastItem = { line: -1, sentence: -1 };
  for (const [i, s] of sentences.entries()) {
    const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
    const lineEnd = text.indexOf('\n', s.start);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    if (
      lineStart >= lastLineEnd &&
      text
        .slice(lastLineEnd, lineStart)
        .split('\n')
        .some((l) => rule.test(l))
    ) {
      head = -1;
      open.length = 0;
    }
    lastLineEnd = lineStart;
    if (s.start - lineStart <= 8 && (heading.test(line) || boldTitle.test(line) || plainTitle(text, line, lineStart, lineEnd))) {
      // A heading closes the sections of its level and deeper; one that names no brand opens a
      // subsection of the brand above it ("## Is Acme reliable?" … "### What owners report").
      const level = heading.test(line) ? (line.match(/#+/)?.[0].length ?? 6) : 7;
      while (open.length && open[open.length - 1].level >= level) open.pop();
      const named = brandsIn(i).size;
      if (named > 0) open.push({ level, sentence: named === 1 ? i : -1 });
      head = open.length ? open[open.length - 1].sentence : -1;
      continue;
    }
    const itemStart = lineStart === lastItem.line ? lastItem.sentence : -1;
    if (itemStart < 0 && listItem.test(line)) lastItem = { line: lineStart, sentence: brandsIn(i).size === 1 ? i : -1 };
    if (itemStart >= 0) out.set(i, itemStart);
    else if (head >= 0) out.set(i, head);
  }
  return out;
}
