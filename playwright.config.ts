// Browser tests of the dashboard (e2e/), in the system Chromium against the real server.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** A port that is free now (asked of the OS by a short-lived process, since the config loads synchronously). */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

const port = Number(process.env.E2E_PORT ?? freePort());
process.env.E2E_PORT = String(port);
/**
 * The browser: CHROMIUM_PATH, else Debian's, else the headless Chromium of the @sparticuz/chromium
 * dependency (the one PDF reports fall back to), so `npm install && npm test` needs no apt step.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const script = "import('@sparticuz/chromium').then(async (m) => process.stdout.write(await m.default.executablePath()))";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

const chromium = chromiumPath();
process.env.CHROMIUM_PATH = chromium;

export default defineConfig({
  testDir: 'e2e',
  // One worker: the tests share one server and its demo account, and the machine is small.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/build.mjs --if-stale && node e2e/server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), CHROMIUM_PATH: chromium },
  },
});
