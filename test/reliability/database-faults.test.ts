/**
 * The database as a fault: down from the start, cut off in the middle of traffic, and saturated by
 * a burst of triggers. Requests answer 503 with Retry-After (never 500) and recover by themselves.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createServices } from '../../src/app.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createLogger } from '../../src/log.ts';
import { buildServer } from '../../src/server.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';

let app: TestApp;
let admin: pg.Client;
beforeAll(async () => {
  // A small pool with a short wait, so that overload shows within a test's burst.
  // The burst stands for many clients: one test client (one address, one network) may hold as many sockets as it sends requests.
  app = await startTestApp({
    VISIBILITY_DB_POOL_SIZE: '3',
    VISIBILITY_DB_POOL_TIMEOUT_MS: '300',
    VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '1000',
    VISIBILITY_MAX_CONNECTIONS_PER_NETWORK: '1000',
  });
  admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await app?.close();
});

const dbName = () => new URL(app.databaseUrl).pathname.slice(1);
const auth = (key: string) => ({ authorization: `Bearer ${key}` });

describe('database unavailable', () => {
  it('a database that cannot be reached: 503 database_unavailable with Retry-After; /healthz live, /readyz 503', async () => {
    const config = loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_DATA_DIR: '.data/test' });
    const services = createServices(config, createLogger('silent'), 'postgresql://postgres@127.0.0.1:1/none');
    const server = await buildServer(services);
    try {
      const res = await server.inject({ url: '/api/v1/projects', headers: auth('vis_live_x') });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: { error: 'database_unavailable' } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const post = await server.inject({ method: 'POST', url: '/api/v1/projects', headers: auth('vis_live_x'), payload: {} });
      expect(post.statusCode).toBe(503);
      expect((await server.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await server.inject({ url: '/readyz' });
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'database_unreachable' },
      });
      expect(ready.headers['retry-after']).toBeDefined();
      // GraphQL answers as REST does (it was 500 internal_error), in its own shape.
      const graphql = await server.inject({ url: '/graphql?query=%7B__typename%7D', headers: auth('vis_live_x') });
      expect({ status: graphql.statusCode, body: graphql.json() }).toMatchObject({
        status: 503,
        body: { errors: [{ extensions: { code: 'database_unavailable' } }] },
      });
      expect(Number(graphql.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
      await services.db.$disconnect();
    }
  });

  it('/readyz is 200 on a migrated database and 503 while a migration is pending', async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    await app.services.db
      .$executeRaw`UPDATE "_schema_migrations" SET name = name || '-renamed' WHERE name = (SELECT max(name) FROM "_schema_migrations")`;
    try {
      const res = await fetch(`${app.url}/readyz`);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'migrations_pending' },
      });
    } finally {
      await app.services.db.$executeRaw`UPDATE "_schema_migrations" SET name = replace(name, '-renamed', '')`;
    }
  });

  it('a restart mid-traffic: requests answer 503 while it is away and 200 again without intervention', async () => {
    const { key, projects } = await seedAccount(app.services);
    const graphql = `/graphql?query=${encodeURIComponent(`{ project(slug: "${projects[0].slug}") { name citations(first: 5) { edges { node { url } } } } }`)}`;
    const paths = ['/api/v1/projects', `/api/v1/projects/${projects[0].slug}`, graphql, `/api/v1/projects/${projects[0].slug}/citations`];
    const statuses = new Map<number, number>();
    let stop = false;
    let i = 0;
    const traffic = (async () => {
      while (!stop) {
        const res = await fetch(app.url + paths[i++ % paths.length], { headers: auth(key) });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) {
          expect(res.status).toBe(503);
          const body = await res.json();
          if (res.url.includes('/graphql')) expect(body.errors[0].extensions.code).toBe('database_unavailable');
          else expect(body).toEqual({ error: 'database_unavailable' });
          expect(res.headers.get('retry-after')).not.toBeNull();
        } else await res.arrayBuffer();
      }
    })();
    const seen = (status: number) => (statuses.get(status) ?? 0) > 0;
    await until(() => seen(200));
    // The "restart": every connection of the database is cut and new ones are refused for a while.
    await admin.query(`ALTER DATABASE ${dbName()} ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [dbName()]);
    await until(() => seen(503));
    const okBefore = statuses.get(200) ?? 0;
    await admin.query(`ALTER DATABASE ${dbName()} ALLOW_CONNECTIONS true`);
    const back = Date.now();
    await until(() => (statuses.get(200) ?? 0) > okBefore + 5);
    stop = true;
    await traffic;
    const recoveryMs = Date.now() - back;
    console.log(
      `database restart: ${JSON.stringify(Object.fromEntries(statuses))}, recovered ${recoveryMs} ms after connections were allowed`,
    );
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 429 && s !== 503)).toEqual([]);
  });
});

describe('overload', () => {
  it('a burst of concurrent triggers over many keys: 202/429/503, never 500; exactly one run per project', async () => {
    const { account, projects } = await seedAccount(app.services, { projects: 5 });
    // Seeded one at a time: the app's pool is kept small for the burst, not for the setup.
    const keys: Awaited<ReturnType<typeof createApiKey>>[] = [];
    for (let i = 0; i < 30; i++)
      keys.push(await createApiKey(app.services.db, { accountId: account.id, role: 'TRIGGER', projectSlugs: [] }));
    const results = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const res = await fetch(`${app.url}/api/v1/projects/${projects[i % 5].slug}/audits`, {
          method: 'POST',
          headers: auth(keys[i % keys.length].key),
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
      }),
    );
    const byStatus: Record<string, typeof results> = {};
    for (const r of results) (byStatus[r.status] ??= []).push(r);
    console.log(`trigger burst: ${JSON.stringify(Object.fromEntries(Object.entries(byStatus).map(([s, rs]) => [s, rs.length])))}`);
    expect(Object.keys(byStatus).filter((s) => !['200', '202', '429', '503'].includes(s))).toEqual([]);
    for (const r of byStatus['503'] ?? []) {
      expect(r.body).toEqual({ error: 'service_unavailable' });
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    expect(results.filter((r) => r.body.data?.created)).toHaveLength(5);
    expect(await app.services.db.auditRun.count({ where: { accountId: account.id } })).toBe(5);
  });
});

async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}
