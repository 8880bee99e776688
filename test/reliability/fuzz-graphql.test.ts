/**
 * Seeded fuzz of `/graphql`, in process (Fastify inject): thousands of documents generated from
 * the schema (graphql-fuzz.ts) plus hostile transports. Asserts no 5xx, every error carries a
 * documented `extensions.code` (core catalog + GraphQL-only codes, never `internal_error`), and
 * nothing of another tenant ever appears. FUZZ_SEED and FUZZ_GRAPHQL_REQUESTS reproduce or
 * lengthen a run.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../src/core/kernel/errors.ts';
import { graphqlErrorCatalog } from '../../src/graphql/errors.ts';
import fs from 'node:fs';
import { buildSchema } from 'graphql';
import { buildServer } from '../../src/server.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';
import { prng } from './fuzz-harness.ts';
import { graphqlFuzzer, type GraphqlFuzzValues } from './graphql-fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_GRAPHQL_REQUESTS ?? 10_000);
const CONCURRENCY = 16;
const documented = new Set<string>([...Object.keys(errorCatalog), ...Object.keys(graphqlErrorCatalog)]);

let app: TestApp;
let server: FastifyInstance;
let values: GraphqlFuzzValues;
/** Tenant B's values that tenant A's requests never carry: they may appear in no answer. */
let neverSent: string[];
/** Tenant B's values A does send (as arguments): they may be echoed by a parse error only. */
let sentForeign: string[];

async function cursorOf(key: string, slug: string): Promise<string> {
  const res = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      query: 'query($s: String!) { project(slug: $s) { citations(first: 2) { pageInfo { endCursor } } } }',
      variables: { s: slug },
    }),
  });
  return res.json().data.project.citations.pageInfo.endCursor;
}

