import fs from 'node:fs';
import { expect, expectAccessible, test } from './fixtures.ts';

test('the keys page shows how to connect an assistant, with the new key, and that configuration works', async ({ owner: page }) => {
  await page.goto('/app/settings/keys');
  await expect(page.getByRole('heading', { name: 'Connect an AI assistant (MCP)' })).toBeVisible();
  await expect(page.getByTestId('mcp-claude-code')).toContainText('<YOUR_API_KEY>');
  await page.getByLabel('Name').fill('assistant key');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!;
  await expect(page.getByTestId('mcp-claude-code')).toContainText(`Bearer ${key}`);
  await expectAccessible(page);

  // The Claude Desktop configs are docs/mcp.md's (both databases, every variable), with the new key.
  const documented = [...fs.readFileSync('docs/mcp.md', 'utf8').matchAll(/```json\n([\s\S]*?)```/g)]
    .map((m) => JSON.parse(m[1]) as { mcpServers: { visibility: { command?: string } } })
    .filter((c) => c.mcpServers.visibility.command);
  const shown = await Promise.all(
    ['mcp-claude-desktop', 'mcp-claude-desktop-database-url'].map(async (id) =>
      JSON.parse((await page.getByTestId(id).textContent())!.replaceAll(key, 'vis_...')),
    ),
  );
  expect(shown).toEqual(documented);

  // The Cursor configuration as shown, used as a client would.
  const cursor = JSON.parse((await page.getByTestId('mcp-cursor').textContent())!) as {
    mcpServers: { visibility: { url: string; headers: Record<string, string> } };
  };
  const { url, headers } = cursor.mcpServers.visibility;
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_projects', arguments: {} } }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: { structuredContent: { data: unknown[] } } };
  expect(body.result.structuredContent.data.length).toBeGreaterThan(0);
});
