// A competitor the project tracks: the tracking operations' Competitor (core/tracking/competitors.ts).
import type { CompetitorView } from '../../core/tracking/competitors.ts';
import { builder } from '../builder.ts';

export const CompetitorRef = builder.objectRef<CompetitorView>('Competitor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    domain: t.exposeString('domain'),
    aliases: t.exposeStringList('aliases'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