beforeAll(async () => {
  app = await startTestApp({ VISIBILITY_ALLOW_PRIVATE_NETWORK: '0', CHROMIUM_PATH: '/nonexistent/chromium' });
  server = await buildServer(app.services);
  const a = await seedAccount(app.services, { projects: 2 });
  const b = await seedAccount(app.services, { projects: 1 });
  const day = 86_400_000;
  const aRuns = await seedRuns(app.services, a.projects[0].id, [new Date(Date.now() - 2 * day), new Date(Date.now() - day)], {
    findingsPerRun: 3,
  });
  await seedObservations(app.services, a.projects[0].id, 40, new Date(Date.now() - day));
  const bRuns = await seedRuns(app.services, b.projects[0].id, [new Date(Date.now() - day)], { findingsPerRun: 3 });
  await seedObservations(app.services, b.projects[0].id, 10, new Date(Date.now() - day));
  const aFindings = await app.services.db.finding.findMany({ where: { projectId: a.projects[0].id }, select: { id: true } });
  const bFindings = await app.services.db.finding.findMany({ where: { projectId: b.projects[0].id }, select: { id: true } });
  const aCursor = await cursorOf(a.key, a.projects[0].slug);
  const bCursor = await cursorOf(b.key, b.projects[0].slug);
  const readKey = (await createApiKey(app.services.db, { accountId: a.account.id, role: 'READ', projectSlugs: [] })).key;
  const scopedKey = (await createApiKey(app.services.db, { accountId: a.account.id, role: 'TRIGGER', projectSlugs: [a.projects[1].slug] }))
    .key;
  const runIds = [...aRuns, bRuns[0]];
  values = {
    known: {
      slug: [a.projects[0].slug, a.projects[0].slug, a.projects[1].slug, b.projects[0].slug],
      projectSlug: [a.projects[0].slug, b.projects[0].slug],
      id: [...aFindings.slice(0, 2).map((f) => f.id), bFindings[0].id, ...runIds],
      auditRunId: runIds,
      after: [aCursor, aCursor, bCursor, `${aCursor.slice(0, -2)}xx`, 'eyJ9', ''],
      notes: ['fuzz', 'x'.repeat(5000)],
    },
    // Mostly tenant A's keys (full, read-only, scoped to its other project), sometimes none or broken.
    authorization: [
      ...Array<string>(8).fill(`Bearer ${a.key}`),
      `Bearer ${readKey}`,
      `Bearer ${scopedKey}`,
      '',
      'Bearer vis_live_nope',
      `Bearer ${a.key}x`,
      'Basic eDp5',
    ],
  };
  const bProject = await app.services.db.project.findUniqueOrThrow({ where: { id: b.projects[0].id } });
  neverSent = [b.account.id, bProject.id, bProject.name, bProject.domain];
  sentForeign = [b.projects[0].slug, bRuns[0], bFindings[0].id];
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

describe('GraphQL fuzz', () => {
  // A fixed amount of work, not a time limit: the timeout only stops a run that hangs (2 loaded cores take minutes).
  it(`${REQUESTS} seeded requests: no 5xx, documented codes, no other tenant`, { timeout: 300_000 }, async () => {
    // The committed SDL (schema-file.test.ts keeps it equal to the code): the server's schema
    // objects come from another build of graphql (CJS) than this file's (ESM).
    const next = graphqlFuzzer(buildSchema(fs.readFileSync('schema.graphql', 'utf8')), values, prng(SEED));
    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    const problems: string[] = [];
    let withData = 0;
    const started = Date.now();
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      // Rate limits would turn most of the run into 429s: every batch starts with fresh windows.
      await app.services.db.rateLimitWindow.deleteMany({});
      const batch = Array.from({ length: Math.min(CONCURRENCY, REQUESTS - sent) }, () => next());
      await Promise.all(
        batch.map(async (req) => {
          const res = await server.inject({ method: req.method as 'POST', url: req.url, headers: req.headers, payload: req.body });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${req.method} ${req.url.slice(0, 120)} ${req.headers['content-type'] ?? ''} ${req.body?.slice(0, 300) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) problems.push(`5xx: ${where}`);
          if (neverSent.some((f) => res.body.includes(f))) problems.push(`other tenant's data: ${where}`);
          let body: { data?: unknown; errors?: { message?: string; extensions?: { code?: string } }[] };
          try {
            body = JSON.parse(res.body);
          } catch {
            problems.push(`body is not JSON: ${where}`);
            return;
          }
          if (body.data && sentForeign.some((f) => JSON.stringify(body.data).includes(f))) problems.push(`other tenant's data: ${where}`);
          if (body.data && Object.values(body.data).some((v) => v !== null)) withData++;
          if (res.statusCode >= 400 && !body.errors?.length) problems.push(`error without errors[]: ${where}`);
          for (const e of body.errors ?? []) {
            const code = e.extensions?.code;
            codes.set(String(code), (codes.get(String(code)) ?? 0) + 1);
            if (typeof code !== 'string' || !documented.has(code)) problems.push(`undocumented code ${code}: ${where}`);
            else if (code === 'internal_error') problems.push(`internal_error: ${where}`);
            else if (code !== 'invalid_query' && sentForeign.some((f) => e.message?.includes(f)))
              problems.push(`other tenant's id in an error: ${where}`);
          }
        }),
      );
    }
    const seconds = (Date.now() - started) / 1000;
    const sorted = (m: Map<string | number, number>) => JSON.stringify(Object.fromEntries([...m].sort((x, y) => y[1] - x[1])));
    console.log(
      `GraphQL fuzz seed ${SEED}: ${REQUESTS} requests in ${seconds.toFixed(1)} s; with data ${withData}; statuses ${sorted(statuses)}; codes ${sorted(codes)}; problems ${problems.length}`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    // The run must have exercised both sides: answers with data and a variety of refusals.
    expect(withData).toBeGreaterThan(REQUESTS / 20);
    expect(codes.size).toBeGreaterThanOrEqual(8);
  });
});
