import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';

/**
 * `start` installs its signal handling before the port opens: a SIGTERM the moment the port is
 * announced (while the worker is still starting) stops the server, the worker and the database
 * pool cleanly and exits 0, instead of the default action killing the process.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function startAndSignal(signal: NodeJS.Signals): Promise<{ code: number | null; killedBy: string | null; log: string }> {
  const child = spawn('bin/visibility', ['start'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let sent = false;
  child.stderr.on('data', (chunk) => {
    log += String(chunk);
    if (!sent && /listening on port \d+/.test(log)) {
      sent = true;
      child.kill(signal);
    }
  });
  return new Promise((resolve) => child.on('exit', (code, killedBy) => resolve({ code, killedBy, log })));
}

describe('visibility start and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s right after the port opens: clean stop, exit code 0', async (signal) => {
    const { code, killedBy, log } = await startAndSignal(signal);
    expect(killedBy, log).toBeNull();
    expect(code, log).toBe(0);
    const lines = log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; signal?: string });
    expect(
      lines.find((l) => l.msg === 'shutting down'),
      log,
    ).toMatchObject({ signal });
    expect(lines.at(-1), log).toMatchObject({ msg: 'stopped', signal });
  });
});
