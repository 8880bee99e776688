import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../src/core/kernel/errors.ts';
import { plans } from '../src/core/plans/plans.ts';

const readme = fs.readFileSync('README.md', 'utf8');
const apiDoc = fs.readFileSync('docs/api.md', 'utf8');
const errorRows = (text: string) => [...text.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| (.+) \|$/gm)].map((m) => [m[1], Number(m[2]), m[3]]);

describe('README stays true to the code', () => {
  it('lists every error code with its status and meaning (README and docs/api.md)', () => {
    const catalog = Object.entries(errorCatalog).map(([code, e]) => [code, e.status, e.meaning]);
    expect(errorRows(readme)).toEqual(catalog);
    expect(errorRows(apiDoc)).toEqual(catalog);
  });

  it('links only to files inside the repository, and every linked file exists', () => {
    for (const [name, text] of [
      ['README.md', readme],
      ['docs/api.md', apiDoc],
    ] as const) {
      expect(text, name).not.toContain('../shared');
      const base = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        expect(fs.existsSync(base + target), `${name} links to ${target}`).toBe(true);
      }
    }
  });

  it('shows the plan table of src/core/plans/plans.ts', () => {
    for (const [name, p] of Object.entries(plans)) {
      const budget = `$${p.engineBudgetMicros / 1_000_000}`;
      const cadence =
        p.defaultAuditEveryDays === null ? 'off' : p.defaultAuditEveryDays === 7 ? 'weekly' : `every ${p.defaultAuditEveryDays} days`;
      const row =
        `| ${name.toLowerCase()} | ${p.apiAccess ? 'yes' : 'no'} | ${p.brandLimit} | ${p.monthlyAuditsPerProject} | ${p.pageBudget} ` +
        `| ${p.trackedPrompts} | ${p.competitors} | ${budget} | ${cadence} |`;
      expect(readme).toContain(row);
    }
  });

  it('starts with the two commands', () => {
    const firstBlock = readme.split('```')[1];
    expect(firstBlock).toContain('npm start');
    expect(firstBlock).toContain('npm test');
  });
});
