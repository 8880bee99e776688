// docs/development.md's recipe for adding an API operation, followed against the code: every file
// and name it gives exists where it says, and every operation is registered the way it says
// (an area file's `<area>Operations` and `<area>Procedures`, spread into `apiSchemas` and
// `apiV1Router`; a REST route and OpenAPI path from `openapi`; an MCP tool naming the operation).
// When the recipe and the code part ways, this fails and names the step.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSchemas, apiV1Router } from '../../src/core/api/api-router.ts';
import { tools } from '../../src/mcp/tools.ts';

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/development.md'), 'utf8');
/** The recipe: the bullet "An API operation" of "Adding an operation or a surface". */
const recipe = doc.slice(doc.indexOf('- **An API operation**'), doc.indexOf('- **A dashboard procedure**'));
const quoted = [...recipe.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
/** The area the recipe names as its model (`crawler-operations.ts`). */
const model = /`([a-z-]+)-operations\.ts` is the model/.exec(recipe)?.[1];
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The area files beside api-router.ts, as the recipe places them. */
const areas = readdirSync(path.join(root, 'src/core/api'))
  .filter((f) => f.endsWith('-operations.ts'))
  .map((f) => f.replace(/-operations\.ts$/, ''));

describe('the recipe for an API operation (docs/development.md)', () => {
  it('is found, and names a model area that exists', () => {
    expect(recipe.length).toBeGreaterThan(500);
    expect(model).toBeDefined();
    expect(areas).toContain(model);
  });

  it('names files and folders that exist', () => {
    const paths = quoted.filter((q) => /^(src|test|docs)\//.test(q)).map((q) => q.replace('<area>', model!));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(existsSync(path.join(root, p)), p).toBe(true);
  });

  it('names code that is in the files it names', () => {
    const files = quoted
      .filter((q) => /^src\/.*\.ts$/.test(q))
      .map((q) => readFileSync(path.join(root, q.replace('<area>', model!)), 'utf8'))
      .join('\n');
    const names = quoted
      .filter((q) => !q.includes('/') && !q.includes(' ') && !q.endsWith('.ts') && !q.startsWith('.'))
      .map((q) => q.replace('<area>', model!).replace(/\(.*$/, ''))
      .filter((q) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(q));
    expect(names).toEqual(expect.arrayContaining(['apiSchemas', 'apiV1Router', 'procedureOf', 'access', 'callOperation']));
    for (const name of names) expect(new RegExp(`\\b${name}\\b`).test(files), name).toBe(true);
    // The last example followed end to end: its MCP tools and GraphQL fields are where the recipe says.
    for (const tool of quoted.filter((q) => /^[a-z]+(_[a-z]+)+$/.test(q)))
      expect(
        tools.map((t) => t.name),
        tool,
      ).toContain(tool);
    const graphqlTypes = readdirSync(path.join(root, 'src/graphql/types'))
      .map((f) => readFileSync(path.join(root, 'src/graphql/types', f), 'utf8'))
      .join('\n');
    for (const field of quoted.filter((q) => q.startsWith('Project.'))) expect(graphqlTypes, field).toContain(`${field.slice(8)}:`);
  });

  it('is how every area registers its operations: `<area>Operations` in apiSchemas, `<area>Procedures` in apiV1Router', async () => {
    const procedures = apiV1Router._def.procedures as Record<string, unknown>;
    for (const area of areas) {
      const module = (await import(`../../src/core/api/${area}-operations.ts`)) as Record<string, Record<string, unknown> | undefined>;
      const operations = module[`${camel(area)}Operations`];
      const built = module[`${camel(area)}Procedures`];
      expect(operations, `${area}: ${camel(area)}Operations`).toBeDefined();
      expect(built, `${area}: ${camel(area)}Procedures`).toBeDefined();
      expect(Object.keys(built!).sort(), area).toEqual(Object.keys(operations!).sort());
      for (const name of Object.keys(operations!)) {
        expect(apiSchemas[name as keyof typeof apiSchemas], name).toBe(operations![name]);
        expect(procedures[name], name).toBe(built![name]);
      }
    }
  });

  it('gives every operation with `openapi` its path in docs/openapi.json, and every MCP tool an operation', () => {
    const openapi = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [name, definition] of Object.entries(apiSchemas) as [string, { openapi?: { method: string; path: string } }][]) {
      if (!definition.openapi) continue;
      expect(openapi.paths[definition.openapi.path]?.[definition.openapi.method.toLowerCase()], name).toBeDefined();
    }
    for (const tool of tools) expect(Object.keys(apiSchemas), tool.name).toContain(tool.procedure);
  });
});
