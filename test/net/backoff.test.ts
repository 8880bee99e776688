// The one backoff rule (src/net/backoff.ts): exponential, capped, never under half its step.
import { expect, it } from 'vitest';
import { backoffDelayMs } from '../../src/net/backoff.ts';

const rule = { baseMs: 200, maxMs: 5_000 };

it('doubles per attempt up to the cap, with jitter between half the step and the whole step', () => {
  const low = (attempt: number) => backoffDelayMs(rule, attempt, () => 0);
  const high = (attempt: number) => backoffDelayMs(rule, attempt, () => 1);
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(low)).toEqual([100, 200, 400, 800, 1600, 2500, 2500, 2500]);
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(high)).toEqual([200, 400, 800, 1600, 3200, 5000, 5000, 5000]);
  for (let i = 0; i < 1_000; i++) {
    const d = backoffDelayMs(rule, 3);
    expect(d).toBeGreaterThanOrEqual(400);
    expect(d).toBeLessThanOrEqual(800);
  }
});
