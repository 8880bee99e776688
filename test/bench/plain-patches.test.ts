import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, it } from 'vitest';

// bench:mechanisms measures each read-path mechanism against the tree with one patch of
// bench/plain/ applied (bench/read-mechanisms.ts). A patch that no longer applies stops the whole
// benchmark, so each must apply to the tree as it is.
it('every patch of bench/plain/ applies to the tree', () => {
  const patches = fs.readdirSync('bench/plain').filter((f) => f.endsWith('.patch'));
  expect(patches.length).toBeGreaterThan(0);
  const failing = patches.filter((p) => {
    try {
      execFileSync('git', ['apply', '--check', `bench/plain/${p}`], { stdio: 'pipe' });
      return false;
    } catch {
      return true;
    }
  });
  expect(failing).toEqual([]);
});
