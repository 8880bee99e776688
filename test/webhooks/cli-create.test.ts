import { describe, expect, it } from 'vitest';
import { createDashboardSession, sessionAccount } from '../../src/core/accounts/sessions.ts';
import { email, webhookCliFixture } from './cli-support.ts';

const { state, cli, cliText } = webhookCliFixture();

describe('bin/visibility session create and webhook create, list, secret', () => {
  // Commands that do not depend on each other run at once: each is a process of its own.
  it('creates dashboard sessions and endpoints, refuses bad URLs and events, lists them and shows secrets', async () => {
    const { services } = state;
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
  });

  it('explains the private-network setting when an http:// or loopback URL is refused', async () => {
    const res = await cliText(['webhook', 'create', '--account', email, '--url', 'http://127.0.0.1:8080/hook'], {
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '0',
    });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('error: the URL must use https://');
    expect(res.stderr).toMatch(/next: .*VISIBILITY_ALLOW_PRIVATE_NETWORK=1/);
    const privateHttps = await cliText(['webhook', 'create', '--account', email, '--url', 'https://10.0.0.1/hook'], {
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '0',
    });
    expect(privateHttps.stderr).toContain('private');
    expect(privateHttps.stderr).toContain('VISIBILITY_ALLOW_PRIVATE_NETWORK=1');
  });
});
