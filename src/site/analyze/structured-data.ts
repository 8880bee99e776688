/**
 * Structured data of a page as entities: JSON-LD (every application/ld+json script, top-level
 * arrays and @graph, nested objects, @id references) and microdata (itemscope/itemtype/itemprop).
 * Bad input never throws: a block that is not JSON is recorded with its parse error.
 */
import { attr, collapse, type DomNode, isElement, textOf, walk } from './html-dom.ts';

export type Vocabulary = 'schema.org' | 'data-vocabulary' | 'other' | 'none';

export interface Ref {
  ref: string;
}

export type SdValue = string | number | boolean | Entity | Ref;

export interface Entity {
  /** Short type names: "https://schema.org/Article" and "schema:Article" become "Article". */
  types: string[];
  id: string | null;
  props: Record<string, SdValue[]>;
  source: 'json-ld' | 'microdata';
  vocabulary: Vocabulary;
  /** A top-level item (or @graph member), as opposed to a value nested in another entity. */
  topLevel: boolean;
  /** Index of the JSON-LD block on the page (null for microdata). */
  block: number | null;
}

export interface JsonLdBlock {
  index: number;
  chars: number;
  ok: boolean;
  /** Why the block is unusable: a JSON syntax error, no @context, no @type, ... */
  error: string | null;
  entities: number;
}

export interface PageStructuredData {
  blocks: JsonLdBlock[];
  entities: Entity[];
  /** Every entity with an @id / itemid, for reference resolution. */
  byId: Map<string, Entity>;
}

const limits = { maxBlockChars: 1_000_000, maxEntities: 2000, maxDepth: 32, maxArray: 500 };

export function shortType(raw: string): { name: string; vocabulary: Vocabulary | null } {
  const t = raw.trim();
  const m = /^(?:https?:\/\/)?(?:www\.)?(schema\.org|data-vocabulary\.org)\/(.+)$/i.exec(t);
  if (m) return { name: m[2].replace(/\/$/, ''), vocabulary: m[1].toLowerCase() === 'schema.org' ? 'schema.org' : 'data-vocabulary' };
  if (/^schema:/i.test(t)) return { name: t.slice(7), vocabulary: 'schema.org' };
  if (/^https?:\/\//i.test(t)) return { name: t.replace(/^.*[/#]/, ''), vocabulary: 'other' };
  return { name: t, vocabulary: null };
}

function propName(key: string): string {
  return shortType(key).name;
}

function vocabularyOfContext(ctx: unknown, depth = 0): Vocabulary {
  if (depth > 4 || ctx === undefined || ctx === null) return 'none';
  if (typeof ctx === 'string') {
    if (/schema\.org/i.test(ctx)) return 'schema.org';
    if (/data-vocabulary\.org/i.test(ctx)) return 'data-vocabulary';
    return 'other';
  }
  if (Array.isArray(ctx)) {
    let v: Vocabulary = 'none';
    for (const c of ctx.slice(0, 10)) {
      const cv = vocabularyOfContext(c, depth + 1);
      if (cv === 'schema.org') return cv;
      if (cv !== 'none') v = cv;
    }
    return v;
  }
  if (typeof ctx === 'object') {
    const o = ctx as Record<string, unknown>;
    if (typeof o['@vocab'] === 'string') return vocabularyOfContext(o['@vocab'], depth + 1);
    if (typeof o.schema === 'string') return vocabularyOfContext(o.schema, depth + 1);
    return 'other';
  }
  return 'none';
}

/** Removes what some CMSs wrap JSON-LD in: HTML comments and CDATA sections. */
function unwrapScript(text: string): string {
  let t = text.trim();
  t = t.replace(/^<!--/, '').replace(/-->$/, '').trim();
  t = t
    .replace(/^(\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(\/\/\s*)?\]\]>$/, '')
    .trim();
  return t;
}

class Builder {
  entities: Entity[] = [];
  byId = new Map<string, Entity>();

  full(): boolean {
    return this.entities.length >= limits.maxEntities;
  }

