// Reading the dashboard's own procedures and GraphQL from a browser test, as the signed-in page
// does (the session cookie), to compare what the page shows with what the service answers.
import { expect, type Page } from '@playwright/test';

/** A dashboard query (GET /trpc/<path>) with the page's session. */
export async function trpcQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  const res = await page.request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { 'x-csrf': '1' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}
