// One operation, every surface: a rule added once, in the operation's definition (core/router.ts
// `apiSchemas`, the entry the procedure is built from and the chain reads at each call), reaches
// tRPC, REST, GraphQL and MCP without touching any of them.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { apiSchemas, createApiCaller } from '../../src/core/api/api-router.ts';
import { appCodeOf } from '../../src/core/kernel/trpc-errors.ts';
import { codes, gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let slug: string;
let readKey: string;
let triggerKey: string;
beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services);
  slug = seeded.projects[0].slug;
  triggerKey = seeded.key;
  readKey = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'READ', projectSlugs: [] })).key;
});
afterAll(async () => app?.close());

// The rule under test is added to the definition of `getProject` only, and taken away after each test.
afterEach(() => {
  delete apiSchemas.getProject.access.requires;
});

/** What each surface answers for "get this project" with `key`: the data's slug, or the error code. */
async function everySurface(key: string) {
  const trpc = await createApiCaller({ services: app.services, authorization: `Bearer ${key}`, responseHeaders: {} })
    .getProject({ slug })
    .then(
      (r) => r.data.slug,
      (e: unknown) => appCodeOf(e as TRPCError),
    );

  const res = await app.request(`/api/v1/projects/${slug}`, { key });
  const restBody = (await res.json()) as { data?: { slug: string }; error?: string };
  const rest = res.status === 200 ? restBody.data?.slug : `${res.status} ${restBody.error}`;

  const g = await gql(app, key, `query($s: String!) { project(slug: $s) { slug } }`, { s: slug });
  const graphql = g.body.data?.project?.slug ?? codes(g).join(',');

  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  const result = (await client.callTool({ name: 'get_project', arguments: { slug } })) as CallToolResult;
  await client.close();
  const text = JSON.parse((result.content[0] as { text: string }).text) as { data?: { slug: string }; error?: string };
  const mcp = result.isError ? text.error : text.data?.slug;

  return { trpc, rest, graphql, mcp };
}

describe('a rule added once to an operation', () => {
  it('without it, a read key reads the project on every surface', async () => {
    expect(await everySurface(readKey)).toEqual({ trpc: slug, rest: slug, graphql: slug, mcp: slug });
  });

  it('a role requirement on getProject refuses a read key on tRPC, REST, GraphQL and MCP, and still lets a trigger key in', async () => {
    apiSchemas.getProject.access.requires = 'trigger';
    expect(await everySurface(readKey)).toEqual({
      trpc: 'insufficient_role',
      rest: '403 insufficient_role',
      graphql: 'insufficient_role',
      mcp: 'insufficient_role',
    });
    expect(await everySurface(triggerKey)).toEqual({ trpc: slug, rest: slug, graphql: slug, mcp: slug });
    // Only the operation it was added to: the list of projects still answers the read key.
    expect((await app.request('/api/v1/projects', { key: readKey })).status).toBe(200);
  });
});
