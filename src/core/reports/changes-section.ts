// "What changed": the client's visibility against the previous completed audit, in plain words.
// First over all the engines together (the summary's comparison), then engine by engine (the
// comparisons stored when the run completed, analytics/visibility-changes.ts: the dashboard's
// "What changed" and the visibility.changed webhook carry the same significant changes); then
// every engine's rates of this audit with their 95% intervals. The statistics behind "a real
// change" are a footnote (docs/methodology.md, "Intervals and significant change").
import type { VisibilityComparison } from '../analytics/compare-audits.ts';
import { engineLabels, metricLabels } from '../contract/labels.ts';
import { formatUtcDate, table } from './markdown.ts';
import { comparisonVerdict, pct, rateSentence, rateWithInterval } from './plain-change.ts';
import type { ReportInput } from './report-input.ts';

/** `42% (30-55%), n = 30`; `n/a` when nothing was observed. */
function side(s: VisibilityComparison['after']): string {
  return s.value === null ? `n/a (n = ${s.n})` : `${rateWithInterval(s)}, n = ${s.n}`;
}

function pValue(p: number): string {
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

/** What a measure is, inside a sentence about one engine. */
const measureWords: Record<VisibilityComparison['metric'], string> = {
  mentionRate: 'mentioned in',
  citationRate: 'cited in',
  shareOfVoice: 'share of voice',
};

/** "Perplexity: mentioned in 100% of answers (86-100%), up from 28%." */
function engineChange(c: VisibilityComparison): string {
  const now = c.after.value === null ? 'n/a' : pct(c.after.value);
  const interval = c.after.low !== null && c.after.high !== null ? ` (${Math.round(c.after.low)}-${Math.round(c.after.high)}%)` : '';
  const what = c.metric === 'shareOfVoice' ? `share of voice ${now}${interval}` : `${measureWords[c.metric]} ${now} of answers${interval}`;
  const dir = (c.after.value ?? 0) > (c.before.value ?? 0) ? 'up' : 'down';
  return `${engineLabels[c.engine]}: ${what}, ${dir} from ${c.before.value === null ? 'n/a' : pct(c.before.value)}.`;
}

export function changesSection(input: ReportInput): string[] {
  const previous = input.history.previous;
  const comparisons = input.visibilityChanges;
  const lines = ['## What changed', ''];
  if (!previous) return [...lines, 'This is the first completed audit of the project: there is nothing to compare with yet.'];
  const when = `the previous audit (${formatUtcDate(previous.runDate).replace(/,.*$/, '')})`;
  const v = input.visibility;
  const overall = (['mentionRate', 'citationRate', 'shareOfVoice'] as const).flatMap((m) => rateSentence(m, v[m]) ?? []);
  lines.push(
    `Against ${when}, over all the engines together:`,
    '',
    ...(overall.length ? overall.map((s) => `- ${s}`) : ['- No answer of this audit to compare.']),
  );
  if (comparisons === null || comparisons.length === 0) {
    return [...lines, '', 'Engine by engine there is nothing to compare: no engine answered in both audits.'];
  }
  const significant = comparisons.filter((c) => c.significant);
  const rest = comparisons.filter((c) => !c.significant);
  const tooFew = rest.filter((c) => comparisonVerdict(c) === 'too_few_answers').length;
  const steady = rest.filter((c) => comparisonVerdict(c) === 'steady').length;
  lines.push('', '### Engine by engine', '');
  if (significant.length > 0) {
    lines.push('A real change on these engines:¹', '', ...significant.map((c) => `- ${engineChange(c)}`), '');
  }
  const others = significant.length > 0 ? 'Every other figure' : 'No figure of any engine changed beyond chance: every figure';
  const parts = [
    ...(steady ? [`${steady} of them stayed about the same`] : []),
    ...(tooFew ? [`for ${tooFew} of them there were too few answers to tell`] : []),
  ];
  lines.push(`${others} is within what asking the engines again could produce by chance${parts.length ? ` (${parts.join('; ')})` : ''}.¹`);
  const engines = [...new Set(comparisons.map((c) => c.engine))];
  const after = (engine: VisibilityComparison['engine'], metric: VisibilityComparison['metric']) => {
    const c = comparisons.find((x) => x.engine === engine && x.metric === metric);
    return c ? side(c.after) : 'n/a';
  };
  lines.push(
    '',
    '### Visibility by engine in this audit',
    '',
    ...table(
      ['Engine', 'Mention rate', 'Citation rate', 'Share of voice'],
      engines.map((e) => [engineLabels[e], after(e, 'mentionRate'), after(e, 'citationRate'), after(e, 'shareOfVoice')]),
      ['l', 'r', 'r', 'r'],
    ),
    '',
    'n: answers (for share of voice, brand mentions). The range in brackets is where the true rate lies with 95% confidence, given how many answers there were.',
    '',
    `*¹ How a real change is told from chance: each figure is compared with the previous audit's by a two-sided test (z-test, or Fisher's exact test for small counts). ` +
      `Over all engines the ${Object.keys(v).length} measures of the summary are held together, engine by engine the ${comparisons.length} comparisons of this audit, ` +
      `each family at a 5% chance of any false alarm (Holm's method). ` +
      (significant.length
        ? `Adjusted p-values: ${significant.map((c) => `${engineLabels[c.engine]} ${metricLabels[c.metric].toLowerCase()} ${pValue(c.adjustedPValue)} (${side(c.before)} before)`).join('; ')}.*`
        : 'No adjusted p-value is at or below 0.05.*'),
  );
  return lines;
}
