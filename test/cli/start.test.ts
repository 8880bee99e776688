import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/client.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';
import { goodSite } from '../support/sites.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let child: ChildProcess;
let base: string;
let log = '';
let site: Awaited<ReturnType<typeof goodSite>>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  site = await goodSite();
  child = spawn('bin/visibility', ['start'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The process announces its port in its log once it serves.
  base = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      log += String(chunk);
      const m = /listening on port (\d+)/.exec(log);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`start exited with ${code}: ${log}`)));
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await site?.close();
  await db?.$disconnect();
  await database?.drop();
});

describe('visibility start', () => {
  it('serves the API and runs queued audits in the same process, then stops cleanly on SIGTERM', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const account = await createAccount(db, { email: 'start@agency.example', plan: 'AGENCY' });
    const project = await createProject(db, { accountId: account.id, name: 'Fixture', domain: site.host });
    const { key } = await createApiKey(db, { accountId: account.id, role: 'TRIGGER', projectSlugs: [] });
    const res = await fetch(`${base}/api/v1/projects/${project.slug}/audits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    let status = 'RUNNING';
    for (let i = 0; i < 300 && status === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } })).status;
    }
    expect(status).toBe('COMPLETED');

    // The CLI triggers another project's audit and follows it to the end.
    const second = await createProject(db, { accountId: account.id, name: 'Fixture two', domain: site.host });
    const cli = await promisify(execFile)(
      'bin/visibility',
      ['audit', 'run', '--project', second.slug, '--account', 'start@agency.example', '--wait', '--json'],
      { env: { ...process.env, DATABASE_URL: database.url, VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'warn' } },
    );
    const out = JSON.parse(cli.stdout.trim());
    expect(out).toMatchObject({ created: true, status: 'COMPLETED', pagesAnalyzed: expect.any(Number) });
    expect(out.overallScore).toBeGreaterThan(0);
    expect(cli.stderr).toMatch(/RUNNING/);
    expect(cli.stderr).toMatch(/COMPLETED/);

    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited, log).toBe(0);
    expect(log).toContain('shutting down');
  });

  it('runs its server processes with the V8 heap capped at VISIBILITY_HEAP_MB (default 384 MB)', async () => {
    // The start above: the default, as bin/visibility passes it (old generation + ~48 MB young).
    const started = log.split('\n').find((line) => line.includes('"heap limit"'));
    expect(started, log).toBeDefined();
    const defaults = JSON.parse(started!);
    expect(defaults.heapMb).toBe(384);
    expect(defaults.heapLimitMb).toBeGreaterThanOrEqual(384);
    expect(defaults.heapLimitMb).toBeLessThan(512);

    // An operator's figure reaches a worker process the same way.
    const worker = spawn('bin/visibility', ['worker'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
        VISIBILITY_HEAP_MB: '200',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const line = await new Promise<string>((resolve, reject) => {
      worker.stderr.on('data', (chunk) => {
        out += String(chunk);
        const found = out.split('\n').find((l) => l.includes('"heap limit"') || l.includes('VISIBILITY_HEAP_MB'));
        if (found) resolve(found);
      });
      worker.on('exit', (code) => reject(new Error(`worker exited with ${code}: ${out}`)));
    });
    worker.kill('SIGTERM');
    const capped = JSON.parse(line);
    expect(capped).toMatchObject({ msg: 'heap limit', heapMb: 200 });
    expect(capped.heapLimitMb).toBeGreaterThanOrEqual(200);
    expect(capped.heapLimitMb).toBeLessThan(328);
  });
});
