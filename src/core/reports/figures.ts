// The report's four charts, each a section: an SVG figure for the HTML and, in the Markdown,
// the same title, a sentence saying what the chart shows and a table of its numbers.
import type { Engine, Severity } from '../../generated/prisma/client.ts';

import { groupedColumns, horizontalBars, stackedBars } from './charts/bar-charts.ts';
import { lineChart } from './charts/line-chart.ts';
import { clip, palette } from './charts/svg.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { engineLabels, severityLabels } from '../contract/labels.ts';
import { formatDelta, formatUtcDate, table } from './markdown.ts';
import { type ReportBrandMentions, severities } from './report-history.ts';
import type { ReportInput } from './report-input.ts';
import type { ReportSection } from './section.ts';
import { brandTotals } from './summary.ts';
import { engineNames } from '../../engines/engine-list.ts';

export const chartTitles = {
  trend: 'Score trend',
  shareOfVoice: 'Share of voice by engine',
  domains: 'Most cited domains',
  severity: 'Findings by severity',
} as const;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (d: Date) => formatUtcDate(d).replace(/,.*$/, '');
const severityFills: Record<Severity, string> = { CRITICAL: '#9f2a2a', HIGH: '#c0612b', MEDIUM: '#c99a2e', LOW: '#7b8794' };
/** Brands drawn in their own colour; the others are summed as "Other competitors". */
const brandsShown = 5;

/** A chart's data table: its label column left-aligned, its numbers right-aligned. */
function dataTable(header: string[], rows: string[][]): string[] {
  return table(
    header,
    rows,
    header.map((_, i) => (i === 0 ? 'l' : 'r')),
  );
}

function section(id: string, title: string, description: string, figure: string | undefined, data: string[]): ReportSection {
  return { id, markdown: [`## ${title}`, '', escapeMarkdown(description, 4000), ...(data.length ? ['', ...data] : [])], figure };
}

function trendSection(input: ReportInput): ReportSection {
  const points = input.history.trend;
  const evaluated = points.filter((p) => p.overall !== null);
  const first = evaluated[0];
  const last = points.at(-1);
  const description =
    points.length <= 1
      ? `Overall score of this audit, the project\u2019s first completed one: ${last?.overall ?? 'not evaluated'}.`
      : `Overall score (0 to 100) of the project\u2019s last ${points.length} completed audits, this one last` +
        (first && last?.overall !== null && last
          ? `: from ${first.overall} on ${day(first.runDate)} to ${last.overall} on ${day(last.runDate)}.`
          : '.') +
        (points.length > evaluated.length ? ' Audits whose overall score could not be evaluated are marked n/a.' : '');
  const figure = lineChart({
    title: chartTitles.trend,
    description,
    xLabel: 'Completed audit (date)',
    yLabel: 'Overall score',
    points: points.map((p) => ({
      label: `${p.runDate.getUTCDate()} ${months[p.runDate.getUTCMonth()]}`,
      sublabel: String(p.runDate.getUTCFullYear()),
      value: p.overall,
    })),
  });
  const rows = points.map((p, i) => [
    day(p.runDate),
    p.overall === null ? '—' : String(p.overall),
    i === 0 ? '—' : formatDelta(p.overall === null || points[i - 1].overall === null ? null : p.overall - (points[i - 1].overall ?? 0)),
  ]);
  return section('score-trend', chartTitles.trend, description, figure, table(['Audit', 'Overall score', 'Change'], rows, ['l', 'r', 'r']));
}

function engineShares(rows: ReportBrandMentions[], engine: Engine) {
  const own = rows.filter((r) => r.engine === engine);
  const total = own.reduce((n, r) => n + r.mentions, 0);
  const client = own.filter((r) => r.isClient).reduce((n, r) => n + r.mentions, 0);
  return { own, total, clientShare: total === 0 ? null : Math.round((100 * client) / total) };
}

