import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { TEST_SECRET_KEY } from './app.ts';

/**
 * Runs `bin/visibility <args> --json` against a database and returns the one JSON object it
 * printed (asserting there is exactly one line on stdout) with the exit code.
 */
export async function runCli(
  databaseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: any; stdout: string }> {
  const res = await promisify(execFile)('bin/visibility', [...args, '--json'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'warn', ...env },
    timeout: 120_000,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (e: unknown) => ({ code: (e as { code: number }).code, stdout: (e as { stdout: string }).stdout }),
  );
  const lines = res.stdout.trim().split('\n');
  expect(lines, res.stdout).toHaveLength(1);
  return { ...res, out: JSON.parse(lines[0]) };
}

/** Runs `bin/visibility <args>` as a person would (no --json): the exit code and both streams. */
export async function runCliText(
  databaseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)('bin/visibility', args, {
    env: { ...process.env, DATABASE_URL: databaseUrl, VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'warn', ...env },
    timeout: 120_000,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: unknown) => e as { code: number; stdout: string; stderr: string },
  );
}
