import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

/**
 * The AI crawlers page's log drain procedures (projects.crawlerDrains, createCrawlerDrain,
 * deleteCrawlerDrain) through HTTP with bearer dashboard sessions: the API's drain operations with
 * REST's rules: a member (a read-and-trigger principal) creates and deletes; the secret is in the
 * creation's answer only; what the dashboard lists is what REST lists; another account's session
 * gets 404; no session 401; the operation's input validation applies.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function call(token: string | null, path: string, input: unknown, kind: 'query' | 'mutation') {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    kind === 'query'
      ? await fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'x-csrf': '1' },
          body: JSON.stringify(input),
        });
  const body = (await res.json()) as { result?: { data: any }; error?: { message: string; data: { appCode?: string } } };
  return { status: res.status, data: body.result?.data, error: body.error };
}

describe('log drains in the dashboard', () => {
  it('a member adds a drain (the secret shown once), lists what REST lists, and deletes it', async () => {
    const seeded = await seedAccount(app.services);
    const slug = seeded.projects[0].slug;
    const user = await addUser(app.services.db, {
      accountId: seeded.account.id,
      email: `member-${seeded.account.id}@example.test`,
      role: 'MEMBER',
      password: 'correct horse battery',
    });
    const token = (await createDashboardSession(app.services.db, { accountId: seeded.account.id, userId: user.id })).token;

    const empty = await call(token, 'projects.crawlerDrains', { slug }, 'query');
    expect([empty.status, empty.data]).toEqual([200, []]);
    const created = await call(
      token,
      'projects.createCrawlerDrain',
      { slug, provider: 'vercel', format: 'vercel', verifyToken: 'vc-1' },
      'mutation',
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ provider: 'vercel', format: 'vercel', hasVerifyToken: true, lastReceivedAt: null });
    expect(created.data.secret.length).toBeGreaterThan(20);

    const listed = await call(token, 'projects.crawlerDrains', { slug }, 'query');
    const rest = await app.request(`/api/v1/projects/${slug}/log-drains`, { key: seeded.key });
    expect(((await rest.json()) as { data: unknown }).data).toEqual(listed.data);
    const { secret, ...shown } = created.data;
    expect(listed.data).toEqual([shown]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const removed = await call(token, 'projects.deleteCrawlerDrain', { slug, drainId: created.data.id }, 'mutation');
    expect([removed.status, removed.data]).toEqual([200, { id: created.data.id, deleted: true }]);
    const again = await call(token, 'projects.deleteCrawlerDrain', { slug, drainId: created.data.id }, 'mutation');
    expect([again.status, again.error?.data.appCode]).toEqual([404, 'not_found']);
    expect((await fetch(`${app.url}${created.data.path}`)).status).toBe(404);
  });

  it("another account's session gets 404, no session 401, a format the service does not read 400", async () => {
    const seeded = await seedAccount(app.services);
    const other = await seedAccount(app.services);
    const slug = seeded.projects[0].slug;
    const stranger = (await createDashboardSession(app.services.db, { accountId: other.account.id })).token;
    const listed = await call(stranger, 'projects.crawlerDrains', { slug }, 'query');
    expect([listed.status, listed.error?.data.appCode]).toEqual([404, 'not_found']);
    const created = await call(stranger, 'projects.createCrawlerDrain', { slug }, 'mutation');
    expect(created.status).toBe(404);
    expect((await call(null, 'projects.crawlerDrains', { slug }, 'query')).status).toBe(401);

    // The operation's own validation: a format the service does not read.
    const owner = (await createDashboardSession(app.services.db, { accountId: seeded.account.id })).token;
    const bad = await call(owner, 'projects.createCrawlerDrain', { slug, format: 'syslog' }, 'mutation');
    expect(bad.status).toBe(400);
    expect((await call(owner, 'projects.crawlerDrains', { slug }, 'query')).data).toEqual([]);
  });
});
