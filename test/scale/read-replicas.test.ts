// Reads from a streaming replica (DATABASE_REPLICA_URL, src/db/replicas.ts) against a real primary
// and replica made with pg_basebackup on loopback (test/support/replica-cluster.ts): the lists go
// to the replica, writes and reads of a write just made to the primary, a stopped replica costs no
// request and /readyz shows it. The background check's interval is long here: the test runs the
// check itself (the same function the timer runs) where it needs a fresh one, so nothing waits on time.
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, migrateAll } from '../../src/app.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { ReadReplicas, type ReplicaStatus } from '../../src/db/replicas.ts';
import { createLogger } from '../../src/log.ts';
import { buildServer } from '../../src/server.ts';
import { seedAccount, TEST_SECRET_KEY } from '../support/app.ts';
import { type ReplicaCluster, replicaClusterUnavailable, startReplicaCluster } from '../support/replica-cluster.ts';

const unavailable = replicaClusterUnavailable();
if (unavailable) console.warn(`read-replicas.test.ts skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('reads from a streaming replica', () => {
  let cluster: ReplicaCluster;
  let services: Services;
  let server: Awaited<ReturnType<typeof buildServer>>;
  let url: string;
  let key: string;
  let accountId: string;
  let workspace: string;

  const get = (path: string, k = key) => fetch(url + path, { headers: { authorization: `Bearer ${k}` } });
  const slugsListed = async (k = key) => {
    const res = await get('/api/v1/projects?limit=100', k);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { slug: string }[] }).data.map((p) => p.slug);
  };
  const replica = async (): Promise<ReplicaStatus> => {
    const body = (await (await fetch(`${url}/readyz`)).json()) as { status: string; replicas: ReplicaStatus[] };
    expect(body.status).toBe('ready');
    return body.replicas[0];
  };
  const oldest = (slugs: string[]) => slugs[slugs.length - 1];
  /** Runs checks until the replica serves reads (it starts unused until it has replayed a position a check noted). */
  const streaming = async () => {
    for (;;) {
      await services.replicas.check();
      if ((await replica()).state === 'streaming') return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
    await migrateAll(cluster.primaryUrl, log);
    const config = loadConfig({
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
      DATABASE_REPLICA_URL: cluster.replicaUrl,
      // A paused replay must not push the replica past the bound while a test looks at its stale view.
      VISIBILITY_REPLICA_MAX_LAG_MS: '600000',
      VISIBILITY_REPLICA_CHECK_MS: '600000',
    });
    services = createServices(config, log, cluster.primaryUrl);
    server = await buildServer(services);
    await server.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const seeded = await seedAccount(services);
    key = seeded.key;
    accountId = seeded.account.id;
    workspace = seeded.account.workspaces[0]!;
    await streaming();
  });

  afterAll(async () => {
    await server?.close();
    await services?.replicas.close();
    await services?.db.$disconnect();
    cluster?.close();
  });

  it('/readyz names the replica, streaming with its lag', async () => {
    const r = await replica();
    expect(r).toMatchObject({ name: cluster.replicaUrl.replace('postgresql://postgres@', ''), state: 'streaming' });
    expect(r.lagMs).toBeGreaterThanOrEqual(0);
  });

  it('a list is read on the replica: a row written on the primary shows once the replica has replayed it, and a key or project just created is read on the primary', async () => {
    cluster.pauseReplay();
    try {
      // Written on the primary while the replica holds its replay.
      const project = await createProject(services.db, {
        accountId,
        name: 'Held back',
        domain: 'held-back.example',
        workspaceSlug: workspace,
      });
      const newKey = await createApiKey(services.db, { accountId, role: 'TRIGGER', projectSlugs: [] });
      await services.replicas.check();
      expect((await replica()).state).toBe('streaming');

      // The key just created authenticates (the gate reads keys on the primary); the list, read
      // on the replica, does not have the project yet.
      expect(await slugsListed(newKey.key)).not.toContain(project.slug);
      // The project itself, read by slug, is on the primary: a read of a write just made.
      expect((await get(`/api/v1/projects/${project.slug}`)).status).toBe(200);

      // A write through the API, then a read of it at once: both on the primary.
      const created = await fetch(`${url}/api/v1/projects`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Made via API', domain: 'made-via-api.example' }),
      });
      expect(created.status).toBe(201);
      const { data } = (await created.json()) as { data: { slug: string } };
      expect((await get(`/api/v1/projects/${data.slug}`)).status).toBe(200);
      expect(await slugsListed()).not.toContain(data.slug);

      // GraphQL's list runs the same operation: read on the replica too.
      const gql = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ projects(first: 100) { edges { node { slug } } } }' }),
      });
      const gqlSlugs = ((await gql.json()) as { data: { projects: { edges: { node: { slug: string } }[] } } }).data.projects.edges.map(
        (e) => e.node.slug,
      );
      expect(gqlSlugs).toContain(oldest(await slugsListed()));
      expect(gqlSlugs).not.toContain(project.slug);

      // A field that is not an operation (a project's competitors, a batched loader) reads on the
      // replica in a query too: a competitor added by a mutation just now is not there yet.
      const graphql = async (query: string) => {
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        const body = (await res.json()) as { data: Record<string, unknown>; errors?: unknown[] };
        expect(body.errors).toBeUndefined();
        return body.data;
      };
      const target = oldest(await slugsListed());
      const added = await graphql(
        `mutation { addCompetitor(projectSlug: "${target}", name: "Rival", domain: "rival-held.example") { domain } }`,
      );
      expect(added).toEqual({ addCompetitor: { domain: 'rival-held.example' } });
      const competitorsRead = async () =>
        ((await graphql(`{ project(slug: "${target}") { competitors { domain } } }`)) as { project: { competitors: { domain: string }[] } })
          .project.competitors;
      expect(await competitorsRead()).toEqual([]);

      cluster.resumeReplay();
      // Once replayed, the replica's list has both (polled: replay takes its own time).
      for (;;) {
        const slugs = await slugsListed();
        if (slugs.includes(project.slug) && slugs.includes(data.slug)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await competitorsRead()).toEqual([{ domain: 'rival-held.example' }]);
    } finally {
      cluster.resumeReplay();
    }
  });

  it('a replica behind by more than the bound is skipped: its reads go to the primary until it has caught up', async () => {
    // A second router over the same primary and replica, its bound 0: any lag is too much.
    const strict = new ReadReplicas(
      services.db,
      { urls: [cluster.replicaUrl], maxLagMs: 0, checkIntervalMs: 600_000 },
      { size: 2, acquireTimeoutMs: 5_000 },
    );
    try {
      for (;;) {
        await strict.check();
        if (strict.status()[0].state === 'streaming') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(strict.reader()).not.toBe(services.db);
      cluster.pauseReplay();
      try {
        await createProject(services.db, { accountId, name: 'Lag probe', domain: 'lag-probe.example', workspaceSlug: workspace });
        // Two checks some milliseconds apart: the second finds the replica behind the first's position.
        await strict.check();
        await new Promise((r) => setTimeout(r, 20));
        await strict.check();
        expect(strict.status()[0]).toMatchObject({ state: 'lagging' });
        expect(strict.status()[0].lagMs).toBeGreaterThan(0);
        expect(strict.reader()).toBe(services.db);
      } finally {
        cluster.resumeReplay();
      }
      for (;;) {
        await strict.check();
        if (strict.status()[0].state === 'streaming') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(strict.reader()).not.toBe(services.db);
    } finally {
      await strict.close();
    }
  });

  it('a replica stopped costs no read: the read runs on the primary, /readyz shows it down, then streaming once it is back', async () => {
    const before = await slugsListed();
    cluster.stopReplica();
    try {
      // The replica was streaming at the last check: this read is sent there, fails to connect,
      // and runs again on the primary.
      expect(await slugsListed()).toEqual(before);
      expect(await replica()).toEqual({ name: expect.any(String), state: 'down', lagMs: null });
      // A check while it is down keeps it down; reads keep going to the primary.
      await services.replicas.check();
      expect((await replica()).state).toBe('down');
      expect(await slugsListed()).toEqual(before);
      // An export (a plain route, not an operation) reads through the same fallback.
      expect((await get('/api/v1/projects/' + before[0] + '/citations.csv')).status).toBe(200);
    } finally {
      cluster.startReplica();
    }
    await streaming();
    expect(await slugsListed()).toEqual(before);
  });
  it('an export whose replica stops in the middle of the download finishes on the primary, with every row once', async () => {
    const slug = (await slugsListed())[0];
    const [{ id: projectId }] = await services.db.$queryRaw<{ id: string }[]>`SELECT id FROM project WHERE slug = ${slug}`;
    // 30,000 citations (60 pages of the export, about 12 MB of NDJSON: more than the sockets
    // between the server and this client buffer, so pages are still to be read when the replica stops).
    await services.db
      .$executeRaw`INSERT INTO citation (id, account_id, project_id, engine, observed_at, url, normalized_url, host, position, is_client_domain, is_competitor_domain, citation_confidence)
      SELECT 'cit_failover_' || c, ${accountId}, ${projectId}, 'PERPLEXITY', now() - c * interval '1 second',
        'https://failover.example/page/' || c, 'https://failover.example/page/' || c, 'failover.example', 1, false, false, 90
      FROM generate_series(1, 30000) c`;
    const onPrimary = await services.db.$queryRaw<{ id: string }[]>`SELECT id FROM citation WHERE project_id = ${projectId}`;
    // The replica has replayed them before the download starts (polled: replay takes its own time).
    const replicaClient = new pg.Client({ connectionString: cluster.replicaUrl });
    await replicaClient.connect();
    try {
      while (
        Number((await replicaClient.query('SELECT count(*) FROM citation WHERE project_id = $1', [projectId])).rows[0].count) <
        onPrimary.length
      )
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await replicaClient.end();
    }
    await services.replicas.check();
    expect((await replica()).state).toBe('streaming');

    const res = await get(`/api/v1/projects/${slug}/citations.ndjson`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    let text = decoder.decode(first.value, { stream: true });
    cluster.stopReplica();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } finally {
      cluster.startReplica();
    }
    const ids = text
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids.length).toBe(onPrimary.length);
    expect(new Set(ids)).toEqual(new Set(onPrimary.map((r) => r.id)));
    expect((await replica()).state).toBe('down');
    await streaming();
  });
});
