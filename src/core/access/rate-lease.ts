import { type RateBucket, type RateLimitState, resetSecondsOf } from './rate-limit.ts';

/**
 * Quota leases: how a process counts the requests of a key with a high limit without writing the
 * counter on every request.
 *
 * The counter in `rate_limit_window` stays the one truth shared by every process. A request the
 * process holds no lease for is counted there (the gate's upsert) by a block of `leaseSize(limit)`
 * at once instead of 1; the part of the block still under the limit is leased to this process, and
 * the key's next requests of the same bucket in the same window are taken from it in memory (the
 * gate then only reads the key: authentication is never cached). One block per key is counted at
 * a time in a process: concurrent requests that find the lease empty wait for that block instead
 * of each counting their own. So:
 * - the limit is never exceeded: every allowed request was inside the limit when its block was
 *   counted, in whichever process;
 * - what a process has leased but not used when the window ends is lost: with N processes serving
 *   one key, up to N - 1 blocks of the window can be refused early, at most 1% of the limit per
 *   process (a block is 1% of the limit, at most 1,000 requests);
 * - once a block is counted past the limit, the process refuses the key's requests of that bucket
 *   (429, still after authentication) until the window ends, without counting them;
 * - limits under 200 per minute (the spec's 60 reads and 10 writes) count blocks of 1: every
 *   request is counted in the database, exactly as without leases;
 * - `RateLimit` headers report what this process knows: the database count when its last block
 *   was counted, less what is left of its lease.
 */
export function leaseSize(limit: number): number {
  return Math.max(1, Math.min(MAX_BLOCK, Math.floor(limit / 100)));
}

const MAX_BLOCK = 1_000;
/** Leases of keys no longer seen are dropped once the table passes this size. */
const MAX_ENTRIES = 10_000;

interface Lease<P> {
  /** Who the key was when this process last counted a block for it (the counting statement read it). */
  holder: P | undefined;
  block: number;
  limit: number;
  /** Where the database counter stood (at most the limit) once this process's last block of the window was counted. */
  counted: number;
  /** Requests of the leased blocks not used yet. */
  left: number;
  /** A block was counted past the limit: refuse until the window ends. */
  refused: boolean;
  /** The window's start on the database clock (epoch ms): blocks of the same window add up. */
  window: number;
  /** performance.now() at which the window ends (the gate's start plus the window's time left). */
  endsAt: number;
}

/** A block just counted in the database for one request: the counter after it and the window. */
export interface CountedBlock {
  limit: number;
  block: number;
  count: number;
  windowMs: number;
  resetMs: number;
}

export class QuotaLeases<P = unknown> {
  private readonly leases = new Map<string, Lease<P>>();
  private readonly counting = new Map<string, Promise<unknown>>();

  /**
   * One request of the lease held for this key and bucket (allowed, or refused when the window's
   * limit is reached), or null when there is none: count a block in the database (`count`).
   */
  take(fingerprint: string, bucket: RateBucket, now: number): RateLimitState | null {
    const lease = this.leases.get(`${bucket}:${fingerprint}`);
    if (!lease || lease.endsAt <= now) return null;
    if (lease.refused) return refusedState(lease.limit, lease.endsAt - now);
    if (lease.left === 0) return null;
    lease.left--;
    return stateOf(lease, now);
  }

  /** Who the key was when the lease held for this key and bucket was last granted. */
  holder(fingerprint: string, bucket: RateBucket): P | undefined {
    return this.leases.get(`${bucket}:${fingerprint}`)?.holder;
  }

  /** A block being counted for this key and bucket by another request of this process, to wait for. */
  inFlight(fingerprint: string, bucket: RateBucket): Promise<unknown> | undefined {
    return this.counting.get(`${bucket}:${fingerprint}`);
  }

  /**
   * Runs the statement counting a block for this request. Unless the key is known to count
   * blocks of 1 (exact counting, concurrent requests count themselves), it is the one block in
   * flight for the key: later requests wait for it (`inFlight`) and take from what it leases.
   */
  async count<T>(fingerprint: string, bucket: RateBucket, statement: () => Promise<T>): Promise<T> {
    const id = `${bucket}:${fingerprint}`;
    if (this.leases.get(id)?.block === 1) return statement();
    const running = statement();
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.counting.set(id, settled);
    try {
      return await running;
    } finally {
      if (this.counting.get(id) === settled) this.counting.delete(id);
    }
  }

  /**
   * Records a block counted in the database for this request (`startedAt`: when the gate began,
   * so the lease never outlives the database's window) and takes this request from it. A block
   * counted past the limit leases nothing and the request is refused. `holder`: who the key is, as
   * the counting statement read it, kept with the lease.
   */
  grant(fingerprint: string, bucket: RateBucket, counted: CountedBlock, startedAt: number, holder?: P): RateLimitState {
    const { limit, block, count, windowMs, resetMs } = counted;
    const granted = Math.max(0, Math.min(block, limit - (count - block)));
    const id = `${bucket}:${fingerprint}`;
    const held = this.leases.get(id);
    const sameWindow = held?.window === windowMs;
    const lease: Lease<P> = {
      holder,
      block,
      limit,
      // What a block counted past the limit holds beyond it is no one's to use.
      counted: Math.min(limit, sameWindow ? Math.max(held.counted, count) : count),
      left: (sameWindow ? held.left : 0) + granted,
      refused: granted === 0 && block > 1,
      window: windowMs,
      endsAt: startedAt + resetMs,
    };
    if (!held && this.leases.size >= MAX_ENTRIES) this.prune(startedAt);
    this.leases.set(id, lease);
    if (granted === 0) return refusedState(limit, resetMs);
    lease.left--;
    return stateOf(lease, startedAt);
  }

  /** Forgets a key's leases (it failed authentication: revoked, expired, or its account lost API access). */
  drop(fingerprint: string): void {
    this.leases.delete(`read:${fingerprint}`);
    this.leases.delete(`write:${fingerprint}`);
  }

  private prune(now: number): void {
    for (const [id, lease] of this.leases) if (lease.endsAt <= now) this.leases.delete(id);
  }
}

function stateOf(lease: Lease<unknown>, now: number): RateLimitState {
  return {
    limit: lease.limit,
    remaining: Math.max(0, lease.limit - (lease.counted - lease.left)),
    resetSeconds: resetSecondsOf(lease.endsAt - now),
    allowed: true,
  };
}

function refusedState(limit: number, resetMs: number): RateLimitState {
  return { limit, remaining: 0, resetSeconds: resetSecondsOf(resetMs), allowed: false };
}
