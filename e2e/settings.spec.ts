import { expect, expectAccessible, test } from './fixtures.ts';

const baseURL = () => test.info().project.use.baseURL!;

test('an API key created on the page works against /api/v1 until it is revoked', async ({ owner: page }) => {
  await page.goto('/app/settings/keys');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expectAccessible(page);
  // The list has loaded (a table or its empty state) before a key is created, as a person sees it first.
  await expect(page.getByTestId('keys-table').or(page.getByText('No API keys yet.'))).toBeVisible();
  await page.getByLabel('Name').fill('e2e key');
  await page.getByLabel('Role').selectOption('READ');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!;
  expect(key).toMatch(/^vis_/);

  const call = () => fetch(`${baseURL()}/api/v1/projects`, { headers: { authorization: `Bearer ${key}` } });
  const ok = await call();
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  const row = page.getByTestId(`key-${key.slice(0, 10)}`);
  await expect(row).toContainText('Active');
  // Revoking asks first; cancelling keeps the key working.
  await row.getByRole('button', { name: /^Revoke/ }).click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Active');
  expect((await call()).status).toBe(200);
  await row.getByRole('button', { name: /^Revoke/ }).click();
  await expect(row.getByRole('group', { name: /^Confirm: revoke/ })).toContainText('cannot be restored');
  await row.getByRole('button', { name: /^Yes, revoke/ }).click();
  await expect(row).toContainText('Revoked');
  const refused = await call();
  expect(refused.status).toBe(401);
});

test('a key created while the keys list is still loading shows in the list', async ({ owner: page }) => {
  // The list's first fetch is read by the server before the key exists and answered after it is
  // created: the page must fetch the list again rather than keep that answer.
  let fetched!: () => void;
  const listRead = new Promise<void>((resolve) => (fetched = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/trpc\/[^?]*keys\.list/, async (route) => {
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    fetched();
    await released;
    // The page may have given up this request (cancelled to fetch again): nothing to answer then.
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.goto('/app/settings/keys');
  await listRead;
  await page.getByLabel('Name').fill('key created while the list loads');
  const created = page.waitForResponse((r) => r.url().includes('keys.create'));
  await page.getByRole('button', { name: 'Create key' }).click();
  await created;
  const key = (await page.getByTestId('secret-value').textContent())!;
  release();
  await expect(page.getByTestId(`key-${key.slice(0, 10)}`)).toContainText('Active');
});

test('users and plan pages', async ({ owner: page }) => {
  await page.goto('/app/settings/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'member@e2e.example' })).toBeVisible();
  await expectAccessible(page);
  const invited = `invited-${Date.now()}@e2e.example`;
  await page.getByLabel('Email').fill(invited);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByTestId('secret-value')).toHaveText(/^\S{20}$/);
  // Removing asks first, then the user is gone from the list.
  const row = page.getByRole('row', { name: new RegExp(invited.replaceAll('.', '\\.')) });
  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(row.getByRole('group', { name: /^Confirm: remove/ })).toContainText('can no longer sign in');
  await row.getByRole('button', { name: /^Yes, remove/ }).click();
  await expect(row).toHaveCount(0);

  await page.goto('/app/settings/plan');
  await expect(page.getByRole('heading', { name: 'Plan and usage' })).toBeVisible();
  await expect(page.getByText(/Plan Agency/)).toBeVisible();
  await expectAccessible(page);
});
