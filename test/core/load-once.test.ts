/** `loadOnce` (src/core/kernel/load-once.ts): what the service loads on first use is loaded once, and a failed load is tried again. */
import { expect, it } from 'vitest';
import { loadOnce } from '../../src/core/kernel/load-once.ts';

it('shares one load between concurrent first callers and later ones', async () => {
  let loads = 0;
  const value = loadOnce(async () => {
    loads++;
    await new Promise((resolve) => setImmediate(resolve));
    return { loads };
  });
  const [a, b] = await Promise.all([value(), value()]);
  expect(a).toBe(b);
  expect(await value()).toBe(a);
  expect(loads).toBe(1);
});

it('forgets a failed load, so the next call loads again', async () => {
  let loads = 0;
  const value = loadOnce(async () => {
    loads++;
    if (loads === 1) throw new Error('module not readable yet');
    return loads;
  });
  await expect(value()).rejects.toThrow('module not readable yet');
  expect(await value()).toBe(2);
  expect(await value()).toBe(2);
  expect(loads).toBe(2);
});
