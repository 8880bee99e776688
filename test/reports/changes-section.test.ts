import { describe, expect, it } from 'vitest';
import { changesSection } from '../../src/core/reports/changes-section.ts';
import { renderReportHtml } from '../../src/core/reports/report-html.ts';
import { renderReportMarkdown } from '../../src/core/reports/report-sections.ts';
import { sampleInput } from './fixtures.ts';

describe('the report\'s "What changed" section', () => {
  it("lists the significant changes only, with both audits' intervals and the Holm-adjusted p", () => {
    const lines = changesSection(sampleInput());
    expect(lines[0]).toBe('## What changed');
    expect(lines.join('\n')).toContain('1 of the 3 comparisons with the previous audit (15 November 2026, 14:00 UTC) is significant');
    const rows = lines.filter((l) => l.startsWith('| ChatGPT | '));
    expect(rows[0]).toBe('| ChatGPT | Mention rate | 30% (17-48), n = 30 | 90% (74-97), n = 30 | < 0.001 |');
    // The change that is not significant is not listed as a change.
    expect(lines.some((l) => l.startsWith('| ChatGPT | Citation rate |'))).toBe(false);
  });

  it("states every engine's rates of this audit with their 95% intervals, n/a where nothing was observed", () => {
    const text = changesSection(sampleInput()).join('\n');
    expect(text).toContain('### Visibility by engine, with 95% intervals');
    expect(text).toContain('| ChatGPT | 90% (74-97), n = 30 | 23% (12-41), n = 30 | n/a |');
    expect(text).toContain('| Claude | n/a | n/a | 40% (25-57), n = 12 |');
  });

  it('says so when nothing is significant, when nothing was compared, and on a first audit', () => {
    const quiet = sampleInput({ visibilityChanges: sampleInput().visibilityChanges!.map((c) => ({ ...c, significant: false })) });
    expect(changesSection(quiet).join('\n')).toContain(
      'None of the 3 comparisons with the previous audit (15 November 2026, 14:00 UTC) is significant',
    );
    expect(changesSection(sampleInput({ visibilityChanges: [] })).join('\n')).toContain('no engine answered in both audits');
    const first = sampleInput({ visibilityChanges: null, history: { ...sampleInput().history, previous: null } });
    expect(changesSection(first)).toEqual([
      '## What changed',
      '',
      'This is the first completed audit of the project: there is nothing to compare with yet.',
    ]);
  });

  it('is in the Markdown report and in the HTML the PDF is printed from', () => {
    expect(renderReportMarkdown(sampleInput())).toContain('## What changed');
    expect(renderReportHtml(sampleInput())).toMatch(/<section id="what-changed">\s*<h2[^>]*>What changed<\/h2>/);
  });
});
