import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { goodSite } from '../test/support/sites.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A webhook receiver on loopback that records each request with its raw body. */
async function receiver() {
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let notify = () => {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
      notify();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    next: () => new Promise<void>((r) => (got.length ? r() : (notify = r))),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

test('register a webhook, run an audit of a site from the page, watch it finish, and see the signed delivery', async ({ owner: page }) => {
  test.setTimeout(150_000);
  const hook = await receiver();
  const site = await goodSite();
  try {
    // The receiver as a webhook endpoint; its secret is shown once.
    await page.goto('/app/settings/webhooks');
    await page.getByLabel('URL').fill(hook.url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('secret-value').textContent())!;
    expect(secret.length).toBeGreaterThan(20);
    await expectAccessible(page);

    // A project for the fixture site, then "Run audit now" with live progress.
    await page.goto('/app/');
    const name = `Fixture ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Domain').fill(new URL(site.origin).host);
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('status').getByRole('link').click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('run-status')).toContainText('No audit has run yet');
    await page.getByRole('button', { name: 'Run audit now' }).click();
    await expect(page.getByRole('button', { name: 'Audit running…' })).toBeDisabled();
    await expect(page.getByTestId('run-status')).toContainText(/Completed|Failed/, { timeout: 120_000 });
    await expect(page.getByTestId('run-status')).toContainText('Completed');
    await expect(page.getByTestId('score-chart')).toHaveAttribute('data-points', '1');
    // The Reports page names who started the run.
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.locator('ul.runs li')).toContainText(/· started from: Dashboard, owner\d+@e2e\.example/);

    // The signed delivery arrives and verifies with the secret shown on the page.
    await hook.next();
    const delivery = hook.got[0];
    const header = delivery.headers['x-service-signature'] as string;
    expect(Stripe.webhooks.signature!.verifyHeader(delivery.body, header, secret, 300)).toBe(true);
    expect(JSON.parse(delivery.body).event).toBe('audit_run.completed');

    // And appears in the deliveries list with its attempt.
    await page.goto('/app/settings/webhooks');
    const card = page.getByRole('article', { name: `Endpoint ${hook.url}` });
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const table = card.getByTestId('deliveries-table');
    await expect(table).toContainText('audit_run.completed');
    await expect(table).toContainText('Delivered');
    await expect(table).toContainText('HTTP 200');
    await expectAccessible(page);

    // Deleting asks first; confirmed, the endpoint and its deliveries are gone.
    await card.getByRole('button', { name: /^Delete/ }).click();
    await expect(card.getByRole('group', { name: /^Confirm: delete/ })).toContainText('deliveries stop');
    await card.getByRole('button', { name: /^Yes, delete/ }).click();
    await expect(card).toHaveCount(0);
  } finally {
    await hook.close();
    await site.close();
  }
});
