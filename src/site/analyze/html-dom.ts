/**
 * HTML parsing with bounded work. Pages come from anywhere: the parse input is capped first
 * (../html/bound-html.ts: size, tags, nesting depth, attributes per tag), and every traversal
 * here is iterative, so no page can exhaust the stack or stall an audit.
 */
import * as cheerio from 'cheerio';
import { boundHtml, type HtmlCut } from '../html/bound-html.ts';

/** The parts of a domhandler node the analyzers read (cheerio's parse5 tree). */
export interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  data?: string;
  parent?: DomNode | null;
}

export interface ParsedHtml {
  root: DomNode;
  /** Why the input was cut before parsing, if it was. */
  cut: HtmlCut;
}

export function parseHtml(html: string): ParsedHtml {
  const bounded = boundHtml(html);
  let root: DomNode;
  try {
    root = cheerio.load(bounded.html).root()[0];
  } catch {
    // parse5 does not throw on bad markup; this only guards against the unforeseen
    root = { type: 'root', children: [] };
  }
  return { root, cut: bounded.cut };
}

export function isElement(node: DomNode): boolean {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function attr(node: DomNode, name: string): string | undefined {
  return node.attribs?.[name];
}

/** Lower-cased tokens of a space-separated attribute (class, rel). */
export function tokensOf(node: DomNode, name: string): string[] {
  const v = node.attribs?.[name];
  return v ? v.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

/**
 * Pre-order traversal without recursion. `visit` returns false to skip a node's children.
 * Stops after `maxNodes` nodes.
 */
export function walk(root: DomNode, visit: (node: DomNode) => unknown, maxNodes = 400_000): void {
  const stack: DomNode[] = [root];
  let seen = 0;
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (++seen > maxNodes) return;
    const descend = visit(node);
    if (descend === false || !node.children) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'tr',
  'td',
  'th',
  'br',
  'summary',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'option',
  'menu',
  'search',
  'body',
  'html',
  'head',
]);

export function isBlock(name: string | undefined): boolean {
  return name !== undefined && blockElements.has(name);
}

/** Elements whose content is never visible text. */
export const invisibleElements = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'object',
  'embed',
  'head',
  'select',
  'datalist',
  'audio',
  'video',
]);

export function isHidden(node: DomNode): boolean {
  const a = node.attribs;
  if (!a) return false;
  if ('hidden' in a) return true;
  if (a['aria-hidden'] === 'true') return true;
  const style = a.style;
  return style !== undefined && /(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}

/**
 * Text of a subtree as a reader sees it: block boundaries become spaces, whitespace collapsed,
 * invisible and hidden elements skipped (plus whatever `skip` says), capped at `maxChars`.
 */
export function textOf(node: DomNode, options: { skip?: (el: DomNode) => boolean; maxChars?: number } = {}): string {
  const maxChars = options.maxChars ?? 100_000;
  const parts: string[] = [];
  let length = 0;
  walk(node, (n) => {
    if (length >= maxChars) return false;
    if (n.type === 'text') {
      const d = n.data ?? '';
      parts.push(d);
      length += d.length;
      return false;
    }
    if (n.type === 'comment' || n.type === 'directive' || n.type === 'cdata') return false;
    if (!isElement(n)) return true;
    if (n !== node && (invisibleElements.has(n.name ?? '') || isHidden(n) || options.skip?.(n))) return false;
    if (isBlock(n.name)) parts.push(' ');
    return true;
  });
  return collapse(parts.join('')).slice(0, maxChars);
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Raw text content of an element (for <script> and <title>), no filtering. */
export function rawTextOf(node: DomNode, maxChars = 2_000_000): string {
  let out = '';
  walk(node, (n) => {
    if (out.length >= maxChars) return false;
    if (n.type === 'text') out += n.data ?? '';
    return true;
  });
  return out.slice(0, maxChars);
}
