// What one engine answered to one tracked prompt in a run: text, sources, engine, model, status.
// The provider's raw body and costs stay internal.
import { builder } from '../builder.ts';
import { EngineAnswerStatusEnum, EngineEnum } from './enums.ts';

builder.prismaObject('RetrievedSource', {
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

export const EngineAnswerRef = builder.prismaObject('EngineAnswer', {
  fields: (t) => ({
    id: t.exposeID('id'),
    engine: t.expose('engine', { type: EngineEnum }),
    model: t.exposeString('model', { nullable: true }),
    status: t.expose('status', { type: EngineAnswerStatusEnum }),
    trackedPromptId: t.exposeString('trackedPromptId', { nullable: true }),
    promptText: t.exposeString('promptText'),
    text: t.exposeString('text', { nullable: true }),
    sources: t.expose('sources', {
      type: 'JSON',
      nullable: true,
      description: 'Sources as the engine returned them: [{ url, title, attachment, spans: [{ start, end }] }].',
    }),
    retrievedSources: t.relation('retrievedSources', {
      description: 'Pages retrieved and not cited (recorded when its run completed).',
      query: { orderBy: { id: 'asc' } },
    }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    askedAt: t.expose('askedAt', { type: 'DateTime' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
  }),
});

export const EngineAnswerConnection = builder.connectionObject({ type: EngineAnswerRef, name: 'EngineAnswerConnection' });
