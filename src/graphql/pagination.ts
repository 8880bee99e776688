// Relay connections over the core's keyset pages: the same list functions and signed cursors as
// REST (an edited cursor is `invalid_cursor`, never another page), forward only.
import { pageParams } from '../core/contract/schemas.ts';
import { parseInput } from '../core/kernel/validation.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../core/kernel/pagination.ts';
import { builder } from './builder.ts';

/** `first` and `after` of every connection field. */
export const pageArgs = builder.args((t) => ({
  first: t.int({ required: false, description: `Page size, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT})` }),
  after: t.string({ required: false, description: 'endCursor of the previous page (signed; bound to this query)' }),
}));

/** `first`/`after` as a page's `limit`/`cursor`, validated by the lists' own page schema (REST's rule and codes, once). */
export function pageInput(args: { first?: number | null; after?: string | null }) {
  return parseInput(pageParams, { limit: args.first ?? undefined, cursor: args.after ?? undefined });
}

/** Cost of a connection field: its selection counts `first` times. */
export const pageComplexity = (args: { first?: number | null }) => ({
  field: 1,
  multiplier: Math.max(1, Math.min(MAX_PAGE_LIMIT, args.first ?? DEFAULT_PAGE_LIMIT)),
});

interface CorePage<T> {
  data: T[];
  nextCursor: string | null;
  cursorAfter: (i: number) => string;
}

/** A core page as a relay connection; edge cursors are signed only when selected. */
export function connectionOf<T>(page: CorePage<T>) {
  const edges = page.data.map((node, i) => ({
    node,
    get cursor() {
      return page.cursorAfter(i);
    },
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.nextCursor !== null,
      hasPreviousPage: false,
      get startCursor() {
        return page.data.length ? page.cursorAfter(0) : null;
      },
      get endCursor() {
        return page.data.length ? page.cursorAfter(page.data.length - 1) : null;
      },
    },
  };
}
