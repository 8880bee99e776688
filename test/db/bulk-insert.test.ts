// insertRows (src/db/bulk-insert.ts) sends each column as one array literal it builds itself: every
// value must come back exactly as given, whatever characters it holds, against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { type BulkColumns, insertRows } from '../../src/db/bulk-insert.ts';
import { createDb, type Db } from '../../src/db/client.ts';
import { createTestDatabase } from '../support/database.ts';

interface Row {
  id: string;
  label: string | null;
  n: number | null;
  flag: boolean | null;
  at: Date | null;
  engine: 'CHATGPT' | 'PERPLEXITY' | null;
  offsets: number[];
}

const columns: BulkColumns<Row> = {
  id: ['id', 'text'],
  label: ['label', 'text'],
  n: ['n', 'int'],
  flag: ['flag', 'boolean'],
  at: ['at', 'timestamptz'],
  engine: ['engine', '"Engine"'],
  offsets: ['offsets', 'int[]'],
};

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const t = await createTestDatabase();
  drop = () => t.drop();
  db = createDb(t.url);
  await db.$executeRawUnsafe(
    `CREATE TABLE bulk_probe (id text PRIMARY KEY, label text, n int, flag boolean, at timestamptz(3), engine "Engine", offsets int[] NOT NULL DEFAULT '{}')`,
  );
});
afterAll(async () => {
  await db?.$disconnect();
  await drop?.();
});

const labels = [
  '',
  'NULL',
  'null',
  '"',
  '""',
  '\\',
  '\\\\"',
  '{',
  '}',
  '{a,b}',
  ',',
  'a,b',
  ' leading and trailing ',
  '\t\n\r',
  "it's",
  'ünïcødé — 日本語 🙂',
  '\u{1F600}\u200d',
  'x'.repeat(10_000),
];

describe('insertRows', () => {
  it('writes every value back exactly: nulls, quotes, backslashes, braces, commas, unicode, empty strings and arrays', async () => {
    const rows: Row[] = [
      ...labels.map((label, i) => ({
        id: `r${String(i).padStart(3, '0')}`,
        label,
        n: i - 5,
        flag: i % 2 === 0,
        at: new Date(Date.UTC(2026, 10, 1, 0, 0, i, 123)),
        engine: i % 2 ? ('CHATGPT' as const) : ('PERPLEXITY' as const),
        offsets: i % 3 ? [i, i + 8, -1, 2_000_000_000] : [],
      })),
      { id: 'r999', label: null, n: null, flag: null, at: null, engine: null, offsets: [] },
    ];
    await db.$transaction((tx) => insertRows(tx, 'bulk_probe', columns, rows));
    const back = await db.$queryRawUnsafe<Row[]>(
      'SELECT id, label, n, flag, at, engine::text AS engine, offsets FROM bulk_probe ORDER BY id',
    );
    expect(back).toEqual(rows);
  });

  it('refuses a field it has no column for', async () => {
    const rows = [{ id: 'x', label: 'y', extra: 1 }] as unknown as Row[];
    await expect(db.$transaction((tx) => insertRows(tx, 'bulk_probe', columns, rows))).rejects.toThrow(/no column for the field extra/);
  });
});

describe('newId', () => {
  it('counts up for ids of the same millisecond, so their string order is their creation order', () => {
    const at = new Date('2026-11-01T00:00:00.000Z');
    const ids = Array.from({ length: 5_000 }, () => newId('citation', at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^cit_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    // The time part is the millisecond asked for.
    expect(parseInt(ids[0].slice(4, 16), 16)).toBe(at.getTime());
    // Ids made now sort after ids made for an earlier instant.
    expect(newId('citation') > ids.at(-1)!).toBe(true);
  });
});
