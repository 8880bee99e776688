// The Claude Desktop configs of docs/mcp.md started as written (the JSON of the page, with a real
// key, database and data folder put in for the placeholders) through the SDK's stdio client, as
// a desktop assistant starts them: for the service on an external PostgreSQL and on its embedded
// one. And the config without the secret key fails the way the issue saw it fail.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccount } from '../graphql/support.ts';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';

interface DesktopConfig {
  mcpServers: { visibility: { command: string; args: string[]; env: Record<string, string> } };
}

const root = path.resolve(import.meta.dirname, '../..');

/** The Claude Desktop configs of docs/mcp.md: the JSON blocks that start a command. */
function documentedConfigs(): DesktopConfig[] {
  const doc = fs.readFileSync(path.join(root, 'docs/mcp.md'), 'utf8');
  return [...doc.matchAll(/```json\n([\s\S]*?)```/g)]
    .map((m) => JSON.parse(m[1]) as DesktopConfig)
    .filter((c) => 'command' in c.mcpServers.visibility);
}

/** A config as a user fills it in: the placeholders of the page replaced, nothing added. */
function filledIn(config: DesktopConfig, values: Record<string, string>) {
  const server = config.mcpServers.visibility;
  const fill = (v: string) => values[v] ?? v.replace('/path/to/visibility', root);
  return {
    command: fill(server.command),
    args: server.args,
    env: Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, fill(v)])),
  };
}

/** Starts a config as Claude Desktop does (the SDK adds PATH, HOME and the like to the config's env), and calls a tool. */
async function startAndCall(params: ReturnType<typeof filledIn>) {
  const transport = new StdioClientTransport({ ...params, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'claude-desktop-like', version: '1.0.0' });
  try {
    await client.connect(transport);
    const projects = (await client.callTool({ name: 'list_projects', arguments: {} })) as CallToolResult;
    return { ok: true as const, projects: projects.structuredContent as { data: { slug: string }[] }, client };
  } catch (e) {
    await new Promise((r) => setTimeout(r, 200));
    return { ok: false as const, error: e as Error, stderr };
  }
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

it('documents one config for each database, with every variable it needs', () => {
  const configs = documentedConfigs();
  expect(configs.map((c) => Object.keys(c.mcpServers.visibility.env).sort())).toEqual([
    ['VISIBILITY_API_KEY', 'VISIBILITY_DATA_DIR'],
    ['DATABASE_URL', 'VISIBILITY_API_KEY', 'VISIBILITY_SECRET_KEY'],
  ]);
});

it('the external-database config, as written, serves the tools; without the secret key it stops with the reason', async () => {
  const demo = await demoAccount(app);
  const key = await demo.key('READ');
  const external = documentedConfigs()[1];
  const values = {
    'vis_...': key,
    [external.mcpServers.visibility.env.DATABASE_URL]: app.databaseUrl,
    [external.mcpServers.visibility.env.VISIBILITY_SECRET_KEY]: TEST_SECRET_KEY,
  };
  const started = await startAndCall(filledIn(external, values));
  if (!started.ok) throw new Error(`${started.error.message}\n${started.stderr}`);
  expect(started.projects.data.map((p) => p.slug).sort()).toEqual(demo.projects.map((p) => p.slug).sort());
  const visibility = (await started.client.callTool({
    name: 'get_visibility',
    arguments: { slug: demo.projects[0].slug },
  })) as CallToolResult;
  expect(visibility.isError ?? false).toBe(false);
  await started.client.close();

  // What the issue saw: the key alone against the service's own PostgreSQL.
  const keyOnly = filledIn(external, values);
  delete keyOnly.env.VISIBILITY_SECRET_KEY;
  const refused = await startAndCall(keyOnly);
  expect(refused.ok).toBe(false);
  expect(refused.ok ? '' : refused.stderr).toMatch(/VISIBILITY_SECRET_KEY is required when DATABASE_URL is set/);
});

it('the embedded-database config, as written, serves the tools from the data folder the service uses', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-embedded-'));
  // The operator's side, as the README has it: an account and a key made with the CLI on the embedded database.
  const env: NodeJS.ProcessEnv = { ...process.env, VISIBILITY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.VISIBILITY_SECRET_KEY;
  const cli = (args: string[]) => promisify(execFile)(path.join(root, 'bin/visibility'), [...args, '--json'], { env, timeout: 120_000 });
  try {
    await cli(['account', 'create', '--email', 'desk@agency.example', '--plan', 'agency', '--password', 'correct horse battery']);
    await cli(['project', 'create', '--account', 'desk@agency.example', '--name', 'Desk Brand', '--domain', 'desk.example']);
    const { key } = JSON.parse((await cli(['key', 'create', '--account', 'desk@agency.example', '--role', 'read'])).stdout) as {
      key: string;
    };
    const embedded = documentedConfigs()[0];
    const started = await startAndCall(
      filledIn(embedded, { 'vis_...': key, [embedded.mcpServers.visibility.env.VISIBILITY_DATA_DIR]: dataDir }),
    );
    if (!started.ok) throw new Error(`${started.error.message}\n${started.stderr}`);
    expect(started.projects.data.map((p) => p.slug)).toEqual(['desk-brand']);
    await started.client.close();
  } finally {
    // The command stopped the embedded PostgreSQL it started when its stdin closed; wait for the folder to be free.
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
