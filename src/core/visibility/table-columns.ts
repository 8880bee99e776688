/**
 * The cells of an answer's pipe tables under their column heading, as UTF-16 ranges of the text:
 * a table is a run of piped lines, with or without outer pipes and with or without a delimiter row
 * (every engine's layout, as segments.ts reads rows); its first line is the heading row.
 * Roles read a column heading of strengths ("Pros", "Punti di forza", "Sterk punt") as praise of the
 * row's brand (mentions.ts): a row with a strengths cell and a weaknesses cell is a balanced profile.
 */

export interface TableCell {
  /** Where the cell's row starts and ends in the text. */
  rowStart: number;
  rowEnd: number;
  /** The cell's content, trimmed, as a range of the text. */
  start: number;
  end: number;
  /** The heading cell above it, as written; '' when the heading row has fewer cells. */
  heading: string;
  /** Where the heading row starts in the text. */
  headingStart: number;
}

const delimiterRow = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$/;

/** The cells of one piped line starting at `offset`, outer pipes dropped. */
function cellsOf(line: string, offset: number): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  let from = 0;
  const parts = line.split('|');
  for (const [i, part] of parts.entries()) {
    const outer = (i === 0 || i === parts.length - 1) && part.trim() === '';
    if (!outer) {
      const lead = part.length - part.trimStart().length;
      const text = part.trim();
      out.push({ start: offset + from + lead, end: offset + from + lead + text.length, text });
    }
    from += part.length + 1;
  }
  return out;
}

/** A piped line: a leading pipe or at least two pipes (segments.ts reads it as a table row). */
const pipedLine = /^[ \t]*\||\|[^|\n]*\|/;

/**
 * Every body cell of every table: a run of piped lines (or of lines around a delimiter row) whose
 * first line is the heading row, with or without a delimiter row under it.
 */
export function tableCells(text: string): TableCell[] {
  if (!text.includes('|')) return [];
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  const out: TableCell[] = [];
  const piped = (k: number) => k < lines.length && (pipedLine.test(lines[k]) || delimiterRow.test(lines[k]));
  for (let i = 0; i < lines.length; i++) {
    if (!piped(i) || delimiterRow.test(lines[i])) continue;
    const head = i;
    const headings = cellsOf(lines[head], starts[head]).map((c) => c.text);
    let k = head + 1;
    for (; piped(k); k++) {
      if (delimiterRow.test(lines[k])) continue;
      for (const [col, cell] of cellsOf(lines[k], starts[k]).entries()) {
        out.push({
          rowStart: starts[k],
          rowEnd: starts[k] + lines[k].length,
          start: cell.start,
          end: cell.end,
          heading: headings[col] ?? '',
          headingStart: starts[head],
        });
      }
    }
    i = k;
  }
  return out;
}
