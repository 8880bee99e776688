// An audit run: REST's AuditRun (and AuditRunDetail for `auditRun(id)`), plus what the engines
// did in it. Every nested read goes through a core function that checks the run's scope, and
// takes every run of the page at once (batch.ts): one statement per field for a page of runs.
import type { getAuditRun } from '../../core/audits/audit-runs.ts';
import type { auditRunSummary } from '../../core/runs/audit-run-view.ts';
import { visibilityChangesOfRuns } from '../../core/analytics/visibility-changes.ts';
import { engineProbesOfRuns, firstEngineAnswerPages, listEngineAnswers } from '../../core/observations/run-engine-results.ts';
import type { Engine } from '../../generated/prisma/client.ts';
import { sqlPool } from '../../db/client.ts';
import { onContextReader } from '../read-routing.ts';
import { batchLoader, batchLoaderWithArgs } from '../batch.ts';
import { found } from '../../core/kernel/of-several.ts';
import { builder } from '../builder.ts';
import { connectionOf, pageArgs, pageComplexity, pageInput } from '../pagination.ts';
import { EngineAnswerConnection } from './engine-answer.ts';
import { EngineProbeRef } from './engine-probe.ts';
import { auditRunDetailSchema, auditRunSummarySchema } from '../../core/contract/schemas.ts';
import { runFailureSchema } from '../../core/contract/run-failure.ts';
import { zodFields } from '../zod-fields.ts';
import { EngineEnum } from './enums.ts';
import { ScoreSetRef } from './score-set.ts';
import { VisibilityChangeRef } from './visibility-change.ts';
import { RoleJudgeSummaryRef } from './role-judge.ts';
import { roleJudgeSummariesOfRuns } from '../../core/role-judge/judge-summary.ts';

export type AuditRunView = ReturnType<typeof auditRunSummary>;
export type AuditRunDetailView = Awaited<ReturnType<typeof getAuditRun>>['data'];

export const AuditRunRef = builder.objectRef<AuditRunView>('AuditRun');

type FailureView = NonNullable<AuditRunView['failure']>;
/** Why a run failed: REST's `failure` object (a stable code and a sentence). */
export const AuditRunFailureRef = builder.objectRef<FailureView>('AuditRunFailure').implement({
  description: runFailureSchema.description,
  // `code` has been a String since the first schema; its description lists the codes.
  fields: (t) => zodFields(t, runFailureSchema, { types: { code: 'String' } }),
});
export const AuditRunDetailRef = builder.objectRef<AuditRunDetailView>('AuditRunDetail');

const engineProbes = batchLoader((ctx, runIds: readonly string[]) => engineProbesOfRuns(ctx.services.db, ctx.principal, runIds));

const roleJudgeSummaries = batchLoader((ctx, runIds: readonly string[]) =>
  roleJudgeSummariesOfRuns(ctx.services.db, ctx.principal, runIds),
);

const visibilityChanges = batchLoaderWithArgs(
  (ctx, runIds: readonly string[], significantOnly: boolean) =>
    visibilityChangesOfRuns(ctx.services.db, ctx.principal, runIds, { significantOnly }),
  String,
);

const firstAnswerPages = batchLoaderWithArgs(
  (ctx, runIds: readonly string[], f: { engine?: Engine; limit?: number }) =>
    firstEngineAnswerPages(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, runIds, f),
  (f) => `${f.engine ?? ''}|${f.limit ?? ''}`,
);

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;
type RunFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, AuditRunView>;

/** The fields of a run, shared by AuditRun and AuditRunDetail (a detail is a run with two more fields). */
function runFields(t: RunFieldBuilder) {
  return {
    ...zodFields(t, auditRunSummarySchema, { nested: { scores: ScoreSetRef, deltas: ScoreSetRef, failure: AuditRunFailureRef } }),
    engineProbes: t.field({
      type: [EngineProbeRef],
      description: 'Each engine asked in this run: status, prompts answered and failed, failure code.',
      complexity: { field: 1, multiplier: 7 },
      resolve: async (r, _args, ctx) => found(await engineProbes(ctx, r.id)),
    }),
    roleJudge: t.field({
      type: RoleJudgeSummaryRef,
      nullable: true,
      description:
        'What the optional role judge did in this run: answers judged, cached and fallen back, disagreements with the lexicon, cost. Null when it did not run (the project has it off, or the service has no key for it).',
      resolve: async (r, _args, ctx) => found(await roleJudgeSummaries(ctx, r.id)),
    }),
    visibilityChanges: t.field({
      type: [VisibilityChangeRef],
      description:
        "Per engine, the client's mention rate, citation rate and share of voice against the previous completed audit: the significant changes (Holm, 5% family-wise), or every comparison with significantOnly: false. Empty for the first audit.",
      args: { significantOnly: t.arg.boolean({ required: true, defaultValue: true }) },
      complexity: { field: 1, multiplier: 21 },
      resolve: async (r, args, ctx) => found(await visibilityChanges(ctx, r.id, args.significantOnly)),
    }),
    engineAnswers: t.field({
      type: EngineAnswerConnection,
      args: { ...pageArgs, engine: t.arg({ type: EngineEnum, required: false }) },
      complexity: pageComplexity,
      resolve: async (r, args, ctx) => {
        const { limit, cursor } = pageInput(args);
        const engine = args.engine ?? undefined;
        // A first page is one of the page of runs' batch; a next page names one run (its cursor is bound to it).
        const page =
          cursor === undefined
            ? found(await firstAnswerPages(ctx, r.id, { engine, limit }))
            : await onContextReader(ctx, (reader) =>
                listEngineAnswers(sqlPool(reader.services.db), reader.services.cursors, reader.principal, {
                  auditRunId: r.id,
                  engine,
                  limit,
                  cursor,
                }),
              );
        return connectionOf(page);
      },
    }),
  };
}

AuditRunRef.implement({ fields: (t) => runFields(t) });

AuditRunDetailRef.implement({
  fields: (t) => ({
    ...runFields(t as unknown as RunFieldBuilder),
    ...zodFields(t, auditRunDetailSchema.pick({ createdAt: true, projectSlug: true })),
  }),
});

export const AuditRunConnection = builder.connectionObject({ type: AuditRunRef, name: 'AuditRunConnection' });
