import type { SqlPool } from '../../db/client.ts';
import { AppError } from './errors.ts';
import type { Secrets } from './secrets.ts';

/**
 * Keyset pagination: the one helper every list runs through, and its signed cursors.
 *
 * A page is one SQL statement: the row that owns the list (a project found by slug within the
 * key's account and scope, a run, the account) LEFT JOIN LATERAL the page of its rows, bounded by
 * a row-value comparison `(sort_key, id) < ($k, $id)`. PostgreSQL puts that comparison in the
 * Index Cond of the composite `(owner, [filter,] sort_key, id)` index, so a page 900k rows deep
 * costs what the first page costs (an OR of comparisons is bounded by the owner only and filters
 * every row before the position). Prisma cannot express a row-value comparison, so the SQL goes
 * to the `pg` pool behind the Prisma client as a named prepared statement.
 */

/** The page size of a list when the caller names none (REST `limit`, GraphQL `first`). */
export const DEFAULT_PAGE_LIMIT = 50;
/** The largest page any list serves (REST `limit`, GraphQL `first`); also the longest top list. */
export const MAX_PAGE_LIMIT = 100;
/** How many rows a top list (most cited domains, top queries, bots, landing pages) answers when the caller names no `limit`. */
export const DEFAULT_TOP_LIMIT = 10;
/**
 * The page size of bulk exports (core/exports/exports.ts): read page after page, never offered to callers.
 * 500, not more: a page's rows live until they are sent, and with pages of 2,000 a CSV export
 * (which allocates a lot per row) had V8 find most of them alive at each young-generation GC,
 * pretenure their allocation site and put every later row in old space, freed only by a full GC:
 * +160 MB of service memory in bench:export; at 1,000, +55 to +73 MB from run to run, close to
 * the 64 MB goal; at 500 the service does no more work a row (docs/benchmarks.md).
 */
