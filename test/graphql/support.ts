// GraphQL over HTTP for the tests, and a demo account with a key.
import { createApiKey } from '../../src/core/access/api-keys.ts';
import type { KeyRole } from '../../src/generated/prisma/client.ts';
import { seedDemo } from '../../src/core/seed/demo-seed.ts';
import type { TestApp } from '../support/app.ts';

export interface GqlResult {
  status: number;
  headers: Headers;
  body: { data?: any; errors?: { message: string; path?: (string | number)[]; extensions: { code: string; retryAfter?: number } }[] };
}

export async function gql(app: TestApp, key: string | undefined, query: string, variables?: Record<string, unknown>): Promise<GqlResult> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResult['body'] };
}

/** The codes of a result's errors, in order. */
export const codes = (r: GqlResult) => (r.body.errors ?? []).map((e) => e.extensions.code);

export async function demoAccount(app: TestApp, email = `demo-${Math.random().toString(36).slice(2)}@example.test`) {
  const demo = await seedDemo(app.services, email);
  const key = async (role: KeyRole = 'TRIGGER', projectSlugs: string[] = []) =>
    (await createApiKey(app.services.db, { accountId: demo.account.id, role, projectSlugs })).key;
  return { ...demo, key };
}
