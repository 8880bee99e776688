import { describe, expect, it } from 'vitest';
import { renderReportHtml } from '../../src/core/reports/report-html.ts';
import { renderReportMarkdown } from '../../src/core/reports/report-sections.ts';
import { executiveSummary, ordinal } from '../../src/core/reports/summary.ts';
import { sampleInput } from './fixtures.ts';

const base = sampleInput();

describe('executiveSummary', () => {
  it('says where the client stands against the previous audit, what moved and which engine failed', () => {
    const { visibility, sentences, actions } = executiveSummary(base);
    // Visibility first, each rate with its change in plain words.
    expect(visibility).toEqual([
      'Mentioned in 60% of the AI answers (45-74%), up from 25%: a real change.',
      'Cited (a link to the site) in 15% of the answers (7-29%), against 13% at the previous audit: within noise (too few answers to tell whether it changed).',
      'Share of voice: 60% of the brand mentions (52-67%), up from 33%: a real change.',
    ]);
    expect(sentences).toEqual([
      'Acme Widgets ranks 1st (tied) of the 2 brands named (5 of 10 brand mentions).',
      'Acme Widgets scores 68 out of 100 overall, up 4 points from 64 at the previous audit on 15 November 2026.',
      'Since the previous audit, Platform readiness fell 10 points, Technical foundations rose 7 points and AI citability fell 2 points.',
      'This audit found 3 issues, 1 fewer than the previous audit (4).',
      'Claude (invalid API key) failed; brand, platform and share of voice come only from the engine that answered.',
    ]);
    expect(actions.map((f) => f.title)).toEqual(['robots.txt blocks GPTBot', 'Organization schema missing', 'Short answer blocks']);
  });

  it('says so when there is no previous audit, and ranks the client behind a leader', () => {
    const first = sampleInput({
      history: {
        ...base.history,
        previous: null,
        trend: base.history.trend.slice(-1),
        brandMentions: [
          { engine: 'CLAUDE', brand: 'Acme Widgets', isClient: true, mentions: 2 },
          { engine: 'CLAUDE', brand: 'Globex', isClient: false, mentions: 6 },
        ],
      },
      run: {
        ...base.run,
        deltas: { overall: null, citability: null, brand: null, eeat: null, technical: null, schema: null, platform: null },
      },
    });
    const { sentences } = executiveSummary(first);
    expect(sentences[1]).toBe(
      'Acme Widgets scores 68 out of 100 overall. This is the project\u2019s first completed audit, so there is no earlier audit to compare with.',
    );
    expect(sentences[0]).toBe('Acme Widgets ranks 2nd of the 2 brands named (2 of 8 brand mentions); Globex leads with 75% of them.');
    expect(sentences.join(' ')).not.toContain('Since the previous audit');
    const md = renderReportMarkdown(first);
    expect(md).toContain('first completed audit');
    expect(md).not.toContain('| Previous audit |');
  });

  it('is honest about a score or share that could not be computed, and about demo data', () => {
    const none = sampleInput({
      run: { ...base.run, scores: { ...base.run.scores, overall: null } },
      history: { ...base.history, brandMentions: [] },
      engines: { kind: 'demo' },
    });
    const { sentences } = executiveSummary(none);
    expect(sentences[1]).toBe('The overall score of Acme Widgets could not be evaluated in this audit.');
    expect(sentences[0]).toBe(
      'Neither Acme Widgets nor a tracked competitor was named in the AI answers, so share of voice could not be computed.',
    );
    expect(sentences.at(-1)).toBe('The engine figures are generated demo data: no AI engine was asked.');
  });

  it('takes the top actions from the open findings only, most severe first', () => {
    const findings = base.findings.map((f) => (f.severity === 'CRITICAL' ? { ...f, status: 'RESOLVED' as const } : f));
    expect(executiveSummary(sampleInput({ findings })).actions.map((f) => f.title)).toEqual([
      'Organization schema missing',
      'Short answer blocks',
    ]);
    const closed = base.findings.map((f) => ({ ...f, status: 'DISMISSED' as const }));
    const summary = executiveSummary(sampleInput({ findings: closed }));
    expect(summary.actions).toEqual([]);
    expect(summary.sentences.at(-1)).toBe('There is no open finding to act on.');
  });

  it('ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});

describe('the report HTML', () => {
  it('has the summary and four titled, described SVG charts, one under each chart heading', () => {
    const html = renderReportHtml(base);
    expect(html).toContain('<section id="summary">');
    const charts = [...html.matchAll(/<svg [^>]*role="img" aria-label="([^"]+)"[^>]*><title>([^<]+)<\/title><desc>([^<]+)<\/desc>/g)];
    expect(charts.map((m) => m[1])).toEqual(['Score trend', 'Share of voice by engine', 'Most cited domains', 'Findings by severity']);
    for (const m of charts) {
      expect(m[2]).toBe(m[1]);
      expect(m[3].length).toBeGreaterThan(40);
      expect(html).toMatch(new RegExp(`<h2>${m[1]}</h2>\\s*<figure>`));
    }
    // Nothing raster, nothing loaded, no script.
    expect(html).not.toMatch(/<img|<image|<script|href=/i);
  });

  it('escapes names inside the charts', () => {
    const hostile = '</text><script>alert(1)</script>&';
    const html = renderReportHtml(
      sampleInput({
        history: {
          ...base.history,
          brandMentions: [
            { engine: 'CLAUDE', brand: 'Acme Widgets', isClient: true, mentions: 1 },
            { engine: 'CLAUDE', brand: hostile, isClient: false, mentions: 1 },
          ],
          topDomains: [{ domain: '<b>x</b>.example', citations: 1, previousCitations: 0, isClient: false, isCompetitor: false }],
        },
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#60;/text&#62;&#60;script&#62;');
  });

  it('draws a gap, not a zero, where a score could not be evaluated', () => {
    const html = renderReportHtml(base);
    const trend = /<svg [^>]*aria-label="Score trend"[\s\S]*?<\/svg>/.exec(html)![0];
    // Points: 58, n/a, 64, 68 -> one joined segment (64 to 68), the 58 alone, and an n/a label.
    expect(trend.match(/<polyline /g)).toHaveLength(1);
    expect(trend).toContain('>n/a</text>');
  });
});
