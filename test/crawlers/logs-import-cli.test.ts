import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import {
  baseTime,
  cloudflareLine,
  cloudfrontFile,
  combinedLine,
  expectedCounts,
  fastlyLine,
  forwardedLine,
  genericLine,
  genericMapping,
  sampleRequests,
  vercelEntry,
} from './fixtures.ts';
import { countsOf, crawlerDatabase } from './support.ts';

/**
 * `bin/visibility logs import`: the same requests written in every format are counted the same
 * (each operator's verified and spoofed hit apart, the unknown AI agent, the AI referrals, the
 * noise ignored); a file imported twice, or gzipped, counts nothing twice; hostile lines are
 * counted by reason and never stop the import; a day's distinct paths are capped.
 */
let db: Awaited<ReturnType<typeof crawlerDatabase>>;
let dir: string;
let slugs: string[];
let projectIds: string[];

beforeAll(async () => {
  db = await crawlerDatabase();
  const seeded = await seedAccount(db.services, { projects: 11 });
  slugs = seeded.projects.map((p) => p.slug);
  projectIds = seeded.projects.map((p) => p.id);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crawler-logs-'));
});
afterAll(async () => {
  await db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};
const requests = sampleRequests();
const lines = (f: (r: (typeof requests)[number]) => string) => requests.map(f).join('\n') + '\n';

const formats = [
  { name: 'combined', file: () => write('access.log', lines(combinedLine)), args: [] as string[] },
  { name: 'combined-forwarded', file: () => write('forwarded.log', lines(forwardedLine)), args: ['--format', 'combined-forwarded'] },
  { name: 'cloudflare', file: () => write('logpush.ndjson', lines(cloudflareLine)), args: [] },
  { name: 'fastly', file: () => write('fastly.ndjson', lines(fastlyLine)), args: [] },
  { name: 'cloudfront', file: () => write('E2ABCDEF.2026-11-20-09.a1b2c3.log', cloudfrontFile(requests)), args: [] },
  {
    name: 'vercel',
    file: () => write('vercel.ndjson', requests.map((r, i) => JSON.stringify(vercelEntry(r, i))).join('\n') + '\n'),
    args: [],
  },
  { name: 'json', file: () => write('custom.jsonl', lines(genericLine)), args: ['--format', 'json', '--map', genericMapping] },
];

describe('logs import: every format', () => {
  formats.forEach((f, i) => {
    it(`${f.name}: verified, spoofed and unknown hits of each operator and AI referrals`, async () => {
      const res = await runCli(db.url, ['logs', 'import', '--project', slugs[i], ...f.args, f.file()]);
      expect(res.code, res.stdout).toBe(0);
      const [summary] = res.out.files;
      expect(summary.format).toBe(f.name);
      expect(summary.linesBad).toBe(0);
      expect(summary.hits).toBe(15);
      expect(summary.referrals).toBe(3);
      expect(summary.linesCounted).toBe(18);
      expect(summary.linesIgnored).toBe(f.name === 'cloudfront' ? 4 : 2);
      const counts = await countsOf(db.client, projectIds[i]);
      const expected = expectedCounts();
      expect(Object.fromEntries(counts.hits)).toEqual(Object.fromEntries(expected.hits));
      expect(Object.fromEntries(counts.referrals)).toEqual(Object.fromEntries(expected.referrals));
      const hour = await db.client.query<{ hour: Date }>('SELECT DISTINCT hour FROM crawler_hit_hourly WHERE project_id = $1', [
        projectIds[i],
      ]);
      expect(hour.rows.map((r) => r.hour.getTime())).toEqual([baseTime]);
    });
  });
});

describe('logs import: the same lines twice', () => {
  it('counts nothing twice, whether the file comes again, gzipped, or in two files', async () => {
    const text = lines(combinedLine);
    const file = write('again.log', text);
    const first = await runCli(db.url, ['logs', 'import', '--project', slugs[7], file]);
    expect(first.out.files[0].linesCounted).toBe(18);
    const gz = write('again.log.gz', gzipSync(Buffer.from(text)));
    const again = await runCli(db.url, ['logs', 'import', '--project', slugs[7], file, gz]);
    for (const s of again.out.files) {
      expect(s.linesCounted).toBe(0);
      expect(s.linesDuplicate).toBe(18);
    }
    const counts = await countsOf(db.client, projectIds[7]);
    expect(Object.fromEntries(counts.hits)).toEqual(Object.fromEntries(expectedCounts().hits));
    // Two identical lines in one file are two requests; imported again, still two.
    const twice = write('twice.log', combinedLine(requests[0]) + '\n' + combinedLine(requests[0]) + '\n');
    const t1 = await runCli(db.url, ['logs', 'import', '--project', slugs[8], twice]);
    const t2 = await runCli(db.url, ['logs', 'import', '--project', slugs[8], twice]);
    expect([t1.out.files[0].linesCounted, t2.out.files[0].linesCounted, t2.out.files[0].linesDuplicate]).toEqual([2, 0, 2]);
  });
});

describe('logs import: hostile lines', () => {
  it('counts each bad line with its reason, keeps the first with line numbers, and counts the good lines around them', async () => {
    const good = combinedLine(requests[0]);
    const parts: Buffer[] = [
      Buffer.from(good + '\n'),
      Buffer.from(combinedLine({ ...requests[0], target: '/' + 'a'.repeat(2 * 1024 * 1024) }) + '\n'), // a 2 MB line
      Buffer.from(good.replace('GET', 'G\0T') + '\n'), // NUL
      Buffer.concat([Buffer.from(good.slice(0, 60)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(good.slice(60) + '\n')]), // broken UTF-8
      Buffer.from(combinedLine({ ...requests[2], time: new Date(Date.UTC(2099, 0, 1)) }) + '\n'), // the future
      Buffer.from(combinedLine({ ...requests[2], time: new Date(0) }) + '\n'), // 1970
      Buffer.from('GPTBot says hello\n'), // unparseable
      Buffer.from(combinedLine({ ...requests[2], status: 999 }) + '\n'),
      Buffer.from(combinedLine({ ...requests[2], target: 'no-slash' }) + '\n'),
      // A client that forges X-Forwarded-For: the proxy appended the address it saw, which is what counts.
      Buffer.from(forwardedLine({ ...requests[2], target: '/forged', address: '20.171.206.17, 203.0.113.99' }) + '\n'),
      Buffer.from(combinedLine(requests[1]) + '\n'),
    ];
    const file = write('hostile.log', Buffer.concat(parts));
    const res = await runCli(db.url, ['logs', 'import', '--project', slugs[9], file]);
    expect(res.code).toBe(0);
    const s = res.out.files[0];
    expect(s.badReasons).toEqual({
      line_too_long: 1,
      nul_byte: 1,
      invalid_utf8: 1,
      time_in_future: 1,
      time_before_1990: 1,
      unparseable: 1,
      invalid_status: 1,
      invalid_path: 1,
    });
    expect(s.linesBad).toBe(8);
    expect(s.linesRead).toBe(11);
    expect(s.badSamples.map((b: { line: number; reason: string }) => [b.line, b.reason])).toEqual([
      [2, 'line_too_long'],
      [3, 'nul_byte'],
      [4, 'invalid_utf8'],
      [5, 'time_in_future'],
      [6, 'time_before_1990'],
      [7, 'unparseable'],
      [8, 'invalid_status'],
      [9, 'invalid_path'],
    ]);
    for (const b of s.badSamples) expect(b.excerpt.length).toBeLessThanOrEqual(200);
    // The good GPTBot line is verified; its spoofed twin is not; the forged address verifies nothing.
    const counts = await countsOf(db.client, projectIds[9]);
    expect(counts.hits.get('GPTBot|VERIFIED|/docs/gptbot|200')).toBe(1);
    expect(counts.hits.get('GPTBot|CLAIMED_UNVERIFIED|/docs/gptbot|200')).toBe(1);
    expect(counts.hits.get('OAI-SearchBot|CLAIMED_UNVERIFIED|/forged|200')).toBe(1);
    const stored = await db.client.query('SELECT lines_bad, bad_reasons FROM log_import WHERE id = $1', [s.importId]);
    expect(stored.rows[0]).toMatchObject({ lines_bad: 8, bad_reasons: s.badReasons });
  });

  it("caps a day's distinct paths (VISIBILITY_CRAWLER_PATHS_PER_DAY), counting the rest under (other paths)", async () => {
    const many = Array.from({ length: 40 }, (_, i) => combinedLine({ ...requests[0], target: `/p/${i}` })).join('\n');
    const file = write('paths.log', many + '\n');
    const res = await runCli(db.url, ['logs', 'import', '--project', slugs[10], file], { VISIBILITY_CRAWLER_PATHS_PER_DAY: '10' });
    expect(res.out.files[0].linesCounted).toBe(40);
    const { rows } = await db.client.query<{ path: string; hits: number }>(
      `SELECT path, sum(hits)::int AS hits FROM crawler_hit_hourly WHERE project_id = $1 GROUP BY path`,
      [projectIds[10]],
    );
    expect(rows.length).toBe(11);
    expect(rows.find((r) => r.path === '(other paths)')?.hits).toBe(30);
  });
});
