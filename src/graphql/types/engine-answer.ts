// What one engine answered to one tracked prompt in a run: text, sources, engine, model, status.
// The provider's raw body and costs stay internal.
import { builder } from '../builder.ts';
import { EngineAnswerStatusEnum, EngineEnum } from './enums.ts';

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
    errorCode: t.exposeString('errorCode', { nullable: true }),
    askedAt: t.expose('askedAt', { type: 'DateTime' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
  }),
});

export const EngineAnswerConnection = builder.connectionObject({ type: EngineAnswerRef, name: 'EngineAnswerConnection' });
