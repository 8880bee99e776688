// docs/development.md's recipe for adding an API operation, followed against the code: every file
// and name it gives exists where it says; every file of src/core/api/operations/ is one operation
// registered by one line of `apiSchemas`; and the recipe, followed literally on a copy of src/ (a
// throwaway operation written in one file, its registration line added), gives an operation that a
// server built from the copy answers on REST, describes in its OpenAPI document and offers as an
// MCP tool. On the same copy, a field added to a wire schema and a parameter added to an
// operation's input reach the GraphQL schema with no GraphQL file touched. When the recipe and the
// code part ways, this fails and names the step.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { apiSchemas, apiV1Router } from '../../src/core/api/api-router.ts';
import { tools } from '../../src/mcp/tools.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/development.md'), 'utf8');
/** The recipe: the bullet "An API operation" of "Adding an operation or a surface". */
const recipe = doc.slice(doc.indexOf('- **An API operation**'), doc.indexOf('- **A dashboard procedure**'));
const quoted = [...recipe.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
/** Where the recipe puts an operation (`src/core/api/operations/<name>.ts`), its model, and the file that registers it. */
const place = quoted.find((q) => q.endsWith('/<name>.ts'))!;
const model = /`([a-z-]+\.ts)` is the model/.exec(recipe)?.[1];
const registration = /its name in `(\w+)` of\s+`([^`]+)`/.exec(recipe);
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const operationsDir = path.dirname(place);

describe('the recipe for an API operation (docs/development.md)', () => {
  it('is found, and names its place, a model that is there and the registration', () => {
    expect(recipe.length).toBeGreaterThan(500);
    expect(place).toBe('src/core/api/operations/<name>.ts');
    expect(existsSync(path.join(root, operationsDir, model!)), model).toBe(true);
    expect(registration?.slice(1)).toEqual(['apiSchemas', 'src/core/api/api-router.ts']);
  });

  it('names files and folders that exist', () => {
    const paths = quoted.filter((q) => /^(src|test|docs)\//.test(q) && !q.includes('<'));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(existsSync(path.join(root, p)), p).toBe(true);
  });

  it('names code that is in the files it names', () => {
    const files = quoted
      .filter((q) => /^src\/.*\.ts$/.test(q) && !q.includes('<'))
      .map((q) => readFileSync(path.join(root, q), 'utf8'))
      .join('\n');
    const names = quoted.map((q) => q.replace(/\(.*$/s, '')).filter((q) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(q));
    expect(names).toEqual(expect.arrayContaining(['defineOperation', 'apiSchemas', 'access', 'resolveSeveral', 'callOperation']));
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

  it('is how every operation is made: one file of src/core/api/operations/ each, registered under its name', async () => {
    const files = readdirSync(path.join(root, operationsDir)).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(apiSchemas).map(kebab).sort());
    const procedures = apiV1Router._def.procedures as Record<string, unknown>;
    for (const [name, operation] of Object.entries(apiSchemas)) {
      const module = (await import(/* @vite-ignore */ path.join(root, operationsDir, `${kebab(name)}.ts`))) as Record<string, unknown>;
      expect(Object.keys(module), name).toEqual([name]);
      expect(module[name], name).toBe(operation);
      expect(procedures[name], name).toBe(operation.procedure);
    }
  });

  it('gives every operation with `rest` its path in docs/openapi.json, and every operation with `mcp` its tool', () => {
    const openapi = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [name, { rest, mcp }] of Object.entries(apiSchemas)) {
      if (rest) expect(openapi.paths[rest.path]?.[rest.method.toLowerCase()], name).toBeDefined();
      if (mcp) expect(tools.find((t) => t.name === mcp.name)?.procedure, name).toBe(name);
    }
  });
});

// The recipe followed literally, on a copy of src/ under .tmp/ (node_modules is the repository's):
// one file in the recipe's place, one registration line, and nothing else; a server built from the
// copy, on this test's database, then answers the operation on every surface the recipe names.

/** The throwaway operation, written as the model is: one file, defineOperation, its rest and mcp. */
const echoFile = `import { z } from 'zod';
import { projectForPrincipal } from '../../access/project-scope.ts';
import { projectInput } from '../../contract/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

