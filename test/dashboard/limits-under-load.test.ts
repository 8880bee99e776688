import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { MAX_ENDPOINTS_PER_ACCOUNT } from '../../src/core/webhooks/endpoints.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

/**
 * The per-account and per-project limits (kernel/limited-create.ts: lock the owner's row, count,
 * create, map the duplicate key) under concurrent requests through the dashboard's tRPC over
 * HTTP: however many arrive at once, the limit holds exactly, the rest get its 422, and a
 * duplicate racing its original gets 409. Each request has a session of its own: the dashboard
 * counts writes per session (10 a minute), and this is about the limits, not the rate.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function mutate(token: string, path: string, input: unknown) {
  const res = await fetch(`${app.url}/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { error?: { message: string; data: { appCode?: string } } };
  return `${res.status} ${body.error?.data.appCode ?? 'ok'}`;
}

function tally(answers: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) out[a] = (out[a] ?? 0) + 1;
  return out;
}

/** An account on `plan`, and `at`: sends `n` requests at once, each in a session of its own. */
async function signedIn(plan: 'FREE' | 'PRO') {
  const seeded = await seedAccount(app.services, { plan });
  const at = async (n: number, request: (token: string, i: number) => Promise<string>) => {
    const sessions = await Promise.all(
      Array.from({ length: n }, () => createDashboardSession(app.services.db, { accountId: seeded.account.id })),
    );
    return Promise.all(sessions.map((s, i) => request(s.token, i)));
  };
  return { ...seeded, at };
}

describe('limits under concurrent creations', () => {
  it('tracked prompts: exactly the plan limit is created, the rest are 422; the same text racing itself is 409', async () => {
    const { at, projects } = await signedIn('FREE');
    const slug = projects[0].slug;
    const limit = plans.FREE.trackedPrompts;
    const answers = await at(limit + 6, (token, i) => mutate(token, 'tracking.addPrompt', { slug, text: `prompt ${i}` }));
    expect(tally(answers)).toEqual({ '200 ok': limit, '422 prompt_limit_reached': 6 });
    expect(await app.services.db.trackedPrompt.count({ where: { projectId: projects[0].id } })).toBe(limit);

    const other = await signedIn('FREE');
    const same = await other.at(4, (token) => mutate(token, 'tracking.addPrompt', { slug: other.projects[0].slug, text: 'best CRM' }));
    expect(tally(same)).toEqual({ '200 ok': 1, '409 prompt_exists': 3 });
  });

  it('competitors: exactly the plan limit, the rest 422', async () => {
    const { at, projects } = await signedIn('FREE');
    const limit = plans.FREE.competitors;
    const answers = await at(limit + 4, (token, i) =>
      mutate(token, 'tracking.addCompetitor', { slug: projects[0].slug, name: `C${i}`, domain: `c${i}.example` }),
    );
    expect(tally(answers)).toEqual({ '200 ok': limit, '422 competitor_limit_reached': 4 });
  });

  it('webhook endpoints: exactly the account limit, the rest 422 endpoint_limit_reached', async () => {
    const { at, account } = await signedIn('PRO');
    const answers = await at(MAX_ENDPOINTS_PER_ACCOUNT + 5, (token, i) =>
      mutate(token, 'webhooks.create', { url: `http://127.0.0.1:9/hook-${i}` }),
    );
    expect(tally(answers)).toEqual({ '200 ok': MAX_ENDPOINTS_PER_ACCOUNT, '422 endpoint_limit_reached': 5 });
    expect(await app.services.db.webhookEndpoint.count({ where: { accountId: account.id } })).toBe(MAX_ENDPOINTS_PER_ACCOUNT);
  });
});
