// Relay connections over the core's keyset pages: the same list functions and signed cursors as
// REST (an edited cursor is `invalid_cursor`, never another page), forward only.
import { AppError } from '../core/kernel/errors.ts';
import { MAX_PAGE_LIMIT } from '../core/kernel/pagination.ts';
import { builder } from './builder.ts';

export const DEFAULT_FIRST = 50;

/** `first` and `after` of every connection field. */
export const pageArgs = builder.args((t) => ({
  first: t.int({ required: false, description: 'Page size, 1 to 100 (default 50)' }),
  after: t.string({ required: false, description: 'endCursor of the previous page (signed; bound to this query)' }),
}));

/** Validates `first`/`after` the way REST validates `limit`/`cursor`. */
export function pageInput(args: { first?: number | null; after?: string | null }) {
  const limit = args.first ?? DEFAULT_FIRST;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) throw new AppError('invalid_limit');
  if (args.after !== undefined && args.after !== null && (args.after.length < 1 || args.after.length > 1024)) {
    throw new AppError('invalid_cursor');
  }
  return { limit, cursor: args.after ?? undefined };
}

/** Cost of a connection field: its selection counts `first` times. */
export const pageComplexity = (args: { first?: number | null }) => ({
  field: 1,
  multiplier: Math.max(1, Math.min(MAX_PAGE_LIMIT, args.first ?? DEFAULT_FIRST)),
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
