// The fan-out reads as fields of Project (issue 36, docs/fanout.md): each runs its operation's
// procedure, as REST GET /projects/{slug}/fanout and /search-queries do, with the operation's
// parameters as its arguments (zod-args.ts).
import { fanoutReportInput, searchQueryListInput } from '../../core/fanout/contract.ts';
import { callOperation } from '../api.ts';
import { builder } from '../builder.ts';
import { pageComplexity } from '../pagination.ts';
import { operationArgs } from '../zod-args.ts';
import { FanoutReportRef, SearchQueryPageRef } from './fanout.ts';
import { ProjectRef } from './project.ts';

const fanoutArgs = operationArgs(fanoutReportInput, { omit: ['slug'] });
const searchQueryArgs = operationArgs(searchQueryListInput, { omit: ['slug'] });

builder.objectFields(ProjectRef, (t) => ({
  fanout: t.field({
    type: FanoutReportRef,
    description:
      'What the AI engines searched for when answering the project’s prompts, over answers asked in `from`..`to` (default: the 30 days up to now): by engine, query and prompt, and the queries new and vanished since the previous completed audit (REST GET /projects/{slug}/fanout).',
    args: fanoutArgs.args,
    complexity: { field: 5, multiplier: 5 },
    resolve: async (pr, a, ctx) => (await callOperation(ctx, (api) => api.fanoutReport({ ...fanoutArgs.input(a), slug: pr.slug }))).data,
  }),

  searchQueries: t.field({
    type: SearchQueryPageRef,
    description:
      'The searches the engines ran, one row per search of each answered answer, by askedAt, answer and position, with whether each led to a citation (REST GET /projects/{slug}/search-queries).',
    args: searchQueryArgs.args,
    complexity: pageComplexity,
    resolve: (pr, a, ctx) => callOperation(ctx, (api) => api.listSearchQueries({ ...searchQueryArgs.input(a), slug: pr.slug })),
  }),
}));
