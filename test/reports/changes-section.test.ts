import { describe, expect, it } from 'vitest';
import { changesSection } from '../../src/core/reports/changes-section.ts';
import { renderReportHtml } from '../../src/core/reports/report-html.ts';
import { renderReportMarkdown } from '../../src/core/reports/report-sections.ts';
import { sampleInput } from './fixtures.ts';

describe('the report\'s "What changed" section', () => {
  it('says in plain words what changed over all engines and engine by engine, with the statistics in a footnote', () => {
    const lines = changesSection(sampleInput());
    const text = lines.join('\n');
    expect(lines[0]).toBe('## What changed');
    // Over all engines: the summary's comparison, each rate with its reading.
    expect(text).toContain('Against the previous audit (15 November 2026), over all the engines together:');
    expect(text).toContain('- Mentioned in 60% of the AI answers (45-74%), up from 25%: a real change.');
    expect(text).toContain(
      '- Cited (a link to the site) in 15% of the answers (7-29%), against 13% at the previous audit: within noise (too few answers to tell whether it changed).',
    );
    // Engine by engine: the significant change in words; the others said to be within chance.
    expect(text).toContain('- ChatGPT: mentioned in 90% of answers (74-97%), up from 30%.');
    expect(text).not.toMatch(/ChatGPT: cited in/);
    expect(text).toContain('Every other figure is within what asking the engines again could produce by chance');
    // The statistics are a footnote, not the text.
    const footnote = lines.find((l) => l.startsWith('*¹ '))!;
    expect(footnote).toContain('two-sided test');
    expect(footnote).toContain('Holm');
    expect(footnote).toContain('ChatGPT mention rate < 0.001');
    expect(lines.filter((l) => !l.startsWith('*¹ ')).join('\n')).not.toMatch(/Holm|two-sided|family-wise/);
  });

  it("states every engine's rates of this audit with their 95% intervals, n/a where nothing was observed", () => {
    const text = changesSection(sampleInput()).join('\n');
    expect(text).toContain('### Visibility by engine in this audit');
    expect(text).toContain('| ChatGPT | 90% (74-97%), n = 30 | 23% (12-41%), n = 30 | n/a |');
    expect(text).toContain('| Claude | n/a | n/a | 40% (25-57%), n = 12 |');
  });

  it('says "too few answers to tell" where the intervals are wide, and about the same where they are narrow', () => {
    const wide = { value: 40, low: 20, high: 60, n: 12 };
    const narrow = (value: number) => ({ value, low: value - 1, high: value + 1, n: 5000 });
    const input = sampleInput({
      visibilityChanges: [
        {
          engine: 'GROK',
          metric: 'mentionRate',
          pValue: 0.5,
          adjustedPValue: 1,
          significant: false,
          before: wide,
          after: { ...wide, value: 50 },
        },
        {
          engine: 'GEMINI',
          metric: 'mentionRate',
          pValue: 0.9,
          adjustedPValue: 1,
          significant: false,
          before: narrow(40),
          after: narrow(41),
        },
      ],
    });
    expect(changesSection(input).join('\n')).toContain(
      'No figure of any engine changed beyond chance: every figure is within what asking the engines again could produce by chance (1 of them stayed about the same; for 1 of them there were too few answers to tell).',
    );
  });

  it('says so when nothing was compared, and on a first audit', () => {
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
