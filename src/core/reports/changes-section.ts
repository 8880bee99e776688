// "What changed": the client's visibility on each engine against the previous completed audit,
// with 95% intervals, and which of the differences are significant (the comparisons stored when
// the run completed, analytics/visibility-changes.ts; docs/methodology.md, "Intervals and
// significant change"). The dashboard's "What changed" and the visibility.changed webhook carry
// the same significant changes.
import type { RateSide, VisibilityComparison } from '../analytics/compare-audits.ts';
import { engineLabels, formatUtcDate, table } from './markdown.ts';
import type { ReportInput } from './report-input.ts';

const metricLabels: Record<VisibilityComparison['metric'], string> = {
  mentionRate: 'Mention rate',
  citationRate: 'Citation rate',
  shareOfVoice: 'Share of voice',
};

/** `42% (30-55), n = 30`; `n/a` when nothing was observed. */
function side(s: RateSide): string {
  if (s.value === null) return `n/a (n = ${s.n})`;
  const interval = s.low !== null && s.high !== null ? ` (${s.low.toFixed(0)}-${s.high.toFixed(0)})` : '';
  return `${s.value.toFixed(0)}%${interval}, n = ${s.n}`;
}

function pValue(p: number): string {
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

export function changesSection(input: ReportInput): string[] {
  const previous = input.history.previous;
  const comparisons = input.visibilityChanges;
  const lines = ['## What changed', ''];
  if (!previous) return [...lines, 'This is the first completed audit of the project: there is nothing to compare with yet.'];
  if (comparisons === null || comparisons.length === 0) {
    return [
      ...lines,
      `The engines' answers were not compared with the previous audit's (${formatUtcDate(previous.runDate)}): no engine answered in both audits.`,
    ];
  }
  const significant = comparisons.filter((c) => c.significant);
  lines.push(
    significant.length === 0
      ? `None of the ${comparisons.length} comparisons with the previous audit (${formatUtcDate(previous.runDate)}) is significant: every difference is within what asking the engines again could produce by chance (two-sided tests, family-wise error 5%, Holm).`
      : `${significant.length} of the ${comparisons.length} comparisons with the previous audit (${formatUtcDate(previous.runDate)}) ${significant.length === 1 ? 'is' : 'are'} significant (two-sided tests, family-wise error 5%, Holm). Rates with their 95% intervals:`,
  );
  if (significant.length > 0) {
    lines.push(
      '',
      ...table(
        ['Engine', 'Measure', 'Previous audit', 'This audit', 'p (Holm)'],
        significant.map((c) => [engineLabels[c.engine], metricLabels[c.metric], side(c.before), side(c.after), pValue(c.adjustedPValue)]),
        ['l', 'l', 'r', 'r', 'r'],
      ),
    );
  }
  const engines = [...new Set(comparisons.map((c) => c.engine))];
  const after = (engine: VisibilityComparison['engine'], metric: VisibilityComparison['metric']) => {
    const c = comparisons.find((x) => x.engine === engine && x.metric === metric);
    return c ? side(c.after) : 'n/a';
  };
  lines.push(
    '',
    '### Visibility by engine, with 95% intervals',
    '',
    ...table(
      ['Engine', 'Mention rate', 'Citation rate', 'Share of voice'],
      engines.map((e) => [engineLabels[e], after(e, 'mentionRate'), after(e, 'citationRate'), after(e, 'shareOfVoice')]),
      ['l', 'r', 'r', 'r'],
    ),
    '',
    "Rates are of this audit's answers (n: answers; for share of voice, brand mentions). The interval is where the true rate lies with 95% confidence, given how many answers there were.",
  );
  return lines;
}
