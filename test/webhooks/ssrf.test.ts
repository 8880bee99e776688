import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { createLogger } from '../../src/log.ts';
import type { Resolver } from '../../src/net/safe-agent.ts';
import { listDeliveries } from '../../src/core/webhooks/deliveries.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { closeSharedSafeAgents, eventually, finishRun, startReceiver, startWebhookWorker } from './support.ts';

/**
 * Outgoing webhook requests may reach public addresses only (unless VISIBILITY_ALLOW_PRIVATE_NETWORK=1):
 * checked when an endpoint is registered (IP literals) and on every attempt at connect time (what
 * the host name resolves to). No request here leaves loopback: names resolve through a test
 * resolver, and a refused address is never connected to.
 */
let app: TestApp;
/** The same database, configured as in production: public addresses and https only. */
let production: Services;

beforeAll(async () => {
  app = await startTestApp();
  production = createServices(
    loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_DATA_DIR: '.data/test' }),
    createLogger('silent'),
    app.databaseUrl,
  );
});
afterAll(async () => {
  await closeSharedSafeAgents();
  await production?.db.$disconnect();
  await app?.close();
});

const operator = { operator: true } as const;

/** Every blocked range, in IPv4, IPv6 and the IPv6 forms that carry an IPv4 address. */
const blocked: [string, RegExp][] = [
  ['0.0.0.0', /unspecified/],
  ['10.1.2.3', /private network/],
  ['100.64.0.1', /carrier-grade NAT/],
  ['127.0.0.1', /loopback/],
  ['127.255.0.9', /loopback/],
  ['169.254.169.254', /link-local/],
  ['172.16.0.1', /private network/],
  ['172.31.255.254', /private network/],
  ['192.0.0.8', /reserved/],
  ['192.168.1.1', /private network/],
  ['198.18.0.1', /benchmarking/],
  ['224.0.0.1', /multicast/],
  ['240.0.0.1', /reserved/],
  ['255.255.255.255', /broadcast/],
  ['::1', /loopback/],
  ['::', /unspecified/],
  ['fe80::1', /link-local/],
  ['fc00::1', /unique local/],
  ['fd12:3456::1', /unique local/],
  ['ff02::1', /multicast/],
  ['::ffff:127.0.0.1', /loopback/],
  ['::ffff:10.0.0.1', /private network/],
  ['::ffff:169.254.169.254', /link-local/],
  ['64:ff9b::a9fe:a9fe', /link-local/], // NAT64 of 169.254.169.254
  ['2002:c0a8:101::1', /private network/], // 6to4 of 192.168.1.1
  ['::7f00:1', /loopback|IPv4-compatible/], // IPv4-compatible 127.0.0.1
];

const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);

describe('registration refuses what can never be delivered safely', () => {
  it('refuses every blocked IP literal, with a clear reason', async () => {
    const { account } = await seedAccount(app.services);
    for (const [address, reason] of blocked) {
      const attempt = createEndpoint(production, { accountId: account.id, url: `https://${literal(address)}/hooks` });
      await expect(attempt, address).rejects.toMatchObject({ appCode: 'invalid_url', message: expect.stringMatching(reason) });
    }
    // Other spellings of loopback, which URL parsing turns into 127.0.0.1.
    for (const url of ['https://2130706433/', 'https://0x7f.0.0.1/', 'https://0177.0.0.1/', 'https://127.1/']) {
      await expect(createEndpoint(production, { accountId: account.id, url }), url).rejects.toThrow(/127\.0\.0\.1 is a loopback address/);
    }
    await expect(createEndpoint(production, { accountId: account.id, url: 'https://localhost:8443/' })).rejects.toThrow(/loopback/);
    expect(await production.db.webhookEndpoint.count({ where: { accountId: account.id } })).toBe(0);
  });

  it('wants https without credentials in production, and allows http only with private networks', async () => {
    const { account } = await seedAccount(app.services);
    const create = (services: Services, url: string) => createEndpoint(services, { accountId: account.id, url });
    await expect(create(production, 'http://hooks.example.com/')).rejects.toThrow('the URL must use https://');
    await expect(create(production, 'ftp://hooks.example.com/')).rejects.toThrow('the URL must use https://');
    await expect(create(production, 'https://user:pass@hooks.example.com/')).rejects.toThrow('must not contain a user name or password');
    await expect(create(production, 'not a url')).rejects.toThrow('not a valid absolute URL');
    await expect(create(production, 'https://hooks.example.com/a'.padEnd(3000, 'a'))).rejects.toThrow(/1 to 2048 characters/);
    expect(await create(production, 'https://hooks.example.com/in#frag')).toMatchObject({ url: 'https://hooks.example.com/in' });
    expect(await create(production, 'https://93.184.216.34:8443/x')).toMatchObject({ url: 'https://93.184.216.34:8443/x' });
    expect(await create(app.services, 'http://127.0.0.1:8080/x')).toMatchObject({ state: 'active' });
  });
});

