/**
 * Text from projects, crawled sites and AI answers goes into the client report. Everything here
 * turns such text into one inert Markdown line: no HTML, no links or images, no autolinks, no
 * block structure (headings, lists, quotes, table rows), whatever CommonMark/GFM renderer reads it.
 */

// C0/C1 controls and the bidirectional overrides that can make text read differently than it is.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Collapses whitespace (newlines included) to single spaces, drops control characters, caps the length. */
export function oneLine(text: string, maxLength = 2000): string {
  let s = text.replace(invisible, '').replace(/\s+/g, ' ').trim();
  if (s.length > maxLength) s = `${s.slice(0, maxLength - 1).trimEnd()}…`;
  return s;
}

// Every character that can start or end inline syntax (emphasis, code, links and images, HTML,
// table cells, strikethrough, heading closers) is backslash-escaped; CommonMark allows that for
// all ASCII punctuation and renderers show the character itself. Without [ and ] no link or image
// can form, so parentheses stay readable.
const inlineSpecial = /[\\`*_[\]<>|~#]/g;
// Only an entity reference turns & into something else ("&lt;", "&#106;"); "R&D" stays as it is.
const entityStart = /&(?=#?[a-z0-9]+;)/gi;

/**
 * Escapes user or site controlled text for use inline anywhere in Markdown: paragraphs, list
 * items, headings and table cells.
 */
export function escapeMarkdown(text: string, maxLength?: number): string {
  let s = oneLine(text, maxLength)
    .replace(inlineSpecial, (c) => `\\${c}`)
    .replace(entityStart, '\\&');
  // GFM extended autolinks (scheme://, www., e-mail addresses) need no brackets: break them.
  s = s
    .replace(/:\/\//g, '\\://')
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}\\.`)
    .replace(/@/g, '\\@');
  // Block markers only count at the start of a line; after oneLine() that is the start of the text.
  s = s.replace(/^([-+=]|\d+[.)])/, (m) => (m.length === 1 ? `\\${m}` : `${m.slice(0, -1)}\\${m.slice(-1)}`));
  return s;
}

/**
 * Shows text verbatim in a code span (used for URLs: no autolink happens inside code). The fence
 * is longer than any backtick run inside. Not for table cells: a pipe would still split the cell.
 */
export function codeSpan(text: string, maxLength?: number): string {
  const s = oneLine(text, maxLength);
  if (s === '') return '';
  const longestRun = Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}
