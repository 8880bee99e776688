import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let key: string;
let slug: string;
beforeAll(async () => {
  // Private networks off, as in production (the test harness turns them on by default).
  app = await startTestApp({ VISIBILITY_ALLOW_PRIVATE_NETWORK: '0' });
  const seeded = await seedAccount(app.services);
  key = seeded.key;
  slug = seeded.projects[0].slug;
});
afterAll(async () => app?.close());

const json = { 'content-type': 'application/json' };

/** Clears the keys' rate-limit windows: these tests send more writes than a key may per minute. */
const freshWindow = () => app.services.db.rateLimitWindow.deleteMany({});

async function expectError(res: Response, status: number, code: string) {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error: code } });
}

describe('hostile input is a 4xx, never a 500', () => {
  it('query parameters named like Object.prototype members are plain (ignored) parameters', async () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const list = await app.request(`/api/v1/projects?${name}=1&${name}=2`, { key });
      expect(list.status, name).toBe(200);
      const citations = await app.request(`/api/v1/projects/${slug}/citations?${name}=x`, { key });
      expect(citations.status, name).toBe(200);
    }
  });

  it('JSON nested deeper than the limit is 400 invalid_body', async () => {
    for (const body of ['['.repeat(5000) + ']'.repeat(5000), `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`]) {
      await expectError(await app.request('/api/v1/projects', { key, method: 'POST', body, headers: json }), 400, 'invalid_body');
    }
    // Depth is counted outside strings only.
    const ok = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      body: JSON.stringify({ name: '[[[['.repeat(40), domain: 'deep-name.example' }),
      headers: json,
    });
    expect(ok.status).toBe(201);
  });

  it('percent-encoded and trailing-slash paths pass the same gate: 401 before anything', async () => {
    for (const [method, path] of [
      ['GET', `/api/v1/projects/x/repor%74`],
      ['GET', `/api/v1/projects/x/repor%74.pdf`],
      ['GET', `/api/v1/projects/x/report/`],
      ['GET', `/api/v1/PROJECTS`],
      ['GET', `/api/v1/projects/%78`],
      ['POST', `/api/v1/projects/`],
      ['POST', `/api/v1/projects/x/audits/`],
    ] as const) {
      // Plain fetch: the OpenAPI checker of app.request does not know these spellings.
      const res = await fetch(app.url + path, { method, body: method === 'POST' ? '{bad' : undefined, headers: json });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: 'unauthorized' });
    }
    // With a key they reach the same operation as the plain form.
    const auth = { authorization: `Bearer ${key}` };
    await expectError(await fetch(`${app.url}/api/v1/projects/${slug}/repor%74`, { headers: auth }), 404, 'no_completed_audit');
    const encodedSlug = slug.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`);
    const detail = await fetch(`${app.url}/api/v1/projects/${encodedSlug}/`, { headers: auth });
    expect(detail.status).toBe(200);
  });

  it('NUL characters in bodies, paths and queries are 400', async () => {
    await expectError(
      await app.request('/api/v1/projects', { key, method: 'POST', body: '{"name":"a\\u0000b","domain":"nul.example"}', headers: json }),
      400,
      'invalid_body',
    );
    // An escaped backslash followed by "u0000" is not a NUL.
    const literal = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      body: '{"name":"a\\\\u0000b","domain":"not-nul.example"}',
      headers: json,
    });
    expect(literal.status).toBe(201);
    await expectError(await app.request(`/api/v1/projects/a%00b`, { key }), 400, 'invalid_request');
    await expectError(await app.request(`/api/v1/projects/${slug}/findings?auditRunId=a%00b`, { key }), 400, 'invalid_request');
    await expectError(await app.request(`/api/v1/projects/${slug}/report.pdf?auditRunId=%00`, { key }), 400, 'invalid_request');
    await expectError(await app.request(`/api/v1/audit-runs/run_%00`, { key }), 400, 'invalid_request');
  });

  it('dates PostgreSQL cannot store are 400 invalid_date', async () => {
    for (const q of [
      'from=0000-01-01T00:00:00Z',
      'to=0000-06-01T00:00:00%2B01:00',
      'from=0001-01-01T00:30:00%2B01:00',
      'to=9999-12-31T23:59:59-14:00',
    ]) {
      for (const list of ['citations', 'mentions', 'score-history']) {
        await expectError(await app.request(`/api/v1/projects/${slug}/${list}?${q}`, { key }), 400, 'invalid_date');
      }
    }
    const edge = await app.request(`/api/v1/projects/${slug}/citations?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z`, { key });
    expect(edge.status).toBe(200);
  });
});

describe('project domains the crawler would refuse', () => {
  it('private, loopback and reserved IP literals and localhost are 400 invalid_domain', async () => {
    for (const domain of ['127.0.0.1', '10.0.0.5', '192.168.1.1:8080', '169.254.169.254', '0.0.0.0', 'localhost', 'app.localhost:3000']) {
      await freshWindow();
      const res = await app.request('/api/v1/projects', {
        key,
        method: 'POST',
        body: JSON.stringify({ name: 'Local', domain }),
        headers: json,
      });
      await expectError(res, 400, 'invalid_domain');
    }
    await freshWindow();
    const ipv6 = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      body: JSON.stringify({ name: 'v6', domain: '[::1]' }),
      headers: json,
    });
    expect(ipv6.status).toBe(400);
    const pub = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      body: JSON.stringify({ name: 'Public IP', domain: '93.184.215.14' }),
      headers: json,
    });
    expect(pub.status).toBe(201);
  });

  // Issue 20, item 5: these spellings passed creation (the check only knew dotted-quad literals),
  // while the crawler, which parses the domain as a URL, reads each as the address it means.
  const oddSpellings = [
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '0',
    '0x7f.1',
    '127.0.1:8080',
    '10.1',
    '3232235777', // 192.168.1.1
    '0xa9fea9fe', // 169.254.169.254
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]:8080',
    '[fd00::1]',
    '[fe80::1]',
    '[64:ff9b::a9fe:a9fe]',
  ];

  it('loopback and private addresses written oddly (short, decimal, hex, octal, IPv6 forms) are 400 invalid_domain', async () => {
    const answers: Record<string, unknown> = {};
    for (const domain of oddSpellings) {
      await freshWindow();
      const res = await app.request('/api/v1/projects', {
        key,
        method: 'POST',
        body: JSON.stringify({ name: 'Odd', domain }),
        headers: json,
      });
      answers[domain] = [res.status, ((await res.json()) as { error?: string }).error];
    }
    expect(answers).toEqual(Object.fromEntries(oddSpellings.map((d) => [d, [400, 'invalid_domain']])));
    // A domain whose last label is a number but no valid address is no host the crawler can parse.
    await freshWindow();
    const bad = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      body: JSON.stringify({ name: 'x', domain: '1.2.3.999' }),
      headers: json,
    });
    await expectError(bad, 400, 'invalid_domain');
    // A public IPv6 literal is a site like any other.
    await freshWindow();
    const v6 = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      body: JSON.stringify({ name: 'v6', domain: '[2606:2800:21f:cb07:6820:80da:af6b:8b2c]' }),
      headers: json,
    });
    expect(v6.status).toBe(201);
  });

  it('the dashboard refuses them the same way', async () => {
    const { addUser } = await import('../../src/core/accounts/users.ts');
    const seeded = await seedAccount(app.services);
    const email = `owner-${seeded.account.id}@example.test`;
    await addUser(app.services.db, { accountId: seeded.account.id, email, role: 'OWNER', password: 'correct horse battery' });
    const signIn = await fetch(`${app.url}/app/api/sign-in`, {
      method: 'POST',
      headers: { ...json, 'x-csrf': '1' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    const cookie = /vis_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    for (const domain of ['0x7f000001', '[::ffff:127.0.0.1]', 'localhost']) {
      await freshWindow();
      const res = await fetch(`${app.url}/trpc/projects.create`, {
        method: 'POST',
        headers: { ...json, cookie, 'x-csrf': '1' },
        body: JSON.stringify({ name: 'Odd', domain }),
      });
      const body = (await res.json()) as { error: { data: { appCode: string } } };
      expect([domain, res.status, body.error.data.appCode]).toEqual([domain, 400, 'invalid_domain']);
    }
  });

  it('are accepted when private networks are allowed (local testing)', async () => {
    const local = await startTestApp();
    try {
      const seeded = await seedAccount(local.services);
      const res = await local.request('/api/v1/projects', {
        key: seeded.key,
        method: 'POST',
        body: JSON.stringify({ name: 'Local', domain: '127.0.0.1:8080' }),
        headers: json,
      });
      expect(res.status).toBe(201);
      // As the crawler's connections are: the setting allows every spelling of a private address.
      for (const domain of ['127.1:8080', '[::1]:8080', 'localhost:8080']) {
        await local.services.db.rateLimitWindow.deleteMany({});
        const odd = await local.request('/api/v1/projects', {
          key: seeded.key,
          method: 'POST',
          body: JSON.stringify({ name: `Local ${domain}`, domain }),
          headers: json,
        });
        expect([domain, odd.status]).toEqual([domain, 201]);
      }
    } finally {
      await local.close();
    }
  });
});
