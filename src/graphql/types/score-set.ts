// The seven scores (or their deltas) of a run, as REST's ScoreSet.
import type { ScoreSet } from '../../core/runs/scores.ts';
import { scoreKeys } from '../../core/runs/scores.ts';
import { builder } from '../builder.ts';

export const ScoreSetRef = builder.objectRef<ScoreSet>('ScoreSet').implement({
  description: 'Scores 0-100 (deltas -100..100); null means not evaluated in this run.',
  fields: (t) =>
    Object.fromEntries(scoreKeys.map((k) => [k, t.exposeInt(k, { nullable: true })])) as Record<
      (typeof scoreKeys)[number],
      ReturnType<typeof t.exposeInt>
    >,
});
