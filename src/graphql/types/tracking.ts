// What the tracking mutations answer besides prompts and competitors: a project's tracking
// settings (core/tracking/settings.ts) and the acknowledgement of a removal.
import type { RemovedView } from '../../core/tracking/for-principal.ts';
import type { TrackingSettingsView } from '../../core/tracking/settings.ts';
import { builder } from '../builder.ts';
import { EngineEnum } from './enums.ts';

export const TrackingSettingsRef = builder.objectRef<TrackingSettingsView>('TrackingSettings').implement({
  description: "A project's brand aliases, the engines its audits ask, samples per prompt and its audit cadence.",
  fields: (t) => ({
    brandAliases: t.exposeStringList('brandAliases', { description: 'Other names of the brand, matched in answers' }),
    engines: t.field({ type: [EngineEnum], description: 'As chosen; empty = every configured engine', resolve: (s) => s.engines }),
    effectiveEngines: t.field({
      type: [EngineEnum],
      description: 'What an audit would ask now: the chosen engines this service has configured',
      resolve: (s) => s.effectiveEngines,
    }),
    auditEveryDays: t.exposeInt('auditEveryDays', { nullable: true, description: 'Scheduled re-audit cadence; null = none' }),
    samplesPerPrompt: t.exposeInt('samplesPerPrompt', {
      description: 'Times each engine is asked each tracked prompt per audit; each sample is an answer of its own',
    }),
    maxSamplesPerPrompt: t.exposeInt('maxSamplesPerPrompt', { description: "The most samples per prompt the project's plan allows" }),
    judgeRoles: t.exposeBoolean('judgeRoles', {
      description:
        "Whether a language model judges the roles and sentiment of the project's answers after each audit, beside the lexicon (off by default)",
    }),
  }),
});

export const RemovedRef = builder.objectRef<RemovedView>('Removed').implement({
  description: 'A tracked prompt or competitor that was removed (its past answers, citations and mentions stay).',
  fields: (t) => ({
    id: t.exposeID('id'),
    removed: t.exposeBoolean('removed'),
  }),
});
