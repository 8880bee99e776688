// The GraphQL document cache's bounds (document-cache.ts), and that documents too large to cache
// or compile are still answered exactly as small ones through /graphql.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentTextCache, MAX_CACHED_DOCUMENT_CHARS } from '../../src/graphql/document-cache.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

describe('DocumentTextCache', () => {
  it('keeps the text of its entries within its budget, evicting the least recently used', () => {
    const cache = new DocumentTextCache<number>(30, 10);
    for (const [i, text] of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc'].entries()) cache.set(text, i);
    expect(cache.get('aaaaaaaaaa')).toBe(0); // now the most recently used
    cache.set('dddddddddd', 3); // over 30 characters: b, the least recently used, goes
    expect([cache.get('bbbbbbbbbb'), cache.get('cccccccccc'), cache.get('aaaaaaaaaa'), cache.get('dddddddddd')]).toEqual([
      undefined,
      2,
      0,
      3,
    ]);
    expect(cache.size).toBe(3);
  });

  it('never stores a text longer than its entry limit', () => {
    const cache = new DocumentTextCache<number>(1_000, 10);
    cache.set('x'.repeat(11), 1);
    expect([cache.get('x'.repeat(11)), cache.size]).toEqual([undefined, 0]);
  });
});

describe('large documents through /graphql', () => {
  let app: TestApp;
  let key: string;
  let slug: string;
  beforeAll(async () => {
    app = await startTestApp();
    const seeded = await seedAccount(app.services);
    key = seeded.key;
    slug = seeded.projects[0].slug;
  });
  afterAll(async () => app?.close());

  it('a document over the cache limit (padded with comments) is answered like the same small one, every time', async () => {
    const small = `{ project(slug: "${slug}") { slug name } }`;
    const large = `${'#'.repeat(MAX_CACHED_DOCUMENT_CHARS)}\n${small}`;
    const answers = [];
    for (const query of [small, large, large, small]) {
      await app.services.db.rateLimitWindow.deleteMany({});
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      answers.push([res.status, await res.json()]);
    }
    expect(answers[0]).toEqual([200, { data: { project: { slug, name: expect.any(String) } } }]);
    expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]]);
  });
});