function shareOfVoiceSection(input: ReportInput): ReportSection {
  const current = input.history.brandMentions;
  const previous = input.history.previous?.brandMentions ?? null;
  const engines = engineNames.filter((e) => current.some((r) => r.engine === e));
  if (engines.length === 0) {
    return section(
      'share-of-voice',
      chartTitles.shareOfVoice,
      `Neither ${input.project.name} nor a tracked competitor was named in this audit\u2019s AI answers, so there is no share of voice to chart.`,
      undefined,
      [],
    );
  }
  const brands = brandTotals(current);
  const shown = [...brands.filter((b) => b.isClient), ...brands.filter((b) => !b.isClient)].slice(0, brandsShown);
  const hasOther = brands.length > shown.length;
  const keyOf = (r: { brand: string; isClient: boolean }) =>
    r.isClient ? 'client' : shown.some((b) => !b.isClient && b.brand === r.brand) ? `c:${r.brand}` : 'other';
  let competitorIndex = 0;
  const series = [
    ...shown.map((b) => ({
      key: keyOf(b),
      label: b.isClient ? `${clip(b.brand, 30)} (you)` : b.brand,
      fill: b.isClient ? palette.client : palette.competitors[competitorIndex++ % palette.competitors.length],
    })),
    ...(hasOther ? [{ key: 'other', label: 'Other competitors', fill: palette.other }] : []),
  ];
  const perEngine = engines.map((engine) => {
    const { own, total, clientShare } = engineShares(current, engine);
    const segments = series.map((s) => ({ key: s.key, value: own.filter((r) => keyOf(r) === s.key).reduce((n, r) => n + r.mentions, 0) }));
    const before = previous ? engineShares(previous, engine).clientShare : null;
    return { engine, total, clientShare, segments, before };
  });
  const description =
    `Share of the brand mentions in each AI engine\u2019s answers (${input.project.name} and its tracked competitors) in this audit` +
    (previous ? `; the black mark is the share of ${input.project.name} in the previous audit.` : '.') +
    ` ${perEngine.map((e) => `${engineLabels[e.engine]}: ${e.clientShare}%`).join(', ')} for ${input.project.name}.`;
  const figure = stackedBars({
    title: chartTitles.shareOfVoice,
    description,
    xLabel: 'Share of brand mentions in the engine\u2019s answers',
    series,
    markerLabel: `Your share, previous audit`,
    rows: perEngine.map((e) => ({ label: engineLabels[e.engine], segments: e.segments, marker: e.before })),
  });
  const pct = (v: number, total: number) => (total === 0 ? '—' : `${Math.round((100 * v) / total)}%`);
  const rows = perEngine.map((e) => [
    engineLabels[e.engine],
    String(e.total),
    ...e.segments.map((s) => pct(s.value, e.total)),
    ...(previous ? [e.before === null ? '—' : `${e.before}%`] : []),
  ]);
  const header = [
    'Engine',
    'Brand mentions',
    ...series.map((s) => escapeMarkdown(s.label, 100)),
    ...(previous ? ['Your share, previous audit'] : []),
  ];
  return section('share-of-voice', chartTitles.shareOfVoice, description, figure, dataTable(header, rows));
}

function domainsSection(input: ReportInput): ReportSection {
  const domains = input.history.topDomains;
  const hasPrevious = input.history.previous !== null;
  if (domains.length === 0) {
    return section('top-domains', chartTitles.domains, 'The AI engines cited no source in this audit\u2019s answers.', undefined, []);
  }
  const whose = (d: { isClient: boolean; isCompetitor: boolean }) => (d.isClient ? 'yours' : d.isCompetitor ? 'competitor' : '');
  const description =
    `The ${domains.length} domains the AI engines cited most in this audit\u2019s answers, by number of citations` +
    (hasPrevious ? ', with the previous audit\u2019s count as a thin grey bar.' : '.') +
    ` Most cited: ${domains[0].domain} (${domains[0].citations}).`;
  const figure = horizontalBars({
    title: chartTitles.domains,
    description,
    xLabel: 'Citations in this audit',
    legend: [
      { fill: palette.client, label: 'Your domain' },
      { fill: palette.competitors[0], label: 'Competitor' },
      { fill: palette.axis, label: 'Other source' },
      ...(hasPrevious ? [{ fill: palette.previous, label: 'Previous audit' }] : []),
    ],
    bars: domains.map((d) => ({
      label: d.domain,
      value: d.citations,
      previous: d.previousCitations,
      fill: d.isClient ? palette.client : d.isCompetitor ? palette.competitors[0] : palette.axis,
    })),
  });
  const rows = domains.map((d) => [
    escapeMarkdown(d.domain, 253),
    String(d.citations),
    ...(hasPrevious ? [String(d.previousCitations ?? 0)] : []),
    whose(d),
  ]);
  const header = ['Domain', 'Citations', ...(hasPrevious ? ['Previous audit'] : []), 'Whose'];
  return section(
    'top-domains',
    chartTitles.domains,
    description,
    figure,
    table(
      header,
      rows,
      header.map((_, i) => (i === 0 || i === header.length - 1 ? 'l' : 'r')),
    ),
  );
}

function severitySection(input: ReportInput): ReportSection {
  const previous = input.history.previous?.findingsBySeverity ?? null;
  const counts = severities.map((s) => ({
    s,
    now: input.findings.filter((f) => f.severity === s).length,
    before: previous ? previous[s] : null,
  }));
  const description =
    `Findings of this audit by severity: ${counts.map((c) => `${c.now} ${severityLabels[c.s].toLowerCase()}`).join(', ')}` +
    (previous ? ` (previous audit: ${counts.map((c) => c.before).join(', ')}).` : '.');
  const figure = groupedColumns({
    title: chartTitles.severity,
    description,
    xLabel: 'Severity',
    yLabel: 'Findings',
    legend: previous
      ? [
          { fill: palette.previous, label: 'Previous audit' },
          { fill: severityFills.HIGH, label: 'This audit (coloured by severity)' },
        ]
      : [],
    groups: counts.map((c) => ({ label: severityLabels[c.s], value: c.now, previous: c.before, fill: severityFills[c.s] })),
  });
  const rows = counts.map((c) => [
    severityLabels[c.s],
    String(c.now),
    ...(previous ? [String(c.before), formatDelta(c.now - (c.before ?? 0))] : []),
  ]);
  const header = ['Severity', 'This audit', ...(previous ? ['Previous audit', 'Change'] : [])];
  return section('findings-by-severity', chartTitles.severity, description, figure, dataTable(header, rows));
}

/** The four chart sections, in reading order. */
export function chartSections(input: ReportInput): ReportSection[] {
  return [trendSection(input), shareOfVoiceSection(input), domainsSection(input), severitySection(input)];
}
