// The seven scores (or their deltas) of a run, as REST's ScoreSet.
import type { ScoreSet } from '../../core/runs/scores.ts';
import { scoreSetSchema } from '../../core/contract/schemas.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

export const ScoreSetRef = builder.objectRef<ScoreSet>('ScoreSet').implement({
  description: scoreSetSchema.meta()?.description,
  fields: (t) => zodFields(t, scoreSetSchema),
});
