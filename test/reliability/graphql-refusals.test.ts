// Regressions from the GraphQL fuzz (fuzz-graphql.test.ts): each request below once answered 500,
// `internal_error` or a REST-shaped `{ error }` body; each is now a 4xx with a documented code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await seedAccount(app.services)).key;
});
afterAll(async () => app?.close());

async function post(body: string, contentType = 'application/json') {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
    body,
  });
  return { status: res.status, body: (await res.json()) as { errors?: { extensions: { code: string } }[] } };
}
const codes = (r: Awaited<ReturnType<typeof post>>) => r.body.errors?.map((e) => e.extensions.code);

describe('GraphQL refusals found by the fuzz', () => {
  it('a NUL character in a string literal or a variable is invalid_request (it used to reach PostgreSQL)', async () => {
    const literal = await post(JSON.stringify({ query: '{ project(slug: "a\\u0000b") { id } }' }));
    expect([literal.status, codes(literal)]).toEqual([400, ['invalid_request']]);
    const variable = await post(JSON.stringify({ query: 'query($s: String!) { project(slug: $s) { id } }', variables: { s: 'a\u0000b' } }));
    // In a JSON body the body parser refuses it first, as for REST.
    expect([variable.status, codes(variable)]).toEqual([400, ['invalid_body']]);
    const get = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent('query($s: String!) { project(slug: $s) { id } }')}&variables=${encodeURIComponent(JSON.stringify({ s: 'a\u0000b' }))}`,
      { headers: { authorization: `Bearer ${key}` } },
    );
    expect([get.status, ((await get.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code]).toEqual([
      400,
      'invalid_request',
    ]);
  });

  it('a variable its scalar refuses (Int overflow, object for String) is invalid_query, not internal_error', async () => {
    const r = await post(JSON.stringify({ query: 'query($n: Int) { projects(first: $n) { edges { cursor } } }', variables: { n: 1e15 } }));
    expect([r.status, codes(r)]).toEqual([400, ['invalid_query']]);
    const s = await post(JSON.stringify({ query: 'query($s: String!) { project(slug: $s) { id } }', variables: { s: {} } }));
    expect([s.status, codes(s)]).toEqual([400, ['invalid_query']]);
  });

  it('a document that does not parse or validate is 400 invalid_query for application/json clients too (yoga answered 200)', async () => {
    for (const query of ['{ nope }', '{ projects(first: 1) { edges { node { id } } }']) {
      const r = await post(JSON.stringify({ query }));
      expect([r.status, codes(r)], query).toEqual([400, ['invalid_query']]);
    }
  });

  it('too many aliases is 400 too_many_aliases (it was 500)', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(' ');
    const r = await post(JSON.stringify({ query: `{ ${aliases} }` }));
    expect([r.status, codes(r)]).toEqual([400, ['too_many_aliases']]);
  });

  it('refusals made before GraphQL runs keep the GraphQL error shape', async () => {
    const type = await post(JSON.stringify({ query: '{ __typename }' }), 'text/plain');
    expect([type.status, codes(type)]).toEqual([415, ['unsupported_media_type']]);
    const json = await post('{"query":');
    expect(json.status).toBe(400);
    expect(codes(json)).toEqual([expect.stringMatching(/^(malformed_json|invalid_body)$/)]);
  });

  it('another method is 405 with Allow, in the GraphQL shape, before any key check; /graphql/ passes the gate', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${app.url}/graphql`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, POST']);
      expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('method_not_allowed');
    }
    const slash = await fetch(`${app.url}/graphql/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect([slash.status, slash.headers.get('www-authenticate')]).toEqual([401, 'Bearer']);
  });

  it('an operation type the schema lacks (`subscription`) is 400 invalid_query (it was 200 internal_error)', async () => {
    const r = await post(JSON.stringify({ query: 'subscription { x }' }));
    expect([r.status, codes(r)]).toEqual([400, ['invalid_query']]);
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('subscription S { projects { totalCount } }')}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect([get.status, codes({ status: get.status, body: await get.json() })]).toEqual([400, ['invalid_query']]);
  });

  it('GET parameters that are not JSON (`variables`, `extensions`) are 400 invalid_request (they were 200 internal_error)', async () => {
    for (const param of ['variables=%7Bnope', 'variables=%7B%22a%22%3A', 'extensions=%5B1', 'variables=nul%00l']) {
      const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}&${param}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect([param, res.status, codes({ status: res.status, body: await res.json() })]).toEqual([param, 400, ['invalid_request']]);
    }
  });
});
