// Rewrites the table of docs/api.md that mirrors code (the error catalog), so adding
// an error code is one edit plus `npm run docs:tables`; test/docs.test.ts fails while they differ.
import fs from 'node:fs';
import { errorCatalog } from '../src/core/errors.ts';

const rows = Object.entries(errorCatalog).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.meaning} |`);
const table = ['| code | status | meaning |', '|---|---|---|', ...rows].join('\n');
for (const name of ['docs/api.md']) {
  const file = new URL(`../${name}`, import.meta.url);
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(/\| code \| status \| meaning \|\n\|---\|---\|---\|\n(?:\|.*\|\n)*/, `${table}\n`);
  if (next === text) console.error(`docs:tables: ${name} already up to date`);
  fs.writeFileSync(file, next);
}
