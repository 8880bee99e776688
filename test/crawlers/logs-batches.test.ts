import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_LINES } from '../../src/core/crawlers/ingest.ts';
import { seedAccount } from '../support/app.ts';
import { runCli, runCliText } from '../support/cli.ts';
import { agents, baseTime, combinedLine } from './fixtures.ts';
import { crawlerDatabase } from './support.ts';

/**
 * `logs import` of files longer than one batch (BATCH_LINES counted lines), whose batches are
 * written while the next ones are read: every line is counted once across the batches; a file
 * overlapping an earlier one counts only its new lines (batches part new, part already counted);
 * the import's stored record adds up; and a batch the database refuses leaves nothing of itself
 * (the batches before it stay, none after it is written), so importing the file again once the
 * database accepts it counts exactly the lines that were not counted.
 */
let db: Awaited<ReturnType<typeof crawlerDatabase>>;
let dir: string;
let slugs: string[];
let projectIds: string[];

beforeAll(async () => {
  db = await crawlerDatabase();
  const seeded = await seedAccount(db.services, { projects: 2 });
  slugs = seeded.projects.map((p) => p.slug);
  projectIds = seeded.projects.map((p) => p.id);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crawler-batches-'));
});
afterAll(async () => {
  await db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * AI line `i` (a GPTBot hit from inside or outside its ranges, or every tenth a visit referred by
 * ChatGPT), each followed by a browser's line (ignored); `refused` lands a referral on /refused.
 */
function aiLine(i: number, refused = false): string {
  const time = new Date(baseTime + i * 1000);
  const ai =
    refused || i % 10 === 9
      ? combinedLine({
          time,
          address: '198.51.100.7',
          target: refused ? '/refused' : `/landing/${i % 500}`,
          status: 200,
          referer: 'https://chatgpt.com/',
          userAgent: agents.browser,
        })
      : combinedLine({
          time,
          address: i % 2 === 0 ? '20.171.206.17' : '203.0.113.10',
          target: `/docs/${i % 3000}`,
          status: 200,
          userAgent: agents.gptbot,
        });
  const noise = combinedLine({ time, address: '198.51.100.9', target: `/docs/${i % 3000}`, status: 200, userAgent: agents.browser });
  return `${ai}\n${noise}\n`;
}

function file(name: string, from: number, to: number, refusedAt = -1): string {
  const p = path.join(dir, name);
  const parts: string[] = [];
  for (let i = from; i < to; i++) parts.push(aiLine(i, i === refusedAt));
  fs.writeFileSync(p, parts.join(''));
  return p;
}

/** What the project's rollups count (hits and referral visits), and the line identities stored. */
async function stored(projectId: string) {
  const { rows } = await db.client.query<{ counted: number; seen: number }>(
    `SELECT (SELECT COALESCE(sum(hits), 0)::int FROM crawler_hit_hourly WHERE project_id = $1)
          + (SELECT COALESCE(sum(visits), 0)::int FROM ai_referral_hourly WHERE project_id = $1) AS counted,
            (SELECT count(*)::int FROM log_line_seen WHERE project_id = $1) AS seen`,
    [projectId],
  );
  return rows[0];
}

async function importRecord(importId: string) {
  const { rows } = await db.client.query<{ lines_read: number; lines_counted: number; lines_duplicate: number; lines_ignored: number }>(
    'SELECT lines_read, lines_counted, lines_duplicate, lines_ignored FROM log_import WHERE id = $1',
    [importId],
  );
  return rows[0];
}

describe('logs import: several batches', () => {
  const n = 2 * BATCH_LINES + BATCH_LINES / 2;

  it('counts each line once across batches, and only the new lines of an overlapping file', async () => {
    const first = await runCli(db.url, ['logs', 'import', '--project', slugs[0], file('first.log', 0, n)]);
    expect(first.code, first.stdout).toBe(0);
    const a = first.out.files[0];
    expect([a.linesRead, a.linesCounted, a.linesDuplicate, a.linesIgnored]).toEqual([2 * n, n, 0, n]);
    expect(a.referrals).toBe(n / 10);
    expect(await stored(projectIds[0])).toEqual({ counted: n, seen: n });
    expect(await importRecord(a.importId)).toEqual({ lines_read: 2 * n, lines_counted: n, lines_duplicate: 0, lines_ignored: n });

    // The second half of the first file and as many new lines: batches part counted, part new.
    const second = await runCli(db.url, ['logs', 'import', '--project', slugs[0], file('second.log', n / 2, n + n / 2)]);
    const b = second.out.files[0];
    expect([b.linesCounted, b.linesDuplicate]).toEqual([n / 2, n / 2]);
    expect(await stored(projectIds[0])).toEqual({ counted: n + n / 2, seen: n + n / 2 });
    expect(await importRecord(b.importId)).toMatchObject({ lines_counted: n / 2, lines_duplicate: n / 2 });
  });

  it('leaves nothing of a batch the database refuses, writes no batch after it, and counts the rest when imported again', async () => {
    const refusedAt = 2 * BATCH_LINES;
    const log = file('refused.log', 0, n, refusedAt);
    // A referral to /refused is refused by the database (a real error inside the batch's transaction).
    await db.client.query(`CREATE FUNCTION refuse_landing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.landing_path = '/refused' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db.client.query(
      'CREATE TRIGGER refuse_landing BEFORE INSERT ON ai_referral_hourly FOR EACH ROW EXECUTE FUNCTION refuse_landing()',
    );
    try {
      const failed = await runCliText(db.url, ['logs', 'import', '--project', slugs[1], log]);
      expect(failed.code).not.toBe(0);
    } finally {
      await db.client.query('DROP TRIGGER refuse_landing ON ai_referral_hourly');
      await db.client.query('DROP FUNCTION refuse_landing()');
    }
    const after = await stored(projectIds[1]);
    // Whole batches only: every stored identity has its count, and the batch holding line
    // `refusedAt` (with all after it) is missing.
    expect(after.counted).toBe(after.seen);
    expect(after.counted).toBeGreaterThanOrEqual(BATCH_LINES);
    expect(after.counted).toBeLessThanOrEqual(refusedAt);
    const { rows } = await db.client.query<{ lines_counted: number; finished: boolean }>(
      'SELECT lines_counted, finished_at IS NOT NULL AS finished FROM log_import WHERE project_id = $1',
      [projectIds[1]],
    );
    expect(rows).toEqual([{ lines_counted: after.counted, finished: false }]);

    const again = await runCli(db.url, ['logs', 'import', '--project', slugs[1], log]);
    expect(again.code, again.stdout).toBe(0);
    expect([again.out.files[0].linesCounted, again.out.files[0].linesDuplicate]).toEqual([n - after.counted, after.counted]);
    expect(await stored(projectIds[1])).toEqual({ counted: n, seen: n });
  });
});
