// Turns SerpApi's AI answer blocks (Google AI Overview, Google AI Mode, Bing Copilot) into plain text and
// sources: blocks are paragraphs, headings, lists (items with optional title and nested lists),
// code blocks, tables and expandable sections; `reference_indexes` on a block or list item point
// into `references` (by their `index`). A reference cited by a block gets that block's text as
// its span; references no block cites are `listed`.
import { asString, isRecord, type AdapterAnswer } from '../adapter.ts';
import type { AnswerSource, TextSpan } from '../answer.ts';
import { SourceCollector } from '../sources.ts';

interface Reference {
  url: string;
  title: string | null;
}

class Writer {
  text = '';
  readonly cited = new Map<number, TextSpan[]>();

  /** Appends a line; its span (without the list prefix) is cited by `indexes`. */
  line(prefix: string, body: string, indexes: unknown): TextSpan {
    if (this.text !== '') this.text += '\n';
    this.text += prefix;
    const span = { start: this.text.length, end: this.text.length + body.length };
    this.text += body;
    this.cite(span, indexes);
    return span;
  }

  blankLine(): void {
    if (this.text !== '' && !this.text.endsWith('\n\n')) this.text += '\n';
  }

  cite(span: TextSpan, indexes: unknown): void {
    if (!Array.isArray(indexes) || span.end <= span.start) return;
    for (const i of indexes) {
      if (typeof i !== 'number') continue;
      const spans = this.cited.get(i) ?? [];
      spans.push(span);
      this.cited.set(i, spans);
    }
  }
}

function itemText(item: Record<string, unknown>): string {
  return [asString(item.title), asString(item.snippet)]
    .filter((s): s is string => !!s && s.trim() !== '')
    .map((s) => s.trim())
    .join(' ');
}

function writeList(w: Writer, items: unknown[], depth: number): void {
  for (const item of items) {
    if (!isRecord(item)) continue;
    const body = itemText(item);
    if (body) w.line(`${'  '.repeat(depth)}- `, body, item.reference_indexes);
    if (Array.isArray(item.list)) writeList(w, item.list, depth + 1);
  }
}

/** A table cell as text: SerpApi's cells are strings and numbers. */
function cellText(c: unknown): string {
  if (typeof c === 'string' || typeof c === 'number' || typeof c === 'boolean') return String(c);
  return c === null || c === undefined ? '' : JSON.stringify(c);
}

function tableText(table: unknown): string | null {
  if (!Array.isArray(table)) return null;
  const rows = table.filter(Array.isArray).map((row) => (row as unknown[]).map(cellText).join(' | '));
  return rows.length > 0 ? rows.join('\n') : null;
}

function writeBlocks(w: Writer, blocks: unknown[]): void {
  for (const block of blocks) {
    if (!isRecord(block)) continue;
    const start = w.text.length;
    w.blankLine();
    if (block.type === 'list' && Array.isArray(block.list)) {
      writeList(w, block.list, 0);
    } else if (Array.isArray(block.text_blocks)) {
      const title = asString(block.title);
      if (title) w.line('', title, undefined);
      writeBlocks(w, block.text_blocks);
    } else {
      const body = asString(block.snippet) ?? asString(block.code) ?? tableText(block.table) ?? tableText(block.formatted);
      if (body && body.trim() !== '') w.line('', body.trim(), undefined);
    }
    // Indexes on the block itself cite everything it wrote (for a paragraph, its one line).
    const written = { start: start + (w.text.slice(start).length - w.text.slice(start).trimStart().length), end: w.text.length };
    w.cite(written, block.reference_indexes);
  }
}

function referencesByIndex(references: unknown): Map<number, Reference> {
  const map = new Map<number, Reference>();
  if (!Array.isArray(references)) return map;
  references.forEach((r, position) => {
    if (!isRecord(r) || typeof r.link !== 'string') return;
    map.set(typeof r.index === 'number' ? r.index : position, { url: r.link, title: asString(r.title) });
  });
  return map;
}

/** Text and sources of an answer made of SerpApi text blocks; `lead` is a headline written first (Copilot's header). */
export function renderSerpAnswer(input: { blocks: unknown; references: unknown; lead?: string | null }): {
  text: string;
  sources: AnswerSource[];
} {
  const w = new Writer();
  if (input.lead && input.lead.trim() !== '') w.line('', input.lead.trim(), undefined);
  if (Array.isArray(input.blocks)) writeBlocks(w, input.blocks);
  const refs = referencesByIndex(input.references);
  const sources = new SourceCollector();
  for (const [index, ref] of refs) {
    const spans = w.cited.get(index);
    if (!spans) sources.add(ref.url, ref.title, 'listed');
    else for (const span of spans) sources.add(ref.url, ref.title, 'serp_reference', span);
  }
  return { text: w.text, sources: sources.list() };
}

/**
 * The answer of one SerpApi engine from its searches (`raws`, in order) and its rendered blocks,
 * or none when the page showed no answer (an empty answer, not a failure). A SERP shows what
 * Google or Bing rendered: no model, no token counts, no finish reason; each search is a request.
 */
export function serpAdapterAnswer(
  answer: { blocks: unknown; references: unknown; lead?: string | null } | null,
  raws: Record<string, unknown>[],
): AdapterAnswer {
  const { text, sources } = answer ? renderSerpAnswer(answer) : { text: '', sources: [] };
  return {
    text,
    sources,
    usage: { inputTokens: null, outputTokens: null, requests: raws.length, searches: null },
    servedModel: null,
    finish: { truncated: false, reason: null },
    // A SERP shows the answer, never the searches behind it: not exposed (docs/fanout.md).
    searchQueries: null,
    raw: raws.length === 1 ? raws[0] : raws,
  };
}
