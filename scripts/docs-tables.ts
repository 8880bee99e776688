// Rewrites the tables of docs/api.md that mirror code (the error catalog, the engines), so adding
// an error code or an engine is one edit plus `npm run docs:tables`; test/docs.test.ts fails
// while they differ.
import fs from 'node:fs';
import { errorCatalog } from '../src/core/kernel/errors.ts';
import { engineLabels, engineNames } from '../src/engines/engine-list.ts';
import { engineProvider } from '../src/engines/providers.ts';

const errorTable = [
  '| code | status | meaning |',
  '|---|---|---|',
  ...Object.entries(errorCatalog).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.meaning} |`),
].join('\n');
const engineTable = [
  '| engine code | engine | asked through |',
  '|---|---|---|',
  ...engineNames.map((e) => `| \`${e}\` | ${engineLabels[e]} | ${engineProvider[e]} |`),
].join('\n');

for (const name of ['docs/api.md']) {
  const file = new URL(`../${name}`, import.meta.url);
  const text = fs.readFileSync(file, 'utf8');
  const next = text
    .replace(/\| code \| status \| meaning \|\n\|---\|---\|---\|\n(?:\|.*\|\n)*/, `${errorTable}\n`)
    .replace(/\| engine code \| engine \| asked through \|\n\|---\|---\|---\|\n(?:\|.*\|\n)*/, `${engineTable}\n`);
  if (next === text) console.error(`docs:tables: ${name} already up to date`);
  fs.writeFileSync(file, next);
}
