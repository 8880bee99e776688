import fs from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';

const require = createRequire(import.meta.url);
const { getDMMF } = require('@prisma/internals') as typeof import('@prisma/internals');

/** Indexes the migrations add beyond what schema.prisma can express. */
const extraIndexes = new Set(['audit_run_one_running_per_project']);

/**
 * Tables partitioned by month of observed_at (docs/scaling.md), which schema.prisma cannot say:
 * their partitions (<table>_YYYY_MM and the spans <table>_before, <table>_from_YYYY_MM) are not models, and their key holds observed_at.
 */
const partitioned = ['citation', 'mention', 'retrieved_source'];

const scalarTypes: Record<string, string[]> = {
  String: ['text'],
  Int: ['integer'],
  BigInt: ['bigint'],
  Boolean: ['boolean'],
  Float: ['double precision'],
  // `date` only where the field says @db.Date (checked below).
  DateTime: ['timestamp with time zone', 'date'],
  Bytes: ['bytea'],
  Json: ['jsonb'],
};

let client: pg.Client;
let drop: () => Promise<void>;
let dmmf: Awaited<ReturnType<typeof getDMMF>>;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = () => db.drop();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  dmmf = await getDMMF({ datamodel: fs.readFileSync('prisma/schema.prisma', 'utf8') });
});
afterAll(async () => {
  await client?.end();
  await drop?.();
});

