/**
 * The worker's presence session through an outage, attempt by attempt: the proxy in front of the
 * database accepts each connection and closes it at once, so every attempt to reopen the session
 * is counted. Attempts come one at a time with growing delays (not two per failure, each starting
 * two more, as before: 55,980 reconnects in 16 s), and once the database is back exactly one
 * session is open and nothing keeps trying. Through a network that accepts and never answers,
 * each attempt is given up (and closed) at its deadline instead of hanging for good.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workerSessionName } from '../../src/core/kernel/worker-session.ts';
import { startWorkerPresence } from '../../src/jobs/worker-presence.ts';
import { createLogger } from '../../src/log.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { eventually } from '../webhooks/support.ts';

let app: TestApp;
let proxy: TcpProxy;
beforeAll(async () => {
  app = await startTestApp();
  const target = new URL(app.databaseUrl);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
});
afterAll(async () => {
  await proxy?.close();
  await app?.close();
});

const sessionsNamed = async (name: string) =>
  (await app.services.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${name}`)[0].n;

it('reopens a lost session one attempt at a time, with growing delays, and holds exactly one session after', async () => {
  const presence = await startWorkerPresence(proxy.route(app.databaseUrl), createLogger('silent'), {
    backoff: { baseMs: 100, maxMs: 800 },
    connectTimeoutMs: 1_000,
  });
  const name = workerSessionName(presence.workerId);
  try {
    expect(await sessionsNamed(name)).toBe(1);
    const before = proxy.accepted;
    await proxy.cut('reset');
    // The outage's length: what is measured is how many attempts it saw.
    await new Promise((r) => setTimeout(r, 3_000));
    const attempts = proxy.accepted - before;
    // Delays of 50-100, 100-200, 200-400, then 400-800 ms: 4 to 9 attempts fit in 3 s.
    console.log(`worker presence: ${attempts} attempts to reopen during a 3 s outage`);
    expect(attempts).toBeLessThanOrEqual(9);
    await proxy.restore();
    await eventually(
      () => sessionsNamed(name),
      (n) => n === 1,
      5_000,
    );
    // Reopened, and nothing else is still trying: no connection is made after the one that held.
    const settled = proxy.accepted;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(proxy.accepted).toBe(settled);
    expect(await sessionsNamed(name)).toBe(1);
    // Not so slow either: the delays grow from 100 ms.
    expect(attempts).toBeGreaterThanOrEqual(4);
  } finally {
    await presence.stop();
  }
  await eventually(
    () => sessionsNamed(name),
    (n) => n === 0,
    5_000,
  );
});

it('gives up an attempt that hangs (a half-open network) at its deadline, closes it, and reopens once the network is back', async () => {
  const presence = await startWorkerPresence(proxy.route(app.databaseUrl), createLogger('silent'), {
    backoff: { baseMs: 100, maxMs: 400 },
    connectTimeoutMs: 500,
  });
  const name = workerSessionName(presence.workerId);
  try {
    const before = proxy.accepted;
    await proxy.cut('hold');
    let mostHeld = 0;
    const until = Date.now() + 3_000;
    // The outage's length, sampled: how many attempts hang at once.
    while (Date.now() < until) {
      mostHeld = Math.max(mostHeld, proxy.held.size);
      await new Promise((r) => setTimeout(r, 50));
    }
    const attempts = proxy.accepted - before;
    console.log(`worker presence: ${attempts} attempts, at most ${mostHeld} hanging at once, during a 3 s half-open outage`);
    // Without a deadline the first attempt would hang for good: one attempt, never given up.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(mostHeld).toBe(1);
    await proxy.restore();
    await eventually(
      () => sessionsNamed(name),
      (n) => n === 1,
      5_000,
    );
    expect(proxy.held.size).toBe(0);
  } finally {
    await presence.stop();
  }
});

it("keeps its own name when the operator's DATABASE_URL names its sessions", async () => {
  const url = new URL(app.databaseUrl);
  url.searchParams.set('application_name', 'operator-named');
  const presence = await startWorkerPresence(url.toString(), createLogger('silent'));
  try {
    // Other workers look for this name to tell the worker alive (core/kernel/worker-session.ts).
    expect(await sessionsNamed(workerSessionName(presence.workerId))).toBe(1);
    expect(await sessionsNamed('operator-named')).toBe(0);
  } finally {
    await presence.stop();
  }
});
