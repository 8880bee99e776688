/**
 * An SVG logo made safe to show anywhere: parsed as XML, then written out again from what it
 * holds, element by element and attribute by attribute. What an SVG editor adds and nothing draws
 * (comments, the XML declaration, metadata, editor namespaces such as inkscape: and sodipodi:) is
 * dropped. What could run or fetch something is refused with `unsafe_logo`, never quietly removed:
 * the agency sees why its file was refused, and what we store is what it drew. Refused: scripts,
 * event handlers (on*), foreignObject and other embedding elements, animation (which can rewrite
 * an href), any href that is not a `#fragment` of the file itself, `url(...)` to anything but a
 * fragment, CSS imports or escapes, a DTD (entities), processing instructions, and elements
 * outside SVG's drawing vocabulary.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../kernel/errors.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** SVG 1.1/2 elements that draw, group, reference within the file or describe (lower case). */
const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'a',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'lineargradient',
  'radialgradient',
  'stop',
  'pattern',
  'clippath',
  'mask',
  'marker',
  'style',
  'filter',
  'feblend',
  'fecolormatrix',
  'fecomponenttransfer',
  'fecomposite',
  'feconvolvematrix',
  'fediffuselighting',
  'fedisplacementmap',
  'fedistantlight',
  'fedropshadow',
  'feflood',
  'fefunca',
  'fefuncb',
  'fefuncg',
  'fefuncr',
  'fegaussianblur',
  'femerge',
  'femergenode',
  'femorphology',
  'feoffset',
  'fepointlight',
  'fespecularlighting',
  'fespotlight',
  'fetile',
  'feturbulence',
]);

/** Not drawn, safe to drop: what editors write beside the drawing. */
const droppedElements = new Set(['metadata']);

/** Prefixed attributes kept (any other prefix is an editor's own and dropped). */
const keptPrefixed = new Set(['xlink:href', 'xlink:title', 'xml:space', 'xml:lang']);

