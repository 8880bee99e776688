// Rewrites the tables of README.md that mirror code (the error catalog), so adding an error code
// is one edit plus `npm run docs:tables`; test/docs.test.ts fails while they differ.
import fs from 'node:fs';
import { errorCatalog } from '../src/core/errors.ts';

const file = new URL('../README.md', import.meta.url);
const readme = fs.readFileSync(file, 'utf8');
const rows = Object.entries(errorCatalog).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.meaning} |`);
const table = ['| code | status | meaning |', '|---|---|---|', ...rows].join('\n');
const next = readme.replace(/\| code \| status \| meaning \|\n\|---\|---\|---\|\n(?:\|.*\|\n)*/, `${table}\n`);
if (next === readme) console.error('docs:tables: README.md already up to date');
fs.writeFileSync(file, next);
