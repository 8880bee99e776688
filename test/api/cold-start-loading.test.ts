/**
 * `visibility start` answers its first read without loading what that read does not need, and
 * each surface loaded on first use still answers its first request (docs/benchmarks.md, "Cold
 * start of `visibility start`"): GraphQL's engine, the API reference page (Scalar), the MCP SDK
 * and trpc-to-openapi (its handler and the OpenAPI document). The process is the compiled service
 * with a module hook that lists what it loads (test/support/loaded-modules.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createLogger } from '../../src/log.ts';
import { seedAccount, TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-processes.ts';

const hook = fileURLToPath(new URL('../support/loaded-modules.mjs', import.meta.url));
const listFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vis-loaded-')), 'modules.txt');
/** Whether the service process has loaded a module of the package. */
const loaded = (pkg: string) => fs.existsSync(listFile) && fs.readFileSync(listFile, 'utf8').includes(`/node_modules/${pkg}/`);

const lazy = ['graphql', '@scalar/fastify-api-reference', '@modelcontextprotocol/sdk', 'trpc-to-openapi'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let service: ServiceProcess;
let key: string;
let slug: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const services = createServices(
    loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_DATA_DIR: '.data/test' }),
    createLogger('silent'),
    database.url,
  );
  const seeded = await seedAccount(services, { role: 'READ' });
  await services.db.$disconnect();
  key = seeded.key;
  slug = seeded.projects[0].slug;
  service = await startServiceProcess('start', {
    DATABASE_URL: database.url,
    NODE_OPTIONS: `--import ${hook}`,
    LOADED_MODULES_FILE: listFile,
  });
}, 120_000);
afterAll(async () => {
  await service?.stop();
  await database?.drop();
  fs.rmSync(path.dirname(listFile), { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${key}` });

it('answers its first read without GraphQL, the reference page, the MCP SDK or trpc-to-openapi loaded; each answers its first request', async () => {
  const first = await fetch(`${service.url}/api/v1/projects/${slug}`, { headers: auth() });
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ data: { slug } });
  expect(loaded('fastify'), 'the list of loaded modules is written').toBe(true);
  for (const pkg of lazy) expect(loaded(pkg), pkg).toBe(false);

  const docs = await fetch(`${service.url}/api/v1/docs/`);
  expect(docs.status).toBe(200);
  expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
  expect(loaded('@scalar/fastify-api-reference')).toBe(true);

  const document = await fetch(`${service.url}/api/v1/openapi.json`);
  expect(document.status).toBe(200);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  expect(loaded('trpc-to-openapi')).toBe(true);

  const graphql = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(graphql.status).toBe(200);
  expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
  expect(loaded('graphql')).toBe(true);

  const mcp = await fetch(`${service.url}/mcp`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
    }),
  });
  expect(mcp.status).toBe(200);
  expect(((await mcp.json()) as { result?: { serverInfo?: unknown } }).result?.serverInfo).toBeDefined();
  expect(loaded('@modelcontextprotocol/sdk')).toBe(true);
});
