/**
 * Everything the rubrics read from one HTML page, extracted in one bounded pass over its DOM.
 */
import type { FetchedResource } from '../site.ts';
import type { HtmlCut } from '../html/bound-html.ts';
import { attr, collapse, type DomNode, invisibleElements, isElement, parseHtml, rawTextOf, textOf, tokensOf, walk } from './html-dom.ts';
import { extractMainContent, type MainContent, resolveHttpUrl } from './main-content.ts';
import { type DirectiveSet, parseDirectiveList } from './robots-directives.ts';
import { countWords } from './text.ts';

export interface PageLink {
  url: string;
  text: string;
  rel: string[];
  inMain: boolean;
}

export interface Byline {
  /** Name-like text of the byline. */
  text: string;
  /** Absolute URLs linked from the byline (author page candidates). */
  links: string[];
  source: 'meta' | 'rel-author' | 'itemprop' | 'class' | 'text';
}

export interface PageFacts {
  url: string;
  resource: FetchedResource;
  htmlCut: HtmlCut;
  lang: string | null;
  titles: string[];
  metaDescription: string | null;
  /** Raw href values of <link rel="canonical">. */
  canonicals: string[];
  hasViewport: boolean;
  /** name/property (lower-cased) to content values. */
  metas: Map<string, string[]>;
  robotsDirectives: DirectiveSet[];
  bodyText: string;
  bodyWords: number;
  /** Scripts a browser runs (classic or module); data blocks such as JSON-LD are not counted. */
  scriptCount: number;
  externalScriptCount: number;
  inlineScriptChars: number;
  /** An SPA mount point (#root, #app, #__next...) with no text in it. */
  emptyAppRoot: string | null;
  /** <noscript> asks to enable JavaScript. */
  noscriptJsNotice: boolean;
  replacementChars: number;
  /** Sequences typical of UTF-8 read as Latin-1 ("Ã©", "â€™"). */
  mojibake: number;
  links: PageLink[];
  jsonLdScripts: string[];
  timeElements: { datetime: string | null; text: string; inMain: boolean }[];
  addressTexts: string[];
  bylines: Byline[];
  /** Text of author bio boxes. */
  authorBios: string[];
  main: MainContent;
}

const maxLinks = 3000;
const appRootIds = new Set([
  'root',
  'app',
  '__next',
  '__nuxt',
  '___gatsby',
  'svelte',
  'app-root',
  'main-app',
  'application',
  'react-root',
  'vue-app',
]);
const bylineToken =
  /^(author|authors|byline|by-line|post-author|entry-author|article-author|author-name|writer|posted-by|contributor|meta-author)$/;
const bioToken = /^(author-bio|author-box|about-author|author-info|author-card|author-description|bio|byline-bio|author-details)$/;

/**
 * Facts of one page, plus its parsed document for the structured-data pass. The document is
 * not part of the facts: callers drop it once done, so no page's DOM outlives its analysis.
 */
