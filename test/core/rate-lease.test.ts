// The lease arithmetic on its own (no clock or database): blocks, windows, refusal, single flight.
// test/api/rate-lease.test.ts checks the same rule through HTTP on two servers and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { leaseSize, QuotaLeases } from '../../src/core/access/rate-lease.ts';

const FP = 'f'.repeat(64);

describe('leaseSize', () => {
  it('is 1 under 200 a minute, 1% of the limit above, and at most 1,000', () => {
    expect([10, 60, 199, 200, 1_000, 99_999, 100_000, 1_000_000_000].map(leaseSize)).toEqual([1, 1, 1, 2, 10, 999, 1_000, 1_000]);
  });
});

describe('QuotaLeases', () => {
  const block = (count: number, windowMs = 1_000, resetMs = 60_000) => ({ limit: 1_000, block: 10, count, windowMs, resetMs });

  it('serves a block from memory, then asks for the next', () => {
    const leases = new QuotaLeases();
    expect(leases.take(FP, 'read', 0)).toBeNull();
    expect(leases.grant(FP, 'read', block(10), 0)).toMatchObject({ allowed: true, remaining: 999 });
    const taken = Array.from({ length: 9 }, (_, i) => leases.take(FP, 'read', i + 1)?.remaining);
    expect(taken).toEqual([998, 997, 996, 995, 994, 993, 992, 991, 990]);
    expect(leases.take(FP, 'read', 10)).toBeNull();
    // Reads and writes lease separately.
    expect(leases.take(FP, 'write', 10)).toBeNull();
  });

  it('accounts for the blocks other processes counted meanwhile', () => {
    const leases = new QuotaLeases();
    leases.grant(FP, 'read', block(10), 0);
    // 40 counted elsewhere since: this process's next block brings the counter to 60.
    expect(leases.grant(FP, 'read', block(60), 5).remaining).toBe(1_000 - 60 + 9 + 9);
  });

  it('never outlives the window: a lease ends when the database window does', () => {
    const leases = new QuotaLeases();
    leases.grant(FP, 'read', block(10, 1_000, 30_000), 100);
    expect(leases.take(FP, 'read', 30_099)?.resetSeconds).toBe(1);
    expect(leases.take(FP, 'read', 30_100)).toBeNull();
    // A block of the next window does not inherit what was left of the last one.
    expect(leases.grant(FP, 'read', block(10, 61_000), 30_100).remaining).toBe(999);
  });

  it('grants only what is left under the limit, then refuses until the window ends', () => {
    const leases = new QuotaLeases();
    expect(leases.grant(FP, 'read', block(1_004), 0)).toMatchObject({ allowed: true, remaining: 5 });
    expect(Array.from({ length: 6 }, (_, i) => leases.take(FP, 'read', i + 1)?.allowed ?? null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      null,
    ]);
    expect(leases.grant(FP, 'read', block(1_014), 7)).toMatchObject({ allowed: false, remaining: 0 });
    expect(leases.take(FP, 'read', 8)).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 60 });
    expect(leases.take(FP, 'read', 60_007)).toBeNull();
  });

  it('a limit of blocks of 1 leases nothing and counts every request', () => {
    const leases = new QuotaLeases();
    const exact = { limit: 60, block: 1, windowMs: 1_000, resetMs: 60_000 };
    expect(leases.grant(FP, 'read', { ...exact, count: 60 }, 0)).toMatchObject({ allowed: true, remaining: 0 });
    expect(leases.take(FP, 'read', 1)).toBeNull();
    expect(leases.grant(FP, 'read', { ...exact, count: 61 }, 2)).toMatchObject({ allowed: false, remaining: 0 });
    // Not cached: the next request is counted in the database again.
    expect(leases.take(FP, 'read', 3)).toBeNull();
  });

  it('one block in flight per key: concurrent requests wait for it, except for keys counted exactly', async () => {
    const leases = new QuotaLeases();
    let release!: () => void;
    const counting = leases.count(FP, 'read', () => new Promise<string>((resolve) => (release = () => resolve('counted'))));
    expect(leases.inFlight(FP, 'read')).toBeDefined();
    expect(leases.inFlight(FP, 'write')).toBeUndefined();
    release();
    expect(await counting).toBe('counted');
    expect(leases.inFlight(FP, 'read')).toBeUndefined();
    // A failed count is not left in flight either.
    await expect(leases.count(FP, 'read', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(leases.inFlight(FP, 'read')).toBeUndefined();
    leases.grant(FP, 'read', { limit: 60, block: 1, count: 1, windowMs: 1_000, resetMs: 60_000 }, 0);
    void leases.count(FP, 'read', () => new Promise(() => undefined));
    expect(leases.inFlight(FP, 'read')).toBeUndefined();
  });

  it('forgets a key that failed authentication', () => {
    const leases = new QuotaLeases();
    leases.grant(FP, 'read', block(10), 0);
    leases.drop(FP);
    expect(leases.take(FP, 'read', 1)).toBeNull();
  });
});
