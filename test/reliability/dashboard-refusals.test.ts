// Hostile input on the dashboard's surface (/trpc and /app): each request below once answered 500
// (issue 20, item 3); each is now a 4xx with a stable code, in the shape of the route it reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRouter } from '../../src/core/dashboard-api/dashboard-router.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import net from 'node:net';

let app: TestApp;
let cookie: string;
let slug: string;
beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services);
  slug = seeded.projects[0].slug;
  const email = `owner-${seeded.account.id}@example.test`;
  await addUser(app.services.db, { accountId: seeded.account.id, email, role: 'OWNER', password: 'correct horse battery' });
  const res = await fetch(`${app.url}/app/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  cookie = /vis_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
});
afterAll(async () => app?.close());

const NUL = 'a\u0000b';
/** Every field name the dashboard's inputs use for text, each given a NUL. */
const hostileInput = Object.fromEntries(
  ['slug', 'id', 'name', 'domain', 'email', 'url', 'text', 'prompt', 'note', 'notes', 'status', 'engine', 'label', 'role'].map((k) => [
    k,
    NUL,
  ]),
);

async function call(path: string, type: 'query' | 'mutation', input: unknown) {
  const encoded = encodeURIComponent(JSON.stringify(input));
  const res =
    type === 'query'
      ? await fetch(`${app.url}/trpc/${path}?input=${encoded}`, { headers: { cookie } })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  const body = (await res.json()) as { error?: { data?: { appCode?: string } } };
  return { status: res.status, code: body.error?.data?.appCode };
}

/** One request on a raw socket: what a client that does not go through fetch's rules sends. */
function raw(request: string): Promise<string> {
  const { port, hostname } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('dashboard refusals', () => {
  it('a NUL character in the input of every dashboard procedure is 400 invalid_request (PostgreSQL refused it: 500)', async () => {
    const procedures = Object.entries(dashboardRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
    expect(procedures.length).toBeGreaterThanOrEqual(25);
    const answers: Record<string, unknown> = {};
    for (const [path, procedure] of procedures) {
      // Rate limits count per session: fresh windows so that the answer is the input's.
      await app.services.db.rateLimitWindow.deleteMany({});
      answers[path] = await call(path, procedure._def.type as 'query' | 'mutation', hostileInput);
    }
    expect(answers).toEqual(Object.fromEntries(procedures.map(([path]) => [path, { status: 400, code: 'invalid_request' }])));
    // A NUL in a nested value and in a key is refused too.
    expect(await call('projects.overview', 'query', { slug, range: { from: NUL } })).toEqual({ status: 400, code: 'invalid_request' });
    expect(await call('projects.create', 'mutation', { [NUL]: 1, name: 'x', domain: 'x.example' })).toEqual({
      status: 400,
      code: 'invalid_request',
    });
  });

  it('a NUL character in /app/api paths and query strings is 400 invalid_request', async () => {
    for (const path of [`/app/api/projects/a%00b/report.pdf`, `/app/api/projects/${slug}/report.pdf?auditRunId=run%00`]) {
      const res = await fetch(app.url + path, { headers: { cookie } });
      expect({ path, status: res.status, body: await res.json() }).toMatchObject({ path, status: 400, body: { error: 'invalid_request' } });
    }
    const signIn = await fetch(`${app.url}/app/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ email: NUL, password: NUL }),
    });
    expect([signIn.status, ((await signIn.json()) as { error: string }).error]).toEqual([400, 'invalid_body']);
  });

  it('TRACE (or any method but GET and POST) on /trpc is 405 method_not_allowed with Allow', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await raw(`${method} /trpc/me.get HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`);
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, method).toMatch(/\r\nallow: GET, POST\r\n/i);
      expect(answer, method).toContain('"appCode":"method_not_allowed"');
    }
  });

  it('a static-file path that climbs out of its folder (`/app/assets/%2e%2e/...`) is 404 route_not_found', async () => {
    for (const path of ['/app/assets/%2e%2e/index.html', '/app/assets/%2E%2E/%2e%2e/package.json', '/app/assets/..%2findex.html']) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer, path).toContain('{"error":"route_not_found"}');
    }
  });
});