export function extractPageFacts(resource: FetchedResource): { facts: PageFacts; root: DomNode } {
  const { root, cut } = parseHtml(resource.body ?? '');
  const pageUrl = resource.url || resource.requestedUrl;
  let base = pageUrl;
  const titles: string[] = [];
  const metas = new Map<string, string[]>();
  const canonicals: string[] = [];
  const robotsDirectives: DirectiveSet[] = [];
  let lang: string | null = null;
  let hasViewport = false;
  let body: DomNode | null = null;
  let scriptCount = 0;
  let externalScriptCount = 0;
  let inlineScriptChars = 0;
  let emptyAppRoot: string | null = null;
  let noscriptJsNotice = false;
  const jsonLdScripts: string[] = [];
  const anchors: DomNode[] = [];
  const timeNodes: DomNode[] = [];
  const addressTexts: string[] = [];
  const bylines: Byline[] = [];
  const authorBios: string[] = [];

  walk(root, (n) => {
    if (n.type === 'root') return true;
    if (!isElement(n)) return false;
    const name = n.name ?? '';
    switch (name) {
      case 'html':
        lang = (attr(n, 'lang') ?? attr(n, 'xml:lang') ?? '').trim() || null;
        return true;
      case 'body':
        body ??= n;
        return true;
      case 'base': {
        const b = resolveHttpUrl(attr(n, 'href'), pageUrl);
        if (b) base = b;
        return false;
      }
      case 'title': {
        // An <svg> <title> is an image caption, not the page title.
        let inSvg = false;
        for (let p = n.parent; p; p = p.parent) if (p.name === 'svg') inSvg = true;
        if (!inSvg) titles.push(collapse(rawTextOf(n, 2000)));
        return false;
      }
      case 'meta': {
        const key = (attr(n, 'name') ?? attr(n, 'property') ?? attr(n, 'itemprop') ?? '').trim().toLowerCase();
        const content = (attr(n, 'content') ?? '').trim();
        if (key) {
          const list = metas.get(key) ?? [];
          if (list.length < 20) list.push(content);
          metas.set(key, list);
          if (key === 'viewport' && content) hasViewport = true;
          if (key === 'robots' || (/^[a-z0-9_-]+$/.test(key) && isCrawlerMetaName(key))) {
            robotsDirectives.push(...parseDirectiveList(content, 'meta', key === 'robots' ? null : key));
          }
        }
        return false;
      }
      case 'link': {
        const rel = tokensOf(n, 'rel');
        if (rel.includes('canonical')) canonicals.push((attr(n, 'href') ?? '').trim());
        if (rel.includes('author')) {
          const u = resolveHttpUrl(attr(n, 'href'), base);
          if (u) bylines.push({ text: '', links: [u], source: 'rel-author' });
        }
        return false;
      }
      case 'script': {
        const type = (attr(n, 'type') ?? '').split(';')[0].trim().toLowerCase();
        if (type === 'application/ld+json') {
          if (jsonLdScripts.length < 50) jsonLdScripts.push(rawTextOf(n));
        } else if (isExecutableScriptType(type)) {
          scriptCount++;
          if (attr(n, 'src')) externalScriptCount++;
          inlineScriptChars += rawTextOf(n).length;
        }
        return false;
      }
      case 'noscript': {
        const text = rawTextOf(n, 5000);
        if (/enable\s+javascript|javascript\s+(is\s+)?(required|disabled|needed)|requires\s+javascript|turn\s+on\s+javascript/i.test(text))
          noscriptJsNotice = true;
        return false;
      }
      case 'a':
      case 'area':
        if (attr(n, 'href') !== undefined && anchors.length < maxLinks) anchors.push(n);
        break;
      case 'time':
        if (timeNodes.length < 100) timeNodes.push(n);
        break;
      case 'address':
        if (addressTexts.length < 20) addressTexts.push(textOf(n, { maxChars: 1000 }));
        break;
    }
    if (invisibleElements.has(name) && name !== 'head') return false;
    const id = (attr(n, 'id') ?? '').trim().toLowerCase();
    if (id && appRootIds.has(id) && emptyAppRoot === null && textOf(n, { maxChars: 200 }).length < 20) emptyAppRoot = id;
    if (attr(n, 'ng-app') !== undefined && textOf(n, { maxChars: 200 }).length < 20) emptyAppRoot ??= 'ng-app';

    const classes = [...tokensOf(n, 'class'), id];
    const rel = tokensOf(n, 'rel');
    const itemprop = tokensOf(n, 'itemprop');
    if (bylines.length < 20) {
      if (name === 'a' && rel.includes('author')) {
        const u = resolveHttpUrl(attr(n, 'href'), base);
        bylines.push({ text: textOf(n, { maxChars: 200 }), links: u ? [u] : [], source: 'rel-author' });
      } else if (itemprop.includes('author') || itemprop.includes('creator')) {
        bylines.push({ text: textOf(n, { maxChars: 200 }), links: linksIn(n, base), source: 'itemprop' });
      } else if (classes.some((c) => bylineToken.test(c))) {
        const text = textOf(n, { maxChars: 300 });
        if (text && text.length <= 200) bylines.push({ text, links: linksIn(n, base), source: 'class' });
      }
    }
    if (authorBios.length < 10 && classes.some((c) => bioToken.test(c))) authorBios.push(textOf(n, { maxChars: 2000 }));
    return true;
  });

  const metaAuthor = metas.get('author')?.find((v) => v.trim());
  if (metaAuthor) bylines.push({ text: metaAuthor, links: [], source: 'meta' });

  const { content: main, rootNode: mainNode } = extractMainContent(root, base);
  const mainAnchors = new Set<DomNode>();
  const mainTimes = new Set<DomNode>();
  walk(mainNode, (n) => {
    if (n.name === 'a' || n.name === 'area') mainAnchors.add(n);
    if (n.name === 'time') mainTimes.add(n);
    return isElement(n) || n.type === 'root';
  });
  const links: PageLink[] = [];
  for (const a of anchors) {
    const u = resolveHttpUrl(attr(a, 'href'), base);
    const href = (attr(a, 'href') ?? '').trim().toLowerCase();
    if (!u && !href.startsWith('mailto:') && !href.startsWith('tel:')) continue;
    links.push({ url: u ?? href, text: textOf(a, { maxChars: 200 }), rel: tokensOf(a, 'rel'), inMain: mainAnchors.has(a) });
  }
  // "By Jane Doe" near the top of the main content.
  const byText = /(?:^|\s)(?:By|Written by|Author:)\s+([\p{Lu}][\p{L}'’.-]+(?:\s+[\p{Lu}][\p{L}'’.-]+){0,3})/u.exec(
    main.text.slice(0, 1500),
  );
  if (byText) bylines.push({ text: byText[1], links: [], source: 'text' });

  const bodyText = body ? textOf(body, { maxChars: 200_000 }) : textOf(root, { maxChars: 200_000 });
  const timeElements = timeNodes.map((t) => ({
    datetime: attr(t, 'datetime')?.trim() || null,
    text: textOf(t, { maxChars: 200 }),
    inMain: mainTimes.has(t),
  }));
  const header = resource.headers?.['x-robots-tag'];
  if (header) robotsDirectives.push(...parseDirectiveList(header, 'header'));

  const facts: PageFacts = {
    url: pageUrl,
    resource,
    htmlCut: cut,
    lang,
    titles,
    metaDescription: metas.get('description')?.find((v) => v.trim()) ?? null,
    canonicals,
    hasViewport,
    metas,
    robotsDirectives,
    bodyText,
    bodyWords: countWords(bodyText),
    scriptCount,
    externalScriptCount,
    inlineScriptChars,
    emptyAppRoot,
    noscriptJsNotice,
    replacementChars: (bodyText.match(/\uFFFD/g) ?? []).length,
    mojibake: (bodyText.match(/Ã[\u0080-\u00BF]|â€[\u0080-\u00BF™œ˜"]/g) ?? []).length,
    links,
    jsonLdScripts,
    timeElements,
    addressTexts,
    bylines: bylines.filter((b) => b.text.trim() || b.links.length > 0),
    authorBios,
    main,
  };
  return { facts, root };
}

function linksIn(node: DomNode, base: string): string[] {
  const out: string[] = [];
  walk(node, (n) => {
    if (out.length >= 5) return false;
    if (n.name === 'a') {
      const u = resolveHttpUrl(attr(n, 'href'), base);
      if (u) out.push(u);
    }
    return true;
  });
  return out;
}

const javaScriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether a browser executes a <script> of this type (HTML's "prepare the script element"): no
 * type, a JavaScript MIME type or "module". Anything else (application/ld+json, application/json
 * state blobs, importmap, templates) is a data block: it renders no content, so it says nothing
 * about whether the page depends on JavaScript.
 */
function isExecutableScriptType(type: string): boolean {
  return javaScriptTypes.has(type);
}

/** Meta names addressed to a crawler (googlebot, bingbot, gptbot...), which robots directives may use. */
function isCrawlerMetaName(name: string): boolean {
  return (
    /bot|google|bing|slurp|gpt|claude|anthropic|perplexity|ccbot|applebot|bytespider|meta-external/.test(name) &&
    !/verification|site-verification/.test(name)
  );
}
