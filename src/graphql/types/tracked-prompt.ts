// A question the project's audits ask the AI engines: the tracking operations' TrackedPrompt (core/tracking/prompts.ts).
import type { PromptView } from '../../core/tracking/prompts.ts';
import { builder } from '../builder.ts';

export const TrackedPromptRef = builder.objectRef<PromptView>('TrackedPrompt').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    tags: t.exposeStringList('tags'),
    country: t.exposeString('country', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
