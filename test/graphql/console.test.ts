// The GraphQL console a browser gets at GET /graphql: served by this service without a key, under
// a Content-Security-Policy that names no other origin, and loading only this service's assets;
// off (the key gate answers) with VISIBILITY_GRAPHIQL=0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let off: TestApp;
beforeAll(async () => {
  [app, off] = await Promise.all([startTestApp(), startTestApp({ VISIBILITY_GRAPHIQL: '0' })]);
});
afterAll(async () => {
  await Promise.all([app?.close(), off?.close()]);
});

const openInBrowser = (server: TestApp) => fetch(`${server.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });

/** Every URL the page or a stylesheet refers to (src, href, CSS url(), import). */
const referencesOf = (text: string) => [
  ...[...text.matchAll(/\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/g)].map((m) => m[1]),
  ...[...text.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]),
  ...[...text.matchAll(/@import\s+["']([^"']+)/g)].map((m) => m[1]),
];

describe('the GraphQL console', () => {
  it('is served without a key, with a strict CSP that allows this origin only', async () => {
    const res = await openInBrowser(app);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // GraphiQL's editor sets inline styles; nothing else is allowed inline.
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // No remote origin, wildcard, eval or blob allowance anywhere in the policy.
    expect(csp).not.toMatch(/https?:|\*|unsafe-eval|blob:/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const html = await res.text();
    expect(html).toContain('GraphQL console');
    expect(html).toContain('id="graphiql"');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script (the CSP would block it)
    const assets = referencesOf(html);
    expect(assets.length).toBeGreaterThanOrEqual(2); // its script and its styles
    for (const asset of assets) {
      expect(asset).toMatch(/^\/app\/assets\//);
      const served = await fetch(app.url + asset);
      expect(served.status, asset).toBe(200);
      const body = await served.text();
      if (asset.endsWith('.css')) for (const ref of referencesOf(body)) expect(ref).toMatch(/^(data:|\/app\/assets\/)/);
      // The page's script posts to this origin's /graphql (the libraries' code holds links in its
      // text, e.g. licences; that nothing is requested elsewhere is e2e/graphql-console.spec.ts's).
      if (asset.endsWith('.js') && body.includes('ShareOfVoiceByEngine')) expect(body).toMatch(/["'`]\/graphql["'`]/);
    }
    expect((await Promise.all(assets.map((a) => fetch(app.url + a).then((r) => r.text())))).join('')).toContain('ShareOfVoiceByEngine');
  });

  it('leaves GraphQL requests to the API: a GET without a key and without HTML is still 401', async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ projects { edges { node { slug } } } }')}`);
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0].extensions.code).toBe('unauthorized');
  });

  it('is off with VISIBILITY_GRAPHIQL=0: a browser gets the API’s answer, no page', async () => {
    const res = await openInBrowser(off);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect((await res.json()).errors[0].extensions.code).toBe('unauthorized');
    const { key } = await seedAccount(off.services);
    const query = await fetch(`${off.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ projects(first: 1) { edges { node { slug } } } }' }),
    });
    expect(query.status).toBe(200);
  });
});
