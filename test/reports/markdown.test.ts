import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { formatDelta, formatUtcDate } from '../../src/core/reports/markdown.ts';
import { renderReportMarkdown } from '../../src/core/reports/report-sections.ts';
import type { ReportFinding } from '../../src/core/reports/report-input.ts';
import { sampleInput } from './fixtures.ts';
import { engineLabels, engineNames } from '../../src/engines/engine-list.ts';

const finding = (severity: ReportFinding['severity'], title: string): ReportFinding => ({
  severity,
  status: 'OPEN',
  category: 'TECHNICAL',
  title,
  description: `About ${title}.`,
  recommendation: null,
  affectedUrl: null,
  timeline: null,
  expectedImpact: null,
});

describe('renderReportMarkdown', () => {
  const md = renderReportMarkdown(sampleInput());

  it('has the title, project, domain and run date in UTC', () => {
    expect(md.startsWith('# AI Visibility Report: Acme Widgets\n')).toBe(true);
    expect(md).toContain('- **Domain:** acme.example\n');
    expect(md).toContain('- **Audit date:** 22 November 2026, 14:05 UTC\n');
    expect(md).toContain('- **Pages analyzed:** 42\n');
    // The run id is a reference for support, at the end, never in the opening facts.
    expect(md).toContain('*Generated 22 November 2026, 15:00 UTC. Audit reference: run\\_0001.*');
    expect(md.slice(0, md.indexOf('## Executive summary'))).not.toContain('run');
  });

  it('leads with visibility, then what was asked, before the site scores', () => {
    const at = (heading: string) => md.indexOf(`\n## ${heading}\n`);
    const order = ['Executive summary', 'AI visibility', 'What the AI engines were asked', 'What changed', 'Scores'].map(at);
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(md).toContain('| **Mention rate** (answers that name you) | 60% (45-74%) | 25% | a real change |');
    expect(md).toContain('2 tracked prompts, each asked 5 times of every engine:');
    expect(md).toContain('1. Best widgets for \\*small\\* shops? (20 answers)');
    expect(md).toContain('Engines that answered: ChatGPT. Failed: Claude');
    expect(md).toMatch(/tracked prompts 5 times per engine \(samples per prompt/);
    const demo = renderReportMarkdown(sampleInput({ engines: { kind: 'demo' } }));
    expect(demo).toContain('2 tracked prompts, each with 5 generated answers per engine (demo data: no engine was asked):');
    expect(demo).not.toContain('Engines that answered');
  });

  it('lists all seven scores with signed deltas and dashes for what was not evaluated', () => {
    expect(md).toContain('| **Overall** | 68 / 100 | +4 |');
    expect(md).toContain('| AI citability | 72 / 100 | \u22122 |');
    expect(md).toContain('| Brand authority | 55 / 100 | 0 |');
    expect(md).toContain('| E-E-A-T | 61 / 100 | — |');
    expect(md).toContain('| Technical foundations | 80 / 100 | +7 |');
    expect(md).toContain('| Structured data | — | — |');
    expect(md).toContain('| Platform readiness | 0 / 100 | \u221210 |');
  });

  it('orders findings by severity with their details', () => {
    const critical = md.indexOf('### Critical');
    const high = md.indexOf('### High');
    const low = md.indexOf('### Low');
    expect(critical).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(critical);
    expect(low).toBeGreaterThan(high);
    expect(md).not.toContain('### Medium');
    expect(md).toContain('#### 1. robots.txt blocks GPTBot');
    expect(md).toContain('#### 2. Organization schema missing');
    expect(md).toContain('#### 3. Short answer blocks');
    expect(md).toContain('- **Recommendation:** Allow GPTBot, ClaudeBot and PerplexityBot.');
    expect(md).toContain('- **Affected URL:** `https://acme.example/robots.txt`');
    expect(md).toContain('- **Timeline:** Today');
    expect(md).toContain('- **Expected impact:** Unblocks citations');
    expect(md).toContain('3 findings (1 critical, 1 high, 1 low)');
  });

  it('caps the list and counts the rest', () => {
    const findings = [
      ...Array.from({ length: 8 }, (_, i) => finding('LOW', `low ${i}`)),
      ...Array.from({ length: 5 }, (_, i) => finding('MEDIUM', `medium ${i}`)),
      finding('CRITICAL', 'the worst'),
    ];
    const out = renderReportMarkdown(sampleInput({ findings }));
    expect(out).toContain('#### 1. the worst');
    expect(out).toContain('#### 6. medium 4');
    expect(out).toContain('#### 10. low 3');
    expect(out).not.toContain('low 4');
    expect(out).toContain('4 more findings not shown here (4 low)');
    expect(out).toContain('14 findings (1 critical, 5 medium, 8 low)');
  });

  it('says so when there are no findings', () => {
    const out = renderReportMarkdown(sampleInput({ findings: [] }));
    expect(out).toContain('This audit found no issues to report.');
  });

  it('lists the audits that failed since the previous report, with their code and reason, and nothing when none did', () => {
    const md = renderReportMarkdown(
      sampleInput({
        failedSince: [
          {
            runDate: new Date('2026-11-20T08:00:00Z'),
            code: 'site_unreachable',
            message: 'The home page could not be fetched: DNS lookup failed.',
          },
        ],
      }),
    );
    expect(md).toContain('## Audits that failed since the previous report');
    expect(md).toContain('`site_unreachable`, The home page could not be fetched: DNS lookup failed.');
    expect(renderReportMarkdown(sampleInput({ failedSince: [] }))).not.toContain('Audits that failed');
  });

  it('says which engines were asked, which failed and why, or that none was asked', () => {
    const md = renderReportMarkdown(sampleInput());
    expect(md).toContain('2 engines asked the project\u2019s tracked prompts; 1 answered.');
    expect(md).toContain('| ChatGPT | `gpt-5-mini` | 3 of 3 | answered |');
    expect(md).toContain('| Claude | `claude-sonnet-4-6` | 0 of 3 | failed: invalid API key |');
    const skipped = renderReportMarkdown(
      sampleInput({ engines: { kind: 'skipped', reason: 'No AI engine was asked: the project tracks no prompts yet.' } }),
    );
    expect(skipped).toContain('No AI engine was asked: the project tracks no prompts yet. Brand and platform could not be scored');
    expect(skipped).not.toMatch(/asked the AI engines/);
    const demo = renderReportMarkdown(sampleInput({ engines: { kind: 'demo' } }));
    expect(demo).toContain('This is generated demo data: no AI engine was asked');
  });

  it('shows every engine, with zeros where there is no data, in a fixed order', () => {
    expect(md).toContain('| ChatGPT | 8 | 2 | 25% | 1 |');
    expect(md).toContain('| Claude | 0 | 0 | — | 0 |');
    expect(md).toContain('| Perplexity | 12 | 3 | 25% | 5 |');
    expect(md).toContain('| **All engines** | 20 | 5 | 25% | 6 |');
    expect(md).toContain('| Claude | 9 | 4 | 3 | 2 | 1 | 1 | 0 |');
    expect(md).toContain('| **All engines** | 9 | 4 | 3 | 2 | 1 | 1 | 0 |');
    const labels = engineNames.map((e) => engineLabels[e]);
    for (const section of md.split('## ').filter((s) => /^(Citations|Brand mentions) by AI engine/.test(s))) {
      const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Engine') && !l.startsWith('| ---'));
      expect(rows.map((r) => r.split(' | ')[0].slice(2))).toEqual([...labels, '**All engines**']);
    }

    const empty = renderReportMarkdown(sampleInput({ citationsByEngine: [], mentionsByEngine: [] }));
    expect(empty).toContain('| Grok | 0 | 0 | — | 0 |');
    expect(empty).toContain('| Grok | 0 | 0 | 0 | 0 | 0 | 0 | 0 |');
  });

  it('has a methodology note with the weights and the competitors', () => {
    expect(md).toContain('## Methodology');
    expect(md).toContain('AI citability 25%');
    expect(md).toContain('Competitors tracked: Globex (globex.example).');
  });

  it('is deterministic', () => {
    expect(renderReportMarkdown(sampleInput())).toBe(md);
  });

  it('escapes hostile project, finding and competitor text', () => {
    const evil = '<script>alert(1)</script> [x](javascript:alert(1)) a|b\n# injected';
    const out = renderReportMarkdown(
      sampleInput({
        project: { name: evil, slug: 'x', domain: 'www.evil.example|<b>' },
        findings: [
          {
            ...finding('CRITICAL', evil),
            description: `${evil}\n\n<iframe src="https://evil.example">`,
            recommendation: '![t](https://evil.example/track.png)',
            affectedUrl: 'javascript:alert(1)` <b>x</b>',
            timeline: '\n- fake list item',
            expectedImpact: '&#60;img src=x&#62;',
          },
        ],
        competitors: [{ name: '[Globex](https://evil.example)', domain: 'evil@example.com' }],
      }),
    );
    expect(out).not.toMatch(/^# injected/m);
    expect(out).not.toMatch(/^- fake/m);
    const html = new Marked({ gfm: true }).parse(out, { async: false });
    expect(html).not.toMatch(/<(script|iframe|img|b)\b/i);
    expect(html).not.toContain('href');
    expect(html).not.toContain('<h1>injected');
    // Every table row keeps its cell count.
    for (const row of html.match(/<tr>[\s\S]*?<\/tr>/g) ?? []) {
      const n = (row.match(/<t[dh]\b/g) ?? []).length;
      expect([3, 4, 5, 8]).toContain(n);
    }
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1)) a|b # injected');
  });
});

describe('formatting helpers', () => {
  it('formats deltas with sign', () => {
    expect(formatDelta(4)).toBe('+4');
    expect(formatDelta(-2)).toBe('\u22122');
    expect(formatDelta(0)).toBe('0');
    expect(formatDelta(null)).toBe('—');
  });

  it('formats dates in UTC whatever the local zone', () => {
    expect(formatUtcDate(new Date('2027-01-01T00:30:00+05:00'))).toBe('31 December 2026, 19:30 UTC');
  });
});
