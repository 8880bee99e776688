// A source cited in an AI answer: the REST Citation, field for field.
import type { listCitations } from '../../core/observations/observations.ts';
import { builder } from '../builder.ts';
import { EngineEnum } from './enums.ts';

export type CitationView = Awaited<ReturnType<typeof listCitations>>['data'][number];

export const CitationRef = builder.objectRef<CitationView>('Citation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    engine: t.expose('engine', { type: EngineEnum }),
    observedAt: t.expose('observedAt', { type: 'DateTime' }),
    url: t.exposeString('url'),
    normalizedUrl: t.exposeString('normalizedUrl'),
    host: t.exposeString('host'),
    title: t.exposeString('title', { nullable: true }),
    position: t.exposeInt('position'),
    isClientDomain: t.exposeBoolean('isClientDomain'),
    isCompetitorDomain: t.exposeBoolean('isCompetitorDomain'),
    citationConfidence: t.exposeInt('citationConfidence'),
    matchedEntity: t.exposeString('matchedEntity', { nullable: true }),
  }),
});

export const CitationConnection = builder.connectionObject({ type: CitationRef, name: 'CitationConnection' });
