/**
 * The dashboard behind a TLS-terminating reverse proxy (issue 20, item 4), through a real proxy on
 * loopback that forwards X-Forwarded-Proto/-Host/-For: with VISIBILITY_TRUST_PROXY naming the
 * proxy, the CSRF origin check compares the browser's https origin with the forwarded one, the
 * session cookie is Secure (`__Host-`), and the sign-in limit counts the forwarded client address;
 * without the setting (the default), the forwarded headers are not believed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../src/core/accounts/users.ts';
import { consumeRateLimit } from '../../src/core/access/rate-limit.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { type ForwardingProxy, startForwardingProxy } from '../support/forwarding-proxy.ts';

const PASSWORD = 'correct horse battery';
const CLIENT = 'x-test-client';

let trusting: TestApp;
let proxy: ForwardingProxy;
beforeAll(async () => {
  trusting = await startTestApp({ VISIBILITY_TRUST_PROXY: '127.0.0.1' });
  // The client address the proxy reports comes from a header of the test's own requests.
  proxy = await startForwardingProxy(trusting.url, { clientAddress: (req) => String(req.headers[CLIENT] ?? req.socket.remoteAddress) });
});
afterAll(async () => {
  await proxy?.close();
  await trusting?.close();
});

async function ownerOf(app: TestApp) {
  const seeded = await seedAccount(app.services);
  const email = `owner-${seeded.account.id}@example.test`;
  await addUser(app.services.db, { accountId: seeded.account.id, email, role: 'OWNER', password: PASSWORD });
  return email;
}

/** What a browser on the proxy's https origin sends. */
function signIn(base: string, email: string, headers: Record<string, string> = {}) {
  const origin = `https://${new URL(base).host}`;
  return fetch(`${base}/app/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin, ...headers },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
}

describe('behind a TLS-terminating proxy (VISIBILITY_TRUST_PROXY set)', () => {
  it('sign-in from the https origin succeeds and the session cookie is Secure (__Host-); the cookie then works through the proxy', async () => {
    const email = await ownerOf(trusting);
    const res = await signIn(proxy.url, email);
    expect(res.status).toBe(200);
    const set = res.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^__Host-vis_session=vds_[^;]+;/);
    expect(set).toMatch(/;\s*Secure/i);
    expect(set).toMatch(/;\s*HttpOnly/i);
    const cookie = set.split(';')[0];
    const me = await fetch(`${proxy.url}/trpc/me.get`, { headers: { cookie } });
    expect([me.status, ((await me.json()) as { result: { data: { email: string } } }).result.data.email]).toEqual([200, email]);
    // A mutation from the same https origin passes CSRF; from another origin it does not.
    const origin = `https://${new URL(proxy.url).host}`;
    const other = await fetch(`${proxy.url}/app/api/sign-out`, {
      method: 'POST',
      headers: { cookie, 'x-csrf': '1', origin: 'https://evil.example' },
    });
    expect([other.status, ((await other.json()) as { error: string }).error]).toEqual([403, 'csrf_rejected']);
    const out = await fetch(`${proxy.url}/app/api/sign-out`, { method: 'POST', headers: { cookie, 'x-csrf': '1', origin } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/__Host-vis_session=;.*Secure/i);
  });

  it('the sign-in limit counts each forwarded client address, not the proxy', async () => {
    const email = await ownerOf(trusting);
    await trusting.services.db.rateLimitWindow.deleteMany({});
    // Client A has used up its attempts (60 a minute per address).
    for (let i = 0; i < 60; i++) await consumeRateLimit(trusting.services.db, 'signin-from:203.0.113.7', 'read');
    const a = await signIn(proxy.url, email, { [CLIENT]: '203.0.113.7' });
    expect([a.status, ((await a.json()) as { error: string }).error]).toEqual([429, 'rate_limited']);
    expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    // Client B behind the same proxy is not held back by A.
    const b = await signIn(proxy.url, email, { [CLIENT]: '203.0.113.8' });
    expect(b.status).toBe(200);
    const windows = await trusting.services.db.rateLimitWindow.findMany({ where: { apiKeyId: { startsWith: 'signin-from:' } } });
    expect(windows.map((w) => w.apiKeyId).sort()).toEqual(['signin-from:203.0.113.7', 'signin-from:203.0.113.8']);
  });
});

describe('without VISIBILITY_TRUST_PROXY (the default)', () => {
  it('the forwarded headers are not believed: the https origin is refused, and a forged X-Forwarded-For counts as the peer', async () => {
    const plain = await startTestApp();
    const plainProxy = await startForwardingProxy(plain.url, { clientAddress: () => '198.51.100.9' });
    try {
      const email = await ownerOf(plain);
      // What issue 20 saw: every sign-in behind the proxy refused.
      const refused = await signIn(plainProxy.url, email);
      expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([403, 'csrf_rejected']);
      // Directly, a client's own X-Forwarded-* change nothing: plain http, its socket address.
      const direct = await fetch(`${plain.url}/app/api/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf': '1', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.10' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(direct.status).toBe(200);
      expect(direct.headers.get('set-cookie')).toMatch(/^vis_session=/);
      expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/i);
      const windows = await plain.services.db.rateLimitWindow.findMany({ where: { apiKeyId: { startsWith: 'signin-from:' } } });
      expect(windows.map((w) => w.apiKeyId)).toEqual(['signin-from:127.0.0.1']);
    } finally {
      await plainProxy.close();
      await plain.close();
    }
  });

  it('a trust list that does not name the peer believes nothing either', async () => {
    const other = await startTestApp({ VISIBILITY_TRUST_PROXY: '10.0.0.0/8, 192.168.0.1' });
    const otherProxy = await startForwardingProxy(other.url);
    try {
      const refused = await signIn(otherProxy.url, await ownerOf(other));
      expect(refused.status).toBe(403);
    } finally {
      await otherProxy.close();
      await other.close();
    }
  });
});
