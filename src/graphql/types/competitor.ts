// A competitor the project tracks (plain columns of the row).
import type { Competitor } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';

export const CompetitorRef = builder.objectRef<Competitor>('Competitor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    domain: t.exposeString('domain'),
    aliases: t.exposeStringList('aliases'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
