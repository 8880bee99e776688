// The GraphQL console (GET /graphql) in a real browser under its own CSP: GraphiQL loads from this
// origin only (no CSP violation, no request elsewhere), opens on the example query with the key
// header as a placeholder, runs the query with a key typed into the headers, and its
// documentation explorer shows the schema.
import { expect, test } from './fixtures.ts';

test('GraphiQL runs its example query under its Content-Security-Policy', async ({ owner, page }) => {
  const created = await owner.request.post('/trpc/keys.create', { headers: { 'x-csrf': '1' }, data: { role: 'READ', name: 'console' } });
  expect(created.status()).toBe(200);
  const { key } = ((await created.json()) as { result: { data: { key: string } } }).result.data;

  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(e.message));
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/graphql');

  const query = page.locator('.graphiql-query-editor');
  await expect(query).toContainText('query ShareOfVoiceByEngine');
  const headers = page.locator('.graphiql-editor-tool .monaco-editor').last();
  await expect(headers).toContainText('vis_your_key_here');

  // The key replaces the placeholder: the headers typed anew (Monaco closes a typed brace or quote
  // and types over the closing one, so the text ends as typed).
  await headers.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(`{"Authorization": "Bearer ${key}"}`);
  await expect(headers).toContainText(key);
  await expect(headers).not.toContainText('vis_your_key_here');
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  await expect(response).toContainText('"projects"');
  await expect(response).toContainText('"slug"');
  await expect(response).not.toContainText('unauthorized');

  // The schema ships with the page: the documentation explorer lists the root query's fields.
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  const docs = page.getByRole('region', { name: 'Documentation Explorer' });
  await expect(docs).not.toContainText('Error fetching schema');
  await docs.getByText('Query', { exact: true }).click();
  await expect(docs).toContainText('projects');

  expect(violations).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual([]);
});
