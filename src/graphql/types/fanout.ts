// Result types of the fan-out reads on Project (core/fanout): the fan-out report and a page of
// the searches the engines ran, each field taken from the operation's wire schema
// (zod-fields.ts), so GraphQL and REST say the same thing. Definitions: docs/fanout.md.
import type { z } from 'zod';
import { fanoutQuerySchema, fanoutReportSchema, searchQueryListOutput, searchQueryRowSchema } from '../../core/fanout/contract.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

type Out<S extends z.ZodType> = z.output<S>;

/** An object type for the items of a list (or an object) field of a wire schema. */
function itemType<S extends z.ZodObject>(name: string, schema: S, description?: string, nested: Record<string, unknown> = {}) {
  return builder.objectRef<Out<S>>(name).implement({
    ...(description ? { description } : {}),
    fields: (t) => zodFields(t, schema, { nested }),
  });
}

const report = fanoutReportSchema.shape;
const FanoutEngineRef = itemType('FanoutEngine', report.engines.element, 'The answers of one engine and the searches they ran.');
const FanoutQueryRef = itemType('FanoutQuery', fanoutQuerySchema, fanoutQuerySchema.description);
const prompt = report.prompts.element;
const FanoutPromptQueryRef = itemType('FanoutPromptQuery', prompt.shape.topQueries.element, 'A query the answers to one prompt searched.');
const FanoutPromptRef = itemType('FanoutPrompt', prompt, 'A tracked prompt with the searches its answers ran.', {
  topQueries: FanoutPromptQueryRef,
});
const FanoutChangesRef = itemType(
  'FanoutChanges',
  report.changes.unwrap(),
  'The queries new and vanished in an audit against the previous completed audit.',
);

export const FanoutReportRef = builder.objectRef<Out<typeof fanoutReportSchema>>('FanoutReport').implement({
  description: fanoutReportSchema.description,
  fields: (t) =>
    zodFields(t, fanoutReportSchema, {
      nested: { engines: FanoutEngineRef, queries: FanoutQueryRef, prompts: FanoutPromptRef, changes: FanoutChangesRef },
    }),
});

const SearchQueryRef = builder.objectRef<Out<typeof searchQueryRowSchema>>('SearchQuery').implement({
  description: searchQueryRowSchema.description,
  fields: (t) => zodFields(t, searchQueryRowSchema),
});

export const SearchQueryPageRef = builder.objectRef<Out<typeof searchQueryListOutput>>('SearchQueryPage').implement({
  description:
    'A page of the searches the engines ran (REST GET /projects/{slug}/search-queries): the rows and the cursor of the next page.',
  fields: (t) => zodFields(t, searchQueryListOutput, { nested: { data: SearchQueryRef } }),
});
