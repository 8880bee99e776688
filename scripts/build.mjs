// Compiles src/ to dist/ (what `npm start` and bin/visibility run) and builds the dashboard (web/)
// with Vite into dist/web (served at /app). Builds into a fresh folder and
// swaps it in, so a process starting meanwhile never sees half a build. Without TypeScript (an
// install without dev dependencies) an existing dist/ is kept as it is. `--if-stale` builds only
// when dist/ is missing or older than a source file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const require = createRequire(import.meta.url);

let tsc;
try {
  tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
} catch {
  if (fs.existsSync(path.join(dist, 'cli', 'main.js'))) process.exit(0);
  console.error('build: TypeScript is not installed and dist/ is missing; run `npm install` (with dev dependencies)');
  process.exit(1);
}

/** Newest modification time under the given paths (files and folders). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    max = Math.max(max, st.mtimeMs);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) visit(path.join(p, e));
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return max;
}

if (process.argv.includes('--if-stale')) {
  const stamp = fs.statSync(path.join(dist, '.build-stamp'), { throwIfNoEntry: false });
  if (stamp && newest(['src', 'web', 'tsconfig.json', 'tsconfig.build.json']) <= stamp.mtimeMs) process.exit(0);
}

const started = Date.now();
const out = `${dist}.tmp-${process.pid}`;
fs.rmSync(out, { recursive: true, force: true });
const res = spawnSync(
  process.execPath,
  [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', out, '--incremental', 'false', '--tsBuildInfoFile', 'null'],
  {
    stdio: 'inherit',
    cwd: root,
  },
);
if (res.status !== 0) {
  fs.rmSync(out, { recursive: true, force: true });
  process.exit(res.status ?? 1);
}
// The dashboard: Vite is a dev dependency like TypeScript; without it an existing build is kept.
/** Vite's command-line entry (its package exports no bin path, so it is found beside package.json). */
function viteBin() {
  let pkg;
  try {
    pkg = require.resolve('vite/package.json', { paths: [root] });
  } catch {
    pkg = path.join(root, 'node_modules', 'vite', 'package.json');
  }
  const bin = path.join(path.dirname(pkg), 'bin', 'vite.js');
  return fs.existsSync(bin) ? bin : undefined;
}
const vite = viteBin();
if (vite) {
  const web = spawnSync(process.execPath, [vite, 'build', '--config', path.join(root, 'web', 'vite.config.ts'), '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, VISIBILITY_WEB_OUT: path.join(out, 'web') },
  });
  if (web.status !== 0) {
    fs.rmSync(out, { recursive: true, force: true });
    process.exit(web.status ?? 1);
  }
} else if (fs.existsSync(path.join(dist, 'web'))) {
  fs.cpSync(path.join(dist, 'web'), path.join(out, 'web'), { recursive: true });
} else {
  console.error('build: Vite is not installed; the dashboard at /app is not built');
}
fs.writeFileSync(path.join(out, '.build-stamp'), new Date().toISOString());
const old = `${dist}.old-${process.pid}`;
if (fs.existsSync(dist)) fs.renameSync(dist, old);
fs.renameSync(out, dist);
fs.rmSync(old, { recursive: true, force: true });
console.error(`build: compiled src/ and web/ to dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
