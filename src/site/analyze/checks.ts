/**
 * From check outcomes to results, scores and findings: the one place where points add up and
 * failed checks become findings.
 */
import { severityRank, timelineBySeverity } from './severity.ts';
import type { CheckDefinition, CheckId, CheckOutcome, CheckResult, FindingCategory, FindingDraft, RubricKey } from './types.ts';

/** The definition helper of one rubric: its checks all share the rubric key and finding category. */
export function checkDefiner(rubric: RubricKey, category: FindingCategory) {
  return (d: Omit<CheckDefinition, 'rubric' | 'category'>): CheckDefinition => ({ ...d, rubric, category });
}

export function measured(
  id: CheckId,
  share: number,
  detail: string,
  affectedUrls: string[] = [],
  severity?: CheckOutcome['severity'],
): CheckOutcome {
  const s = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  return { id, applicable: true, share: s, detail, affectedUrls, ...(severity ? { severity } : {}) };
}

export function notApplicable(id: CheckId, detail: string): CheckOutcome {
  return { id, applicable: false, share: 0, detail, affectedUrls: [] };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Plain code-point order: unlike localeCompare, the same on every machine and locale. */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface RubricResult {
  rubric: RubricKey;
  score: number | null;
  results: CheckResult[];
  findings: FindingDraft[];
}

/** How many affected URLs a finding names in its description. */
const examplesShown = 5;

function describe(outcome: CheckOutcome): string {
  const urls = outcome.affectedUrls;
  if (urls.length <= 1) return outcome.detail;
  const shown = urls.slice(0, examplesShown).join(', ');
  const more = urls.length > examplesShown ? `, and ${urls.length - examplesShown} more` : '';
  return `${outcome.detail} Affected URLs (${urls.length}): ${shown}${more}.`;
}

/** The result of a check that earns and risks no points: it crashed, or it did not apply. */
function unscored(
  def: CheckDefinition,
  rubric: RubricKey,
  severity: CheckResult['severity'],
  status: 'error' | 'not_applicable',
  detail: string,
): CheckResult {
  return {
    checkId: def.id,
    rubric,
    category: def.category,
    title: def.title,
    severity,
    status,
    pointsEarned: 0,
    pointsPossible: 0,
    detail,
    affectedUrls: [],
  };
}

/**
 * Scores one rubric: points earned over points possible of its applicable checks, as an integer
 * 0-100; null when no check applied, and null when a check that carries points crashed (`errors`,
 * by check id): a score from the checks that happened to run would measure something else and
 * could hide the very problem the crashed check looks for. An informational check (0 points) that
 * crashed leaves the score alone. Every definition gets a result; a crashed one has status
 * 'error', earns and risks no points and never becomes a finding (a missing outcome without an
 * error is "not applicable": never silently counted as passed or failed).
 */
export function scoreRubric(
  rubric: RubricKey,
  definitions: readonly CheckDefinition[],
  outcomes: CheckOutcome[],
  errors: ReadonlyMap<CheckId, string> = new Map(),
): RubricResult {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  let earned = 0;
  let possible = 0;
  let crashedWithPoints = false;
  const results: CheckResult[] = [];
  const findings: FindingDraft[] = [];
  for (const def of definitions) {
    const error = errors.get(def.id);
    if (error !== undefined) {
      if (def.points > 0) crashedWithPoints = true;
      results.push(unscored(def, rubric, def.severity, 'error', `Analysis error: ${error}`));
      continue;
    }
    const o = byId.get(def.id) ?? notApplicable(def.id, 'not evaluated');
    const severity = o.severity ?? def.severity;
    if (!o.applicable) {
      results.push(unscored(def, rubric, severity, 'not_applicable', o.detail));
      continue;
    }
    const points = def.points * o.share;
    earned += points;
    possible += def.points;
    const passed = o.share >= (def.passShare ?? 1) - 1e-9;
    results.push({
      checkId: def.id,
      rubric,
      category: def.category,
      title: def.title,
      severity,
      status: passed ? 'pass' : 'fail',
      pointsEarned: round2(points),
      pointsPossible: def.points,
      detail: o.detail,
      affectedUrls: o.affectedUrls,
    });
    if (!passed) {
      findings.push({
        severity,
        category: def.category,
        checkId: def.id,
        title: def.title,
        description: describe(o),
        recommendation: def.recommendation,
        affectedUrl: o.affectedUrls[0] ?? null,
        timeline: timelineBySeverity[severity],
        expectedImpact: def.expectedImpact,
      });
    }
  }
  const score = possible > 0 && !crashedWithPoints ? Math.round((earned / possible) * 100) : null;
  return { rubric, score, results, findings };
}

/** CRITICAL first; then the larger loss of points; then check id, so the order is stable. */
export function sortFindings(findings: FindingDraft[], results: CheckResult[]): FindingDraft[] {
  const lost = new Map(results.map((r) => [r.checkId, r.pointsPossible - r.pointsEarned]));
  return [...findings].sort(
    (a, b) =>
      severityRank[a.severity] - severityRank[b.severity] ||
      (lost.get(b.checkId) ?? 0) - (lost.get(a.checkId) ?? 0) ||
      byCodePoint(a.checkId, b.checkId),
  );
}
