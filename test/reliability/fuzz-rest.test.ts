/**
 * Seeded fuzz of every REST operation of the OpenAPI document, in process (Fastify inject):
 * 10,000+ requests; no 5xx (503 only with a documented code), every error is `{ error }` with a
 * catalog code and the catalog's status, and nothing of another tenant ever appears in an answer.
 * FUZZ_SEED and FUZZ_REQUESTS reproduce or lengthen a run.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../src/core/kernel/errors.ts';
import { buildServer } from '../../src/server.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';
import { fuzzRequest, type FuzzValues, operationsOf, prng } from './fuzz-harness.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 16;

let app: TestApp;
let server: FastifyInstance;
let values: FuzzValues;
let foreign: string[];
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
  const runIds = [...aRuns, bRuns[0]];
  values = {
    known: {
      slug: [a.projects[0].slug, a.projects[1].slug, b.projects[0].slug],
      id: runIds,
      auditRunId: runIds,
      limit: ['1', '2', '50', '100'],
      engine: ['CHATGPT', 'CLAUDE', 'GROK'],
      from: ['2020-01-01T00:00:00Z', new Date(Date.now() - day).toISOString()],
      to: ['2030-01-01T00:00:00Z', new Date().toISOString()],
    },
    // Mostly tenant A's key, sometimes none or a broken one.
    authorization: [...Array<string>(12).fill(`Bearer ${a.key}`), '', 'Bearer vis_live_nope', `Bearer ${a.key}x`, 'Basic eDp5'],
  };
  // What tenant A's key must never see: B's ids and slug (B's own key is not used).
  foreign = [b.projects[0].id, b.projects[0].slug, bRuns[0], b.account.id];
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

describe('REST fuzz', () => {
  // A fixed amount of work, not a time limit: the timeout only stops a run that hangs (2 loaded cores take minutes).
  it(`${REQUESTS} seeded requests over every operation: no 5xx, documented errors, no other tenant`, { timeout: 300_000 }, async () => {
    const doc = (await server.inject({ url: '/api/v1/openapi.json' })).json();
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThanOrEqual(11);
    const rnd = prng(SEED);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const started = Date.now();
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      // Rate limits would turn most of the run into 429s: every batch starts with fresh windows.
      await app.services.db.rateLimitWindow.deleteMany({});
      const batch = Array.from({ length: Math.min(CONCURRENCY, REQUESTS - sent) }, () =>
        fuzzRequest(ops[Math.floor(rnd() * ops.length)], values, rnd),
      );
      await Promise.all(
        batch.map(async (req) => {
          const res = await server.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.body });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${req.method} ${req.url.slice(0, 200)} ${req.body?.slice(0, 80) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (foreign.some((f) => res.body.includes(f))) problems.push(`other tenant's data: ${where}`);
          if (res.statusCode < 400) return;
          let body: unknown;
          try {
            body = JSON.parse(res.body);
          } catch {
            problems.push(`error body is not JSON: ${where}`);
            return;
          }
          const code = (body as { error?: string }).error;
          const entry = code ? errorCatalog[code as keyof typeof errorCatalog] : undefined;
          if (!entry || Object.keys(body as object).length !== 1) problems.push(`undocumented error body: ${where}`);
          else if (entry.status !== res.statusCode) problems.push(`status differs from the catalog's: ${where}`);
          if (res.statusCode >= 500 && !(res.statusCode === 503 && ['pdf_unavailable', 'service_unavailable'].includes(code ?? ''))) {
            problems.push(`5xx: ${where}`);
          }
        }),
      );
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `REST fuzz seed ${SEED}: ${REQUESTS} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; problems ${problems.length}`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    // The run must have exercised both sides: successes and a variety of errors.
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(4);
  });
});
