import type { Engine, Severity } from '../../generated/prisma/client.ts';

import { overallWeights, scoreKeys, type ScoreKey } from '../runs/scores.ts';
import { codeSpan, escapeMarkdown } from './escape-markdown.ts';
import type {
  EngineCitations,
  EngineMentions,
  EngineReport,
  ReportAnalysisError,
  ReportFailedRun,
  ReportFinding,
  ReportInput,
} from './report-input.ts';
import { noMentions } from './report-input.ts';
import { engineLabels, findingCategoryLabels, scoreLabels, severityLabels } from '../contract/labels.ts';
import { pct, rateWithInterval, verdictWords } from './plain-change.ts';
import { engineNames } from '../../engines/engine-list.ts';

/** How many findings the report lists in full; the rest are counted. */
export const reportFindingsLimit = 10;

const severityOrder: Severity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "22 November 2026, 14:05 UTC": fixed format, independent of the process locale and time zone. */
export function formatUtcDate(d: Date): string {
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** "+4", "−2" (minus sign), "0"; "—" when there is nothing to compare with. */
export function formatDelta(delta: number | null): string {
  if (delta === null || delta === undefined) return '—';
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '0';
}

function formatScore(score: number | null): string {
  return score === null || score === undefined ? '—' : `${score} / 100`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}

export function table(header: string[], rows: string[][], align: ('l' | 'r')[]): string[] {
  const sep = align.map((a) => (a === 'r' ? '---:' : '---'));
  return [header, sep, ...rows].map((cells) => `| ${cells.join(' | ')} |`);
}

function severityRank(s: Severity): number {
  const i = severityOrder.indexOf(s);
  return i === -1 ? severityOrder.length : i;
}

export function scoreSection(input: ReportInput): string[] {
  const { scores, deltas } = input.run;
  const rows = scoreKeys.map((k) => {
    const label = k === 'overall' ? `**${scoreLabels[k]}**` : scoreLabels[k];
    return [label, formatScore(scores[k]), formatDelta(deltas[k])];
  });
  return [
    '## Scores',
    '',
    ...table(['Score', 'Result', 'Change since previous audit'], rows, ['l', 'r', 'r']),
    '',
    '“—” means the score could not be evaluated in this audit, or there is no earlier audit to compare with.',
  ];
}

function findingLines(f: ReportFinding, n: number): string[] {
  const lines = [
    `#### ${n}. ${escapeMarkdown(f.title, 300)}`,
    '',
    `*${findingCategoryLabels[f.category] ?? escapeMarkdown(f.category)}*`,
    '',
  ];
  if (f.description.trim() !== '') lines.push(escapeMarkdown(f.description), '');
  const details: string[] = [];
  if (f.recommendation?.trim()) details.push(`- **Recommendation:** ${escapeMarkdown(f.recommendation)}`);
  if (f.affectedUrl?.trim()) details.push(`- **Affected URL:** ${codeSpan(f.affectedUrl, 500)}`);
  if (f.timeline?.trim()) details.push(`- **Timeline:** ${escapeMarkdown(f.timeline, 200)}`);
  if (f.expectedImpact?.trim()) details.push(`- **Expected impact:** ${escapeMarkdown(f.expectedImpact, 500)}`);
  if (details.length > 0) lines.push(...details, '');
  return lines;
}

/**
 * The findings as blocks: the heading and count first, then one block per finding (its severity's
 * heading with the first of each severity), then the count of those not shown. The PDF keeps
 * each block on one page.
 */
export function findingsBlocks(findings: ReportFinding[]): string[][] {
  const head = ['## Top findings', ''];
  if (findings.length === 0) return [[...head, 'This audit found no issues to report.']];

  // Stable sort: ties keep the order they came in (by id from the database).
  const sorted = findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.i - b.i)
    .map(({ f }) => f);
  const shown = sorted.slice(0, reportFindingsLimit);
  const rest = sorted.slice(reportFindingsLimit);

  const counts = severityOrder
    .map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, c]) => c > 0)
    .map(([s, c]) => `${c} ${severityLabels[s].toLowerCase()}`);
  const blocks: string[][] = [
    [...head, `This audit found ${plural(findings.length, 'finding')} (${counts.join(', ')}), most severe first.`, ''],
  ];

  let n = 0;
  for (const severity of severityOrder) {
    const group = shown.filter((f) => f.severity === severity);
    group.forEach((f, i) => blocks.push([...(i === 0 ? [`### ${severityLabels[severity]}`, ''] : []), ...findingLines(f, ++n)]));
  }
  if (rest.length > 0) {
    const restCounts = severityOrder
      .map((s) => [s, rest.filter((f) => f.severity === s).length] as const)
      .filter(([, c]) => c > 0)
      .map(([s, c]) => `${c} ${severityLabels[s].toLowerCase()}`);
    blocks.push([
      `${plural(rest.length, 'more finding')} not shown here (${restCounts.join(', ')}); the full list is available in the dashboard and through the API.`,
    ]);
  }
  const last = blocks[blocks.length - 1];
  while (last.at(-1) === '') last.pop();
  return blocks;
}

