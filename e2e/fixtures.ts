// Shared fixtures of the browser tests: a page signed in as an owner of the demo account (a
// different owner per test, so no test meets the per-email sign-in limit or another's session
// limits), and the axe check every page goes through.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';
import { MEMBER_EMAIL, ownerEmail, PASSWORD } from './accounts.mjs';

let nextOwner = 0;

export async function signInAs(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/app/api/sign-in', { headers: { 'x-csrf': '1' }, data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
}

export const test = base.extend<{ owner: Page; member: Page }>({
  owner: async ({ page }, use) => {
    await signInAs(page, ownerEmail(++nextOwner));
    await use(page);
  },
  member: async ({ page }, use) => {
    await signInAs(page, MEMBER_EMAIL);
    await use(page);
  },
});

export { expect };
