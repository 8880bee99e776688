// Limits against abuse: each refusal is a GraphQL error with a stable code, before any resolver
// runs; introspection works within the limits; batching is off. (The console's page: console.test.ts.)
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armorLimits } from '../../src/graphql/limits.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { codes, gql } from './support.ts';

let app: TestApp;
let key: string;
let slug: string;

beforeAll(async () => {
  app = await startTestApp();
  const s = await seedAccount(app.services);
  key = s.key;
  slug = s.projects[0].slug;
});
afterAll(async () => app?.close());

describe('refused documents', () => {
  it('a costly query (big pages inside big pages) is query_too_complex, fast', async () => {
    const r = await gql(
      app,
      key,
      `{ projects(first: 100) { edges { node { citations(first: 100) { edges { node { id url host } } } } } } }`,
    );
    expect(r.status).toBeLessThan(500);
    expect(r.body.data).toBeNull();
    expect(codes(r)).toEqual(['query_too_complex']);
    expect(r.body.errors![0].message).toMatch(/costs \d+, over the limit of 5000/);
  });

  it('an over-deep selection is refused (armor on the document, Pothos on the data)', async () => {
    const deep = `{ projects { edges { node { auditRuns { edges { node { engineAnswers { edges { node { id } } } } } } } } } }`;
    const r = await gql(app, key, deep.replace('{ id }', '{ id }'));
    expect(r.body.errors === undefined || ['query_too_deep', 'query_too_complex'].includes(codes(r)[0])).toBe(true);
    let nested = '__typename';
    for (let i = 0; i < armorLimits.depth + 1; i++)
      nested = `__type(name: "Project") { name fields { type { ofType { ${nested} } } } }`.replace(
        /__type\(name: "Project"\) \{ name fields \{ type \{ ofType \{ (.*) \} \} \} \}/,
        'ofType { $1 }',
      );
    const tooDeep = await gql(app, key, `{ __type(name: "Project") { fields { type { ${nested} } } } }`);
    expect(codes(tooDeep)).toEqual(['query_too_deep']);
    expect(tooDeep.body.data).toBeUndefined();
  });

  it('too many aliases, tokens or directives', async () => {
    const aliases = Array.from({ length: armorLimits.aliases + 1 }, (_, i) => `a${i}: project(slug: "${slug}") { id }`).join(' ');
    expect(codes(await gql(app, key, `{ ${aliases} }`))).toEqual(['too_many_aliases']);
    const tokens = `{ ${Array.from({ length: armorLimits.tokens }, () => '__typename').join(' ')} }`;
    expect(codes(await gql(app, key, tokens))).toEqual(['too_many_tokens']);
    const directives = `{ __typename ${'@include(if: true) '.repeat(armorLimits.directives + 1)} }`;
    expect(codes(await gql(app, key, directives))).toEqual(['too_many_directives']);
  });

  it('syntax errors and unknown fields are invalid_query', async () => {
    expect(codes(await gql(app, key, '{ projects {'))).toEqual(['invalid_query']);
    expect(codes(await gql(app, key, '{ node(id: "x") { id } }'))).toEqual(['invalid_query']);
    expect(codes(await gql(app, key, '{ nodes(ids: ["x"]) { id } }'))).toEqual(['invalid_query']);
  });

  it('batched requests are not accepted', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('invalid_query');
  });
});

describe('allowed', () => {
  it('the full introspection query (as GraphiQL sends it) fits the limits', async () => {
    const r = await gql(app, key, getIntrospectionQuery());
    expect(r.body.errors).toBeUndefined();
    const types = r.body.data.__schema.types.map((t: { name: string }) => t.name);
    expect(types).toEqual(expect.arrayContaining(['Project', 'Citation', 'Mention', 'Finding', 'VisibilityBucket']));
    expect(r.body.data.__schema.queryType.fields ?? types).toBeDefined();
  });

  it('introspection that nests schema lists in lists is refused', async () => {
    const r = await gql(app, key, '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(codes(r)).toContain('query_too_deep');
    expect(r.body.data).toBeUndefined();
  });

  it('introspection does not offer node(id)', async () => {
    const r = await gql(app, key, '{ __schema { queryType { fields { name } } } }');
    expect(r.body.data.__schema.queryType.fields.map((f: { name: string }) => f.name).sort()).toEqual(['auditRun', 'project', 'projects']);
  });
});