export const echoProject = defineOperation({
  input: projectInput,
  output: z.object({ data: z.object({ id: z.string(), slug: z.string() }) }),
  access: access(),
  rest: {
    method: 'GET',
    path: '/projects/{slug}/echo',
    tag: 'Projects',
    summary: 'The project, echoed',
    description: 'A throwaway operation of test/api/recipe.test.ts.',
    example: { data: { id: 'prj_0197a1c2b3d47e8f9a0b1c2d3e4f5a60', slug: 'northwind-coffee' } },
  },
  mcp: { name: 'echo_project', title: 'Echo a project', description: 'The project, echoed.' },
  resolve: async ({ ctx, input }) => {
    const project = await projectForPrincipal(ctx.services.db, ctx.principal, input.slug);
    return { data: { id: project.id, slug: project.slug } };
  },
});
`;

/** Run in a child process from the copy: builds the server, calls the operation on REST and MCP, reads the OpenAPI document. */
const checkScript = `import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createServices } from './src/app.ts';
import { loadConfig } from './src/core/runtime/config.ts';
import { createLogger } from './src/log.ts';
import { buildServer } from './src/server.ts';

const [databaseUrl, key, slug, secret] = process.argv.slice(2);
const services = createServices(loadConfig({ VISIBILITY_SECRET_KEY: secret, VISIBILITY_ALLOW_PRIVATE_NETWORK: '1', VISIBILITY_DATA_DIR: '.data/test' }), createLogger('silent'), databaseUrl);
const server = await buildServer(services);
await server.listen({ host: '127.0.0.1', port: 0 });
const url = 'http://127.0.0.1:' + (server.server.address() as AddressInfo).port;
const headers = { authorization: 'Bearer ' + key };
const res = await fetch(url + '/api/v1/projects/' + slug + '/echo', { headers });
const rest = { status: res.status, body: await res.json() };
const openapi = (await (await fetch(url + '/api/v1/openapi.json')).json()).paths['/projects/{slug}/echo'];
const client = new Client({ name: 'recipe', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(url + '/mcp'), { requestInit: { headers } }));
const tool = (await client.listTools()).tools.find((t) => t.name === 'echo_project');
const called = await client.callTool({ name: 'echo_project', arguments: { slug } });
await client.close();
console.log(JSON.stringify({ rest, openapi, tool, called }));
await server.close();
await services.pdf.close();
await services.replicas.close();
await services.db.$disconnect();
process.exit(0);
`;

let app: TestApp;
const copy = path.join(root, '.tmp', `recipe-${process.pid}`);
beforeAll(async () => {
  app = await startTestApp();
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  // src/, and the migrations the server reads at start (its health check's expected schema).
  cpSync(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
  cpSync(path.join(root, 'prisma'), path.join(copy, 'prisma'), { recursive: true });
});
afterAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  await app?.close();
});

describe('the recipe followed on a copy of src/', () => {
  it('one file and one registration line give the operation on REST, in the OpenAPI document and as an MCP tool', async () => {
    // Step 1: the file, in the recipe's place, named for the operation.
    writeFileSync(path.join(copy, place.replace('<name>', kebab('echoProject'))), echoFile);
    // Step 2: the registration line in `apiSchemas` (with its import).
    const registry = path.join(copy, registration![2]);
    const source = readFileSync(registry, 'utf8');
    const table = source.indexOf(`export const ${registration![1]} = {\n`);
    expect(table).toBeGreaterThan(0);
    const start = table + `export const ${registration![1]} = {\n`.length;
    writeFileSync(
      registry,
      `import { echoProject } from './operations/echo-project.ts';\n` + source.slice(0, start) + '  echoProject,\n' + source.slice(start),
    );

    const seeded = await seedAccount(app.services);
    const slug = seeded.projects[0].slug;
    writeFileSync(path.join(copy, 'check.ts'), checkScript);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(copy, 'check.ts'), app.databaseUrl, seeded.key, slug, TEST_SECRET_KEY],
      { cwd: root, env: process.env, maxBuffer: 10_000_000 },
    );
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      rest: { status: number; body: unknown };
      openapi: { get: { operationId: string; summary: string; tags: string[]; responses: Record<string, any> } };
      tool: { description: string; inputSchema: { properties: Record<string, unknown> } };
      called: { content: { text: string }[]; isError?: boolean };
    };
    const echoed = { data: { id: seeded.projects[0].id, slug } };
    expect(out.rest).toEqual({ status: 200, body: echoed });
    expect(out.openapi.get).toMatchObject({ operationId: 'v1-echoProject', summary: 'The project, echoed', tags: ['Projects'] });
    expect(out.openapi.get.responses['200'].content['application/json'].example).toEqual({
      data: { id: 'prj_0197a1c2b3d47e8f9a0b1c2d3e4f5a60', slug: 'northwind-coffee' },
    });
    expect(out.tool.description).toBe('The project, echoed.');
    expect(Object.keys(out.tool.inputSchema.properties)).toEqual(['slug']);
    expect(out.called.isError ?? false).toBe(false);
    expect(JSON.parse(out.called.content[0].text)).toEqual(echoed);
  });
});

/** Run in a child process from the copy: the GraphQL schema the copy's code builds, as SDL. */
const printScript = `import { printedSchema } from './src/graphql/schema.ts';
process.stdout.write(printedSchema());
`;

/** Writes `text` into a file of the copy after `anchor` (which must be there once). */
function insertAfter(file: string, anchor: string, text: string) {
  const source = readFileSync(path.join(copy, file), 'utf8');
  expect(source.split(anchor).length, `${file}: ${anchor}`).toBe(2);
  writeFileSync(path.join(copy, file), source.replace(anchor, anchor + text));
}

describe('GraphQL from the schemas, on the copy of src/', () => {
  it('a field added to a wire schema and a parameter added to an operation input are on GraphQL, no GraphQL file touched', async () => {
    // A field of the REST Citation (its wire schema), and a filter of listCitations' input.
    insertAfter(
      'src/core/contract/schemas.ts',
      'export const citationSchema = z\n  .object({\n',
      "    recipeNote: z.string().nullable().describe('A throwaway field of the recipe test'),\n",
    );
    insertAfter(
      'src/core/contract/schemas.ts',
      'export const observationListInput = z.object({\n',
      "  recipeFilter: z.enum(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']).optional().describe('A throwaway filter of the recipe test'),\n",
    );
    writeFileSync(path.join(copy, 'print-schema.ts'), printScript);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(copy, 'print-schema.ts')], {
      cwd: root,
      maxBuffer: 10_000_000,
    });
    const schema = buildSchema(stdout);
    const citation = (schema.getType('Citation') as GraphQLObjectType).getFields().recipeNote;
    expect({ type: String(citation?.type), description: citation?.description }).toEqual({
      type: 'String',
      description: 'A throwaway field of the recipe test',
    });
    // The filter is an argument of the fields that run listCitations (and listMentionsFiltered, whose input extends it), typed by the enum of its values.
    const project = (schema.getType('Project') as GraphQLObjectType).getFields();
    for (const field of ['citations', 'mentions']) {
      const arg = project[field].args.find((a) => a.name === 'recipeFilter');
      expect({ type: String(arg?.type), description: arg?.description }, field).toEqual({
        type: 'Severity',
        description: 'A throwaway filter of the recipe test',
      });
    }
    // Citation keeps its fields beside the new one.
    const committed = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
    const committedCitation = (committed.getType('Citation') as GraphQLObjectType).getFields();
    expect(Object.keys((schema.getType('Citation') as GraphQLObjectType).getFields()).sort()).toEqual(
      [...Object.keys(committedCitation), 'recipeNote'].sort(),
    );
  });
});

// A middleware written in one operation's file (its `use` step) on the copy: a server built from
// the copy runs it on REST, GraphQL's first pages (one call per project of a page of projects)
// and next pages, MCP and the dashboard, before the resolver reads anything (a bad cursor is
// refused by the step first). Nothing but src/core/api/operations/list-citations.ts is touched.

/** The step: records each call's slug (and whether it is a next page), refuses the slug in RECIPE_REFUSED. */
const citationStep = `  use: ({ input }) => {
    const calls = ((globalThis as Record<string, unknown>).recipeCalls ??= []) as string[];
    calls.push(input.slug + (input.cursor ? ' after' : ''));
    if (input.slug === process.env.RECIPE_REFUSED) throw new AppError('insufficient_role');
  },
`;

/** Run in a child process from the copy: each surface's answer for the refused and the passed project, and the step's calls after each. */
const middlewareScript = `import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createServices } from './src/app.ts';
import { loadConfig } from './src/core/runtime/config.ts';
import { createLogger } from './src/log.ts';
import { buildServer } from './src/server.ts';

const [databaseUrl, key, token, refused, passed, secret] = process.argv.slice(2);
const services = createServices(loadConfig({ VISIBILITY_SECRET_KEY: secret, VISIBILITY_ALLOW_PRIVATE_NETWORK: '1', VISIBILITY_DATA_DIR: '.data/test' }), createLogger('silent'), databaseUrl);
const server = await buildServer(services);
await server.listen({ host: '127.0.0.1', port: 0 });
const url = 'http://127.0.0.1:' + (server.server.address() as AddressInfo).port;
const headers = { authorization: 'Bearer ' + key };
const calls = () => ((globalThis as Record<string, unknown>).recipeCalls as string[] | undefined)?.splice(0) ?? [];
const out: Record<string, unknown> = {};
const rest = async (slug: string) => {
  const res = await fetch(url + '/api/v1/projects/' + slug + '/citations', { headers });
  return res.status + ' ' + (((await res.json()) as { error?: string }).error ?? 'ok');
};
out.rest = [await rest(refused), await rest(passed), calls()];
const gql = async (query: string, variables?: unknown) => {
  const res = await fetch(url + '/graphql', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: any; errors?: { path?: unknown[]; extensions: { code: string } }[] };
};
const slugs = (await gql('{ projects(first: 10) { edges { node { slug } } } }')).data.projects.edges.map((e: { node: { slug: string } }) => e.node.slug);
calls();
const first = await gql('{ projects(first: 10) { edges { node { slug citations(first: 5) { edges { cursor } } } } } }');
out.firstPages = [first.errors?.map((e) => [e.extensions.code, e.path]), slugs.indexOf(refused), calls().sort()];
const next = 'query($s: String!) { project(slug: $s) { citations(first: 5, after: "not-a-cursor") { edges { cursor } } } }';
const code = async (slug: string) => (await gql(next, { s: slug })).errors?.map((e) => e.extensions.code);
out.nextPages = [await code(refused), await code(passed), calls()];
const client = new Client({ name: 'recipe', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(url + '/mcp'), { requestInit: { headers } }));
const tool = async (slug: string) => {
  const r = (await client.callTool({ name: 'list_citations', arguments: { slug } })) as { isError?: boolean; content: { text: string }[] };
  return (r.isError ?? false) + ' ' + ((JSON.parse(r.content[0].text) as { error?: string }).error ?? 'ok');
};
out.mcp = [await tool(refused), await tool(passed), calls()];
await client.close();
const dashboard = async (slug: string) => {
  const res = await fetch(url + '/trpc/projects.citations?input=' + encodeURIComponent(JSON.stringify({ slug })), { headers: { authorization: 'Bearer ' + token } });
  return res.status + ' ' + (((await res.json()) as { error?: { data: { appCode?: string } } }).error?.data.appCode ?? 'ok');
};
out.dashboard = [await dashboard(refused), await dashboard(passed), calls()];
console.log(JSON.stringify(out));
await server.close();
await services.pdf.close();
await services.replicas.close();
await services.db.$disconnect();
process.exit(0);
`;

describe('a middleware in one operation file, on the copy of src/', () => {
  it("listCitations' `use` step reaches REST, GraphQL's first and next pages, MCP and the dashboard, with no other file touched", async () => {
    const file = 'src/core/api/operations/list-citations.ts';
    insertAfter(file, "  reads: 'replica',\n", citationStep);
    const source = readFileSync(path.join(copy, file), 'utf8');
    writeFileSync(path.join(copy, file), `import { AppError } from '../../kernel/errors.ts';\n${source}`);

    const two = await seedAccount(app.services, { projects: 2 });
    const [refused, passed] = two.projects.map((p) => p.slug);
    const { token } = await createDashboardSession(app.services.db, { accountId: two.account.id });
    writeFileSync(path.join(copy, 'middleware.ts'), middlewareScript);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(copy, 'middleware.ts'), app.databaseUrl, two.key, token, refused, passed, TEST_SECRET_KEY],
      { cwd: root, env: { ...process.env, RECIPE_REFUSED: refused }, maxBuffer: 10_000_000 },
    );
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown[]>;
    expect(out.rest).toEqual(['403 insufficient_role', '200 ok', [refused, passed]]);
    // A page of projects: one call per project; the refused project's field alone fails.
    const [errors, at, firstCalls] = out.firstPages;
    expect(errors).toEqual([['insufficient_role', ['projects', 'edges', at, 'node', 'citations']]]);
    expect(firstCalls).toEqual([refused, passed].sort());
    // A next page: the step runs before the cursor is read.
    expect(out.nextPages).toEqual([['insufficient_role'], ['invalid_cursor'], [`${refused} after`, `${passed} after`]]);
    expect(out.mcp).toEqual(['true insufficient_role', 'false ok', [refused, passed]]);
    expect(out.dashboard).toEqual(['403 insufficient_role', '200 ok', [refused, passed]]);
  });
});
