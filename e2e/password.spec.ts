// Passwords in the browser: a user changes theirs under Settings (a wrong current password is
// refused on the page, the change signs their other browser out), and an owner resets it from the
// Users list with a generated password shown once, which signs the user out everywhere and makes
// them choose their own at the next sign-in.
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

async function signInOnPage(browser: Browser, email: string, password: string, lands = 'Projects'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await page.goto('/app/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: lands })).toBeVisible();
  return page;
}

test('change one’s password, then an owner resets it', async ({ owner, browser }) => {
  // A user of our own, so no other test meets a changed password.
  const email = `pw-${Date.now()}@e2e.example`;
  const first = 'first password 123';
  await owner.goto('/app/settings/users');
  await owner.getByLabel('Email').fill(email);
  await owner.getByLabel('Password (empty: generate an invite password)').fill(first);
  await owner.getByRole('button', { name: 'Add user' }).click();
  await expect(owner.getByRole('rowheader', { name: email })).toBeVisible();

  const user = await signInOnPage(browser, email, first);
  const elsewhere = await signInOnPage(browser, email, first);

  await user.getByRole('link', { name: 'Settings' }).click();
  await expect(user.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expectAccessible(user);
  await user.getByLabel('Current password').fill('not my password');
  await user.getByLabel(/^New password/).fill('second password 456');
  await user.getByLabel('Repeat the new password').fill('second password 456');
  await user.getByRole('button', { name: 'Change password' }).click();
  await expect(user.getByRole('alert')).toContainText('the current password is wrong');

  await user.getByLabel('Current password').fill(first);
  await user.getByRole('button', { name: 'Change password' }).click();
  await expect(user.getByRole('status')).toContainText('Password changed; this session stays signed in. 1 other session was signed out.');
  await user.reload();
  await expect(user.getByRole('heading', { name: 'Change your password' })).toBeVisible(); // still signed in
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Sign in' })).toBeVisible(); // the other browser's session ended

  // The owner resets it: a generated password, shown once; the user's session ends.
  await owner.reload();
  await owner.getByRole('button', { name: `Reset password of ${email}` }).click();
  await owner.getByRole('button', { name: 'Reset password', exact: true }).click();
  await expect(owner.getByRole('status').first()).toContainText(`Password of ${email} reset; 1 session signed out.`);
  const generated = (await owner.getByTestId('secret-value').textContent())!;
  expect(generated).toMatch(/^\S{20}$/);
  await expect(owner.getByRole('rowheader', { name: email })).toContainText('password reset, not yet changed');
  await expectAccessible(owner);
  await user.reload();
  await expect(user.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Signed in with the owner's password, the user must choose their own before anything else.
  const again = await signInOnPage(browser, email, generated, 'Change your password');
  await expect(again.getByText('Your password was reset by an owner of the account.')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Projects' })).toHaveCount(0);
  await expectAccessible(again);
  await again.getByLabel('Current password').fill(generated);
  await again.getByLabel(/^New password/).fill('third password 789');
  await again.getByLabel('Repeat the new password').fill('third password 789');
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(again.getByRole('heading', { name: 'Projects' })).toBeVisible();
});
