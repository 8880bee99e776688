/**
 * The site analysis of an audit: deterministic rubrics over a crawl snapshot. Never throws: a
 * check that crashes is an analysis error (returned, never disguised as "not applicable" or as a
 * pass), and so is a page whose extraction crashes. Uses no clock but snapshot.startedAt and no
 * randomness, so the same snapshot always gives the same analysis.
 */
import type { SiteSnapshot } from '../site.ts';
import { type RubricResult, scoreRubric, sortFindings } from './checks.ts';
import { citabilityChecks, evaluateCitability } from './rubric-citability.ts';
import { eeatChecks, evaluateEeat } from './rubric-eeat.ts';
import { evaluateSchema, schemaChecks } from './rubric-schema.ts';
import { technicalGroups } from './rubric-technical.ts';
import { buildSiteContext, type SiteContext } from './site-context.ts';
import type { AnalysisError, CheckDefinition, CheckGroup, CheckId, CheckOutcome, RubricKey, SiteAnalysis } from './types.ts';

export type { AnalysisError, CheckDefinition, SiteAnalysis } from './types.ts';

/** Each rubric as groups of checks evaluated together; a crash costs only its own group. */
const rubrics: { key: RubricKey; groups: readonly CheckGroup[] }[] = [
  { key: 'technical', groups: technicalGroups },
  { key: 'schema', groups: [{ checks: schemaChecks, evaluate: evaluateSchema }] },
  { key: 'citability', groups: [{ checks: citabilityChecks, evaluate: (ctx) => evaluateCitability(ctx).outcomes }] },
  { key: 'eeat', groups: [{ checks: eeatChecks, evaluate: evaluateEeat }] },
];

/** Every check of every rubric, in report order (technical, schema, citability, eeat). */
export const allChecks: readonly CheckDefinition[] = rubrics.flatMap((r) => r.groups.flatMap((g) => g.checks));

export function errorMessage(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 300);
}

/** Outcomes of one group, and an error message for each of its checks that crashed or went missing. */
function evaluateGroup(
  group: CheckGroup,
  ctx: SiteContext | null,
  contextError: string,
): { outcomes: CheckOutcome[]; errors: Map<CheckId, string> } {
  const errors = new Map<CheckId, string>();
  let outcomes: CheckOutcome[];
  try {
    outcomes = ctx ? group.evaluate(ctx) : [];
  } catch (err) {
    for (const c of group.checks) errors.set(c.id, errorMessage(err));
    return { outcomes: [], errors };
  }
  if (!ctx) {
    for (const c of group.checks) errors.set(c.id, contextError);
    return { outcomes, errors };
  }
  const produced = new Set(outcomes.map((o) => o.id));
  for (const c of group.checks) if (!produced.has(c.id)) errors.set(c.id, 'the check produced no outcome');
  return { outcomes, errors };
}

export function analyzeSite(snapshot: SiteSnapshot): SiteAnalysis {
  let ctx: SiteContext | null = null;
  let contextError = '';
  try {
    ctx = buildSiteContext(snapshot);
  } catch (err) {
    contextError = `the snapshot could not be read (${errorMessage(err)})`;
  }
  return analyzeContext(ctx, contextError);
}

/**
 * The analysis of a run whose analysis could not happen at all (it ran out of time or memory on
 * its worker): every check is an analysis error with `reason`, every score null.
 */
export function failedAnalysis(reason: string): SiteAnalysis {
  return analyzeContext(null, reason.slice(0, 300));
}

function analyzeContext(ctx: SiteContext | null, contextError: string): SiteAnalysis {
  const unread = [...(ctx?.snapshot.parseErrors ?? []), ...(ctx?.skipped ?? [])];
  const analysisErrors: AnalysisError[] = unread.map((s) => ({ checkId: null, url: s.url, message: s.reason.slice(0, 300) }));
  const results: RubricResult[] = rubrics.map(({ key, groups }) => {
    const outcomes: CheckOutcome[] = [];
    const errors = new Map<CheckId, string>();
    for (const group of groups) {
      const evaluated = evaluateGroup(group, ctx, contextError);
      outcomes.push(...evaluated.outcomes);
      for (const [id, message] of evaluated.errors) errors.set(id, message);
    }
    const checks = groups.flatMap((g) => g.checks);
    for (const c of checks) {
      const message = errors.get(c.id);
      if (message !== undefined) analysisErrors.push({ checkId: c.id, url: null, message });
    }
    return scoreRubric(key, checks, outcomes, errors);
  });
  const checks = results.flatMap((r) => r.results);
  const scores = Object.fromEntries(results.map((r) => [r.rubric, r.score])) as SiteAnalysis['scores'];
  return {
    scores,
    checks,
    findings: sortFindings(
      results.flatMap((r) => r.findings),
      checks,
    ),
    pagesAnalyzed: ctx?.pages.length ?? 0,
    analysisErrors,
  };
}

/**
 * The analysis-error metric of a run, for its log line: the total, and a count per check id
 * ('page' for pages whose extraction crashed). Log queries sum these across runs.
 */
export function analysisErrorCounts(errors: readonly AnalysisError[]): {
  analysisErrors: number;
  analysisErrorsByCheck: Record<string, number>;
} {
  const byCheck: Record<string, number> = {};
  for (const e of errors) {
    const key = e.checkId ?? 'page';
    byCheck[key] = (byCheck[key] ?? 0) + 1;
  }
  return { analysisErrors: errors.length, analysisErrorsByCheck: byCheck };
}
