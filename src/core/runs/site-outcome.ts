/**
 * What the site audit leaves on its run until the engine probes have finished: scores, pages,
 * findings, and why no engine was asked (if so). Stored as JSON on audit_run.site_outcome and
 * kept after completion, so the report can say what was and was not asked.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkIds } from '../../site/analyze/check-ids.ts';
import { findingSchema } from '../contract/schemas.ts';

/** Why an audit asked no engine; the report says it in these words. */
export const engineSkipReasons = {
  no_prompts: 'No AI engine was asked: the project tracks no prompts yet.',
  no_engines: 'No AI engine was asked: no engine is configured for this service (or the project selected none).',
  no_budget: "No AI engine was asked: the plan's monthly engine budget is used up.",
} as const;
export type EngineSkipReason = keyof typeof engineSkipReasons;

/** What a finding says, as the site audit makes it and the report shows it (no id, status or notes). */
export const findingContentFields = {
  severity: true,
  category: true,
  title: true,
  description: true,
  recommendation: true,
  affectedUrl: true,
  timeline: true,
  expectedImpact: true,
} as const;

const score = z.number().int().min(0).max(100).nullable();

export const siteOutcomeSchema = z.object({
  scores: z.object({ citability: score, eeat: score, technical: score, schema: score }),
  pagesAnalyzed: z.number().int().min(0),
  findings: z.array(
    // A finding as the API shows it, before it is stored (no id, status or notes yet), with its check.
    findingSchema.pick(findingContentFields).extend({ checkId: z.enum(checkIds).nullable() }),
  ),
  /** Checks that crashed (recorded as analysis errors, never as passed or not applicable). */
  analysisErrors: z.array(z.object({ checkId: z.enum(checkIds).nullable(), url: z.string().nullable(), message: z.string() })).default([]),
  /** Set when the audit asked no engine, with the reason's code. */
  engineSkip: z.enum(Object.keys(engineSkipReasons) as [keyof typeof engineSkipReasons]).nullable(),
});
export type SiteOutcome = z.input<typeof siteOutcomeSchema>;

export async function saveSiteOutcome(db: Db, run: { id: string; accountId: string }, outcome: SiteOutcome): Promise<void> {
  await db.auditRun.updateMany({
    where: { id: run.id, accountId: run.accountId, status: 'RUNNING' },
    data: { siteOutcome: siteOutcomeSchema.parse(outcome), heartbeatAt: new Date() },
  });
}

export function readSiteOutcome(value: unknown): z.output<typeof siteOutcomeSchema> | null {
  const parsed = siteOutcomeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
