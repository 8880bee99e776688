// A brand mentioned in an AI answer: the REST Mention, its fields derived from the same schema (zod-fields.ts).
import type { listMentions } from '../../core/observations/observations.ts';
import { builder } from '../builder.ts';
import { mentionSchema } from '../../core/contract/schemas.ts';
import { zodFields } from '../zod-fields.ts';

export type MentionView = Awaited<ReturnType<typeof listMentions>>['data'][number];

export const MentionRef = builder.objectRef<MentionView>('Mention').implement({
  fields: (t) => zodFields(t, mentionSchema),
});

export const MentionConnection = builder.connectionObject({ type: MentionRef, name: 'MentionConnection' });
