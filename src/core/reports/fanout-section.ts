// The client report's "What the engines searched for" section (docs/fanout.md): for the audit's
// answers, the searches the engines ran before answering, the ones run most with their engines
// and how many led to the client's or a competitor's citation, the searches new and vanished since
// the previous completed audit, and the engines that do not expose their searches. Its figures are
// the API's fanout report for the run (core/fanout/fanout-report.ts); nothing is invented: an
// engine that does not expose its searches is named, never counted as searching nothing.
import type { Db } from '../../db/client.ts';
import { engineLabels } from '../contract/labels.ts';
import type { FanoutReport } from '../fanout/contract.ts';
import { projectFanout } from '../fanout/fanout-report.ts';
import { escapeMarkdown } from './escape-markdown.ts';

/** How many searches the section lists (top, new, vanished). */
const SHOWN = 10;

export type ReportFanout = FanoutReport;

/**
 * The fan-out of the run's answers (their askedAt range, the run's id as the filter); null when
 * the run has no answer.
 */
export async function loadReportFanout(
  db: Pick<Db, '$queryRaw' | 'engineAnswer'>,
  project: { id: string; accountId: string },
  auditRunId: string,
) {
  const asked = await db.engineAnswer.aggregate({
    where: { accountId: project.accountId, auditRunId, status: 'ANSWERED' },
    _min: { askedAt: true },
    _max: { askedAt: true },
  });
  if (!asked._min.askedAt || !asked._max.askedAt) return null;
  return projectFanout(db, project, { auditRunId, limit: SHOWN }, { from: asked._min.askedAt, to: asked._max.askedAt });
}

const n = (v: number) => v.toLocaleString('en-US');
const listOf = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "n of m", or why there is no figure. */
const led = (count: number, linked: number) => (linked === 0 ? 'not linked' : `${n(count)} of ${n(linked)}`);

/** The section's Markdown; no lines (the section is left out) when the run has no answer. */
export function fanoutSection(f: ReportFanout | null | undefined): string[] {
  if (!f || f.answers === 0) return [];
  const hidden = f.engines.filter((e) => e.exposed === 0).map((e) => engineLabels[e.engine]);
  const exposing = f.engines.filter((e) => e.exposed > 0);
  const lines = ['## What the engines searched for', ''];
  if (exposing.length === 0) {
    lines.push(`None of the engines that answered in this audit (${listOf(hidden)}) expose the searches behind their answers.`);
    return lines;
  }
  lines.push(
    `Before answering, the engines ran ${n(f.searches)} web ${f.searches === 1 ? 'search' : 'searches'} for this audit's ${n(f.answers)} answers (${exposing
      .map((e) => `${engineLabels[e.engine]}: ${n(e.searches)}`)
      .join(', ')}). What they searched for decides which pages they can cite.`,
  );
  if (hidden.length > 0)
    lines.push(
      '',
      `${listOf(hidden)} ${hidden.length === 1 ? 'does' : 'do'} not expose ${hidden.length === 1 ? 'its' : 'their'} searches: not counted here.`,
    );
  if (f.queries.length > 0) {
    lines.push(
      '',
      'The searches run most. A search led to a citation when the answer cites a page it found; only some providers say which pages each search found ("not linked" otherwise).',
      '',
      '| Search | Times | Engines | Led to your citation | Led to a competitor’s citation |',
      '|---|---:|---|---|---|',
      ...f.queries.map(
        (q) =>
          `| ${escapeMarkdown(q.query, 300)} | ${n(q.searches)} | ${q.engines.map((e) => engineLabels[e]).join(', ')} | ${led(q.ledToClientCitation, q.linked)} | ${led(q.ledToCompetitorCitation, q.linked)} |`,
      ),
    );
  }
  const c = f.changes;
  lines.push('');
  if (!c) lines.push('No earlier completed audit to compare the searches with.');
  else {
    const shown = (queries: string[], total: number) =>
      `${queries
        .slice(0, SHOWN)
        .map((q) => `“${escapeMarkdown(q, 300)}”`)
        .join(', ')}${total > SHOWN ? ` and ${n(total - SHOWN)} more` : ''}`;
    lines.push(
      c.newQueryCount === 0
        ? '- No new search since the previous audit.'
        : `- New since the previous audit (${n(c.newQueryCount)}): ${shown(c.newQueries, c.newQueryCount)}.`,
      c.vanishedQueryCount === 0
        ? '- No search of the previous audit vanished.'
        : `- No longer searched since the previous audit (${n(c.vanishedQueryCount)}): ${shown(c.vanishedQueries, c.vanishedQueryCount)}.`,
    );
  }
  return lines;
}