export function citationsSection(byEngine: EngineCitations[]): string[] {
  const zero = (engine: Engine): EngineCitations => ({ engine, total: 0, client: 0, competitor: 0 });
  const rows = engineNames.map((e) => byEngine.find((r) => r.engine === e) ?? zero(e));
  const sum = (k: 'total' | 'client' | 'competitor') => rows.reduce((a, r) => a + r[k], 0);
  const cells = (label: string, total: number, client: number, competitor: number) => [
    label,
    String(total),
    String(client),
    percent(client, total),
    String(competitor),
  ];
  return [
    '## Citations by AI engine',
    '',
    'Sources the AI engines cited in their answers to the tracked prompts.',
    '',
    ...table(
      ['Engine', 'Citations', 'Your domain', 'Share', 'Competitors'],
      [
        ...rows.map((r) => cells(engineLabels[r.engine], r.total, r.client, r.competitor)),
        cells('**All engines**', sum('total'), sum('client'), sum('competitor')),
      ],
      ['l', 'r', 'r', 'r', 'r'],
    ),
  ];
}

export function mentionsSection(byEngine: EngineMentions[]): string[] {
  const rows = engineNames.map((e) => byEngine.find((r) => r.engine === e) ?? noMentions(e));
  const keys = ['total', 'client', 'competitor', 'positive', 'neutral', 'negative', 'mixed'] as const;
  const totals = noMentions('CHATGPT');
  for (const r of rows) for (const k of keys) totals[k] += r[k];
  const cells = (label: string, r: EngineMentions) => [label, ...keys.map((k) => String(r[k]))];
  return [
    '## Brand mentions by AI engine',
    '',
    'Brands named in the AI answers; sentiment columns count the mentions of your brand.',
    '',
    ...table(
      ['Engine', 'Mentions', 'Your brand', 'Competitors', 'Positive', 'Neutral', 'Negative', 'Mixed'],
      [...rows.map((r) => cells(engineLabels[r.engine], r)), cells('**All engines**', totals)],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ];
}

/** Audits that failed since the previous report, with why (nothing when there were none). */
export function failedRunsSection(failed: ReportFailedRun[]): string[] {
  if (failed.length === 0) return [];
  return [
    '## Audits that failed since the previous report',
    '',
    ...failed.map((f) => `- ${formatUtcDate(f.runDate)}: ${codeSpan(f.code, 50)}, ${escapeMarkdown(f.message, 500)}`),
    '',
  ];
}

export function enginesSection(report: EngineReport): string[] {
  const lines = ['## AI engines asked', ''];
  if (report.kind === 'demo') {
    return [
      ...lines,
      'This is generated demo data: no AI engine was asked, and the citations and mentions below were not observed from any engine.',
    ];
  }
  if (report.kind === 'skipped') {
    return [...lines, `${report.reason} Brand and platform could not be scored, and no citation or mention was recorded.`];
  }
  const answered = report.probes.filter((p) => p.status === 'SUCCEEDED').length;
  const rows = report.probes.map((p) => {
    const served = p.servedModels?.length ? ` (answered by ${p.servedModels.map((m) => codeSpan(m, 100)).join(', ')})` : '';
    const cut = p.promptsTruncated ? `; ${p.promptsTruncated} cut off, not scored` : '';
    return [
      engineLabels[p.engine],
      (p.model ? codeSpan(p.model, 100) : '—') + served,
      `${p.promptsAnswered} of ${p.promptsTotal}`,
      p.status === 'SUCCEEDED'
        ? p.failureMessage
          ? `answered${cut}, then stopped: ${escapeMarkdown(p.failureMessage, 300)}`
          : `answered${cut}`
        : `failed: ${escapeMarkdown(p.failureMessage ?? 'no answer', 300)}`,
    ];
  });
  return [
    ...lines,
    `${plural(report.probes.length, 'engine')} asked the project\u2019s tracked prompts; ${answered} answered. Brand and platform come only from the engines that answered.`,
    '',
    ...table(['Engine', 'Model', 'Answers received', 'Outcome'], rows, ['l', 'l', 'r', 'l']),
  ];
}

export function methodologySection(input: ReportInput): string[] {
  const weights = (Object.entries(overallWeights) as [Exclude<ScoreKey, 'overall'>, number][])
    .map(([k, w]) => `${scoreLabels[k]} ${w}%`)
    .join(', ');
  const competitors = input.competitors.length
    ? input.competitors.map((c) => `${escapeMarkdown(c.name, 200)} (${escapeMarkdown(c.domain, 200)})`).join(', ')
    : 'none';
  return [
    '## Methodology',
    '',
    `The audit crawled ${plural(input.run.pagesAnalyzed, 'page')} of the site and scored them with deterministic rubrics. ` +
      (input.engines.kind === 'asked'
        ? `It asked the AI engines listed above each of the project\u2019s tracked prompts${samplesWords(input.samplesPerPrompt)} and recorded the sources they cited and the brands they named. `
        : input.engines.kind === 'demo'
          ? `Its engine figures are generated demo data, not observations (generated as answers to each tracked prompt${samplesWords(input.samplesPerPrompt)}). `
          : 'It asked no AI engine (see above). ') +
      'Each answer is read for the brands it names and the sources it cites; a rate counts answers (mention rate: answers that name you; citation rate: answers that link to your site), share of voice counts brand mentions. ' +
      `Each score runs from 0 to 100. The overall score is the weighted mean of the other scores (${weights}), ` +
      're-weighted over the scores that could be evaluated. Changes compare with the previous completed audit of the project.',
    '',
    `Competitors tracked: ${competitors}.`,
    ...analysisErrorNotes(input.analysisErrors ?? []),
  ];
}

/** " 5 times per engine (samples per prompt), each a separate answer" */
function samplesWords(samples: number | null): string {
  if (samples === null || samples <= 1) return ' once per engine';
  return ` ${samples} times per engine (samples per prompt: separate answers, since an engine answers the same question differently from one time to the next)`;
}

/** How many analysis errors the report lists; the rest are counted. */
const analysisErrorsShown = 20;

/**
 * The run's analysis errors (docs/methodology.md): our defects, said plainly so that a missing
 * score is not read as a judgement on the site. Nothing when the analysis was sound.
 */
function analysisErrorNotes(errors: ReportAnalysisError[]): string[] {
  if (errors.length === 0) return [];
  const lines = errors.slice(0, analysisErrorsShown).map((e) => {
    const what = e.checkId ? `Check ${codeSpan(e.checkId, 200)}` : `Page ${codeSpan(e.url ?? 'unknown', 500)}`;
    return `- ${what}: ${escapeMarkdown(e.message, 300)}`;
  });
  if (errors.length > analysisErrorsShown) lines.push(`- and ${errors.length - analysisErrorsShown} more.`);
  return [
    '',
    `**Analysis errors.** ${plural(errors.length, 'part')} of this audit's analysis failed because of an error on our side, ` +
      'not because of anything found on the site. A failed check gives no finding and no points; a score with a failed check ' +
      'that carries points is shown as “—” (not evaluated) rather than computed from the remaining checks, and a page that could ' +
      'not be analysed is left out of the page count.',
    '',
    ...lines,
  ];
}

/** The report's title and the audit's particulars. */
export function headerSection(input: ReportInput): string[] {
  const name = escapeMarkdown(input.project.name, 200);
  return [
    `# AI Visibility Report: ${name}`,
    '',
    `- **Project:** ${name}`,
    `- **Domain:** ${escapeMarkdown(input.project.domain, 253)}`,
    `- **Audit date:** ${formatUtcDate(input.run.runDate)}`,
    `- **Pages analyzed:** ${input.run.pagesAnalyzed}`,
  ];
}

/** The end of the report: when it was generated, and the audit's reference for support (never on the cover). */
export function footerSection(input: ReportInput): string[] {
  return ['---', '', `*Generated ${formatUtcDate(input.generatedAt)}. Audit reference: ${escapeMarkdown(input.run.id, 100)}.*`];
}

const visibilityRows = [
  ['mentionRate', 'Mention rate', 'answers that name you'],
  ['citationRate', 'Citation rate', 'answers that link to your site'],
  ['shareOfVoice', 'Share of voice', 'your share of the mentions of you and your competitors'],
] as const;

/**
 * The client's visibility over all the audit's answers, against the previous audit: each rate
 * with its 95% interval, the previous audit's, and what the change means in plain words.
 */
export function visibilitySection(input: ReportInput): string[] {
  const v = input.visibility;
  const hasPrevious = input.history.previous !== null;
  const rows = visibilityRows.map(([k, label, what]) => {
    const m = v[k];
    return [
      `**${label}** (${what})`,
      rateWithInterval(m.current),
      ...(hasPrevious ? [m.previous.value === null ? 'n/a' : pct(m.previous.value), verdictWords[m.verdict]] : []),
    ];
  });
  const position = v.avgPosition;
  const rank = (x: number | null) => (x === null ? 'n/a' : x.toFixed(1));
  rows.push([
    '**Average position** (your rank among the brands an answer names, 1 = first)',
    position.current.value === null
      ? 'n/a'
      : `${rank(position.current.value)}${position.current.low !== null ? ` (${rank(position.current.low)}-${rank(position.current.high)})` : ''}`,
    ...(hasPrevious ? [rank(position.previous.value), verdictWords[position.verdict]] : []),
  ]);
  return [
    '## AI visibility',
    '',
    `Over all ${plural(v.mentionRate.current.n, 'answer')} of this audit, every engine and prompt together${hasPrevious ? ', against the previous audit' : ''}. The range in brackets is where the true figure lies with 95% confidence.`,
    '',
    ...table(
      ['Measure', 'This audit', ...(hasPrevious ? ['Previous audit', 'What it means'] : [])],
      rows,
      hasPrevious ? ['l', 'r', 'r', 'l'] : ['l', 'r'],
    ),
  ];
}

/** What the engines were asked: the tracked prompts of this audit and the engines, which answered and which failed. */
export function promptsSection(input: ReportInput): string[] {
  const lines = ['## What the AI engines were asked', ''];
  if (input.prompts.length === 0) return [...lines, 'No AI engine answered a tracked prompt in this audit.'];
  const samples = input.samplesPerPrompt ?? 1;
  const answered = engineNames.filter((e) => input.enginesAnswered.includes(e)).map((e) => engineLabels[e]);
  const failed =
    input.engines.kind === 'asked' ? input.engines.probes.filter((p) => p.status !== 'SUCCEEDED').map((p) => engineLabels[p.engine]) : [];
  const demo = input.engines.kind === 'demo';
  lines.push(
    demo
      ? `${plural(input.prompts.length, 'tracked prompt')}, each with ${plural(samples, 'generated answer')} per engine (demo data: no engine was asked):`
      : `${plural(input.prompts.length, 'tracked prompt')}, each asked ${samples === 1 ? 'once' : `${samples} times`} of every engine:`,
    '',
    ...input.prompts.map((p, i) => `${i + 1}. ${escapeMarkdown(p.text, 500)} (${plural(p.answers, 'answer')})`),
    '',
    demo
      ? `Engines the demo answers are written as: ${answered.join(', ') || 'none'}.`
      : `Engines that answered: ${answered.join(', ') || 'none'}.` +
          (failed.length ? ` Failed: ${failed.join(', ')} (see “AI engines asked”).` : ''),
  );
  return lines;
}
