// What one engine answered to one tracked prompt in a run: text, sources, engine, the model asked
// and the model that answered, how the answer ended, status. The provider's raw body and costs
// stay internal; how many requests it may be billed for is shown.
import type { RetrievedSource } from '../../generated/prisma/client.ts';
import { type EngineAnswerView, retrievedSourcesOfAnswers } from '../../core/observations/run-engine-results.ts';
import { batchLoader } from '../batch.ts';
import { builder } from '../builder.ts';
import { EngineAnswerStatusEnum, EngineEnum } from './enums.ts';

const RetrievedSourceRef = builder.objectRef<RetrievedSource>('RetrievedSource').implement({
  description: 'A page the engine retrieved for this answer that the answer text does not cite. Never a citation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    engine: t.expose('engine', { type: EngineEnum }),
    observedAt: t.expose('observedAt', { type: 'DateTime' }),
    url: t.exposeString('url'),
    normalizedUrl: t.exposeString('normalizedUrl'),
    host: t.exposeString('host'),
    title: t.exposeString('title', { nullable: true }),
    isClientDomain: t.exposeBoolean('isClientDomain'),
    isCompetitorDomain: t.exposeBoolean('isCompetitorDomain'),
    matchedEntity: t.exposeString('matchedEntity', { nullable: true }),
  }),
});

/** The retrieved sources of each answer a page asks for: one statement for the page (batch.ts). */
const retrievedSources = batchLoader((ctx, answerIds: readonly string[]) =>
  retrievedSourcesOfAnswers(ctx.services.db, ctx.principal, answerIds),
);

export const EngineAnswerRef = builder.objectRef<EngineAnswerView>('EngineAnswer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    engine: t.expose('engine', { type: EngineEnum }),
    model: t.exposeString('model', { nullable: true, description: 'The model asked for (configuration).' }),
    servedModel: t.exposeString('servedModel', {
      nullable: true,
      description:
        'The model that answered, as the provider reported it (it may route a retired model to another); null when it reports none.',
    }),
    truncated: t.exposeBoolean('truncated', {
      description: 'The answer stopped before it was complete (a token limit): shown, but not counted in mentions, citations or scores.',
    }),
    finishReason: t.exposeString('finishReason', {
      nullable: true,
      description: "The provider's own word for how the answer ended (completed, max_output_tokens, max_tokens, MAX_TOKENS, length, ...).",
    }),
    billableRequests: t.exposeInt('requests', {
      nullable: true,
      description: 'Requests the provider may bill for this answer: continuations, follow-up searches and lost requests count.',
    }),
    lostRequests: t.exposeInt('lostRequests', {
      description:
        'Of the billable requests, those that timed out or were dropped after reaching the provider: possibly billed, no answer received.',
    }),
    status: t.expose('status', { type: EngineAnswerStatusEnum }),
    trackedPromptId: t.exposeString('trackedPromptId', { nullable: true }),
    sample: t.exposeInt('sample', {
      description:
        "Which of the prompt's samples in the run this answer is (1 to the run's samples per prompt); each counts as one answer.",
    }),
    promptText: t.exposeString('promptText'),
    text: t.exposeString('text', { nullable: true }),
    sources: t.expose('sources', {
      type: 'JSON',
      nullable: true,
      description: 'Sources as the engine returned them: [{ url, title, attachment, spans: [{ start, end }] }].',
    }),
    retrievedSources: t.field({
      type: [RetrievedSourceRef],
      description: 'Pages retrieved and not cited (recorded when its run completed).',
      resolve: async (a, _args, ctx) => (await retrievedSources(ctx, a.id)) ?? [],
    }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    askedAt: t.expose('askedAt', { type: 'DateTime' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
  }),
});

export const EngineAnswerConnection = builder.connectionObject({ type: EngineAnswerRef, name: 'EngineAnswerConnection' });
