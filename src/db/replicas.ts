/**
 * Read replicas (DATABASE_REPLICA_URL): streaming replicas of the primary that serve the reads
 * which may be a little stale (lists, exports, aggregates, reports; docs/scaling.md says which and
 * what read-your-writes holds). Each replica has its own client and pool, made like the primary's
 * (db/client.ts). A background check, not each request, measures how far each replica is behind:
 * - every `checkIntervalMs` it notes the primary's WAL flush position with the time it noted it,
 *   then asks each replica how far it has replayed (`pg_last_wal_replay_lsn()`);
 * - a replica's lag is the age of the oldest noted position it has not replayed yet (0 when it has
 *   replayed the newest): measured on this process's clock, so the replica's clock does not
 *   matter, and exact to one check interval;
 * - a replica serves reads while its lag is at most `maxLagMs`; one that lags more, cannot be
 *   reached, or is not in recovery (a URL that names a primary) is skipped, and the reads go to
 *   the primary. A replica starts unused until a check sees it replay a noted position;
 * - a state change is logged once (not per request); `/readyz` shows each replica's state and lag.
 * A read that fails on a replica because the connection failed marks it down at once (`failed`),
 * so the next reads go elsewhere until a check finds it back.
 */
import type { Logger } from '../log.ts';
import { createDb, type Db, type PoolSettings, sqlPool } from './client.ts';

export interface ReplicaSettings {
  urls: string[];
  /** The largest lag at which a replica still serves reads. */
  maxLagMs: number;
  /** How often the lag of every replica is measured. */
  checkIntervalMs: number;
}

/**
 * `streaming`: serves reads; `lagging`: behind by more than the bound; `down`: the check failed;
 * `not_replica`: the server is not in recovery; `unchecked`: not yet seen replaying a noted position.
 */
export type ReplicaStateName = 'unchecked' | 'streaming' | 'lagging' | 'down' | 'not_replica';

export interface ReplicaStatus {
  /** host:port/database of the replica (no credentials). */
  name: string;
  state: ReplicaStateName;
  /** Lag in milliseconds at the last check; null when it could not be measured. */
  lagMs: number | null;
}

interface Replica {
  name: string;
  db: Db;
  state: ReplicaStateName;
  lagMs: number | null;
}

interface Sample {
  at: number;
  lsn: bigint;
}

/** How long noted positions are kept: a replica further behind is reported at least this far behind. */
const HISTORY_MS = 10 * 60_000;

/** A pg_lsn's text (`16/B374D848`) as a number. */
export function lsnValue(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** The name a replica is shown and logged by: its address and database, never its credentials. */
export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

export class ReadReplicas {
  private readonly replicas: Replica[];
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private next = 0;
  private closed = false;

  constructor(
    /** Where every write, and every read that must see its own writes, goes. */
    readonly primary: Db,
    private readonly settings: ReplicaSettings,
    pool: PoolSettings,
    private readonly log?: Logger,
  ) {
    this.replicas = settings.urls.map((url) => ({ name: replicaName(url), db: createDb(url, pool, log), state: 'unchecked', lagMs: null }));
  }

  /** The client a read that may be stale by up to the lag bound uses: a streaming replica (in turn), else the primary. */
  reader(): Db {
    if (this.replicas.length === 0) return this.primary;
    this.start();
    for (let i = 0; i < this.replicas.length; i++) {
      const r = this.replicas[(this.next + i) % this.replicas.length];
      if (r.state === 'streaming') {
        this.next = (this.next + i + 1) % this.replicas.length;
        return r.db;
      }
    }
    return this.primary;
  }

  /** Each replica's state and lag at the last check (starts the checks if they were not running). */
  status(): ReplicaStatus[] {
    this.start();
    return this.replicas.map(({ name, state, lagMs }) => ({ name, state, lagMs }));
  }

  /** A read on `db` failed because its connection did: stop sending reads there until a check finds it back. */
  failed(db: Db): void {
    const r = this.replicas.find((x) => x.db === db);
    if (r) this.set(r, 'down', null);
  }

  /** Runs one check of every replica now (the background checks run it every interval). */
  check(): Promise<void> {
    this.checking ??= this.measure().finally(() => (this.checking = undefined));
    return this.checking;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.checking?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.db.$disconnect().catch(() => undefined)));
  }

  /** The checks start with the first read or status asked of a process, so commands that never read start none. */
  private start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.check(), this.settings.checkIntervalMs);
    this.timer.unref();
    void this.check();
  }

  private async measure(): Promise<void> {
    const timeout = Math.max(1_000, this.settings.checkIntervalMs);
    let primaryLsn: bigint;
    try {
      const { rows } = await within(
        timeout,
        sqlPool(this.primary).query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn'),
      );
      primaryLsn = lsnValue(rows[0].lsn);
    } catch {
      return; // the primary is down: nothing to compare with, and nothing a replica state would change
    }
    const now = Date.now();
    this.samples.push({ at: now, lsn: primaryLsn });
    while (this.samples.length > 1 && this.samples[0].at < now - HISTORY_MS) this.samples.shift();
    await Promise.all(this.replicas.map((r) => this.measureOne(r, timeout)));
  }

  private async measureOne(r: Replica, timeout: number): Promise<void> {
    const [state, lagMs] = await this.lagOf(r, timeout);
    this.set(r, state, lagMs);
  }

  private async lagOf(r: Replica, timeout: number): Promise<[ReplicaStateName, number | null]> {
    let row: { recovery: boolean; replay: string | null } | undefined;
    try {
      const { rows } = await within(
        timeout,
        sqlPool(r.db).query<{ recovery: boolean; replay: string | null }>(
          'SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replay',
        ),
      );
      row = rows[0];
    } catch {
      return ['down', null];
    }
    if (!row?.recovery || row.replay === null) return ['not_replica', null];
    const replayed = lsnValue(row.replay);
    const behind = this.samples.find((s) => s.lsn > replayed);
    if (!behind) return ['streaming', 0];
    const lagMs = Date.now() - behind.at;
    if (lagMs > this.settings.maxLagMs) return ['lagging', lagMs];
    // Behind even the oldest noted position (as when this process has just started): the age of
    // that position is only a floor of the lag, so the replica waits until it replays one.
    return behind === this.samples[0] ? ['unchecked', null] : ['streaming', lagMs];
  }

  private set(r: Replica, state: ReplicaStateName, lagMs: number | null): void {
    const was = r.state;
    r.state = state;
    r.lagMs = lagMs;
    if (was === state) return;
    const entry = { replica: r.name, state, lagMs, maxLagMs: this.settings.maxLagMs };
    if (state === 'streaming') this.log?.info(entry, 'database replica serves reads');
    else this.log?.warn(entry, 'database replica skipped: reads go to the primary');
  }
}

/** A check's query, failed when it has not answered in `ms` (a server that accepts but does not answer counts as down). */
function within<T>(ms: number, pending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  pending.catch(() => undefined);
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}
