// The dashboard behind a TLS-terminating reverse proxy, as production runs it: Chromium on the
// proxy's https origin (a self-signed certificate made for this run), the service on plain http
// behind it, trusting the proxy's X-Forwarded-* (VISIBILITY_TRUST_PROXY, e2e/server.mjs). Before
// the setting existed every sign-in here was refused by the CSRF origin check.
import { expect, test } from '@playwright/test';
import { type ForwardingProxy, startForwardingProxy } from '../test/support/forwarding-proxy.ts';
import { OWNER_COUNT, ownerEmail, PASSWORD } from './accounts.mjs';

let proxy: ForwardingProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startForwardingProxy(baseURL!, { tls: true });
});
test.afterAll(async () => proxy?.close());

test('sign in and out through an HTTPS proxy: Secure __Host- cookie, CSRF on the https origin', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await page.goto('/app/');
    expect(page.url()).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/app\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The last owner of the seeded set: no other test signs in as it.
    await page.getByLabel('Email').fill(ownerEmail(OWNER_COUNT - 1));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === '__Host-vis_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies.find((c) => c.name === 'vis_session')).toBeUndefined();

    // Signing out is a CSRF-checked POST from the https origin.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === '__Host-vis_session')).toBeUndefined();
  } finally {
    await context.close();
  }
});
