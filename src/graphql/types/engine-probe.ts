// One engine's part of an audit run: its status and why it failed.
import type { EngineProbe } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { EngineEnum, EngineProbeStatusEnum } from './enums.ts';

export const EngineProbeRef = builder.objectRef<EngineProbe>('EngineProbe').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    engine: t.expose('engine', { type: EngineEnum }),
    status: t.expose('status', { type: EngineProbeStatusEnum }),
    model: t.exposeString('model', { nullable: true }),
    samplesPerPrompt: t.exposeInt('samplesPerPrompt', {
      description: 'Times this engine was to be asked each tracked prompt in this run.',
    }),
    promptsTotal: t.exposeInt('promptsTotal', { description: 'Calls planned: tracked prompts times samples per prompt.' }),
    promptsAnswered: t.exposeInt('promptsAnswered', { description: 'Calls answered (each sample counts).' }),
    promptsFailed: t.exposeInt('promptsFailed', { description: 'Calls that failed (each sample counts).' }),
    failureCode: t.exposeString('failureCode', { nullable: true }),
    failureMessage: t.exposeString('failureMessage', { nullable: true }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});
