import { ownerEmail, PASSWORD } from './accounts.mjs';
import { expect, expectAccessible, test } from './fixtures.ts';

test('sign in: a wrong password is refused, the right one opens the projects', async ({ page }) => {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Email').fill(ownerEmail(0));
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('the email or the password is wrong');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'vis_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('members see projects, and of the settings only their password', async ({ member: page }) => {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New project' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
  await expect(tabs).toHaveText(['Password']);
  await page.goto('/app/settings/keys');
  await expect(page).toHaveURL(/\/app\/settings\/password$/);
});