describe('schema.prisma and the migrated database agree', () => {
  it('every enum with the same values in the same order', async () => {
    const { rows } = await client.query<{ name: string; values: string[] }>(`
      SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' GROUP BY t.typname`);
    const db = Object.fromEntries(rows.map((r) => [r.name, r.values]));
    const schema = Object.fromEntries(dmmf.datamodel.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]));
    expect(db).toEqual(schema);
  });

  it('every model as a table with the same columns, types, nullability and defaults', async () => {
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: string;
      column_default: string | null;
    }>(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
        FROM information_schema.columns c
        WHERE table_schema = 'public' AND table_name <> '_schema_migrations'
          AND NOT EXISTS (SELECT 1 FROM pg_class p WHERE p.oid = quote_ident(c.table_name)::regclass AND p.relispartition)`);
    const tables = new Map<string, Map<string, (typeof rows)[number]>>();
    for (const r of rows) {
      if (!tables.has(r.table_name)) tables.set(r.table_name, new Map());
      tables.get(r.table_name)!.set(r.column_name, r);
    }
    const modelTables = dmmf.datamodel.models.map((m) => m.dbName ?? m.name);
    expect([...tables.keys()].sort()).toEqual([...modelTables].sort());
    for (const model of dmmf.datamodel.models) {
      const columns = tables.get(model.dbName ?? model.name)!;
      const fields = model.fields.filter((f) => f.kind !== 'object');
      expect([...columns.keys()].sort(), model.name).toEqual(fields.map((f) => f.dbName ?? f.name).sort());
      for (const f of fields) {
        const col = columns.get(f.dbName ?? f.name)!;
        const where = `${model.name}.${f.name}`;
        expect(col.is_nullable === 'YES', where).toBe(!f.isRequired);
        if (f.isList) {
          // Scalar lists are PostgreSQL arrays; udt_name is the element type with a leading "_".
          expect(col.data_type, where).toBe('ARRAY');
          if (f.kind === 'enum') expect(col.udt_name, where).toBe(`_${f.type}`);
          else expect(col.udt_name, where).toBe({ String: '_text', Int: '_int4' }[f.type]);
        } else if (f.kind === 'enum') expect(col.udt_name, where).toBe(f.type);
        else {
          expect(scalarTypes[f.type], where).toContain(col.data_type);
          const nativeDate = (f as { nativeType?: [string, unknown] }).nativeType?.[0] === 'Date';
          if (f.type === 'DateTime') expect(col.data_type === 'date', where).toBe(nativeDate);
        }
        expect(col.column_default !== null, `${where} default`).toBe(f.hasDefaultValue);
      }
    }
  });

  it('every index, unique constraint and primary key', async () => {
    const { rows } = await client.query<{ table: string; name: string; unique: boolean; primary: boolean; columns: string[] }>(`
      SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
             array_agg(a.attname ORDER BY k.ord)::text[] AS columns
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND t.relname <> '_schema_migrations' AND NOT t.relispartition
      GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`);
    const dbIndexes = rows
      .filter((r) => !extraIndexes.has(r.name))
      .map((r) => `${r.table}:${r.primary ? 'id' : r.unique ? 'unique' : 'normal'}:${r.columns.join(',')}`)
      .sort();
    const byModel = new Map(dmmf.datamodel.models.map((m) => [m.name, m]));
    const schemaIndexes = dmmf.datamodel.indexes
      .map((ix) => {
        const model = byModel.get(ix.model)!;
        const col = (name: string) => model.fields.find((f) => f.name === name)!.dbName ?? name;
        return `${model.dbName ?? model.name}:${ix.type}:${ix.fields.map((f) => col(f.name)).join(',')}`;
      })
      .sort();
    expect(dbIndexes).toEqual(schemaIndexes);
  });

  it('every relation as a foreign key with its delete rule', async () => {
    // One row per constraint, its columns in key order (a composite key names several).
    const { rows } = await client.query<{ table: string; columns: string[]; ref: string; ref_columns: string[]; on_delete: string }>(`
      SELECT t.relname AS table, array_agg(a.attname ORDER BY k.ord)::text[] AS columns, r.relname AS ref,
        array_agg(ra.attname ORDER BY k.ord)::text[] AS ref_columns,
        CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'r' THEN 'RESTRICT' WHEN 'a' THEN 'NO ACTION' ELSE 'SET DEFAULT' END AS on_delete
      FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(attnum, refnum, ord)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      JOIN pg_attribute ra ON ra.attrelid = r.oid AND ra.attnum = k.refnum
      WHERE c.contype = 'f' AND n.nspname = 'public' AND NOT t.relispartition AND NOT r.relispartition
      GROUP BY c.oid, t.relname, r.relname, c.confdeltype`);
    const db = rows.map((r) => `${r.table}.${r.columns.join(',')}->${r.ref}.${r.ref_columns.join(',')}:${r.on_delete}`).sort();
    const rule: Record<string, string> = { Cascade: 'CASCADE', Restrict: 'RESTRICT', SetNull: 'SET NULL', NoAction: 'NO ACTION' };
    const byModel = new Map(dmmf.datamodel.models.map((m) => [m.name, m]));
    const schema = dmmf.datamodel.models
      .flatMap((m) =>
        m.fields
          .filter((f) => f.kind === 'object' && f.relationFromFields?.length)
          .map((f) => {
            const cols = f.relationFromFields!.map((name) => {
              const col = m.fields.find((x) => x.name === name)!;
              return col.dbName ?? col.name;
            });
            const target = byModel.get(f.type)!;
            const refCols = f.relationToFields!.map((name) => {
              const col = target.fields.find((x) => x.name === name)!;
              return col.dbName ?? col.name;
            });
            const onDelete = rule[(f as { relationOnDelete?: string }).relationOnDelete ?? (f.isRequired ? 'Restrict' : 'SetNull')];
            return `${m.dbName ?? m.name}.${cols.join(',')}->${target.dbName ?? target.name}.${refCols.join(',')}:${onDelete}`;
          }),
      )
      .sort();
    // A relation the schema declares for queries whose integrity a composite key holds (the key's
    // target has the relation itself, with the same delete rule), as retrieved_source's answer key
    // holds its run and project. Each is named here, and checked, not skipped.
    const implied = ['retrieved_source.project_id->project.id:CASCADE', 'retrieved_source.audit_run_id->audit_run.id:CASCADE'];
    for (const relation of implied) {
      const [, table, column, ref, onDelete] = /^(\w+)\.(\w+)->(\w+)\.id:(.+)$/.exec(relation)!;
      expect(schema, relation).toContain(relation);
      expect(db, relation).not.toContain(relation);
      // A composite key of the table holding the column, with the same delete rule, to a table whose
      // matching column refers to `ref` itself with that rule.
      const carrier = rows.find((r) => r.table === table && r.columns.length > 1 && r.columns.includes(column) && r.on_delete === onDelete);
      expect(carrier, `${relation}: a composite key holding ${column}`).toBeDefined();
      const via = carrier!.ref_columns[carrier!.columns.indexOf(column)];
      expect(db, relation).toContain(`${carrier!.ref}.${via}->${ref}.id:${onDelete}`);
    }
    expect(db).toEqual(schema.filter((r) => !implied.includes(r)));
  });

  it('the observation tables partitioned by range of observed_at, with the spans around the months and the current month', async () => {
    const { rows } = await client.query<{ table: string; strategy: string; key: string; partitions: string[] }>(`
      SELECT c.relname AS table, p.partstrat AS strategy, pg_get_partkeydef(c.oid) AS key,
        ARRAY(SELECT k.relname FROM pg_inherits i JOIN pg_class k ON k.oid = i.inhrelid WHERE i.inhparent = c.oid ORDER BY 1)::text[] AS partitions
      FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid ORDER BY 1`);
    expect(rows.map((r) => r.table)).toEqual(partitioned);
    const month = new Date().toISOString().slice(0, 7).replace('-', '_');
    for (const r of rows) {
      expect(r.key, r.table).toBe('RANGE (observed_at)');
      expect(r.partitions, r.table).toContain(`${r.table}_before`);
      expect(r.partitions, r.table).toContain(`${r.table}_${month}`);
    }
    // Each partitioned model's primary key is (id, observed_at), as its @@id says.
    for (const table of partitioned) {
      const model = dmmf.datamodel.models.find((m) => (m.dbName ?? m.name) === table)!;
      expect(model.primaryKey?.fields, table).toEqual(['id', 'observedAt']);
    }
  });
});
