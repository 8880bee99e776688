// A brand mentioned in an AI answer: the REST Mention, field for field.
import type { listMentions } from '../../core/observations/observations.ts';
import { builder } from '../builder.ts';
import { EngineEnum, MentionKindEnum, MentionRoleEnum, SentimentEnum } from './enums.ts';

export type MentionView = Awaited<ReturnType<typeof listMentions>>['data'][number];

export const MentionRef = builder.objectRef<MentionView>('Mention').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    engine: t.expose('engine', { type: EngineEnum }),
    observedAt: t.expose('observedAt', { type: 'DateTime' }),
    name: t.exposeString('name'),
    normalizedName: t.exposeString('normalizedName'),
    kind: t.expose('kind', { type: MentionKindEnum }),
    role: t.expose('role', { type: MentionRoleEnum }),
    sentiment: t.expose('sentiment', { type: SentimentEnum, nullable: true }),
    mentionConfidence: t.exposeInt('mentionConfidence'),
    context: t.exposeString('context', { nullable: true }),
  }),
});

export const MentionConnection = builder.connectionObject({ type: MentionRef, name: 'MentionConnection' });
