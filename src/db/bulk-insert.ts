/**
 * Many rows into one table in one statement: each column travels as one text array and `unnest`
 * turns the arrays back into rows, each value cast to its column's type. Prisma's `createMany`
 * was about 17 times slower for the observations of a completing audit (5,000 citations: 9.1 s
 * against 0.53 s on the loaded 2-core machine, docs/benchmarks.md "Scale-out (bench:scale)").
 * Columns not named take their defaults, as with `createMany`.
 */
import type { Tx } from './client.ts';

/** Each field of a row: its column and the column's SQL type (`text`, `int`, `boolean`, `timestamptz`, `"Engine"`, `int[]`, ...). */
export type BulkColumns<Row> = { [K in keyof Row]-?: readonly [column: string, sqlType: string] };

const specials = /["\\]/;
const specialsAll = /["\\]/g;
/** The last date written and its text: an audit's rows share one instant, and toISOString is not free. */
let lastDate = NaN;
let lastDateText = '';

/**
 * One value as an element of an array literal: `NULL`; a string double-quoted with `"` and `\`
 * escaped; a number, boolean or date bare (their text holds no character an array literal minds).
 */
function element(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'string') return specials.test(v) ? `"${v.replace(specialsAll, '\\$&')}"` : `"${v}"`;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) {
    const ms = v.getTime();
    if (ms !== lastDate) {
      lastDate = ms;
      lastDateText = v.toISOString();
    }
    return lastDateText;
  }
  // An array column (int[]): its literal, `{1,2}`; only arrays of numbers are written this way.
  if (Array.isArray(v)) return `"{${v.map((x) => String(Number(x))).join(',')}}"`;
  throw new Error(`insertRows: a value of type ${typeof v} has no text form here`);
}

/**
 * Each column travels as one array literal (`{"a","b",NULL}`) built here, typed in SQL
 * (`$1::timestamptz[]`): PostgreSQL parses it once, where node-postgres would escape a JS array
 * element by element (about half of this function's cost at 60,000 rows). A column that is
 * itself an array (`int[]`) travels as text and is cast element by element, as `unnest` would
 * flatten a two-dimensional array.
 */
export async function insertRows<Row extends object>(
  tx: Tx,
  table: string,
  columns: BulkColumns<Row>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const fields = Object.keys(columns) as (keyof Row & string)[];
  for (const key of Object.keys(rows[0])) {
    if (!(key in columns)) throw new Error(`insertRows(${table}): no column for the field ${key}`);
  }
  const literals = fields.map((f) => {
    const parts = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) parts[i] = element(rows[i][f]);
    return `{${parts.join(',')}}`;
  });
  const nested = (f: keyof Row & string) => columns[f][1].endsWith('[]');
  const names = fields.map((f) => columns[f][0]).join(', ');
  const values = fields.map((f, i) => (nested(f) ? `c${i}::${columns[f][1]}` : `c${i}`)).join(', ');
  const params = fields.map((f, i) => `$${i + 1}::${nested(f) ? 'text' : columns[f][1]}[]`).join(', ');
  const aliases = fields.map((_, i) => `c${i}`).join(', ');
  await tx.$executeRawUnsafe(`INSERT INTO ${table} (${names}) SELECT ${values} FROM unnest(${params}) AS u(${aliases})`, ...literals);
}
