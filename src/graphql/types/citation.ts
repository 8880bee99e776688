// A source cited in an AI answer: the REST Citation, its fields derived from the same schema (zod-fields.ts).
import type { listCitations } from '../../core/observations/observations.ts';
import { builder } from '../builder.ts';
import { citationSchema } from '../../core/contract/schemas.ts';
import { zodFields } from '../zod-fields.ts';

export type CitationView = Awaited<ReturnType<typeof listCitations>>['data'][number];

export const CitationRef = builder.objectRef<CitationView>('Citation').implement({
  fields: (t) => zodFields(t, citationSchema),
});

export const CitationConnection = builder.connectionObject({ type: CitationRef, name: 'CitationConnection' });
