import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../src/core/kernel/errors.ts';
import { plans } from '../src/core/plans/plans.ts';
import { engineLabels, engineNames } from '../src/engines/engine-list.ts';
import { engineProvider } from '../src/engines/providers.ts';

const readme = fs.readFileSync('README.md', 'utf8');
const apiDoc = fs.readFileSync('docs/api.md', 'utf8');
const errorRows = (text: string) => [...text.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| (.+) \|$/gm)].map((m) => [m[1], Number(m[2]), m[3]]);

describe('README and docs/api.md stay true to the code', () => {
  it('lists every error code with its status and meaning in docs/api.md (the README links to it)', () => {
    const catalog = Object.entries(errorCatalog).map(([code, e]) => [code, e.status, e.meaning]);
    expect(errorRows(apiDoc)).toEqual(catalog);
    expect(errorRows(readme)).toEqual([]);
  });

  it('lists every engine of src/engines/engine-list.ts, in its order, in docs/api.md (npm run docs:tables)', () => {
    const rows = [...apiDoc.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \| ([a-z]+) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual(engineNames.map((e) => [e, engineLabels[e], engineProvider[e]]));
  });

  it('shows the plan table of src/core/plans/plans.ts in docs/api.md', () => {
    for (const [name, p] of Object.entries(plans)) {
      const budget = `$${p.engineBudgetMicros / 1_000_000}`;
      const cadence =
        p.defaultAuditEveryDays === null ? 'off' : p.defaultAuditEveryDays === 7 ? 'weekly' : `every ${p.defaultAuditEveryDays} days`;
      const row =
        `| ${name.toLowerCase()} | ${p.apiAccess ? 'yes' : 'no'} | ${p.brandLimit} | ${p.monthlyAuditsPerProject} | ${p.pageBudget} ` +
        `| ${p.trackedPrompts} | ${p.competitors} | ${p.samplesPerPrompt} | ${budget} | ${cadence} |`;
      expect(apiDoc).toContain(row);
    }
  });

  it('starts with the two commands, and stays a page a newcomer reads in five minutes', () => {
    const firstBlock = readme.split('```')[1];
    expect(firstBlock).toContain('npm start');
    expect(firstBlock).toContain('npm test');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });
});