export const EXPORT_PAGE_LIMIT = 500;

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
  private readonly key: Secrets;
  constructor(secrets: Secrets) {
    this.key = secrets;
  }

  encode(binding: string, pos: CursorPosition): string {
    const payload = Buffer.from(JSON.stringify(pos)).toString('base64url');
    return `${payload}.${this.key.sign('cursor', `${binding}\n${payload}`)}`;
  }

  decode(binding: string, cursor: string | undefined): CursorPosition | null {
    if (cursor === undefined) return null;
    const [payload, tag, extra] = cursor.split('.');
    if (!payload || !tag || extra !== undefined || cursor.length > 1024) throw new AppError('invalid_cursor');
    if (!this.key.verify('cursor', `${binding}\n${payload}`, tag)) throw new AppError('invalid_cursor');
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
 * Keyset filter in Prisma's terms, for single-row lookups ("the run before this one") where the
 * owner's rows are few; lists use `keysetPage`.
 */
export function olderThan<F extends string>(field: F, at: Date, id: string) {
  return {
    OR: [{ [field]: { lt: at } } as Record<F, { lt: Date }>, { [field]: at, id: { lt: id } } as Record<F, Date> & { id: { lt: string } }],
  };
}

/** Collects the values of a statement and names their placeholders ($1, $2, ...). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A timestamptz column as the API's ISO 8601 text (what Date#toISOString writes), made by Postgres. */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const statementNames = new Map<string, string>();

/**
 * Runs one statement as a named prepared statement: each pooled connection parses and plans a
 * text once. Variants of a list (filters, cursor) are different texts, each with its own name.
 */
export async function runSql<R>(pool: SqlPool, text: string, values: unknown[]): Promise<R[]> {
  const result = await pool.query<R & Record<string, unknown>>({ name: statementName(text), text, values });
  return result.rows;
}

/** A page's rows as arrays, and how the statement's rows are read (compiled once per statement). */
async function runPageSql(pool: SqlPool, text: string, values: unknown[]): Promise<{ rows: unknown[][]; page: PageReader }> {
  const name = statementName(text);
  const result = await pool.query<unknown[]>({ name, text, values, rowMode: 'array' });
  let page = pageReaders.get(name);
  if (page === undefined) {
    page = pageReaderOf(result.fields.map((f) => f.name));
    pageReaders.set(name, page);
  }
  return { rows: result.rows, page };
}

interface PageReader {
  /** Where a folded check's `key_refusal` and the owner's `owner_found` stand (-1 without a check). */
  refusal: number;
  found: number;
  /** Where the item's `id` stands: null on the one row of an empty page. */
  id: number;
  owner: (row: unknown[]) => Record<string, unknown>;
  item: (row: unknown[]) => Record<string, unknown>;
}
const pageReaders = new Map<string, PageReader>();

/**
 * How a statement's rows are read: a folded check's column first, then the owner's columns
 * (`owner_*`), then the item's. The owner and the item are each one object literal compiled once
 * per statement from its column names: one hidden class and plain stores, where items built key by
 * key go through V8's generic keyed stores. On a first page (50 rows) the two were within noise
 * (docs/benchmarks.md "Read-path mechanisms against the plain chain"); it stays for the rows an
 * export reads by the million through it, where that comparison was not made. The names are the
 * statement's own column aliases, written in src/core, quoted by JSON.stringify.
 */
function pageReaderOf(names: string[]): PageReader {
  const refusal = names.indexOf('key_refusal');
  const found = names.indexOf('owner_found');
  const items = names.findIndex((n, i) => i > refusal && n !== 'owner_id' && !n.startsWith('owner_'));
  if (names.includes('__proto__')) throw new Error('a page column cannot be named __proto__');
  const literal = (from: number, to: number) => {
    const fields = names.slice(from, to).map((n, i) => `${JSON.stringify(n)}: row[${from + i}]`);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: compiled once per statement from its own column names
    return new Function('row', `return { ${fields.join(', ')} };`) as (row: unknown[]) => Record<string, unknown>;
  };
  const ownerEnd = found < 0 ? items : found;
  return { refusal, found, id: names.indexOf('id', items), owner: literal(refusal + 1, ownerEnd), item: literal(items, names.length) };
}

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `vis_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

export interface KeysetSort<R, O = unknown> {
  /** Sort column of the listed table (qualified by its alias `t`). */
  column: string;
  /** SQL type of the cursor's bound value, e.g. timestamptz or "Severity". */
  type: string;
  order: 'desc' | 'asc';
  /** The cursor's key values of a row (k[0] is the sort value; more values ride along). */
  keys(row: R, owner: O): (string | number)[];
  /** Whether a cursor's k[0] is a value of this sort key (a malformed one is 400 invalid_cursor). */
  valid(value: unknown): boolean;
}

export interface KeysetQuery<O, R> {
  /** What the cursor is bound to: the list, its owner and its filters. */
  binding: string;
  cursor: string | undefined;
  limit: number;
  /**
   * SQL selecting the owner (at most one row; no row means 404), its key as `owner_id` and any
   * other columns named `owner_*`. Gets the decoded cursor, which may pin the owner (findings).
   */
  owner(params: SqlParams, after: CursorPosition | null): string;
  /** FROM clause of the listed rows; the listed table has the alias `t`. */
  from: string;
  /** Column of `t` that points at the owner. */
  parent: string;
  /**
   * The account the listed rows belong to (the principal's): `t.account_id` must equal it, so the
   * page's statement names the distribution column (docs/scaling.md, "Beyond one primary").
   */
  account?: string;
  /** Select list: the page's items exactly as the API returns them (one of them `id`). */
  columns: string;
  /** Conditions beyond the owner and the keyset (filters of the request). */
  where?(params: SqlParams): string[];
  sort: KeysetSort<R, O>;
  /**
   * A check to read in the same statement, before the owner (api-keys.ts KeyCheck: the key of a
   * request the gate let through on its lease without reading it): one row, read before the owner;
   * the owner and the page are read only where its `key_refusal` is null (free for pg to parse on
   * every row), and `settle`, given it, throws the refusal before anything else is decided.
   * Folded in only while unsettled.
   */
  check?: { settled: boolean; sql(params: SqlParams): string; settle(refusal: string | null): void };
}

export interface KeysetPage<O, R> {
  owner: O;
  data: R[];
  nextCursor: string | null;
  /** The cursor that resumes after item `i` (GraphQL edges); computed only when asked. */
  cursorAfter: (i: number) => string;
}

/**
 * One page of a list, newest (or first) rows after the cursor, in one statement; null when the
 * owner is not there (or not visible), which callers answer with 404.
 */
export async function keysetPage<O extends { owner_id: string | null }, R extends { id: string }>(
  pool: SqlPool,
  cursors: CursorCodec,
  q: KeysetQuery<O, R>,
): Promise<KeysetPage<O, R> | null> {
  const after = cursors.decode(q.binding, q.cursor);
  if (after && !q.sort.valid(after.k[0])) throw new AppError('invalid_cursor');
  const [page] = (await ownerPages(pool, q, (p) => q.owner(p, after), after)).values();
  return page ? pageFrom(cursors, q.binding, q, page) : null;
}

/**
 * The first page of the list of each of several owners, in one statement (a field of every item
 * of a GraphQL page): `owner` selects any number of owners, `binding` binds each owner's cursors
 * as the single-owner query binds its own (so they resume with `keysetPage`), and the pages come
 * back by `key` of their owner. Owners the statement does not find (not there, not visible) are
 * missing from the map.
 */
export async function keysetPages<O extends { owner_id: string | null }, R extends { id: string }>(
  pool: SqlPool,
  cursors: CursorCodec,
  q: Omit<KeysetQuery<O, R>, 'binding' | 'cursor' | 'owner'> & {
    owner(params: SqlParams): string;
    binding(owner: O): string;
    key: (owner: O) => string;
  },
): Promise<Map<string, KeysetPage<O, R>>> {
  const pages = await ownerPages(pool, q, (p) => q.owner(p), null, q.key);
  return new Map([...pages].map(([key, page]) => [key, pageFrom(cursors, q.binding(page.owner), q, page)]));
}

/** An owner's row and its rows of the page (up to `limit + 1`). */
interface OwnerRows<O, R> {
  owner: O;
  items: R[];
}

/** The statement of `q`'s pages after `after`: its rows by owner, each owner under `keyOf` of its row. */
async function ownerPages<O extends { owner_id: string | null }, R extends { id: string }>(
  pool: SqlPool,
  q: Omit<KeysetQuery<O, R>, 'binding' | 'cursor' | 'owner'>,
  ownerSql: (params: SqlParams) => string,
  after: CursorPosition | null,
  /** Where each owner's page goes; none: at most one owner, whose rows are all the statement's. */
  keyOf?: (owner: O) => string,
): Promise<Map<string, OwnerRows<O, R>>> {
  const p = new SqlParams();
  const owners = ownerSql(p);
  const conditions = [
    ...(q.account === undefined ? [] : [`t.account_id = ${p.add(q.account)}`]),
    `${q.parent} = o.owner_id`,
    ...(q.where?.(p) ?? []),
  ];
  const dir = q.sort.order === 'desc' ? 'DESC' : 'ASC';
  if (after) {
    const op = q.sort.order === 'desc' ? '<' : '>';
    const k = `${p.add(after.k[0])}::${q.sort.type}`;
    // The sort key's bound stated alone as well: it adds nothing to the row comparison's range, but
    // PostgreSQL prunes the partitions of a partitioned table by it when the statement starts
    // (observed_at is the observation tables' partition key), so a deep page opens only the
    // months at and before its position (docs/scaling.md, "Partitioned observations").
    conditions.push(`(${q.sort.column}, t.id) ${op} (${k}, ${p.add(after.id)})`, `${q.sort.column} ${op}= ${k}`);
  }
  // The LIMIT is written into the text, not bound: the statement is prepared once per connection
  // (runSql), and with a bound LIMIT PostgreSQL cannot trust a generic plan, so it planned the
  // statement again on every execution (half the database time of a page). A page size is one of
  // at most 100 validated integers (and the export's page), so the texts stay few.
  if (q.limit !== EXPORT_PAGE_LIMIT && (!Number.isInteger(q.limit) || q.limit < 1 || q.limit > MAX_PAGE_LIMIT))
    throw new AppError('invalid_limit');
  const check = q.check?.settled === false ? q.check : undefined;
  // With a check: its row first, then the owner only where the key passes (`owner_found` tells an
  // owner that is there from none), then the page.
  const source = check
    ? `(${check.sql(p)}) c LEFT JOIN LATERAL (SELECT o0.*, true AS owner_found FROM (${owners}) o0 WHERE c.key_refusal IS NULL) o ON true`
    : `(${owners}) o`;
  const text =
    `SELECT ${check ? 'c.key_refusal, ' : ''}o.*, r.* FROM ${source} LEFT JOIN LATERAL (SELECT ${q.columns} FROM ${q.from} ` +
    `WHERE ${conditions.join(' AND ')} ORDER BY ${q.sort.column} ${dir}, t.id ${dir} LIMIT ${q.limit + 1}) r ON true`;
  const { rows, page } = await runPageSql(pool, text, p.values);
  const none = new Map<string, OwnerRows<O, R>>();
  if (rows.length === 0) return none;
  if (check) {
    check.settle(rows[0][page.refusal] as string | null);
    if (rows[0][page.found] !== true) return none;
  }
  // Each owner row joins its page; a row without an item is an owner with an empty page.
  const byOwner = new Map<string, OwnerRows<O, R>>();
  if (!keyOf) {
    const items = rows[0][page.id] === null ? [] : rows.map((row) => page.item(row) as R);
    return byOwner.set('', { owner: page.owner(rows[0]) as O, items });
  }
  for (const row of rows) {
    const owner = page.owner(row) as O;
    const key = keyOf(owner);
    let group = byOwner.get(key);
    if (!group) byOwner.set(key, (group = { owner, items: [] }));
    if (row[page.id] !== null) group.items.push(page.item(row) as R);
  }
  return byOwner;
}

/** An owner's rows as its page: `limit` items, whether more follow, cursors bound to `binding`. */
function pageFrom<O, R extends { id: string }>(
  cursors: CursorCodec,
  binding: string,
  q: { limit: number; sort: KeysetSort<R, O> },
  { owner, items }: OwnerRows<O, R>,
): KeysetPage<O, R> {
  const hasMore = items.length > q.limit;
  const data = hasMore ? items.slice(0, q.limit) : items;
  const last = data.at(-1);
  return {
    owner,
    data,
    nextCursor: hasMore && last ? cursors.encode(binding, { k: q.sort.keys(last, owner), id: last.id }) : null,
    cursorAfter: (i) => cursors.encode(binding, { k: q.sort.keys(data[i], owner), id: data[i].id }),
  };
}

/** The usual sort of observation lists: a timestamptz, newest first, its ISO text in the cursor. */
export function newestFirst<R>(column: string, isoOf: (row: R) => string): KeysetSort<R> {
  return {
    column,
    type: 'timestamptz',
    order: 'desc',
    keys: (row) => [isoOf(row)],
    valid: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  };
}
