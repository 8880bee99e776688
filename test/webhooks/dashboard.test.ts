import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { finishRun } from './support.ts';

/**
 * The dashboard's webhook settings through real HTTP in tRPC's wire format (what @trpc/client's
 * httpBatchLink sends): queries are GET with ?input=<json>, mutations POST with a JSON body.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type TrpcAnswer = { status: number; data?: any; error?: { message: string; code: number; data: { code: string; httpStatus: number } } };

async function trpc(token: string | undefined, kind: 'query' | 'mutation', path: string, input?: unknown): Promise<TrpcAnswer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    kind === 'query'
      ? await fetch(`${app.url}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, {
          headers,
        })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input ?? null),
        });
  const json = (await res.json()) as { result?: { data: unknown }; error?: TrpcAnswer['error'] };
  return { status: res.status, data: json.result?.data, error: json.error };
}

async function signedIn() {
  const seeded = await seedAccount(app.services);
  const session = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
  return { ...seeded, token: session.token };
}

describe('dashboard sessions', () => {
  it('only a valid session token opens /trpc, and it opens nothing else', async () => {
    const { token, key } = await signedIn();
    expect(token).toMatch(/^vds_[\w-]{43}$/);
    const stored = await app.services.db.dashboardSession.findMany();
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await trpc(token, 'query', 'webhooks.list')).status).toBe(200);
    for (const bad of [undefined, key, `${token}x`, 'vds_unknown']) {
      const res = await trpc(bad, 'query', 'webhooks.list');
      expect(res.status, String(bad)).toBe(401);
      expect(res.error!.data.code).toBe('UNAUTHORIZED');
    }
    // An expired session is refused at once.
    const expired = await createDashboardSession(app.services.db, { accountId: stored[0].accountId, expiresInMs: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect((await trpc(expired.token, 'query', 'webhooks.list')).status).toBe(401);

    // A session token is not an API key.
    const api = await app.request('/api/v1/projects', { key: token });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: 'unauthorized' });
    expect((await app.request('/api/v1/projects', { key })).status).toBe(200);
  });
});

describe('webhook settings over tRPC', () => {
  it('create, list, show and rotate the secret, pause, re-enable, deliveries, replay, delete', async () => {
    const { token, account, projects } = await signedIn();
    const created = await trpc(token, 'mutation', 'webhooks.create', { url: 'http://127.0.0.1:9/hooks' });
    expect(created.status).toBe(200);
    expect(created.data).toEqual({
      id: expect.stringMatching(/^whe_/),
      url: 'http://127.0.0.1:9/hooks',
      secret: expect.stringMatching(/^whsec_/),
      state: 'active',
      events: ['audit_run.completed', 'audit_run.failed'],
    });
    const id = created.data.id;
    const narrow = await trpc(token, 'mutation', 'webhooks.create', { url: 'http://127.0.0.1:9/failed', events: ['audit_run.failed'] });
    expect(narrow.data.events).toEqual(['audit_run.failed']);

    const listed = await trpc(token, 'query', 'webhooks.list');
    expect(listed.data.endpoints.map((e: { id: string }) => e.id)).toEqual([id, narrow.data.id]);
    expect(listed.data.endpoints[0]).toEqual({
      id,
      url: 'http://127.0.0.1:9/hooks',
      state: 'active',
      events: ['audit_run.completed', 'audit_run.failed'],
      consecutiveFailures: 0,
      pausedReason: null,
      pausedAt: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(listed.data)).not.toContain('whsec_');

    expect((await trpc(token, 'query', 'webhooks.secret', { id })).data).toEqual({ id, secret: created.data.secret });
    const raw = await fetch(`${app.url}/trpc/webhooks.secret?input=${encodeURIComponent(JSON.stringify({ id }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(raw.headers.get('cache-control')).toBe('no-store');
    const rotated = await trpc(token, 'mutation', 'webhooks.rotateSecret', { id });
    expect(rotated.data.secret).toMatch(/^whsec_/);
    expect(rotated.data.secret).not.toBe(created.data.secret);
    expect((await trpc(token, 'query', 'webhooks.secret', { id })).data.secret).toBe(rotated.data.secret);

    const paused = await trpc(token, 'mutation', 'webhooks.pause', { id });
    expect(paused.data).toMatchObject({ state: 'paused', pausedReason: 'Paused by the account holder.', pausedAt: expect.any(String) });
    // An event while paused is held for this endpoint, pending for the other.
    const runId = await finishRun(app.services, projects[0].id, 'FAILED');
    const deliveries = await trpc(token, 'query', 'webhooks.deliveries', { id });
    expect(deliveries.data.deliveries).toEqual([
      expect.objectContaining({ event: 'audit_run.failed', auditRunId: runId, state: 'held', attemptCount: 0, attempts: [] }),
    ]);
    const held = deliveries.data.deliveries[0];
    const refused = await trpc(token, 'mutation', 'webhooks.replay', { deliveryId: held.id });
    expect(refused.status).toBe(409);
    expect(refused.error!.message).toBe('the endpoint is paused; re-enable it before replaying its deliveries');

    expect((await trpc(token, 'mutation', 'webhooks.enable', { id })).data).toMatchObject({ state: 'active', pausedReason: null });
    const replayed = await trpc(token, 'mutation', 'webhooks.replay', { deliveryId: held.id });
    expect(replayed.data).toMatchObject({ id: held.id, eventId: held.eventId, state: 'pending', nextAttemptAt: expect.any(String) });
    expect((await trpc(token, 'mutation', 'webhooks.replayHeld', { id })).data).toEqual({ replayed: [] });

    // Batched, as httpBatchLink sends it.
    const batch = await fetch(
      `${app.url}/trpc/webhooks.list,webhooks.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { id } }))}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const [a, b] = (await batch.json()) as { result: { data: any } }[];
    expect(a.result.data.endpoints).toHaveLength(2);
    expect(b.result.data).toMatchObject({ id, state: 'active' });

    expect((await trpc(token, 'mutation', 'webhooks.delete', { id })).data).toEqual({ id, deleted: true });
    expect((await trpc(token, 'query', 'webhooks.get', { id })).status).toBe(404);
    expect(await app.services.db.webhookDelivery.count({ where: { endpointId: id } })).toBe(0);
    expect(await app.services.db.webhookEndpoint.count({ where: { accountId: account.id } })).toBe(1);
  });

  it('explains what is wrong with an endpoint', async () => {
    const { token } = await signedIn();
    const cases: [unknown, number, RegExp][] = [
      [{ url: 'ftp://hooks.example.com/' }, 400, /must use https:\/\/ or http:\/\//],
      [{ url: 'https://u:p@hooks.example.com/' }, 400, /user name or password/],
      [
        { url: 'https://hooks.example.com/', events: ['audit_run.started'] },
        400,
        /^events\.0: Invalid option: expected one of "audit_run.completed"\|"audit_run.failed"\|"visibility.changed"$/,
      ],
      [{ url: 'https://hooks.example.com/', events: [] }, 400, /^events: /],
      [{}, 400, /^url: /],
    ];
    for (const [input, status, message] of cases) {
      const res = await trpc(token, 'mutation', 'webhooks.create', input);
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(res.error!.message).toMatch(message);
    }
    expect((await trpc(token, 'query', 'webhooks.get', { id: 'whe_nope' })).error!.message).toBe('no webhook endpoint with id whe_nope');
  });

  it("keeps accounts apart: another account's session can neither see nor change an endpoint", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { data: endpoint } = await trpc(owner.token, 'mutation', 'webhooks.create', { url: 'http://127.0.0.1:9/owner' });
    await finishRun(app.services, owner.projects[0].id);
    const [delivery] = (await trpc(owner.token, 'query', 'webhooks.deliveries', { id: endpoint.id })).data.deliveries;

    expect((await trpc(stranger.token, 'query', 'webhooks.list')).data).toEqual({ endpoints: [] });
    const attempts: [kind: 'query' | 'mutation', path: string, input: unknown][] = [
      ['query', 'webhooks.get', { id: endpoint.id }],
      ['query', 'webhooks.secret', { id: endpoint.id }],
      ['mutation', 'webhooks.rotateSecret', { id: endpoint.id }],
      ['mutation', 'webhooks.pause', { id: endpoint.id }],
      ['mutation', 'webhooks.enable', { id: endpoint.id }],
      ['query', 'webhooks.deliveries', { id: endpoint.id }],
      ['mutation', 'webhooks.replay', { deliveryId: delivery.id }],
      ['mutation', 'webhooks.replayHeld', { id: endpoint.id }],
      ['mutation', 'webhooks.delete', { id: endpoint.id }],
    ];
    for (const [kind, path, input] of attempts) {
      const res = await trpc(stranger.token, kind, path, input);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res)).not.toContain('whsec_');
    }
    // Untouched: same secret, still active, delivery unchanged.
    expect((await trpc(owner.token, 'query', 'webhooks.secret', { id: endpoint.id })).data.secret).toBe(endpoint.secret);
    expect((await trpc(owner.token, 'query', 'webhooks.get', { id: endpoint.id })).data.state).toBe('active');
    const [after] = (await trpc(owner.token, 'query', 'webhooks.deliveries', { id: endpoint.id })).data.deliveries;
    expect(after).toEqual(delivery);
  });
});
