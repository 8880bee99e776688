/**
 * The main content of a page and its passages: the text an answer engine would lift and quote.
 *
 * Main content: the page's <main> (or role=main), else its only <article>, else <body>; inside
 * it, navigation, site header/footer, asides, hidden elements, scripts and common boilerplate
 * blocks (cookie banners, share bars, comments...) are removed.
 *
 * Passages: the content is cut into blocks (paragraphs, list items, tables) and grouped under the
 * heading they follow. A section of up to 300 words is one passage; a longer one is cut at block
 * boundaries into passages of up to about 200 words (the later ones are "continuations": they do
 * not follow their heading directly).
 */
import { attr, collapse, type DomNode, invisibleElements, isBlock, isElement, isHidden, textOf, tokensOf, walk } from './html-dom.ts';
import { countWords, splitSentences } from './text.ts';

export const passageLimits = {
  maxBlocks: 5000,
  maxPassages: 300,
  maxPassageChars: 20_000,
  /** A section longer than this is split. */
  splitAboveWords: 300,
  /** Target size of the passages of a split section. */
  chunkWords: 200,
};

export type BlockKind = 'heading' | 'text' | 'list-item' | 'table';

export interface Block {
  kind: BlockKind;
  level: number | null;
  text: string;
  /** Absolute http(s) URLs of links in the block. */
  links: string[];
}

export interface Passage {
  index: number;
  heading: string | null;
  headingLevel: number | null;
  /** Not the first passage of its section (does not directly follow the heading). */
  continuation: boolean;
  text: string;
  words: number;
  sentences: string[];
  hasList: boolean;
  hasTable: boolean;
  links: string[];
}

export interface MainContent {
  rootKind: 'main' | 'article' | 'body';
  blocks: Block[];
  headings: { level: number; text: string }[];
  passages: Passage[];
  words: number;
  /** Main content text, capped at 100,000 characters. */
  text: string;
}

const boilerplateToken =
  /^(cookie|cookies|cookie-banner|cookie-notice|consent|gdpr|breadcrumbs?|sidebar|share|sharing|social-share|share-buttons|comments?|comment-list|related|related-posts|related-articles|newsletter|navbar|menu|site-header|site-footer|skip-link|advert|advertisement|ads?|popup|modal)$/;

function isBoilerplate(node: DomNode): boolean {
  const name = node.name;
  if (name === 'nav' || name === 'aside' || (name === 'form' && tokensOf(node, 'role').includes('search'))) return true;
  const role = (attr(node, 'role') ?? '').toLowerCase();
  if (role === 'navigation' || role === 'banner' || role === 'contentinfo' || role === 'complementary' || role === 'search') return true;
  if (name === 'header' || name === 'footer') {
    // A header/footer inside an article or section belongs to it (title, byline); the page's own does not.
    for (let p = node.parent; p; p = p.parent) {
      if (p.name === 'article' || p.name === 'section' || p.name === 'main') return false;
    }
    return true;
  }
  if (name === 'body' || name === 'main' || name === 'article' || name === 'html') return false;
  for (const t of [...tokensOf(node, 'class'), ...tokensOf(node, 'id')]) if (boilerplateToken.test(t)) return true;
  return false;
}

