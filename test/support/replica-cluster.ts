/**
 * A primary and a streaming replica of it, both on loopback, made with the system PostgreSQL's own
 * binaries: `initdb` a primary cluster in a temp folder, `pg_basebackup -R` it into a second
 * folder, start both. (The machine's shared cluster on 5432 accepts no replication connections,
 * and a base backup of it would copy every other test's databases.) As root, PostgreSQL runs as
 * the `postgres` user (it refuses root).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** Why the replica tests cannot run here, or null when they can. */
export function replicaClusterUnavailable(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres']) {
    if (!fs.existsSync(path.join(BIN, tool))) return `${path.join(BIN, tool)} is missing (PostgreSQL 15's server binaries)`;
  }
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no "postgres" user to run PostgreSQL as';
    }
  }
  return null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]] : [path.join(BIN, tool), args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export interface ReplicaCluster {
  /** A database URL on the primary (the service's DATABASE_URL). */
  primaryUrl: string;
  /** The same database on the replica (DATABASE_REPLICA_URL). */
  replicaUrl: string;
  stopReplica(): void;
  startReplica(): void;
  /** Holds the replica's replay of the WAL it receives (pg_wal_replay_pause), or lets it go on. */
  pauseReplay(): void;
  resumeReplay(): void;
  /** The postmaster's process id of each running cluster (the first line of its postmaster.pid), for CPU readings. */
  postmasterPids(): { primary: number; replica: number | null };
  close(): void;
}

export async function startReplicaCluster(database = 'vis'): Promise<ReplicaCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visibility-replica-'));
  fs.chmodSync(dir, 0o777); // the postgres user creates the clusters' folders in it
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  // Small and quick: no fsync (a test cluster), sockets in the temp folder, loopback only.
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB`;
  const pgCtl = (dataDir: string, port: number, action: 'start' | 'stop') =>
    action === 'start'
      ? run('pg_ctl', ['-D', dataDir, '-o', options(port), '-l', `${dataDir}.log`, '-w', 'start'])
      : run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  let replicaRunning = false;
  const psql = (port: number, sql: string) =>
    run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-Atqc', sql]);
  try {
    // initdb's pg_hba.conf with --auth=trust already lets 127.0.0.1 open replication connections.
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    pgCtl(primaryDir, primaryPort, 'start');
    run('createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', database]);
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      // An immediate checkpoint: the default (spread) paces it over minutes.
      '--checkpoint=fast',
      '--no-sync',
    ]);
    pgCtl(replicaDir, replicaPort, 'start');
    replicaRunning = true;
  } catch (e) {
    try {
      if (replicaRunning) pgCtl(replicaDir, replicaPort, 'stop');
      pgCtl(primaryDir, primaryPort, 'stop');
    } catch {
      // not started
    }
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start a primary and a replica: ${String((e as { stderr?: unknown }).stderr ?? e)}`);
  }
  const url = (port: number) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    stopReplica() {
      pgCtl(replicaDir, replicaPort, 'stop');
      replicaRunning = false;
    },
    startReplica() {
      pgCtl(replicaDir, replicaPort, 'start');
      replicaRunning = true;
    },
    pauseReplay: () => psql(replicaPort, 'SELECT pg_wal_replay_pause()'),
    resumeReplay: () => psql(replicaPort, 'SELECT pg_wal_replay_resume()'),
    postmasterPids() {
      const pid = (dataDir: string) => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return { primary: pid(primaryDir), replica: replicaRunning ? pid(replicaDir) : null };
    },
    close() {
      try {
        if (replicaRunning) pgCtl(replicaDir, replicaPort, 'stop');
      } finally {
        pgCtl(primaryDir, primaryPort, 'stop');
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
