import { AppError } from './errors.ts';
import type { Secrets } from './secrets.ts';

/** Position after the last item of a page: the sort key values and the id that breaks ties. */
export interface CursorPosition {
  k: (string | number)[];
  id: string;
}

/**
 * Opaque keyset cursors. The payload is signed together with a description of the query it
 * belongs to (endpoint, project, filters), so a cursor cannot be edited, nor replayed against
 * another query or another project: both give 400 invalid_cursor.
 */
export class CursorCodec {
  constructor(private readonly secrets: Secrets) {}

  encode(binding: string, pos: CursorPosition): string {
    const payload = Buffer.from(JSON.stringify(pos)).toString('base64url');
    return `${payload}.${this.secrets.sign('cursor', `${binding}\n${payload}`)}`;
  }

  decode(binding: string, cursor: string | undefined): CursorPosition | null {
    if (cursor === undefined) return null;
    const [payload, tag, extra] = cursor.split('.');
    if (!payload || !tag || extra !== undefined || cursor.length > 1024) throw new AppError('invalid_cursor');
    if (!this.secrets.verify('cursor', `${binding}\n${payload}`, tag)) throw new AppError('invalid_cursor');
    try {
      const pos = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CursorPosition;
      if (!Array.isArray(pos.k) || typeof pos.id !== 'string') throw new Error('shape');
      return pos;
    } catch {
      throw new AppError('invalid_cursor');
    }
  }
}

/**
 * Keyset filter for lists sorted by `field` then id, both descending: the rows strictly after
 * `(at, id)` in that order.
 */
export function olderThan<F extends string>(field: F, at: Date, id: string) {
  return {
    OR: [
      { [field]: { lt: at } } as Record<F, { lt: Date }>,
      { [field]: at, id: { lt: id } } as Record<F, Date> & { id: { lt: string } },
    ],
  };
}

/** The same filter for the position a cursor stores (`k[0]` is the ISO time of `field`). */
export function afterCursor<F extends string>(field: F, pos: CursorPosition | null) {
  return pos ? olderThan(field, new Date(pos.k[0] as string), pos.id) : {};
}

/** Splits a fetched `limit + 1` rows into the page and whether another page follows. */
export function pageOf<T>(rows: T[], limit: number): { items: T[]; hasMore: boolean } {
  return rows.length > limit ? { items: rows.slice(0, limit), hasMore: true } : { items: rows, hasMore: false };
}