export function resolveHttpUrl(href: string | undefined, base: string): string | null {
  if (!href) return null;
  const h = href.trim();
  if (!h || h.startsWith('#')) return null;
  try {
    const u = new URL(h, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

function tableText(table: DomNode): { text: string; links: string[] } {
  const rows: string[] = [];
  const links: string[] = [];
  walk(table, (n) => {
    if (rows.length >= 50) return false;
    if (n.name === 'tr') {
      const cells: string[] = [];
      for (const c of n.children ?? []) if (c.name === 'td' || c.name === 'th') cells.push(textOf(c, { maxChars: 500 }));
      if (cells.some(Boolean)) rows.push(cells.join(' | '));
      return true;
    }
    if (n.name === 'a' && n.attribs?.href) links.push(n.attribs.href);
    return true;
  });
  return { text: rows.join('\n'), links };
}

/** Picks the main content element: <main>/role=main, else a single <article>, else <body>. */
export function mainRootOf(docRoot: DomNode): { node: DomNode; kind: MainContent['rootKind'] } {
  const mains: DomNode[] = [];
  const articles: DomNode[] = [];
  let body: DomNode | null = null;
  walk(docRoot, (n) => {
    if (!isElement(n)) return n.type === 'root';
    if (n.name === 'body' && !body) body = n;
    if (invisibleElements.has(n.name ?? '') || isHidden(n)) return false;
    if (n.name === 'main' || (attr(n, 'role') ?? '').toLowerCase() === 'main') mains.push(n);
    else if (n.name === 'article') articles.push(n);
    return true;
  });
  const longest = (nodes: DomNode[]) => {
    let best = nodes[0];
    let bestLen = -1;
    for (const n of nodes.slice(0, 5)) {
      const len = textOf(n, { maxChars: 200_000 }).length;
      if (len > bestLen) {
        best = n;
        bestLen = len;
      }
    }
    return best;
  };
  if (mains.length > 0) {
    const main = longest(mains);
    // A <main> left empty (a placeholder) while the content sits elsewhere in the body is not the main content.
    const mainLen = textOf(main, { maxChars: 2000 }).length;
    if (mainLen >= 200 || !body || textOf(body, { maxChars: 2000 }).length < mainLen * 5 + 200) return { node: main, kind: 'main' };
  }
  const outerArticles = articles.filter((a) => !articles.some((o) => o !== a && isAncestor(o, a)));
  if (outerArticles.length === 1) return { node: outerArticles[0], kind: 'article' };
  return { node: body ?? docRoot, kind: 'body' };
}

function isAncestor(a: DomNode, b: DomNode): boolean {
  for (let p = b.parent; p; p = p.parent) if (p === a) return true;
  return false;
}

function blocksOf(root: DomNode, pageUrl: string): Block[] {
  const blocks: Block[] = [];
  let buf: string[] = [];
  let bufLinks: string[] = [];
  let listDepth = 0;
  const flush = () => {
    const text = collapse(buf.join(''));
    if (text && blocks.length < passageLimits.maxBlocks)
      blocks.push({
        kind: listDepth > 0 ? 'list-item' : 'text',
        level: null,
        text: text.slice(0, passageLimits.maxPassageChars),
        links: bufLinks,
      });
    buf = [];
    bufLinks = [];
  };
  const stack: { n: DomNode; exit: boolean }[] = [{ n: root, exit: false }];
  let visited = 0;
  for (let top = stack.pop(); top && blocks.length < passageLimits.maxBlocks && ++visited < 300_000; top = stack.pop()) {
    const { n, exit } = top;
    if (exit) {
      if (isBlock(n.name)) flush();
      if (n.name === 'ul' || n.name === 'ol' || n.name === 'dl') listDepth--;
      continue;
    }
    if (n.type === 'text') {
      buf.push(n.data ?? '');
      continue;
    }
    if (!isElement(n) && n.type !== 'root') continue;
    const name = n.name;
    if (n !== root && isElement(n) && (invisibleElements.has(name ?? '') || isHidden(n) || isBoilerplate(n))) continue;
    if (name && /^h[1-6]$/.test(name)) {
      flush();
      const text = textOf(n, { maxChars: 1000 });
      if (text) blocks.push({ kind: 'heading', level: Number(name[1]), text, links: [] });
      continue;
    }
    if (name === 'table') {
      flush();
      const t = tableText(n);
      const links = t.links.map((h) => resolveHttpUrl(h, pageUrl)).filter((u): u is string => u !== null);
      if (t.text) blocks.push({ kind: 'table', level: null, text: t.text.slice(0, passageLimits.maxPassageChars), links });
      continue;
    }
    if (name === 'a') {
      const u = resolveHttpUrl(attr(n, 'href'), pageUrl);
      if (u) bufLinks.push(u);
    }
    if (name === 'br') buf.push(' ');
    if (isBlock(name)) flush();
    if (name === 'ul' || name === 'ol' || name === 'dl') listDepth++;
    stack.push({ n, exit: true });
    const children = n.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ n: children[i], exit: false });
  }
  flush();
  return blocks;
}

function makePassage(index: number, heading: Block | null, continuation: boolean, blocks: Block[]): Passage {
  const lines = blocks.map((b) => b.text);
  const text = lines.join('\n').slice(0, passageLimits.maxPassageChars);
  return {
    index,
    heading: heading?.text ?? null,
    headingLevel: heading?.level ?? null,
    continuation,
    text,
    words: countWords(text),
    sentences: splitSentences(text),
    hasList: blocks.some((b) => b.kind === 'list-item'),
    hasTable: blocks.some((b) => b.kind === 'table'),
    links: blocks.flatMap((b) => b.links),
  };
}

export function passagesOf(blocks: Block[]): Passage[] {
  const passages: Passage[] = [];
  let heading: Block | null = null;
  let section: Block[] = [];
  const emitSection = () => {
    if (section.length === 0) return;
    const words = section.map((b) => countWords(b.text));
    const total = words.reduce((a, b) => a + b, 0);
    if (total <= passageLimits.splitAboveWords) {
      passages.push(makePassage(passages.length, heading, false, section));
    } else {
      let chunk: Block[] = [];
      let chunkWords = 0;
      let continuation = false;
      section.forEach((b, i) => {
        if (chunk.length > 0 && chunkWords + words[i] > passageLimits.chunkWords) {
          passages.push(makePassage(passages.length, heading, continuation, chunk));
          continuation = true;
          chunk = [];
          chunkWords = 0;
        }
        chunk.push(b);
        chunkWords += words[i];
      });
      if (chunk.length > 0) passages.push(makePassage(passages.length, heading, continuation, chunk));
    }
    section = [];
  };
  for (const b of blocks) {
    if (passages.length >= passageLimits.maxPassages) break;
    if (b.kind === 'heading') {
      emitSection();
      heading = b;
    } else {
      section.push(b);
    }
  }
  emitSection();
  return passages.slice(0, passageLimits.maxPassages);
}

/** The main content and the element it was read from (kept out of MainContent: no DOM outlives the page's analysis). */
export function extractMainContent(docRoot: DomNode, pageUrl: string): { content: MainContent; rootNode: DomNode } {
  const { node, kind } = mainRootOf(docRoot);
  const blocks = blocksOf(node, pageUrl);
  const passages = passagesOf(blocks);
  const text = blocks
    .map((b) => b.text)
    .join('\n')
    .slice(0, 100_000);
  const content: MainContent = {
    rootKind: kind,
    blocks,
    headings: blocks.filter((b) => b.kind === 'heading').map((b) => ({ level: b.level ?? 0, text: b.text })),
    passages,
    words: blocks.filter((b) => b.kind !== 'heading').reduce((sum, b) => sum + countWords(b.text), 0),
    text,
  };
  return { content, rootNode: node };
}