const unsafe = (why: string) => new AppError('unsafe_logo', { detail: `the SVG logo was refused: ${why}` });
const notSvg = (why: string) => new AppError('invalid_logo', { detail: `the logo is not a usable SVG: ${why}` });

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const xmlEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five entities and character references, decoded once (the parser is told to leave them). */
function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]{1,10});/g, (_, ref: string) => {
    const code = /^#x[0-9a-f]+$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#[0-9]+$/.test(ref) ? Number(ref.slice(1)) : null;
    if (code !== null) {
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw notSvg(`&${ref}; is no character`);
      const character = String.fromCodePoint(code);
      if (xmlInvalidCharacter.test(character)) throw notSvg(`&${ref}; is a character XML does not allow`);
      return character;
    }
    const named = xmlEntities[ref];
    if (named === undefined) throw notSvg(`the entity &${ref}; is not defined`);
    return named;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * CSS (a style element or attribute, or a presentation attribute) that could fetch something or
 * hide a name from this check: url() of anything but a fragment, @import, escapes, old script hooks.
 */
function cssProblem(css: string): string | null {
  if (css.includes('\\')) return 'CSS escapes (\\) are not accepted';
  if (/@import/i.test(css)) return 'CSS @import is not accepted';
  if (/expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return 'a script hook in CSS is not accepted';
  for (const m of css.matchAll(/url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi)) {
    if (!m[2].startsWith('#')) return `url(${m[2]}) refers outside the file (only url(#id) is accepted)`;
  }
  if (/image-set\s*\(|src\s*\(/i.test(css)) return 'CSS image sources are not accepted';
  return null;
}

function localName(name: string): { prefix: string | null; local: string } {
  const i = name.indexOf(':');
  return i < 0 ? { prefix: null, local: name } : { prefix: name.slice(0, i), local: name.slice(i + 1) };
}

function attributesOf(element: string, raw: Record<string, string>, isRoot: boolean): string {
  const out: string[] = [];
  for (const [name, rawValue] of Object.entries(raw)) {
    const { prefix, local } = localName(name);
    const lower = local.toLowerCase();
    if (name === 'xmlns' || prefix === 'xmlns') continue; // written again on the root below
    if (lower.startsWith('on')) throw unsafe(`the event handler ${name} on <${element}>`);
    const value = decodeEntities(rawValue);
    if (lower === 'href' || lower === 'src') {
      if (!value.trim().startsWith('#')) throw unsafe(`${name}="${value.slice(0, 80)}" on <${element}> refers outside the file`);
    }
    if (prefix !== null && !keptPrefixed.has(name)) continue; // an editor's own attributes, xml:base
    const problem = cssProblem(value);
    if (problem) throw unsafe(`${problem} (${name} on <${element}>)`);
    out.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (isRoot) out.unshift(` xmlns="${SVG_NS}"`, ` xmlns:xlink="${XLINK_NS}"`);
  return out.join('');
}

/** How deep a logo's elements may nest; checked on the text before any parser sees it. */
export const SVG_MAX_DEPTH = 64;
const tooDeep = () => notSvg(`its elements nest more than ${SVG_MAX_DEPTH} deep`);

/**
 * Characters XML 1.0 does not allow anywhere in a document (C0 controls other than tab, line feed
 * and carriage return; U+FFFE, U+FFFF; a lone surrogate). Refused rather than removed: a logo that
 * carries one is not the file its editor wrote, and what is stored must parse again.
 */
// With the u flag a surrogate pair is one code point, so the surrogate range matches a lone one only.
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const xmlInvalidCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/u;

function refuseInvalidCharacters(text: string) {
  const m = xmlInvalidCharacter.exec(text);
  if (!m) return;
  const line = text.slice(0, m.index).split('\n').length;
  const code = m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  throw notSvg(`it holds the character U+${code} (line ${line}), which XML does not allow`);
}

/**
 * The deepest nesting of elements in `text`, counted on the markup alone (comments, CDATA and
 * processing instructions skipped, quoted attribute values kept whole), so that a file nested past
 * what the XML parser itself allows is refused by this rule with `invalid_logo`, not by the parser.
 */
function nestingDepth(text: string): number {
  const markup =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)[^\s/>!?][^\s/>]*(?:\s*[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/g;
  let depth = 0;
  let deepest = 0;
  for (const m of text.matchAll(markup)) {
    if (m[1] === undefined) continue; // a comment, CDATA or instruction
    if (m[1] === '/') depth--;
    else if (m[2] !== '/') deepest = Math.max(deepest, ++depth);
    else deepest = Math.max(deepest, depth + 1);
  }
  return deepest;
}

function writeNodes(nodes: XmlNode[], depth: number): string {
  if (depth > SVG_MAX_DEPTH) throw tooDeep();
  let out = '';
  for (const node of nodes) {
    const name = Object.keys(node).find((k) => k !== ':@');
    if (name === undefined) continue;
    if (name === '#comment') continue;
    if (name === '#text') {
      out += escapeText(decodeEntities(String(node[name])));
      continue;
    }
    if (name === '#cdata') {
      out += escapeText(((node[name] as XmlNode[])[0]?.['#text'] as string | undefined) ?? '');
      continue;
    }
    if (name.startsWith('?')) throw unsafe(`the processing instruction <${name}> is not accepted`);
    out += writeElement(name, node, depth, false);
  }
  return out;
}

function writeElement(name: string, node: XmlNode, depth: number, isRoot: boolean): string {
  const { prefix, local } = localName(name);
  const lower = local.toLowerCase();
  if (prefix !== null || droppedElements.has(lower)) {
    if (['script', 'foreignobject', 'iframe', 'object', 'embed'].includes(lower)) throw unsafe(`the element <${name}> is not accepted`);
    return ''; // an editor's metadata (sodipodi:namedview, rdf:RDF...)
  }
  if (!allowedElements.has(lower)) throw unsafe(`the element <${name}> is not accepted in a logo`);
  const children = (node[name] as XmlNode[] | undefined) ?? [];
  const body = writeNodes(children, depth + 1);
  if (lower === 'style') {
    const problem = cssProblem(body);
    if (problem) throw unsafe(`${problem} (<style>)`);
  }
  const attributes = attributesOf(name, node[':@'] ?? {}, isRoot);
  return body === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${body}</${name}>`;
}

/** The SVG document written again from an allowlist; throws `invalid_logo` or `unsafe_logo`. */
export function sanitizeSvg(text: string): string {
  refuseInvalidCharacters(text);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unsafe('a DTD (<!DOCTYPE> or <!ENTITY>) is not accepted');
  // The root is depth 1, its children 2...: writeNodes counts the root's children from 1.
  if (nestingDepth(text) > SVG_MAX_DEPTH + 1) throw tooDeep();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- still in fast-xml-parser 5 (as in src/site/analyze/technical/sitemap.ts)
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw notSvg(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    allowBooleanAttributes: false,
    commentPropName: '#comment',
    cdataPropName: '#cdata',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: false,
    maxNestedTags: SVG_MAX_DEPTH + 2,
  });
  let parsed: XmlNode[];
  try {
    parsed = parser.parse(text) as XmlNode[];
  } catch (e) {
    // Whatever else the parser refuses is a file that is not a usable SVG, never an internal error;
    // its own wording stays out of the answer (it names the parser, not the file's problem).
    if (e instanceof AppError) throw e;
    throw notSvg('not well-formed XML');
  }
  const top = parsed.filter((n) => !('#comment' in n) && !('#text' in n && String(n['#text']).trim() === ''));
  const pi = top.find((n) => Object.keys(n).some((k) => k.startsWith('?')));
  if (pi) throw unsafe(`the processing instruction <${Object.keys(pi).find((k) => k.startsWith('?')) ?? '?'}> is not accepted`);
  const root = top[0];
  if (top.length !== 1 || !root || !('svg' in root)) throw notSvg('its root element is not <svg>');
  return writeElement('svg', root, 0, true);
}
