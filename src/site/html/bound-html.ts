/**
 * The caps on HTML from the audited site, applied before any parser sees it (the crawler's link
 * extraction and the analyzers' DOM alike). Pages come from anywhere; HTML parsers are quadratic
 * in nesting depth, and parse5 is quadratic in the attributes of one tag (each new attribute is
 * compared with the ones before it): 100,000 nested <div>s or one tag with 100,000 attributes
 * block a thread for most of a minute. A linear scan cuts the input where it would exceed a cap;
 * the part before the cut is parsed as usual. The caps are documented in docs/methodology.md.
 */

export const htmlLimits = {
  /** Characters parsed per page (the crawler keeps at most 2 MiB of body anyway). */
  maxChars: 2_000_000,
  /** Start and end tags per page. */
  maxTags: 60_000,
  /** Estimated nesting depth (elements whose end tag is commonly implied are not counted). */
  maxDepth: 800,
  /** Attributes on one tag; real pages stay far below (a few dozen at most). */
  maxAttributesPerTag: 128,
};

/** Which cap cut the input, if any. */
export type HtmlCut = 'size' | 'tags' | 'depth' | 'attributes' | null;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  'keygen',
  'frame',
  'basefont',
  'bgsound',
]);
/** Elements whose end tag is implied (never closed in much real HTML) or handled without nesting. */
const notNesting = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'rb',
  'rt',
  'rp',
  'rtc',
  'html',
  'head',
  'body',
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);
const rawText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const DQ = 0x22;
const SQ = 0x27;

/**
 * Reads the attributes of a start tag from `from` (just after its name) to its '>', the way the
 * HTML tokenizer splits them. Returns the index after the '>' (or -1 when the tag never ends) and
 * how many attributes it holds, stopping early once there are more than `max`.
 */
export function scanTagAttributes(s: string, from: number, max: number): { end: number; count: number } {
  let i = from;
  let count = 0;
  while (i < s.length) {
    let c = s.charCodeAt(i);
    if (isSpace(c) || c === SLASH) {
      i++;
      continue;
    }
    if (c === GT) return { end: i + 1, count };
    // An attribute name (a stray '=' or quote starts one too, as in the tokenizer).
    if (++count > max) return { end: i, count };
    i++;
    while (i < s.length) {
      c = s.charCodeAt(i);
      if (isSpace(c) || c === SLASH || c === GT || c === EQ) break;
      i++;
    }
    while (i < s.length && isSpace(s.charCodeAt(i))) i++;
    if (s.charCodeAt(i) !== EQ) continue;
    i++;
    while (i < s.length && isSpace(s.charCodeAt(i))) i++;
    c = s.charCodeAt(i);
    if (c === DQ || c === SQ) {
      const close = s.indexOf(c === DQ ? '"' : "'", i + 1);
      if (close < 0) return { end: -1, count };
      i = close + 1;
    } else {
      while (i < s.length) {
        c = s.charCodeAt(i);
        if (isSpace(c) || c === GT) break;
        i++;
      }
    }
  }
  return { end: -1, count };
}

/**
 * Cuts the input where a cheap scan sees it exceed a cap. The scan skips comments and raw-text
 * elements; its depth is an estimate that ignores elements whose end tag is commonly implied, so
 * ordinary sloppy HTML is never cut.
 */
export function boundHtml(html: string): { html: string; cut: HtmlCut } {
  let cut: HtmlCut = null;
  let s = typeof html === 'string' ? html : '';
  if (s.length > htmlLimits.maxChars) {
    s = s.slice(0, htmlLimits.maxChars);
    cut = 'size';
  }
  const tagRe = /<(!--|\/?[a-zA-Z][a-zA-Z0-9:-]*)/g;
  let tags = 0;
  let depth = 0;
  let m: RegExpExecArray | null;
  while ((m = tagRe.exec(s)) !== null) {
    if (m[1] === '!--') {
      const end = s.indexOf('-->', m.index + 4);
      if (end < 0) break;
      tagRe.lastIndex = end + 3;
      continue;
    }
    if (++tags > htmlLimits.maxTags) return { html: s.slice(0, m.index), cut: 'tags' };
    const closing = m[1].startsWith('/');
    const name = (closing ? m[1].slice(1) : m[1]).toLowerCase();
    if (!closing) {
      const tag = scanTagAttributes(s, tagRe.lastIndex, htmlLimits.maxAttributesPerTag);
      if (tag.count > htmlLimits.maxAttributesPerTag) return { html: s.slice(0, m.index), cut: 'attributes' };
      if (tag.end < 0) break;
      tagRe.lastIndex = tag.end;
    }
    if (voidElements.has(name) || notNesting.has(name)) continue;
    if (closing) {
      if (depth > 0) depth--;
      continue;
    }
    if (rawText.has(name)) {
      const endRe = new RegExp(`</${name}[\\s>/]`, 'gi');
      endRe.lastIndex = tagRe.lastIndex;
      const end = endRe.exec(s);
      if (!end) break;
      tagRe.lastIndex = end.index + end[0].length;
      continue;
    }
    if (++depth > htmlLimits.maxDepth) return { html: s.slice(0, m.index), cut: 'depth' };
  }
  return { html: s, cut };
}
