/**
 * Connection admission (src/client-connections.ts) against the attack of issue 38: a dozen
 * addresses holding idle sockets until the process-wide cap is full locked every new client out
 * (10 of 10 connection resets). Here 12 loopback source addresses (127.0.0.2 to 127.0.0.13) hold
 * idle sockets while a 13th client (127.0.0.14) asks; small caps are configured so that it runs in
 * seconds. The same rules hold at the defaults (1,000 sockets, 100 per address, 250 per /24 or /64).
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUSAL_WAIT_MS, networkOf } from '../../src/client-connections.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const attackers = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 2}`);
let app: TestApp | undefined;
const held: net.Socket[] = [];
afterEach(async () => {
  for (const s of held.splice(0)) s.destroy();
  await app?.close();
  app = undefined;
});

/** Opens `count` sockets from `localAddress` that send nothing; resolves once each has connected (or been closed). */
async function hold(port: number, localAddress: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await new Promise<void>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve());
      held.push(s);
      s.on('error', () => {});
      s.on('close', () => resolve());
    });
  }
}
const openFrom = (localAddress?: string) => held.filter((s) => !s.destroyed && (!localAddress || s.localAddress === localAddress)).length;

/** One request on a socket of its own from `localAddress`: the status, or 0 if the connection was closed without an answer. */
const get = (port: number, localAddress: string) =>
  new Promise<number>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function start(env: Record<string, string>) {
  app = await startTestApp(env);
  return Number(new URL(app.url).port);
}

describe('connection admission: a dozen addresses cannot lock a new client out', () => {
  it('12 addresses fill the process-wide cap with idle sockets; the 13th client is served 10 of 10, their oldest idle sockets make room', async () => {
    const port = await start({ VISIBILITY_MAX_CONNECTIONS: '30', VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '5' });
    for (const address of attackers) await hold(port, address, 5);
    // 60 sockets asked for, 30 kept: each one past the cap closed the oldest idle one of the network.
    await until(() => openFrom() === 30);
    expect(attackers.map((a) => openFrom(a))).toEqual([0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5]);
    // Each address's 6th socket is refused by the per-address cap, and takes nobody's place.
    await hold(port, '127.0.0.13', 1);
    await until(() => openFrom('127.0.0.13') === 5);
    expect(openFrom()).toBe(30);

    // Ten requests at once, each on a socket of its own, from an address that holds nothing.
    const statuses = await Promise.all(Array.from({ length: 10 }, () => get(port, '127.0.0.14')));
    expect(statuses).toEqual(Array(10).fill(200));
    // The newcomers took idle sockets' places, the oldest first (127.0.0.8's); the cap still holds.
    const left = openFrom();
    expect(left).toBeGreaterThanOrEqual(20);
    expect(left).toBeLessThan(30);
    expect(openFrom('127.0.0.8')).toBeLessThan(5);
    expect(attackers.slice(8).map((a) => openFrom(a))).toEqual([5, 5, 5, 5]);
    // Renewing sockets holds nothing: the attackers' new sockets push out their own old ones.
    for (const address of attackers) await hold(port, address, 5);
    await until(() => openFrom() <= 30);
    expect(await get(port, '127.0.0.14')).toBe(200);
  });

  it('one network holds at most VISIBILITY_MAX_CONNECTIONS_PER_NETWORK; a lighter address of it still gets in', async () => {
    const port = await start({ VISIBILITY_MAX_CONNECTIONS_PER_NETWORK: '20', VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '5' });
    for (const address of attackers) await hold(port, address, 5);
    // All twelve are in 127.0.0.0/24: 20 sockets kept, the heaviest address giving way to a lighter one.
    await until(() => openFrom() === 20);
    expect(Math.max(...attackers.map((a) => openFrom(a)))).toBeLessThanOrEqual(5);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await get(port, '127.0.0.14'));
    expect(statuses).toEqual(Array(10).fill(200));
    await until(() => openFrom() <= 20);
  });

  it('the network prefix is a setting: with IPv4 /32 each address is a network of its own', async () => {
    const port = await start({ VISIBILITY_MAX_CONNECTIONS_PER_NETWORK: '3', VISIBILITY_NETWORK_PREFIX_IPV4: '32' });
    for (const address of attackers.slice(0, 3)) await hold(port, address, 5);
    await until(() => openFrom() === 9);
    expect(attackers.slice(0, 3).map((a) => openFrom(a))).toEqual([3, 3, 3]);
  });

  it('networks are IPv4 /24 and IPv6 /64 by default (an IPv4-mapped address as IPv4)', () => {
    expect(networkOf('203.0.113.77', 24, 64)).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77', 24, 64)).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 24, 64)).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2::1', 24, 64)).toBe(networkOf('2001:db8:1:2:ffff::9', 24, 64));
    expect(networkOf('2001:db8:1:3::1', 24, 64)).not.toBe(networkOf('2001:db8:1:2::1', 24, 64));
    expect(networkOf('203.0.113.77', 16, 48)).toBe('203.0.0.0/16');
  });
});

/** One request on a socket of its own: status, Retry-After and body, or status 0 if the socket was closed without an answer. */
const answer = (port: number, localAddress: string) =>
  new Promise<{ status: number; retryAfter?: string; body: string }>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      })
      .on('error', () => resolve({ status: 0, body: '' }));
  });

describe('over its connection cap a client is answered, not reset', () => {
  it('300 concurrent requests from one client at the default caps: every one gets an HTTP answer (200, or 503 with Retry-After); another client is served', async () => {
    const port = await start({});
    const flood = Promise.all(Array.from({ length: 300 }, () => answer(port, '127.0.0.2')));
    const other = await answer(port, '127.0.0.3');
    const answers = await flood;
    expect(other.status).toBe(200);
    expect(answers.filter((a) => a.status === 0)).toEqual([]);
    // The first 100 sockets (VISIBILITY_MAX_CONNECTIONS_PER_CLIENT) are always served.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(100);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(503);
      expect(a.retryAfter).toBe('1');
      expect(JSON.parse(a.body)).toEqual({ error: 'too_many_connections' });
    }
  });

  it('one client flooding silent sockets past its cap cannot take the answer of another; silent ones are reset after the wait', async () => {
    const port = await start({ VISIBILITY_MAX_CONNECTIONS: '30', VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '5' });
    // The abuser holds its 5 and 60 more that never send a request (more than the 30 refused sockets kept waiting).
    await hold(port, '127.0.0.2', 65);
    await until(() => openFrom('127.0.0.2') <= 35);
    // Another client at its own cap: its over-cap request is still answered 503, not reset.
    await hold(port, '127.0.0.3', 5);
    const over = await answer(port, '127.0.0.3');
    expect(over.status).toBe(503);
    expect(JSON.parse(over.body)).toEqual({ error: 'too_many_connections' });
    // A client under its cap is served.
    expect((await answer(port, '127.0.0.4')).status).toBe(200);
    // The silent refused sockets are reset once REFUSAL_WAIT_MS is over; the admitted ones stay.
    await until(() => openFrom('127.0.0.2') === 5, REFUSAL_WAIT_MS + 5_000);
    expect(openFrom('127.0.0.3')).toBe(5);
  });
});
