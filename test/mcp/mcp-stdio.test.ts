// `bin/visibility mcp --key K` through the SDK's stdio client: the same tools and answers as REST,
// on the same database and configuration as the other commands.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccount } from '../graphql/support.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { runCliText } from '../support/cli.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

function stdioClient(env: Record<string, string>, args: string[] = []) {
  const transport = new StdioClientTransport({
    command: 'bin/visibility',
    args: ['mcp', ...args],
    env: {
      ...(process.env as Record<string, string>),
      DATABASE_URL: app.databaseUrl,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stderr: 'pipe',
  });
  return { client: new Client({ name: 'test', version: '1.0.0' }), transport };
}

const body = (r: CallToolResult) => JSON.parse((r.content[0] as { text: string }).text);

it('serves the tools on stdio with the key of --key or VISIBILITY_API_KEY, answering as REST does', async () => {
  const demo = await demoAccount(app);
  const key = await demo.key('READ');
  const slug = demo.projects[0].slug;
  for (const [env, args] of [
    [{}, ['--key', key]],
    [{ VISIBILITY_API_KEY: key }, []],
  ] as const) {
    const { client, transport } = stdioClient(env, [...args]);
    await client.connect(transport);
    expect((await client.listTools()).tools).toHaveLength(18);
    const projects = (await client.callTool({ name: 'list_projects', arguments: {} })) as CallToolResult;
    expect(projects.structuredContent).toEqual(await (await app.request('/api/v1/projects', { key })).json());
    const citations = (await client.callTool({ name: 'list_citations', arguments: { slug, limit: 3 } })) as CallToolResult;
    expect(citations.structuredContent).toEqual(await (await app.request(`/api/v1/projects/${slug}/citations?limit=3`, { key })).json());
    const trigger = (await client.callTool({ name: 'trigger_audit', arguments: { slug } })) as CallToolResult;
    expect(trigger.isError).toBe(true);
    expect(body(trigger)).toEqual({ error: 'insufficient_role' });
    await client.close();
  }
}, 240_000); // the demo fill (docs/benchmarks.md) outlasts the default test timeout on a loaded machine

it('refuses a missing, revoked or unknown key at start with the reason, exit code 1', async () => {
  const { key, keyId } = await seedAccount(app.services);
  await app.services.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
  const revoked = await runCliText(app.databaseUrl, ['mcp', '--key', key]);
  expect(revoked.code).toBe(1);
  expect(revoked.stdout).toBe('');
  expect(revoked.stderr).toMatch(/API key was refused: unauthorized/);
  const missing = await runCliText(app.databaseUrl, ['mcp'], { VISIBILITY_API_KEY: '' });
  expect(missing.code).toBe(1);
  expect(missing.stderr).toMatch(/API key is required/);
});
