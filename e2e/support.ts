// Reading the dashboard's own procedures and GraphQL from a browser test, as the signed-in page
// does (the session cookie), to compare what the page shows with what the service answers.
import { expect, type Page } from '@playwright/test';

/** A dashboard query (GET /trpc/<path>) with the page's session. */
export async function trpcQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  const res = await page.request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { 'x-csrf': '1' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A read-only API key of the signed-in owner's account (created through the dashboard, as an owner would). */
export async function readKey(page: Page): Promise<string> {
  const res = await page.request.post('/trpc/keys.create', { headers: { 'x-csrf': '1' }, data: { role: 'READ', name: 'e2e comparison' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: { key: string } } }).result.data.key;
}

/** A GraphQL query with an API key: its data (any error fails the test). */
export async function graphql<T>(page: Page, key: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post('/graphql', { headers: { authorization: `Bearer ${key}` }, data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

/** The ISO instants of the range a visibility page shows (the range picker says them). */
export async function shownRange(page: Page): Promise<{ from: string; to: string }> {
  const range = page.getByTestId('range');
  return { from: (await range.getAttribute('data-from'))!, to: (await range.getAttribute('data-to'))! };
}
