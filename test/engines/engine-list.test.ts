// The engines are written once: src/engines/engine-list.ts (codes and names), and, necessarily,
// the database's `Engine` enum in prisma/schema.prisma (with its migrations). This test reads
// every source file of src/ and web/src for a second list (engine codes in an array, a union
// type, a zod or SQL enum) and for a second table keyed by every engine that is not checked
// against the one list by the compiler (`Record<EngineName, ...>` is: a missing engine does not
// compile). It then shows that the generated surfaces (the OpenAPI document, the GraphQL schema,
// the MCP tools' schemas) and the Prisma enum carry exactly the engines of the one list.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineLabels, engineNames } from '../../src/engines/engine-list.ts';
import { Engine } from '../../src/generated/prisma/enums.ts';
import { toolList } from '../../src/mcp/tools.ts';

const root = path.resolve(import.meta.dirname, '../..');
const codes = engineNames.join('|');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return rel === 'src/generated' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts|mjs|js|sql)$/.test(d.name) ? [rel] : [];
  });
}

const files = [...sourceFiles('src'), ...sourceFiles('web/src')].map((file) => ({
  file,
  text: fs.readFileSync(path.join(root, file), 'utf8'),
}));

/** Three or more engine codes as string literals in a row, joined by commas or `|`: an array, a union type, an enum. */
function sequences(text: string): string[] {
  const literal = (n: number) => `(['"\`])(?:${codes})\\${n}`;
  // Three or more: two engines of one adapter (`'CHATGPT' | 'GROK'`) are a subset, not the list.
  const list = new RegExp(`${literal(1)}\\s*[,|]\\s*${literal(2)}(?:\\s*[,|]\\s*${literal(3)})+`, 'g');
  return [...text.matchAll(list)].map((m) => m[0]);
}

/** Object literals with three or more engine codes as keys, each with the lines before it (its declaration). */
function keyedTables(text: string): Array<{ keys: string[]; declaration: string; line: number }> {
  const lines = text.split('\n');
  const key = new RegExp(`^(\\s*)['"]?(${codes})['"]?\\s*:`);
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const tables: Array<{ keys: string[]; declaration: string; line: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const first = key.exec(lines[i]);
    if (!first) continue;
    // The table's keys sit at the first key's indentation; it ends at the first line left of them.
    const depth = first[1].length;
    const keys: string[] = [];
    let j = i;
    for (; j < lines.length && (lines[j].trim() === '' || indent(lines[j]) >= depth); j++) {
      const m = key.exec(lines[j]);
      if (m && m[1].length === depth) keys.push(m[2]);
    }
    if (new Set(keys).size >= 3) tables.push({ keys, declaration: lines.slice(Math.max(0, i - 4), i).join('\n'), line: i + 1 });
    i = j;
  }
  return tables;
}

describe('the engine list is written once', () => {
  it('no source file of src/ or web/src writes the engine codes as a list', () => {
    const found = files.flatMap(({ file, text }) => sequences(text).map((s) => `${file}: ${s.replace(/\s+/g, ' ')}`));
    expect(found).toEqual([]);
  });

  it('one table keyed by every engine defines them (engine-list.ts); every other is a Record<EngineName, ...> the compiler checks against it', () => {
    const tables = files.flatMap(({ file, text }) => keyedTables(text).map((t) => ({ file, ...t })));
    const definitions = tables.filter((t) => !/Record<(EngineName|Engine),/.test(t.declaration));
    expect(definitions.map((t) => `${t.file}:${t.line}`)).toEqual([
      `src/engines/engine-list.ts:${lineOf('src/engines/engine-list.ts', 'CHATGPT:')}`,
    ]);
    expect(definitions[0].keys).toEqual(engineNames);
    // The per-engine facts that must exist for each engine (provider, default model, prices, caps,
    // the demo's layout) are such tables; each names every engine of the list.
    for (const t of tables) expect(new Set(t.keys), `${t.file}:${t.line}`).toEqual(new Set(engineNames));
    expect(tables.length).toBeGreaterThan(1);
  });

  it('the detectors find a second list when one is written (so the tests above can fail)', () => {
    expect(sequences(`const e = ['CHATGPT', 'CLAUDE', 'GROK'] as const; type T = 'GROK' | "GEMINI" | 'CLAUDE';`)).toHaveLength(2);
    expect(sequences(`config.engine: 'CHATGPT' | 'GROK'`)).toHaveLength(0);
    expect(sequences(`z.enum([\n  'GOOGLE_AIO',\n  'GOOGLE_AI_MODE',\n  'BING_COPILOT',\n])`)).toHaveLength(1);
    expect(sequences(`engine === 'GROK' ? 1 : 2`)).toHaveLength(0);
    const table = `export const names = {\n  CHATGPT: 'a',\n  CLAUDE: {\n    x: 1,\n  },\n  // why\n  GROK: 'c',\n};\n`;
    expect(keyedTables(table)).toMatchObject([{ keys: ['CHATGPT', 'CLAUDE', 'GROK'], line: 2 }]);
    expect(keyedTables(`const t: Record<EngineName, number> = {\n  CHATGPT: 1,\n  CLAUDE: 2,\n  GROK: 3,\n};\n`)[0].declaration).toMatch(
      /Record<EngineName,/,
    );
  });

  it('the database enum (prisma/schema.prisma, through the generated client) has the same engines in the same order', () => {
    expect(Object.values(Engine)).toEqual(engineNames);
    const schema = fs.readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
    const block = /enum Engine \{([^}]*)\}/.exec(schema)![1];
    expect(
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ).toEqual(engineNames);
  });

  it('every engine has a name people read, and the eighth is Google AI Mode', () => {
    for (const e of engineNames) expect(engineLabels[e].trim(), e).not.toBe('');
    expect(engineLabels.GOOGLE_AI_MODE).toBe('Google AI Mode');
  });
});

describe('the generated surfaces carry the one list', () => {
  it('the OpenAPI document (docs/openapi.json): the Engine schema and every engine parameter', () => {
    const doc = JSON.parse(fs.readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as {
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    expect(doc.components.schemas.Engine.enum).toEqual(engineNames);
    const text = JSON.stringify(doc);
    const enums = [...text.matchAll(/"enum":\[([^\]]*)\]/g)].map((m) => JSON.parse(`[${m[1]}]`) as string[]);
    for (const e of enums.filter((list) => list.some((v) => (engineNames as string[]).includes(v)))) expect(e).toEqual(engineNames);
  });

  it('the GraphQL schema (schema.graphql, its printer sorts the values): enum Engine', () => {
    const sdl = fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');
    const block = /enum Engine \{([^}]*)\}/.exec(sdl)![1];
    expect(
      block
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^[A-Z_]+$/.test(l)),
    ).toEqual([...engineNames].sort());
  });

  it('the MCP tools list: every engine enum of every tool', () => {
    const enums = [...JSON.stringify(toolList).matchAll(/"enum":\[([^\]]*)\]/g)].map((m) => JSON.parse(`[${m[1]}]`) as string[]);
    const engineEnums = enums.filter((list) => list.some((v) => (engineNames as string[]).includes(v)));
    expect(engineEnums.length).toBeGreaterThan(0);
    for (const e of engineEnums) expect(e).toEqual(engineNames);
    expect(JSON.stringify(toolList)).toContain('Google AI Mode (GOOGLE_AI_MODE)');
  });
});

function lineOf(file: string, needle: string): number {
  return (
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(needle)) + 1
  );
}