  add(e: Entity): Entity {
    if (!this.full()) this.entities.push(e);
    const known = e.id ? this.byId.get(e.id) : undefined;
    if (e.id && (!known || Object.keys(known.props).length < Object.keys(e.props).length)) this.byId.set(e.id, e);
    return e;
  }

  /** A JSON-LD node (object, array member) into values. */
  jsonValue(v: unknown, vocab: Vocabulary, block: number, depth: number): SdValue[] {
    if (depth > limits.maxDepth || v === null || v === undefined) return [];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return [v];
    if (Array.isArray(v)) return v.slice(0, limits.maxArray).flatMap((x) => this.jsonValue(x, vocab, block, depth + 1));
    if (typeof v !== 'object') return [];
    const o = v as Record<string, unknown>;
    if ('@value' in o) return this.jsonValue(o['@value'], vocab, block, depth + 1);
    if ('@list' in o) return this.jsonValue(o['@list'], vocab, block, depth + 1);
    const keys = Object.keys(o).filter((k) => k !== '@context');
    if (keys.length === 1 && keys[0] === '@id' && typeof o['@id'] === 'string') return [{ ref: o['@id'] }];
    return [this.jsonEntity(o, vocab, block, depth, false)];
  }

  jsonEntity(o: Record<string, unknown>, inherited: Vocabulary, block: number, depth: number, topLevel: boolean): Entity {
    const ctxVocab = '@context' in o ? vocabularyOfContext(o['@context']) : inherited;
    const rawTypes = ([] as unknown[])
      .concat(o['@type'] ?? [])
      .filter((t): t is string => typeof t === 'string')
      .slice(0, 10);
    let vocabulary = ctxVocab;
    const types: string[] = [];
    for (const t of rawTypes) {
      const s = shortType(t);
      types.push(s.name);
      if (s.vocabulary && (vocabulary === 'none' || vocabulary === 'other')) vocabulary = s.vocabulary;
      if (s.vocabulary === 'data-vocabulary') vocabulary = 'data-vocabulary';
    }
    const entity: Entity = {
      types,
      id: typeof o['@id'] === 'string' ? o['@id'] : null,
      props: {},
      source: 'json-ld',
      vocabulary,
      topLevel,
      block,
    };
    this.add(entity);
    for (const [key, value] of Object.entries(o)) {
      if (key.startsWith('@')) continue;
      if (this.full() && typeof value === 'object') continue;
      const name = propName(key);
      const vals = this.jsonValue(value, vocabulary, block, depth + 1);
      if (vals.length > 0) entity.props[name] = (entity.props[name] ?? []).concat(vals);
    }
    return entity;
  }
}

export function parseJsonLdBlocks(scripts: string[]): { blocks: JsonLdBlock[]; builder: Builder } {
  const builder = new Builder();
  const blocks: JsonLdBlock[] = [];
  scripts.forEach((script, index) => {
    const chars = script.length;
    const fail = (error: string) => blocks.push({ index, chars, ok: false, error, entities: 0 });
    if (chars > limits.maxBlockChars) return fail(`block of ${chars} characters exceeds the ${limits.maxBlockChars} character limit`);
    const text = unwrapScript(script);
    if (!text) return fail('empty block');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      return fail(`invalid JSON: ${err instanceof Error ? err.message.slice(0, 160) : 'parse error'}`);
    }
    const before = builder.entities.length;
    const tops: { node: Record<string, unknown>; vocab: Vocabulary }[] = [];
    const collect = (v: unknown, vocab: Vocabulary, depth: number) => {
      if (depth > 3 || v === null || typeof v !== 'object') return;
      if (Array.isArray(v)) {
        for (const x of v.slice(0, limits.maxArray)) collect(x, vocab, depth + 1);
        return;
      }
      const o = v as Record<string, unknown>;
      const ownVocab = '@context' in o ? vocabularyOfContext(o['@context']) : vocab;
      if ('@graph' in o) {
        collect(o['@graph'], ownVocab, depth + 1);
        if (!('@type' in o)) return;
      }
      tops.push({ node: o, vocab: ownVocab });
    };
    collect(data, 'none', 0);
    if (tops.length === 0)
      return fail(typeof data === 'object' && data !== null ? 'no items in the block' : 'the block is not a JSON object or array');
    let typed = 0;
    for (const t of tops) {
      const e = builder.jsonEntity(t.node, t.vocab, index, 0, true);
      if (e.types.length > 0) typed++;
    }
    const tops0 = builder.entities.slice(before).filter((e) => e.topLevel);
    if (typed === 0)
      return blocks.push({ index, chars, ok: false, error: 'no @type on any item', entities: builder.entities.length - before });
    if (tops0.every((e) => e.vocabulary === 'none')) {
      return blocks.push({
        index,
        chars,
        ok: false,
        error: 'no @context (consumers cannot tell which vocabulary the types belong to)',
        entities: builder.entities.length - before,
      });
    }
    blocks.push({ index, chars, ok: true, error: null, entities: builder.entities.length - before });
  });
  return { blocks, builder };
}

