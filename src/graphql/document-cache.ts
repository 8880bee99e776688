// Yoga's caches of parsed documents and parse errors, bounded by the size of what they hold and
// not only by their number of entries. Yoga's default (1,024 entries of any size, keyed by the
// document's text) let documents of ~90 kB each (comments and long strings cost no tokens, so the
// token limit does not stop them) hold ~1 GB: RSS 324 MB to 1,322 MB over 3,000 such requests
// (docs/benchmarks.md, "GraphQL memory under hostile documents"). The validation results and
// graphql-jit's compiled queries are kept in WeakMaps keyed by the parsed document, so bounding
// this cache bounds them too. A document too large to cache is parsed again for each request and
// executed by graphql-js without compiling (yoga.ts): the cost falls on whoever sends such documents.
import type { DocumentNode } from 'graphql';

/** Documents longer than this (characters of text) are not cached. */
export const MAX_CACHED_DOCUMENT_CHARS = 8_000;
/** The text of all cached documents together, in characters (the parsed forms are ~10x this in memory). */
export const DOCUMENT_CACHE_BUDGET_CHARS = 1_000_000;
const MAX_ENTRIES = 1_024;

/** A least-recently-used map from document text to T, within a budget of key characters. */
export class DocumentTextCache<T> {
  private readonly entries = new Map<string, T>();
  private chars = 0;

  constructor(
    private readonly budgetChars = DOCUMENT_CACHE_BUDGET_CHARS,
    private readonly maxEntryChars = MAX_CACHED_DOCUMENT_CHARS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(text: string): T | undefined {
    const value = this.entries.get(text);
    if (value === undefined) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(text);
    this.entries.set(text, value);
    return value;
  }

  set(text: string, value: T): void {
    if (text.length > this.maxEntryChars) return;
    if (this.entries.delete(text)) this.chars -= text.length;
    this.entries.set(text, value);
    this.chars += text.length;
    for (const oldest of this.entries.keys()) {
      if (this.chars <= this.budgetChars && this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}

/** Whether a parsed document's text is short enough to be cached (and so worth compiling). */
export function isCacheableDocument(document: DocumentNode): boolean {
  return (document.loc?.source.body.length ?? Infinity) <= MAX_CACHED_DOCUMENT_CHARS;
}

/** yoga's `parserAndValidationCache` option. */
export function boundedParserCache() {
  return { documentCache: new DocumentTextCache<DocumentNode>(), errorCache: new DocumentTextCache<unknown>(), validationCache: true };
}
