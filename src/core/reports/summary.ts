// The executive summary: a few sentences computed from the report's data (how visible the client
// is in the AI answers and whether that changed, where it ranks among the brands named, the site's
// scores, which engines failed) and the top three actions.
// One function builds them; the Markdown and the HTML both show its result.
import type { Severity } from '../../generated/prisma/client.ts';
import { type ScoreKey, scoreKeys } from '../runs/scores.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { engineLabels, scoreLabels, severityLabels } from '../contract/labels.ts';
import { formatUtcDate } from './markdown.ts';
import { rateSentence } from './plain-change.ts';
import { type ReportBrandMentions, severities } from './report-history.ts';
import type { ReportFinding, ReportInput } from './report-input.ts';

export interface ExecutiveSummary {
  /** The client's visibility and its change, first (plain-text sentences, not escaped). */
  visibility: string[];
  /** The other plain-text sentences (not escaped), in reading order. */
  sentences: string[];
  /** The three highest-priority open findings, most severe first. */
  actions: ReportFinding[];
}

const severityWords = (s: Severity) => severityLabels[s].toLowerCase();

function day(d: Date): string {
  return formatUtcDate(d).replace(/,.*$/, '');
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function points(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Mentions per brand over all engines, most mentioned first (the client first on a tie). */
export function brandTotals(rows: ReportBrandMentions[]): { brand: string; isClient: boolean; mentions: number }[] {
  const totals = new Map<string, { brand: string; isClient: boolean; mentions: number }>();
  for (const r of rows) {
    const key = r.isClient ? '' : `c:${r.brand}`;
    const t = totals.get(key) ?? { brand: r.brand, isClient: r.isClient, mentions: 0 };
    t.mentions += r.mentions;
    totals.set(key, t);
  }
  return [...totals.values()].sort((a, b) => b.mentions - a.mentions || Number(b.isClient) - Number(a.isClient));
}

/** The client's share of the client and competitor mentions, in whole percent; null without mentions. */
export function clientShare(rows: ReportBrandMentions[]): number | null {
  const total = rows.reduce((n, r) => n + r.mentions, 0);
  if (total === 0) return null;
  return Math.round((100 * rows.filter((r) => r.isClient).reduce((n, r) => n + r.mentions, 0)) / total);
}

function standing(input: ReportInput): string {
  const name = input.project.name;
  const overall = input.run.scores.overall;
  const previous = input.history.previous;
  if (overall === null) {
    return `The overall score of ${name} could not be evaluated in this audit.`;
  }
  const head = `${name} scores ${overall} out of 100 overall`;
  if (!previous) return `${head}. This is the project\u2019s first completed audit, so there is no earlier audit to compare with.`;
  const delta = input.run.deltas.overall;
  const when = `the previous audit on ${day(previous.runDate)}`;
  if (delta === null) return `${head}; ${when} has no overall score to compare with.`;
  if (delta === 0) return `${head}, unchanged since ${when}.`;
  return `${head}, ${delta > 0 ? 'up' : 'down'} ${points(Math.abs(delta))} from ${previous.scores.overall} at ${when}.`;
}

/**
 * The client's visibility over all the audit's answers, each rate with its change against the
 * previous audit in plain words (the same comparison "What changed" opens with).
 */
function visibility(input: ReportInput): string[] {
  const v = input.visibility;
  const sentences = (['mentionRate', 'citationRate', 'shareOfVoice'] as const).flatMap((m) => rateSentence(m, v[m]) ?? []);
  if (sentences.length === 0) return [`No AI answer of this audit could show whether ${input.project.name} is visible.`];
  return sentences;
}

/** Where the client ranks among the brands the answers name (counts only: the share is said above). */
function ranking(input: ReportInput): string {
  const name = input.project.name;
  const brands = brandTotals(input.history.brandMentions);
  if (brands.length === 0 || clientShare(input.history.brandMentions) === null) {
    return `Neither ${name} nor a tracked competitor was named in the AI answers, so share of voice could not be computed.`;
  }
  const total = brands.reduce((n, b) => n + b.mentions, 0);
  const own = brands.find((b) => b.isClient)?.mentions ?? 0;
  // Brands with more mentions rank above; brands with as many share the rank.
  const rank = 1 + brands.filter((b) => !b.isClient && b.mentions > own).length;
  const tied = brands.some((b) => !b.isClient && b.mentions === own);
  const count = brands.some((b) => b.isClient) ? brands.length : brands.length + 1;
  const top = brands.find((b) => !b.isClient && b.mentions > own);
  const leader = top ? `; ${top.brand} leads with ${Math.round((100 * top.mentions) / total)}% of them` : '';
  return `${name} ranks ${ordinal(rank)}${tied ? ' (tied)' : ''} of the ${count} brands named (${own} of ${total} brand mentions)${leader}.`;
}

function moves(input: ReportInput): string[] {
  const previous = input.history.previous;
  if (!previous) return [];
  const changed = scoreKeys
    .filter((k): k is Exclude<ScoreKey, 'overall'> => k !== 'overall')
    .flatMap((k) => {
      const d = input.run.deltas[k];
      return d === null || d === 0 ? [] : [{ k, d }];
    })
    .sort((a, b) => Math.abs(b.d) - Math.abs(a.d))
    .slice(0, 3);
  const scoreMoves =
    changed.length === 0
      ? 'No component score moved since the previous audit.'
      : `Since the previous audit, ${list(changed.map(({ k, d }) => `${scoreLabels[k]} ${d > 0 ? 'rose' : 'fell'} ${points(Math.abs(d))}`))}.`;
  const now = input.findings.length;
  const before = severities.reduce((n, s) => n + previous.findingsBySeverity[s], 0);
  const diff = now - before;
  const findings =
    diff === 0
      ? `This audit found ${now} ${now === 1 ? 'issue' : 'issues'}, as many as the previous audit.`
      : `This audit found ${now} ${now === 1 ? 'issue' : 'issues'}, ${Math.abs(diff)} ${diff > 0 ? 'more' : 'fewer'} than the previous audit (${before}).`;
  return [scoreMoves, findings];
}

function engines(input: ReportInput): string {
  const report = input.engines;
  if (report.kind === 'demo') return 'The engine figures are generated demo data: no AI engine was asked.';
  if (report.kind === 'skipped') return `No AI engine was asked: ${report.reason}`;
  const failed = report.probes.filter((p) => p.status !== 'SUCCEEDED');
  if (failed.length === 0) return `All ${report.probes.length} AI engines asked answered.`;
  const why = list(failed.map((p) => `${engineLabels[p.engine]} (${p.failureMessage ?? 'no answer'})`));
  if (failed.length === report.probes.length) {
    return `No AI engine answered: ${why} failed, so brand and platform could not be scored from engine answers.`;
  }
  const answered = report.probes.length - failed.length;
  return `${why} failed; brand, platform and share of voice come only from the ${answered === 1 ? 'engine' : `${answered} engines`} that answered.`;
}

/** The summary's sentences and actions; pure, the same input gives the same summary. */
export function executiveSummary(input: ReportInput): ExecutiveSummary {
  // Findings arrive most severe first, then by id: the first open ones are the highest priority.
  const open = input.findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status === 'OPEN')
    .sort((a, b) => severities.indexOf(a.f.severity) - severities.indexOf(b.f.severity) || a.i - b.i)
    .map(({ f }) => f);
  const actions = open.slice(0, 3);
  const sentences = [ranking(input), standing(input), ...moves(input), engines(input)];
  if (actions.length === 0) sentences.push('There is no open finding to act on.');
  return { visibility: visibility(input), sentences, actions };
}

/** The summary as the report's first section. */
export function summarySection(input: ReportInput): string[] {
  const { visibility: lead, sentences, actions } = executiveSummary(input);
  const text = (xs: string[]) => xs.map((s) => escapeMarkdown(s, 4000)).join(' ');
  const lines = [
    '## Executive summary',
    '',
    `**How visible ${escapeMarkdown(input.project.name, 200)} is in AI answers.** ${text(lead)}`,
    '',
    text(sentences),
  ];
  if (actions.length > 0) {
    lines.push('', `**Top ${actions.length === 1 ? 'action' : `${actions.length} actions`}:**`, '');
    actions.forEach((f, i) => {
      const what = f.recommendation?.trim() ? `: ${escapeMarkdown(f.recommendation, 300)}` : '';
      lines.push(`${i + 1}. **${escapeMarkdown(f.title, 300)}** (${severityWords(f.severity)})${what}`);
    });
  }
  return lines;
}
