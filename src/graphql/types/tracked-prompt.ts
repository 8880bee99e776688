// A question the project's audits ask the AI engines (plain columns of the row).
import type { TrackedPrompt } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';

export const TrackedPromptRef = builder.objectRef<TrackedPrompt>('TrackedPrompt').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    tags: t.exposeStringList('tags'),
    country: t.exposeString('country', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
