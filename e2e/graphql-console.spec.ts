// The GraphQL console (GET /graphql) in a real browser under its own CSP: the page's script and
// styles load (no CSP violation), and the example query runs with a key typed into the headers.
import { expect, expectAccessible, test } from './fixtures.ts';

test('the GraphQL console runs its example query under its Content-Security-Policy', async ({ owner, page }) => {
  const created = await owner.request.post('/trpc/keys.create', { headers: { 'x-csrf': '1' }, data: { role: 'READ', name: 'console' } });
  expect(created.status()).toBe(200);
  const { key } = ((await created.json()) as { result: { data: { key: string } } }).result.data;

  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/graphql');
  await expect(page.getByRole('heading', { name: 'GraphQL console' })).toBeVisible();
  await expect(page.getByLabel('Query', { exact: true })).toHaveValue(/query ShareOfVoiceByEngine/);
  await expectAccessible(page);
  await page.getByLabel('Headers (JSON)').fill(JSON.stringify({ Authorization: `Bearer ${key}` }));
  await page.getByRole('button', { name: /Run/ }).click();
  await expect(page.locator('#status')).toContainText('HTTP 200');
  const result = JSON.parse((await page.getByLabel('answer').textContent())!) as { data: { projects: { edges: unknown[] } } };
  expect(result.data.projects.edges.length).toBeGreaterThan(0);

  // A broken Variables box is answered on the page, without a request.
  await page.getByLabel('Variables (JSON, optional)').fill('{ not json');
  await page.getByRole('button', { name: /Run/ }).click();
  await expect(page.locator('#status')).toHaveText('Variables must be a JSON object.');

  expect(violations).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((u) => !u.startsWith(origin))).toEqual([]);
});
