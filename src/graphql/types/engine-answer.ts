// What one engine answered to one tracked prompt in a run: text, sources, engine, the model asked
// and the model that answered, how the answer ended, status, each field from its schema
// (core/observations/contract.ts). The provider's raw body and costs stay internal; how many
// requests it may be billed for is shown. Its retrieved sources are read for the whole page.
import type { z } from 'zod';
import { engineAnswerSchema, retrievedSourceSchema } from '../../core/observations/contract.ts';
import { type EngineAnswerView, retrievedSourcesOfAnswers } from '../../core/observations/run-engine-results.ts';
import { batchLoader } from '../batch.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

const RetrievedSourceRef = builder.objectRef<z.output<typeof retrievedSourceSchema>>('RetrievedSource').implement({
  description: retrievedSourceSchema.description,
  fields: (t) => zodFields(t, retrievedSourceSchema),
});

/** The retrieved sources of each answer a page asks for: one statement for the page (batch.ts). */
const retrievedSources = batchLoader((ctx, answerIds: readonly string[]) =>
  retrievedSourcesOfAnswers(ctx.services.db, ctx.principal, answerIds),
);

export const EngineAnswerRef = builder.objectRef<EngineAnswerView>('EngineAnswer').implement({
  description: engineAnswerSchema.description,
  fields: (t) => ({
    ...zodFields(t, engineAnswerSchema, { types: { sources: 'JSON' } }),
    retrievedSources: t.field({
      type: [RetrievedSourceRef],
      description: 'Pages retrieved and not cited (recorded when its run completed).',
      resolve: async (a, _args, ctx) => (await retrievedSources(ctx, a.id)) ?? [],
    }),
  }),
});

export const EngineAnswerConnection = builder.connectionObject({ type: EngineAnswerRef, name: 'EngineAnswerConnection' });
