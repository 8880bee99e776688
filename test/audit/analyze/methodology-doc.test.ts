import { describe, expect, it } from 'vitest';
import { crawlers } from '../../../src/site/analyze/ai-crawlers.ts';
import { allChecks } from '../../../src/site/analyze/analyze-site.ts';
import { checkIds } from '../../../src/site/analyze/check-ids.ts';
import { timelineBySeverity } from '../../../src/site/analyze/severity.ts';
import { overallWeights } from '../../../src/core/runs/scores.ts';
import { methodologyText, tableRows } from '../../support/methodology-doc.ts';

const doc = methodologyText();
const rows = tableRows(doc);

describe('docs/methodology.md matches the code', () => {
  it('documents every check once, with its points, pass threshold and severity', () => {
    const documented = rows.filter((r) => /^`[a-z-]+\.[a-z.-]+`$/.test(r[0]));
    expect(documented.map((r) => r[0].slice(1, -1)).sort()).toEqual(allChecks.map((c) => c.id).sort());
    for (const c of allChecks) {
      const row = documented.find((r) => r[0] === `\`${c.id}\``)!;
      expect(Number(row[1]), c.id).toBe(c.points);
      expect(Number(row[2]), c.id).toBe(c.passShare ?? 1);
      expect(row[3].split(' ')[0], c.id).toBe(c.severity);
    }
  });

  it('lists the same check ids, in the same order, in the CheckId catalog, the definitions and the tables', () => {
    const documented = rows.filter((r) => /^`[a-z-]+\.[a-z.-]+`$/.test(r[0])).map((r) => r[0].slice(1, -1));
    expect(allChecks.map((c) => c.id)).toEqual([...checkIds]);
    expect(documented).toEqual([...checkIds]);
  });

  it('documents every crawler with its weight', () => {
    for (const c of crawlers) {
      const row = rows.find((r) => r[0] === c.token);
      expect(row, c.token).toBeDefined();
      expect(Number(row![3]), c.token).toBe(c.weight);
    }
  });

  it('documents the severity timelines and the overall weights', () => {
    for (const [severity, timeline] of Object.entries(timelineBySeverity)) expect(rows).toContainEqual([severity, timeline]);
    for (const [key, weight] of Object.entries(overallWeights)) expect(rows.find((r) => r[0] === key)?.[1], key).toBe(String(weight));
  });

  it('states the rubric point totals correctly', () => {
    const total = (rubric: string) => allChecks.filter((c) => c.rubric === rubric).reduce((s, c) => s + c.points, 0);
    expect(doc).toContain(
      `technical ${total('technical')}, schema ${total('schema')}, citability ${total('citability')},\nE-E-A-T ${total('eeat')}`,
    );
  });
});
