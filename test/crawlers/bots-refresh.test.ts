import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { agents, combinedLine, sampleRequests } from './fixtures.ts';
import { countsOf, crawlerDatabase } from './support.ts';

/**
 * `bin/visibility bots refresh` against a real HTTP server on loopback serving the operators'
 * range files (as a mirror): a fetched file replaces the stored ranges and verifies from then
 * on; a source that fails keeps the shipped copy; without the private-network allowance the
 * loopback mirror is refused by the outgoing-request policy and nothing is lost.
 */
let db: Awaited<ReturnType<typeof crawlerDatabase>>;
let server: http.Server;
let mirror: string;
let requested: string[] = [];
const gptbotFile = JSON.stringify({
  creationTime: '2026-11-27T08:00:00.000000',
  prefixes: [{ ipv4Prefix: '192.0.2.0/24' }, { ipv6Prefix: '2001:db8:7::/48' }],
});

beforeAll(async () => {
  db = await crawlerDatabase();
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/openai-gptbot.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(gptbotFile);
    } else if (req.url === '/bing-bingbot.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"not": "a range file"}');
    } else res.writeHead(503).end('maintenance');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});

describe('bots refresh', () => {
  it('without the private-network allowance the loopback mirror is refused and the shipped copies are stored', async () => {
    requested = [];
    const res = await runCli(db.url, ['bots', 'refresh', '--mirror', mirror], { VISIBILITY_ALLOW_PRIVATE_NETWORK: '0' });
    expect(res.code).toBe(0);
    expect(requested).toEqual([]);
    const outcomes = new Set(res.out.sources.map((s: { outcome: string }) => s.outcome));
    expect([...outcomes]).toEqual(['stored_copy']);
  });

  it('stores what the mirror serves (date and hash), keeps the rest, and verification follows the new ranges', async () => {
    requested = [];
    const res = await runCli(db.url, ['bots', 'refresh', '--mirror', mirror], { VISIBILITY_ALLOW_PRIVATE_NETWORK: '1' });
    expect(res.code).toBe(0);
    expect(requested).toContain('/openai-gptbot.json');
    const byId = new Map(res.out.sources.map((s: { id: string }) => [s.id, s]));
    expect(byId.get('openai-gptbot')).toMatchObject({ outcome: 'fetched', prefixes: 2 });
    expect(byId.get('bing-bingbot')).toMatchObject({ outcome: 'kept' });
    expect(byId.get('anthropic-bots')).toMatchObject({ outcome: 'kept' });
    const { rows } = await db.client.query<{ prefixes: string[]; sha256: string; bots: string[] }>(
      `SELECT prefixes, sha256, bots FROM bot_ip_source WHERE id = 'openai-gptbot'`,
    );
    expect(rows[0].prefixes).toEqual(['192.0.2.0/24', '2001:db8:7::/48']);
    expect(rows[0].bots).toContain('GPTBot');
    expect(rows[0].sha256).toMatch(/^[0-9a-f]{64}$/);

    // Again: the same file is `unchanged`.
    const again = await runCli(db.url, ['bots', 'refresh', '--mirror', mirror], { VISIBILITY_ALLOW_PRIVATE_NETWORK: '1' });
    expect(again.out.sources.find((s: { id: string }) => s.id === 'openai-gptbot').outcome).toBe('unchanged');

    // An address of the new range verifies GPTBot; one of the old shipped range no longer does.
    const seeded = await seedAccount(db.services);
    const [request] = sampleRequests();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bots-'));
    const file = path.join(dir, 'a.log');
    fs.writeFileSync(
      file,
      [
        combinedLine({ ...request, address: '192.0.2.44', target: '/new', userAgent: agents.gptbot }),
        combinedLine({ ...request, address: '20.171.206.17', target: '/old', userAgent: agents.gptbot }),
        combinedLine({ ...request, address: '2001:db8:7::1', target: '/v6', userAgent: agents.gptbot }),
      ].join('\n') + '\n',
    );
    await runCli(db.url, ['logs', 'import', '--project', seeded.projects[0].slug, file]);
    fs.rmSync(dir, { recursive: true, force: true });
    const counts = await countsOf(db.client, seeded.projects[0].id);
    expect(Object.fromEntries(counts.hits)).toEqual({
      'GPTBot|VERIFIED|/new|200': 1,
      'GPTBot|CLAIMED_UNVERIFIED|/old|200': 1,
      'GPTBot|VERIFIED|/v6|200': 1,
    });
  });
});
