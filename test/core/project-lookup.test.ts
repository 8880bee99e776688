import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { visibleProjectsBySlug } from '../../src/core/access/project-scope.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * The shared lookup of the projects a key may see (the GraphQL aggregates of a page ask for it in
 * the same tick): lookups in flight at once share one statement only when they are the same
 * lookup (account, scope, slugs); each key still sees only its account and scope; nothing is kept
 * once the statement has answered.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('shares a lookup in flight only between the same account, scope and slugs', async () => {
  const { db } = app.services;
  const one = await createAccount(db, { email: `lookup-one-${Date.now()}@example.test`, plan: 'AGENCY' });
  const other = await createAccount(db, { email: `lookup-other-${Date.now()}@example.test`, plan: 'AGENCY' });
  const project = (accountId: string, slug: string) => createProject(db, { accountId, name: slug, domain: `${slug}.example`, slug });
  const alpha = await project(one.id, 'alpha');
  const beta = await project(one.id, 'beta');
  const othersAlpha = await project(other.id, 'alpha');

  const whole = { accountId: one.id, projectIds: null };
  const slugs = ['alpha', 'beta'];
  const first = visibleProjectsBySlug(db, whole, slugs);
  // The same lookup, the slugs in another order and repeated: the same statement.
  const same = visibleProjectsBySlug(db, { ...whole }, ['beta', 'alpha', 'beta']);
  const scoped = visibleProjectsBySlug(db, { accountId: one.id, projectIds: [beta.id] }, slugs);
  const otherAccount = visibleProjectsBySlug(db, { accountId: other.id, projectIds: null }, slugs);
  expect(same).toBe(first);
  expect(scoped).not.toBe(first);
  expect(otherAccount).not.toBe(first);

  const ids = async (lookup: Promise<{ id: string }[]>) => (await lookup).map((p) => p.id).sort();
  expect(await ids(first)).toEqual([alpha.id, beta.id].sort());
  expect(await ids(scoped)).toEqual([beta.id]);
  expect(await ids(otherAccount)).toEqual([othersAlpha.id]);

  // Answered: the next lookup reads again (a project deleted meanwhile is gone from it).
  await db.project.delete({ where: { id: beta.id } });
  const later = visibleProjectsBySlug(db, whole, slugs);
  expect(later).not.toBe(first);
  expect(await ids(later)).toEqual([alpha.id]);
});
