import { spawn } from 'node:child_process';
import net from 'node:net';
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

/**
 * Starts `visibility <command>`; once its port is announced, runs `listening` (given the port),
 * then sends `signal`. Resolves with how the process ended and its log.
 */
function startAndSignal(
  signal: NodeJS.Signals,
  {
    command = 'start',
    env = {},
    listening = async () => {},
  }: { command?: string; env?: Record<string, string>; listening?: (port: number) => Promise<void> } = {},
): Promise<{ code: number | null; killedBy: string | null; log: string; afterSignalMs: number }> {
  const child = spawn('bin/visibility', [command], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let signalledAt = 0;
  child.stderr.on('data', (chunk) => {
    log += String(chunk);
    const port = /listening on port (\d+)/.exec(log)?.[1];
    if (!signalledAt && port) {
      signalledAt = -1;
      void listening(Number(port)).then(() => {
        signalledAt = Date.now();
        child.kill(signal);
      });
    }
  });
  return new Promise((resolve) =>
    child.on('exit', (code, killedBy) => resolve({ code, killedBy, log, afterSignalMs: Date.now() - signalledAt })),
  );
}

const logLines = (log: string) =>
  log
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; signal?: string; stopping?: string; level: number });

describe('visibility start and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s right after the port opens: clean stop, exit code 0', async (signal) => {
    const { code, killedBy, log } = await startAndSignal(signal);
    expect(killedBy, log).toBeNull();
    expect(code, log).toBe(0);
    const lines = logLines(log);
    expect(
      lines.find((l) => l.msg === 'shutting down'),
      log,
    ).toMatchObject({ signal });
    expect(lines.at(-1), log).toMatchObject({ msg: 'stopped', signal });
  });

  it('a part that never finishes stopping: named in the log at the deadline, exit code 1', async () => {
    // A client that sends half a request body and then nothing: the HTTP server waits for it (the
    // request timeout is raised past the test) and would hold the process up to that timeout.
    let socket: net.Socket | undefined;
    const { code, killedBy, log, afterSignalMs } = await startAndSignal('SIGTERM', {
      command: 'serve',
      env: { VISIBILITY_SHUTDOWN_TIMEOUT_MS: '500', VISIBILITY_REQUEST_TIMEOUT_MS: '120000' },
      listening: (port) =>
        new Promise((resolve) => {
          socket = net.connect(port, '127.0.0.1', () => {
            socket!.write('POST /api/v1/projects HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
            // Give the server the request before the signal.
            setTimeout(resolve, 200);
          });
          socket.on('error', () => {});
        }),
    });
    socket?.destroy();
    expect(killedBy, log).toBeNull();
    expect(code, log).toBe(1);
    expect(
      logLines(log).find((l) => l.msg === 'shutdown deadline passed'),
      log,
    ).toMatchObject({ signal: 'SIGTERM', stopping: 'http' });
    // The deadline, not the request timeout, ended it.
    expect(afterSignalMs).toBeLessThan(60_000);
  });
});
