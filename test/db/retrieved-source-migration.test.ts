// The migration that separates cited from retrieved (20261126060000_retrieved_source), run again
// on a database holding citations extraction made before it: the listed-only ones (confidence 55,
// linked to an engine answer) move to retrieved_source, the others stay with their positions
// renumbered among cited sources, legacy rows without an answer are untouched, and answer_rollup
// follows through its triggers.
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';

const migration = fs.readFileSync(
  new URL('../../prisma/migrations/20261126060000_retrieved_source/migration.sql', import.meta.url),
  'utf8',
);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('migration 20261126060000_retrieved_source', () => {
  it('moves listed-only citations of engine answers to retrieved_source and renumbers the rest', async () => {
    const { db } = app.services;
    const seeded = await seedAccount(app.services);
    const projectId = seeded.projects[0].id;
    const accountId = seeded.account.id;
    const [runId] = await seedRuns(app.services, projectId, [new Date('2026-11-01T00:00:00Z')], { findingsPerRun: 0 });
    const observedAt = new Date('2026-11-01T01:00:00Z');
    const client = 'https://client.example/pricing';
    await db.engineAnswer.create({
      data: {
        id: 'ans_m',
        accountId,
        projectId,
        auditRunId: runId,
        engine: 'CLAUDE',
        status: 'ANSWERED',
        promptText: 'q',
        askedAt: observedAt,
      },
    });
    const row = (url: string, position: number, confidence: number, answer: string | null): Prisma.CitationCreateManyInput => ({
      id: newId('citation', observedAt),
      accountId,
      projectId,
      auditRunId: runId,
      engine: 'CLAUDE',
      observedAt,
      url,
      normalizedUrl: url,
      host: new URL(url).hostname,
      title: null,
      position,
      isClientDomain: url === client,
      isCompetitorDomain: false,
      citationConfidence: confidence,
      matchedEntity: null,
      engineAnswerId: answer,
    });
    await db.citation.createMany({
      data: [
        row('https://cited.example/a', 1, 95, 'ans_m'),
        row(client, 2, 55, 'ans_m'),
        row('https://cited.example/b', 3, 80, 'ans_m'),
        row('https://listed.example/c', 4, 55, 'ans_m'),
        row('https://legacy.example/d', 1, 55, null),
      ],
    });
    const before = await db.answerRollup.findMany({ where: { projectId, engineAnswerId: 'ans_m' } });
    expect(before.reduce((s, r) => s + r.clientCitations, 0)).toBe(1);

    const sql = new pg.Client({ connectionString: app.databaseUrl });
    await sql.connect();
    try {
      await sql.query('BEGIN');
      await sql.query('DROP TABLE retrieved_source');
      await sql.query(migration);
      await sql.query('COMMIT');
    } finally {
      await sql.end();
    }

    const citations = await db.citation.findMany({ where: { projectId }, orderBy: [{ engineAnswerId: 'asc' }, { position: 'asc' }] });
    expect(citations.map((c) => [c.engineAnswerId, c.url, c.position])).toEqual([
      ['ans_m', 'https://cited.example/a', 1],
      ['ans_m', 'https://cited.example/b', 2],
      [null, 'https://legacy.example/d', 1],
    ]);
    const moved = await db.retrievedSource.findMany({ where: { projectId }, orderBy: { url: 'asc' } });
    expect(moved.map((r) => [r.engineAnswerId, r.auditRunId, r.url, r.isClientDomain, r.id.startsWith('rts_')])).toEqual([
      ['ans_m', runId, client, true, true],
      ['ans_m', runId, 'https://listed.example/c', false, true],
    ]);
    const after = await db.answerRollup.findMany({ where: { projectId, engineAnswerId: 'ans_m' } });
    expect(after.reduce((s, r) => s + r.clientCitations, 0)).toBe(0);
    const [{ changed }] = await db.$queryRaw<{ changed: bigint }[]>`SELECT answer_rollup_rebuild(${projectId}) AS changed`;
    expect(Number(changed)).toBe(0);
  });
});
