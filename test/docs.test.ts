import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../src/core/errors.ts';
import { plans } from '../src/core/plans.ts';

const readme = fs.readFileSync('README.md', 'utf8');

describe('README stays true to the code', () => {
  it('lists every error code with its status and meaning', () => {
    const rows = [...readme.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| (.+) \|$/gm)].map((m) => [m[1], Number(m[2]), m[3]]);
    expect(rows).toEqual(Object.entries(errorCatalog).map(([code, e]) => [code, e.status, e.meaning]));
  });

  it('shows the plan table of src/core/plans.ts', () => {
    for (const [name, p] of Object.entries(plans)) {
      const row = `| ${name.toLowerCase()} | ${p.apiAccess ? 'yes' : 'no'} | ${p.brandLimit} | ${p.monthlyAuditsPerProject} | ${p.pageBudget} |`;
      expect(readme).toContain(row);
    }
  });

  it('starts with the two commands', () => {
    const firstBlock = readme.split('```')[1];
    expect(firstBlock).toContain('npm start');
    expect(firstBlock).toContain('npm test');
  });
});
