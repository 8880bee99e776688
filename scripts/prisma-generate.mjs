// `prisma generate` works offline, but Prisma's CLI insists on locating its schema-engine
// binary first, which it would try to download. Generation does not use that binary, so any
// existing file satisfies the check (see DESIGN.md, "Facts of this environment").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
const res = spawnSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], {
  stdio: 'inherit',
  env,
});
process.exit(res.status ?? 1);
