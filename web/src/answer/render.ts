// An engine's answer as safe HTML: its Markdown rendered by marked, sanitized by DOMPurify, with
// the names extraction found marked and the citations as numbered chips. Nothing the engine wrote
// runs: raw HTML in the answer is shown as text, images as their alt text (the page loads nothing
// an answer names), links keep only http(s) and mailto targets and open in a new tab without a
// referrer. Marks and chips go in as private-use characters at their offsets in the raw text
// (which Markdown leaves alone), and become elements only after sanitizing, built with the DOM's
// own methods, so no string of the answer is ever parsed as markup.
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { type AnswerSource, type ChipPlace, citationChips, type CitedSource, type TextSpan } from './citations.ts';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const CHIP = '\uE002';
const CHIP_END = '\uE003';
/** A mark's number follows OPEN as one character from here on. */
const MARK_BASE = 0xe100;
const MAX_MARKS = 0xf8ff - MARK_BASE;
/** A zero-width no-break space ends a bare URL before a chip (marked's autolinks stop at whitespace); removed again. */
const URL_STOP = '\uFEFF';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const markdown = new Marked({
  gfm: true,
  // Engines break lines inside paragraphs and the search engines write tables without a
  // delimiter row: every line break of the answer stays one.
  breaks: true,
  async: false,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    image: (token: Tokens.Image) => escapeHtml(token.text),
  },
});

const purify = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  ALLOWED_ATTR: ['href', 'title', 'align', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  RETURN_DOM_FRAGMENT: true as const,
};

/** A mark of one occurrence of one mention's name. */
export interface MarkSpan extends TextSpan {
  mention: number;
  /** "mention:occurrence", the same on every piece of a mark split by markup. */
  id: string;
}

/** The spans of every mention, in text order, without overlaps (a later one overlapping an earlier is left out). */
export function markSpans(mentions: readonly { spans: readonly TextSpan[] }[], textLength: number): MarkSpan[] {
  const all = mentions
    .flatMap((m, mention) => m.spans.map((s, j) => ({ ...s, mention, id: `${mention}:${j}` })))
    .filter((s) => s.start >= 0 && s.start < s.end && s.end <= textLength)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: MarkSpan[] = [];
  for (const s of all) if (!kept.length || s.start >= kept[kept.length - 1].end) kept.push(s);
  return kept.slice(0, MAX_MARKS);
}

/** The raw text with the marks' and chips' characters at their offsets (markers replaced by their chips). */
function withPlaceholders(text: string, marks: MarkSpan[], places: ChipPlace[]): string {
  const clean = text.replace(/[\uE000-\uE003]/g, '\uFFFD');
  const replaced = places.filter((p) => p.end > p.start);
  const inReplaced = (s: TextSpan) => replaced.some((r) => s.start < r.end && r.start < s.end);
  // At one offset: a mark closes (0), then chips go in (1), then a marker is skipped (2), then a mark opens (3).
  type Event = { at: number; order: number; text?: string; skipTo?: number };
  const events: Event[] = replaced.map((r) => ({ at: r.start, order: 2, skipTo: r.end }));
  marks.forEach((m, k) => {
    if (inReplaced(m)) return;
    events.push({ at: m.start, order: 3, text: OPEN + String.fromCharCode(MARK_BASE + k) }, { at: m.end, order: 0, text: CLOSE });
  });
  places.forEach((p, i) => {
    // A chip never splits a mark: one that would falls after it.
    const inside = marks.find((m) => p.start > m.start && p.start < m.end);
    const at = inside && p.end === p.start ? inside.end : p.start;
    const stop = at > 0 && !/\s/.test(clean[at - 1]) ? URL_STOP : '';
    events.push({ at, order: 1, text: `${stop}${CHIP}${i}${CHIP_END}` });
  });
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  let out = '';
  let pos = 0;
  for (const e of events) {
    if (e.at > pos) {
      out += clean.slice(pos, e.at);
      pos = e.at;
    }
    if (e.text) out += e.text;
    if (e.skipTo !== undefined) pos = Math.max(pos, e.skipTo);
  }
  return out + clean.slice(pos);
}

