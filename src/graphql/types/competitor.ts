// A competitor the project tracks: the tracking operations' Competitor (core/tracking/competitors.ts), its fields derived from the same schema (zod-fields.ts).
import type { CompetitorView } from '../../core/tracking/competitors.ts';
import { competitorSchema } from '../../core/tracking/schemas.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

export const CompetitorRef = builder.objectRef<CompetitorView>('Competitor').implement({
  fields: (t) => zodFields(t, competitorSchema),
});
