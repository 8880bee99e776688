import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';

/**
 * A page of another origin (same host, another port: the same "site", so even the SameSite=Strict
 * cookie goes along) tries two mutations with the signed-in user's cookie: a form post and a
 * no-cors fetch. The server refuses both (403) and nothing changes.
 */
test('a cross-site request to a mutation is refused', async ({ owner: page }) => {
  const app = test.info().project.use.baseURL!;
  const attacker = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>attacker</title>
      <form id="f" method="POST" action="${app}/trpc/keys.create" enctype="text/plain">
        <input name='{"role":"TRIGGER","name":"stolen","x":"' value='"}'>
      </form>
      <button id="fetch" onclick="fetch('${app}/trpc/keys.create', {method:'POST', mode:'no-cors', credentials:'include', body: JSON.stringify({role:'TRIGGER', name:'stolen'})})">go</button>
      <button id="form" onclick="document.getElementById('f').submit()">form</button>`);
  });
  await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  try {
    await page.goto(`${origin}/`);
    const viaFetch = page.waitForResponse((r) => r.url().startsWith(`${app}/trpc/keys.create`));
    await page.click('#fetch');
    expect((await viaFetch).status()).toBe(403);

    const viaForm = page.waitForResponse((r) => r.url().startsWith(`${app}/trpc/keys.create`));
    await page.click('#form');
    expect((await viaForm).status()).toBe(403);

    await page.goto('/app/settings/keys');
    await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await expect(page.getByText('stolen')).toHaveCount(0);
  } finally {
    attacker.closeAllConnections();
    attacker.close();
  }
});
