/**
 * The site analysis of an audit: deterministic rubrics over a crawl snapshot. Never throws on
 * bad input (a page that breaks an analyzer is skipped and reported); uses no clock but
 * snapshot.startedAt and no randomness, so the same snapshot always gives the same analysis.
 */
import type { SiteSnapshot } from '../site.ts';
import { type RubricResult, scoreRubric, sortFindings } from './checks.ts';
import { citabilityChecks, evaluateCitability } from './rubric-citability.ts';
import { eeatChecks, evaluateEeat } from './rubric-eeat.ts';
import { evaluateSchema, schemaChecks } from './rubric-schema.ts';
import { evaluateTechnical, technicalChecks } from './rubric-technical.ts';
import { buildSiteContext, type SiteContext } from './site-context.ts';
import type { CheckDefinition, CheckOutcome, RubricKey, SiteAnalysis } from './types.ts';

export type { CheckDefinition, CheckResult, FindingDraft, SiteAnalysis } from './types.ts';

/** Every check of every rubric, in report order (technical, schema, citability, eeat). */
export const allChecks: readonly CheckDefinition[] = [...technicalChecks, ...schemaChecks, ...citabilityChecks, ...eeatChecks];

const rubrics: { key: RubricKey; checks: readonly CheckDefinition[]; evaluate: (ctx: SiteContext) => CheckOutcome[] }[] = [
  { key: 'technical', checks: technicalChecks, evaluate: evaluateTechnical },
  { key: 'schema', checks: schemaChecks, evaluate: evaluateSchema },
  { key: 'citability', checks: citabilityChecks, evaluate: (ctx) => evaluateCitability(ctx).outcomes },
  { key: 'eeat', checks: eeatChecks, evaluate: evaluateEeat },
];

const failed = (checks: readonly CheckDefinition[], err: unknown): CheckOutcome[] => {
  const reason = `analyzer error: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
  return checks.map((c) => ({ id: c.id, applicable: false, share: 0, detail: reason, affectedUrls: [] }));
};

export function analyzeSite(snapshot: SiteSnapshot): SiteAnalysis {
  let ctx: SiteContext | null = null;
  let contextError: unknown = null;
  try {
    ctx = buildSiteContext(snapshot);
  } catch (err) {
    contextError = err;
  }
  // A defect in one rubric must not sink the audit: its checks are then "not applicable" with
  // the error as their detail, and its score is null (not evaluated), never a made-up number.
  const results: RubricResult[] = rubrics.map(({ key, checks, evaluate }) => {
    let outcomes: CheckOutcome[];
    try {
      outcomes = ctx ? evaluate(ctx) : failed(checks, contextError);
    } catch (err) {
      outcomes = failed(checks, err);
    }
    return scoreRubric(key, checks, outcomes);
  });
  const checks = results.flatMap((r) => r.results);
  const scores = Object.fromEntries(results.map((r) => [r.rubric, r.score])) as SiteAnalysis['scores'];
  return {
    scores,
    checks,
    findings: sortFindings(results.flatMap((r) => r.findings), checks),
    pagesAnalyzed: ctx?.pages.length ?? 0,
  };
}
