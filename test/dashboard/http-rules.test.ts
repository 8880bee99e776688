import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../src/core/accounts/users.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

/**
 * The dashboard's HTTP rules through real requests: password sign-in and its cookie, rotation and
 * sign-out, CSRF on mutations, owner-only settings, per-session rate limits, the batch cap, and
 * the sign-in attempt limit.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'correct horse battery';

async function userOf(role: 'OWNER' | 'MEMBER' = 'OWNER') {
  const seeded = await seedAccount(app.services);
  const email = `${role.toLowerCase()}-${seeded.account.id}@example.test`;
  await addUser(app.services.db, { accountId: seeded.account.id, email, role, password: PASSWORD });
  return { ...seeded, email };
}

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/app/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

function cookieOf(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  const m = /vis_session=([^;]+)/.exec(set.split(/,(?=\s*\w+=)/).find((c) => c.includes('vis_session=vds_')) ?? '');
  if (!m) throw new Error(`no session cookie in ${set}`);
  return `vis_session=${m[1]}`;
}

async function query(cookie: string, path: string, input?: unknown) {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return fetch(`${app.url}/trpc/${path}${qs}`, { headers: { cookie } });
}

async function mutate(cookie: string | null, path: string, input: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(input),
  });
}

describe('sign-in and cookie sessions', () => {
  it('a wrong password is refused; the right one sets an HttpOnly SameSite=Strict cookie whose token is not stored', async () => {
    const { email } = await userOf();
    const wrong = await signIn(email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_credentials' });
    expect((await signIn('nobody@example.test', PASSWORD)).status).toBe(401);

    const ok = await signIn(email.toUpperCase(), PASSWORD);
    expect(ok.status).toBe(200);
    const set = ok.headers.get('set-cookie')!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(set).not.toMatch(/Secure/i); // plain http here; https gets Secure and the __Host- name
    const cookie = cookieOf(ok);
    const token = cookie.split('=')[1];
    const stored = await app.services.db.dashboardSession.findMany();
    expect(JSON.stringify(stored)).not.toContain(token);

    const me = await query(cookie, 'me.get');
    expect(me.status).toBe(200);
    expect((await me.json()).result.data).toMatchObject({ email, role: 'OWNER' });
  });

  it('signing in again rotates the session and signing out revokes it', async () => {
    const { email } = await userOf();
    const first = cookieOf(await signIn(email, PASSWORD));
    const second = cookieOf(await signIn(email, PASSWORD, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await query(first, 'me.get')).status).toBe(401);
    expect((await query(second, 'me.get')).status).toBe(200);

    const out = await fetch(`${app.url}/app/api/sign-out`, { method: 'POST', headers: { cookie: second, 'x-csrf': '1' } });
    expect(out.status).toBe(204);
    expect((await query(second, 'me.get')).status).toBe(401);
  });

  it('refuses a sign-in without the CSRF header (no login CSRF)', async () => {
    const { email } = await userOf();
    const res = await fetch(`${app.url}/app/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'csrf_rejected' });
  });

  it('counts sign-in attempts per email in Postgres: the 11th within a minute is 429 even with the right password', async () => {
    const { email } = await userOf();
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong-${i}-password`)).status).toBe(401);
    const limited = await signIn(email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('CSRF on mutations', () => {
  it('a cookie-authenticated mutation needs the x-csrf header and, when an Origin is named, this origin', async () => {
    const { email } = await userOf();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const input = { url: 'http://127.0.0.1:9/hook' };
    const noHeader = await mutate(cookie, 'webhooks.create', input);
    expect(noHeader.status).toBe(403);
    expect((await noHeader.json()).error.data.appCode).toBe('csrf_rejected');
    const foreign = await mutate(cookie, 'webhooks.create', input, { 'x-csrf': '1', origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    // A form post (what a cross-site page can send without a preflight) is refused before anything else.
    const form = await fetch(`${app.url}/trpc/webhooks.create`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'url=http://127.0.0.1:9/hook',
    });
    expect(form.status).toBe(403);
    expect(await app.services.db.webhookEndpoint.count()).toBe(0);

    const same = await mutate(cookie, 'webhooks.create', input, { 'x-csrf': '1', origin: app.url });
    expect(same.status).toBe(200);
  });

  it('bearer sessions (not sent by browsers on their own) need no CSRF header', async () => {
    const { account } = await seedAccount(app.services);
    const { token } = await createDashboardSession(app.services.db, { accountId: account.id });
    const res = await mutate(null, 'webhooks.create', { url: 'http://127.0.0.1:9/hook' }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
  });
});

describe('roles', () => {
  it('members read and act on projects; keys, webhooks, users and the plan are for owners', async () => {
    const { email, projects } = await userOf('MEMBER');
    const cookie = cookieOf(await signIn(email, PASSWORD));
    expect((await query(cookie, 'projects.list')).status).toBe(200);
    expect((await query(cookie, 'projects.overview', { slug: projects[0].slug })).status).toBe(200);
    for (const path of ['keys.list', 'webhooks.list', 'users.list', 'plan.usage']) {
      const res = await query(cookie, path);
      expect(res.status, path).toBe(403);
      expect((await res.json()).error.data.appCode).toBe('owner_required');
    }
    const create = await mutate(cookie, 'keys.create', { role: 'READ' }, { 'x-csrf': '1' });
    expect(create.status).toBe(403);
    expect(await app.services.db.apiKey.count({ where: { name: 'x' } })).toBe(0);
  });
});

describe('per-session limits and the batch cap', () => {
  it('writes: 10 per minute per session, then 429 with Retry-After', async () => {
    const { email } = await userOf();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await mutate(cookie, 'projects.updateFinding', { id: 'fnd_missing', status: 'OPEN' }, { 'x-csrf': '1' })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    // Another session of the same user has its own budget.
    const other = cookieOf(await signIn(email, PASSWORD));
    expect((await mutate(other, 'projects.updateFinding', { id: 'fnd_missing' }, { 'x-csrf': '1' })).status).toBe(404);
  });

  it('writes follow VISIBILITY_RATE_LIMIT_WRITE (and reads VISIBILITY_RATE_LIMIT_READ) when the operator sets them higher', async () => {
    const raised = await startTestApp({ VISIBILITY_RATE_LIMIT_WRITE: '15', VISIBILITY_RATE_LIMIT_READ: '70' });
    try {
      const seeded = await seedAccount(raised.services);
      const { token } = await createDashboardSession(raised.services.db, { accountId: seeded.account.id });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const writes: number[] = [];
      for (let i = 0; i < 16; i++) {
        const res = await fetch(`${raised.url}/trpc/projects.updateFinding`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ id: 'fnd_missing', status: 'OPEN' }),
        });
        writes.push(res.status);
        if (i === 15) expect(res.headers.get('ratelimit-policy')).toBe('"write";q=15;w=60');
      }
      expect(writes.slice(0, 15)).toEqual(Array(15).fill(404));
      expect(writes[15]).toBe(429);
      const reads = await Promise.all(
        Array.from({ length: 71 }, () => fetch(`${raised.url}/trpc/me.get`, { headers }).then((r) => r.status)),
      );
      expect(reads.filter((s) => s === 200)).toHaveLength(70);
      expect(reads.filter((s) => s === 429)).toHaveLength(1);
    } finally {
      await raised.close();
    }
  });

  it('reads: 60 per minute per session', async () => {
    const { email } = await userOf();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const statuses = await Promise.all(Array.from({ length: 61 }, () => query(cookie, 'me.get').then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('a batch may name at most 10 procedures', async () => {
    const { email } = await userOf();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const batch = (n: number) => {
      const paths = Array(n).fill('me.get').join(',');
      const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]));
      return fetch(`${app.url}/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } });
    };
    expect((await batch(10)).status).toBe(200);
    const tooMany = await batch(11);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.data.appCode).toBe('batch_too_large');
  });
});