describe('every attempt checks the addresses it connects to', () => {
  it('refuses a host name that resolves to any blocked address, without connecting', async () => {
    const answers = new Map<string, string[]>();
    // Every blocked address, and a public address mixed with a private one (a rebinding setup).
    const cases = [...blocked.map(([a]) => [a]), ['93.184.216.34', '10.0.0.1']];
    const endpoints: string[] = [];
    const projectIds: string[] = [];
    for (let start = 0; start < cases.length; start += 15) {
      const { account, projects } = await seedAccount(app.services);
      projectIds.push(projects[0].id);
      for (const [i, addresses] of cases.entries()) {
        if (i < start || i >= start + 15) continue;
        const host = `h${i}.hooks.example`;
        answers.set(host, addresses);
        endpoints.push((await createEndpoint(production, { accountId: account.id, url: `https://${host}/hooks` })).id);
      }
    }
    let lookups = 0;
    const resolve: Resolver = async (hostname) => {
      lookups++;
      return (answers.get(hostname) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    const worker = await startWebhookWorker(production, app.databaseUrl, {
      settings: { retryDelaysSeconds: [], pauseAfter: 10, timeoutMs: 2000 },
      network: { resolve },
    });
    try {
      for (const projectId of projectIds) await finishRun(app.services, projectId);
      for (const [i, id] of endpoints.entries()) {
        const [delivery] = await eventually(
          () => listDeliveries(app.services.db, operator, id).then((r) => r.deliveries),
          (d) => d[0]?.state === 'failed',
        );
        expect(delivery.attempts, cases[i].join(',')).toEqual([
          expect.objectContaining({
            outcome: 'failure',
            statusCode: null,
            error: expect.stringMatching(/^blocked_address: blocked address \(/),
          }),
        ]);
      }
      expect(lookups).toBeGreaterThanOrEqual(cases.length);
    } finally {
      await worker.stop();
    }
  });

  it('re-checks at connect time even when the URL was accepted: denied ranges and http in production', async () => {
    const receiver = await startReceiver();
    const { account, projects } = await seedAccount(app.services);
    // Registered while private networks were allowed (local testing)...
    const direct = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    const viaName = await createEndpoint(app.services, { accountId: account.id, url: receiver.url.replace('127.0.0.1', 'receiver.test') });
    const resolve: Resolver = async () => [{ address: '::ffff:127.0.0.1', family: 6 }];
    // ...then sent by a worker whose policy refuses loopback (denyCidrs wins even over allowPrivate).
    const worker = await startWebhookWorker(app.services, app.databaseUrl, {
      settings: { retryDelaysSeconds: [], pauseAfter: 10, timeoutMs: 2000 },
      network: { denyCidrs: ['127.0.0.0/8'], resolve },
    });
    try {
      await finishRun(app.services, projects[0].id);
      for (const id of [direct.id, viaName.id]) {
        const [d] = await eventually(
          () => listDeliveries(app.services.db, operator, id).then((r) => r.deliveries),
          (x) => x[0]?.state === 'failed',
        );
        expect(d.attempts[0].error).toMatch(/^blocked_address: blocked address \(explicitly denied\)/);
      }
      await worker.stop();

      // And a production worker does not send http:// at all.
      const other = await seedAccount(app.services);
      const strict = await createEndpoint(app.services, { accountId: other.account.id, url: `${receiver.url}?strict` });
      await finishRun(app.services, other.projects[0].id);
      const prodWorker = await startWebhookWorker(production, app.databaseUrl, {
        settings: { retryDelaysSeconds: [], pauseAfter: 10, timeoutMs: 2000 },
      });
      try {
        const [d] = await eventually(
          () => listDeliveries(app.services.db, operator, strict.id).then((r) => r.deliveries),
          (x) => x[0]?.state === 'failed',
        );
        expect(d.attempts[0].error).toMatch(/^protocol: URL scheme "http:" is not allowed/);
      } finally {
        await prodWorker.stop();
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await worker.stop().catch(() => {});
      await receiver.close();
    }
  });
});
