import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseCrontab } from 'graphile-worker';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { REFRESH_BOT_RANGES_TASK, refreshBotRangesTask } from '../../src/jobs/refresh-bot-ranges.ts';
import { crontab } from '../../src/jobs/tasks.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { crawlerDatabase } from './support.ts';

/**
 * The worker's scheduled `bots refresh` (src/jobs/refresh-bot-ranges.ts) against a loopback HTTP
 * server serving the operators' range files as a mirror (VISIBILITY_BOT_RANGES_MIRROR): the job
 * stores what it serves; a failing server leaves every stored range as it was and the job logs the
 * failures; 0 turns it off; a refresh holding the lock elsewhere makes it do nothing.
 */
let db: Awaited<ReturnType<typeof crawlerDatabase>>;
let server: http.Server;
let mirror: string;
let requested: string[] = [];
let serving: 'ranges' | 'failing' = 'ranges';
const gptbotFile = JSON.stringify({
  creationTime: '2026-11-28T06:00:00.000000',
  prefixes: [{ ipv4Prefix: '198.51.100.0/24' }, { ipv6Prefix: '2001:db8:9::/48' }],
});
const opened: Services[] = [];
const logLines: { level: number; msg: string; failed?: number; errors?: { id: string }[] }[] = [];

/** Services of a worker whose settings are `env` (with the mirror and the private-network allowance). */
function workerServices(env: Record<string, string>): Services {
  const config = loadConfig({
    VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
    VISIBILITY_DATA_DIR: '.data/test',
    VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
    VISIBILITY_BOT_RANGES_MIRROR: mirror,
    ...env,
  });
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  const services = createServices(config, log, db.url);
  opened.push(services);
  return services;
}

async function storedRanges() {
  const { rows } = await db.client.query<{ id: string; prefixes: string[]; sha256: string; fetched_at: Date }>(
    'SELECT id, prefixes, sha256, fetched_at FROM bot_ip_source ORDER BY id',
  );
  return rows;
}

const runTask = (services: Services) => refreshBotRangesTask(services)({}, {} as never);

beforeAll(async () => {
  db = await crawlerDatabase();
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    if (serving === 'ranges' && req.url === '/openai-gptbot.json')
      res.writeHead(200, { 'content-type': 'application/json' }).end(gptbotFile);
    else if (serving === 'ranges') res.writeHead(404).end();
    else res.writeHead(503).end('maintenance');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  for (const s of opened) await s.db.$disconnect();
  await db?.close();
});

describe('the scheduled refresh of the address ranges', () => {
  it('is a cron entry every VISIBILITY_BOT_RANGES_REFRESH_HOURS (24 by default), and none at 0', () => {
    const entry = (hours: string) =>
      parseCrontab(crontab(loadConfig({ VISIBILITY_BOT_RANGES_REFRESH_HOURS: hours }).crawlers)).find(
        (item) => item.task === REFRESH_BOT_RANGES_TASK,
      );
    expect(loadConfig({}).crawlers.rangeRefreshHours).toBe(24);
    expect(entry('24')?.identifier).toBe(REFRESH_BOT_RANGES_TASK);
    expect(crontab(loadConfig({}).crawlers)).toContain(`41 4 * * * ${REFRESH_BOT_RANGES_TASK}`);
    expect(crontab(loadConfig({ VISIBILITY_BOT_RANGES_REFRESH_HOURS: '6' }).crawlers)).toContain(`41 */6 * * * ${REFRESH_BOT_RANGES_TASK}`);
    expect(entry('0')).toBeUndefined();
    expect(() => loadConfig({ VISIBILITY_BOT_RANGES_REFRESH_HOURS: '5' })).toThrow(/VISIBILITY_BOT_RANGES_REFRESH_HOURS: must be one of/);
    expect(() => loadConfig({ VISIBILITY_BOT_RANGES_MIRROR: 'ftp://mirror.example' })).toThrow(/VISIBILITY_BOT_RANGES_MIRROR/);
  });

  it('the job stores the ranges the server serves and keeps the stored copy of every source it cannot fetch', async () => {
    serving = 'ranges';
    requested = [];
    await runTask(workerServices({}));
    expect(requested).toContain('/openai-gptbot.json');
    const rows = new Map((await storedRanges()).map((r) => [r.id, r]));
    expect(rows.get('openai-gptbot')?.prefixes).toEqual(['198.51.100.0/24', '2001:db8:9::/48']);
    // The 404 sources took the copies shipped in data/crawlers/ranges/: never an empty range.
    for (const [id, row] of rows) if (id !== 'openai-gptbot') expect(row.prefixes.length, id).toBeGreaterThan(0);
    expect(rows.size).toBeGreaterThan(1);
  });

  it('a failing server leaves every stored range unchanged; the job logs and counts the failures and does not throw', async () => {
    const before = await storedRanges();
    serving = 'failing';
    requested = [];
    logLines.length = 0;
    await runTask(workerServices({}));
    expect(requested.length).toBe(before.length);
    expect(await storedRanges()).toEqual(before);
    const warning = logLines.find((l) => l.msg.startsWith('bot address ranges: some sources could not be fetched'));
    expect(warning?.failed).toBe(before.length);
    expect(warning?.errors?.map((e) => e.id).sort()).toEqual(before.map((r) => r.id).sort());
  });

  it('goes through the outgoing-request guard: without the private-network allowance the loopback mirror is never reached', async () => {
    const before = await storedRanges();
    serving = 'ranges';
    requested = [];
    await runTask(workerServices({ VISIBILITY_ALLOW_PRIVATE_NETWORK: '0' }));
    expect(requested).toEqual([]);
    expect(await storedRanges()).toEqual(before);
  });

  it('at 0 the job fetches nothing', async () => {
    serving = 'ranges';
    requested = [];
    await runTask(workerServices({ VISIBILITY_BOT_RANGES_REFRESH_HOURS: '0' }));
    expect(requested).toEqual([]);
  });

  it('while another process holds the refresh, the job fetches and writes nothing', async () => {
    const before = await storedRanges();
    // Another refresh in progress: what the command or a second worker holds while it fetches.
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(7351902115)');
      serving = 'ranges';
      requested = [];
      logLines.length = 0;
      await runTask(workerServices({}));
      expect(requested).toEqual([]);
      expect(await storedRanges()).toEqual(before);
      expect(logLines.map((l) => l.msg)).toContain('bot address ranges: another refresh is running, this one skipped');
    } finally {
      await other.end();
    }
    // Released: the next tick refreshes.
    requested = [];
    await runTask(workerServices({}));
    expect(requested).toContain('/openai-gptbot.json');
  });
});
