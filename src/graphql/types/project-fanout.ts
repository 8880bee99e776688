// The fan-out reads as fields of Project (issue 36, docs/fanout.md): each runs its operation's
// procedure, as REST GET /projects/{slug}/fanout and /search-queries do.
import type { Engine } from '../../generated/prisma/client.ts';
import { callOperation, pageOf } from '../api.ts';
import { builder } from '../builder.ts';
import { pageComplexity } from '../pagination.ts';
import { DEFAULT_PAGE_LIMIT, DEFAULT_TOP_LIMIT, MAX_PAGE_LIMIT } from '../../core/kernel/pagination.ts';
import { FanoutReportRef, SearchQueryPageRef } from './fanout.ts';
import { EngineEnum } from './enums.ts';
import { opt, ProjectRef } from './project.ts';

builder.objectFields(ProjectRef, (t) => {
  const filters = {
    engine: t.arg({ type: EngineEnum, required: false, description: 'Only answers of this engine' }),
    trackedPromptId: t.arg.string({ required: false, description: 'Only answers to this tracked prompt' }),
    auditRunId: t.arg.string({ required: false, description: 'Only answers of this audit run' }),
  };
  const filterOf = (a: { engine?: Engine | null; trackedPromptId?: string | null; auditRunId?: string | null }) => ({
    engine: opt(a.engine),
    trackedPromptId: opt(a.trackedPromptId),
    auditRunId: opt(a.auditRunId),
  });
  return {
    fanout: t.field({
      type: FanoutReportRef,
      description:
        'What the AI engines searched for when answering the project’s prompts, over answers asked in `from`..`to` (default: the 30 days up to now): by engine, query and prompt, and the queries new and vanished since the previous completed audit (REST GET /projects/{slug}/fanout).',
      args: {
        from: t.arg({
          type: 'DateTime',
          required: false,
          description: 'Start of the range of askedAt (inclusive); default: 30 days before `to`',
        }),
        to: t.arg({ type: 'DateTime', required: false, description: 'End of the range of askedAt (inclusive); default: now' }),
        ...filters,
        first: t.arg.int({
          required: false,
          description: `Top queries and prompts, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_TOP_LIMIT})`,
        }),
      },
      complexity: { field: 5, multiplier: 5 },
      resolve: async (pr, a, ctx) =>
        (
          await callOperation(ctx, (api) =>
            api.fanoutReport({ slug: pr.slug, from: opt(a.from), to: opt(a.to), ...filterOf(a), limit: opt(a.first) }),
          )
        ).data,
    }),

    searchQueries: t.field({
      type: SearchQueryPageRef,
      description:
        'The searches the engines ran, one row per search of each answered answer, by askedAt, answer and position, with whether each led to a citation (REST GET /projects/{slug}/search-queries).',
      args: {
        from: t.arg({ type: 'DateTime', required: false, description: 'Earliest askedAt to include (inclusive)' }),
        to: t.arg({ type: 'DateTime', required: false, description: 'Latest askedAt to include (inclusive)' }),
        ...filters,
        first: t.arg.int({ required: false, description: `Page size, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT})` }),
        after: t.arg.string({ required: false, description: '`nextCursor` of the previous page' }),
      },
      complexity: pageComplexity,
      resolve: (pr, a, ctx) =>
        callOperation(ctx, (api) =>
          api.listSearchQueries({ slug: pr.slug, from: opt(a.from), to: opt(a.to), ...filterOf(a), ...pageOf(a) }),
        ),
    }),
  };
});
