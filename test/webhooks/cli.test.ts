import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/config.ts';
import { createAccount } from '../../src/core/accounts.ts';
import { createDashboardSession, sessionAccount } from '../../src/core/dashboard/sessions.ts';
import { createProject } from '../../src/core/projects.ts';
import type { Services } from '../../src/core/services.ts';
import { createLogger } from '../../src/log.ts';
import { runCli } from '../support/cli.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';
import { finishRun } from './support.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let projectId: string;
const email = 'hooks@agency.example';

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(
    loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_ALLOW_PRIVATE_NETWORK: '1', VISIBILITY_DATA_DIR: '.data/test' } as NodeJS.ProcessEnv),
    createLogger('silent'),
    database.url,
  );
  const account = await createAccount(services.db, { email, plan: 'AGENCY' });
  projectId = (await createProject(services.db, { accountId: account.id, name: 'Hooked', domain: 'hooked.example' })).id;
});
afterAll(async () => {
  await services?.db.$disconnect();
  await database?.drop();
});

const cli = (args: string[], env: Record<string, string> = { VISIBILITY_ALLOW_PRIVATE_NETWORK: '1' }) =>
  runCli(database.url, args, env);

describe('bin/visibility session and webhook commands', () => {
  // Commands that do not depend on each other run at once: each is a process of its own.
  it('creates dashboard sessions and manages endpoints, their secrets, state and deliveries', async () => {
    const [short, created, https, bogus] = await Promise.all([
      cli(['session', 'create', '--account', email, '--expires-in', '2h']),
      cli(['webhook', 'create', '--account', email, '--url', 'http://127.0.0.1:9/hooks', '--event', 'audit_run.failed']),
      cli(['webhook', 'create', '--account', email, '--url', 'http://hooks.example.com/'], { VISIBILITY_ALLOW_PRIVATE_NETWORK: '0' }),
      cli(['webhook', 'create', '--account', email, '--url', 'https://hooks.example.com/', '--event', 'audit_run.started']),
    ]);
    expect(short.out).toEqual({ token: expect.stringMatching(/^vds_/), expiresAt: expect.any(String) });
    expect(Math.abs(Date.parse(short.out.expiresAt) - Date.now() - 2 * 3_600_000)).toBeLessThan(60_000);
    const account = await services.db.account.findUniqueOrThrow({ where: { email } });
    expect(await sessionAccount(services.db, `Bearer ${short.out.token}`)).toMatchObject({ accountId: account.id });
    const standard = await createDashboardSession(services.db, { accountId: account.id });
    expect(Math.abs(Date.parse(standard.expiresAt) - Date.now() - 12 * 3_600_000)).toBeLessThan(60_000);

    expect(created.code).toBe(0);
    expect(created.out).toEqual({
      id: expect.stringMatching(/^whe_/),
      url: 'http://127.0.0.1:9/hooks',
      secret: expect.stringMatching(/^whsec_/),
      state: 'active',
      events: ['audit_run.failed'],
    });
    expect(https).toMatchObject({ code: 1, out: { error: 'the URL must use https://' } });
    expect(bogus.code).toBe(1);
    expect(bogus.out.error).toMatch(/unknown event\(s\): audit_run.started/);
    const id = created.out.id;

    const [listed, secret] = await Promise.all([cli(['webhook', 'list', '--account', email]), cli(['webhook', 'secret', id])]);
    expect(listed.out).toEqual({
      endpoints: [
        {
          id,
          url: 'http://127.0.0.1:9/hooks',
          state: 'active',
          events: ['audit_run.failed'],
          consecutiveFailures: 0,
          pausedReason: null,
          pausedAt: null,
          createdAt: expect.any(String),
        },
      ],
    });
    expect(secret.out).toEqual({ id, secret: created.out.secret });

    const [rotated, disabled] = await Promise.all([cli(['webhook', 'rotate-secret', id]), cli(['webhook', 'disable', id])]);
    expect(rotated.out).toEqual({ id, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.out.secret).not.toBe(created.out.secret);
    expect(disabled.out).toMatchObject({ id, state: 'paused', pausedReason: 'Paused by the account holder.' });

    // An event while paused is held; it cannot be replayed until the endpoint is enabled.
    const runId = await finishRun(services, projectId, 'FAILED');
    const heldId = (await services.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: id } })).id;
    const [deliveries, secretNow, early] = await Promise.all([
      cli(['webhook', 'deliveries', id, '--limit', '5']),
      cli(['webhook', 'secret', id]),
      cli(['webhook', 'replay', heldId]),
    ]);
    expect(secretNow.out.secret).toBe(rotated.out.secret);
    expect(deliveries.out.deliveries).toEqual([
      expect.objectContaining({ id: heldId, eventId: expect.stringMatching(/^evt_/), event: 'audit_run.failed', auditRunId: runId, state: 'held', attempts: [] }),
    ]);
    expect(early.code).toBe(1);
    expect(early.out.error).toMatch(/re-enable/);

    expect((await cli(['webhook', 'enable', id])).out).toMatchObject({ id, state: 'active', pausedReason: null });
    const [replayedHeld, missing] = await Promise.all([cli(['webhook', 'replay-held', id]), cli(['webhook', 'enable', 'whe_missing'])]);
    expect(replayedHeld.out).toEqual({ replayed: [heldId] });
    expect(missing).toMatchObject({ code: 1, out: { error: 'no webhook endpoint with id whe_missing' } });
    const replayed = await cli(['webhook', 'replay', heldId]);
    expect(replayed.out).toMatchObject({ id: heldId, state: 'pending', nextAttemptAt: expect.any(String) });

    expect((await cli(['webhook', 'delete', id])).out).toEqual({ id, deleted: true });
    expect(await services.db.webhookEndpoint.count()).toBe(0);
  });
});