const srcElements = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const hrefElements = new Set(['a', 'area', 'link']);

function microdataValue(el: DomNode): string {
  const name = el.name ?? '';
  if (name === 'meta') return (attr(el, 'content') ?? '').trim();
  if (srcElements.has(name)) return (attr(el, 'src') ?? '').trim();
  if (hrefElements.has(name)) return (attr(el, 'href') ?? '').trim();
  if (name === 'object') return (attr(el, 'data') ?? '').trim();
  if (name === 'data' || name === 'meter') return (attr(el, 'value') ?? '').trim();
  if (name === 'time') return (attr(el, 'datetime') ?? collapse(textOf(el, { maxChars: 200 }))).trim();
  if (attr(el, 'content') !== undefined) return (attr(el, 'content') ?? '').trim();
  return textOf(el, { maxChars: 5000 });
}

function microdataItem(el: DomNode, builder: Builder, topLevel: boolean, depth: number): Entity {
  const types: string[] = [];
  let vocabulary: Vocabulary = 'none';
  for (const t of (attr(el, 'itemtype') ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const s = shortType(t);
    types.push(s.name);
    if (s.vocabulary) vocabulary = s.vocabulary;
  }
  const entity = builder.add({
    types,
    id: attr(el, 'itemid')?.trim() || null,
    props: {},
    source: 'microdata',
    vocabulary,
    topLevel,
    block: null,
  });
  const stack: DomNode[] = [...(el.children ?? [])].reverse();
  let visited = 0;
  for (let n = stack.pop(); n && ++visited < 20_000; n = stack.pop()) {
    if (!isElement(n)) continue;
    const props = (attr(n, 'itemprop') ?? '').split(/\s+/).filter(Boolean).map(propName); // case-sensitive names
    const scoped = attr(n, 'itemscope') !== undefined;
    if (props.length > 0) {
      const value: SdValue | null = scoped
        ? depth < 16 && !builder.full()
          ? microdataItem(n, builder, false, depth + 1)
          : null
        : microdataValue(n);
      if (value !== null) for (const p of props) (entity.props[p] ??= []).push(value);
    }
    // A nested item's properties are its own; an itemscope without itemprop is an item of its own.
    if (scoped && props.length === 0 && depth < 16 && !builder.full()) microdataItem(n, builder, true, depth + 1);
    if (scoped) continue;
    const children = n.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return entity;
}

export function extractStructuredData(root: DomNode, jsonLdScripts: string[]): PageStructuredData {
  const { blocks, builder } = parseJsonLdBlocks(jsonLdScripts);
  const micro = new Builder();
  walk(root, (n) => {
    if (micro.full()) return false;
    if (!isElement(n)) return n.type === 'root';
    if (attr(n, 'itemscope') !== undefined && attr(n, 'itemprop') === undefined) {
      microdataItem(n, micro, true, 0);
      return false;
    }
    return true;
  });
  const byId = new Map(builder.byId);
  for (const [k, v] of micro.byId) if (!byId.has(k)) byId.set(k, v);
  return { blocks, entities: [...builder.entities, ...micro.entities], byId };
}