export interface MentionStyle {
  /** CSS class of the mark (the kind and, for competitors, which one). */
  className: string;
  /** Said on hover and in the legend: "Your brand: Acme". */
  label: string;
}

function chipElement(numbers: number[], cited: CitedSource[], linked: boolean): HTMLElement {
  const sup = document.createElement('sup');
  sup.className = 'chips';
  for (const n of numbers) {
    const source = cited[n - 1];
    const chip = document.createElement(linked ? 'a' : 'span');
    chip.className = 'chip';
    chip.textContent = String(n);
    chip.title = source.title ? `${source.title} (${source.url})` : source.url;
    if (chip instanceof HTMLAnchorElement) {
      chip.href = source.url;
      chip.target = '_blank';
      chip.rel = 'noreferrer noopener nofollow';
      chip.setAttribute('aria-label', `Source ${n}: ${source.title ?? source.url}`);
    }
    sup.append(chip);
  }
  return sup;
}

/** Replaces the placeholder characters of every text node by marks and chips. */
function decorate(root: DocumentFragment, marks: MarkSpan[], styles: MentionStyle[], places: ChipPlace[], cited: CitedSource[]) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  let open: number | null = null;
  for (const node of nodes) {
    const data = node.data;
    if (open === null && !/[\uE000-\uE003]/.test(data)) continue;
    const linked = !node.parentElement?.closest('a');
    const out = document.createDocumentFragment();
    let buffer = '';
    const flush = () => {
      if (!buffer) return;
      if (open === null) out.append(buffer);
      else {
        const mark = document.createElement('mark');
        const span = marks[open];
        mark.className = styles[span.mention].className;
        mark.title = styles[span.mention].label;
        mark.dataset.mention = String(span.mention);
        mark.dataset.span = span.id;
        mark.textContent = buffer;
        out.append(mark);
      }
      buffer = '';
    };
    for (let i = 0; i < data.length; i++) {
      const c = data[i];
      if (c === OPEN) {
        flush();
        open = data.charCodeAt(++i) - MARK_BASE;
      } else if (c === CLOSE) {
        flush();
        open = null;
      } else if (c === CHIP) {
        const end = data.indexOf(CHIP_END, i);
        const place = places[Number(data.slice(i + 1, end))];
        if (buffer.endsWith(URL_STOP)) buffer = buffer.slice(0, -1);
        flush();
        if (place) out.append(chipElement(place.numbers, cited, linked));
        i = end;
      } else if (c !== CHIP_END) buffer += c;
    }
    flush();
    node.replaceWith(out);
  }
  // The answer's own links: a new tab, no referrer, no ranking credit.
  for (const a of root.querySelectorAll('a:not(.chip)')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noreferrer noopener nofollow');
  }
}

export interface RenderedAnswer {
  html: string;
  cited: CitedSource[];
  /** How many marks each mention got (a mark split by markup counts once). */
  markCounts: number[];
}

export function renderAnswer(
  text: string,
  sources: readonly AnswerSource[],
  mentions: readonly { spans: readonly TextSpan[] }[],
  styles: MentionStyle[],
): RenderedAnswer {
  const { cited, places } = citationChips(text, sources);
  const marks = markSpans(mentions, text.length);
  const html = markdown.parse(withPlaceholders(text, marks, places), { async: false });
  const fragment = DOMPurify.sanitize(html, purify);
  decorate(fragment, marks, styles, places, cited);
  const box = document.createElement('div');
  box.append(fragment);
  const markCounts = mentions.map(() => 0);
  for (const id of new Set([...box.querySelectorAll<HTMLElement>('mark[data-span]')].map((m) => m.dataset.span ?? ''))) {
    markCounts[Number(id.split(':')[0])] += 1;
  }
  return { html: box.innerHTML, cited, markCounts };
}
