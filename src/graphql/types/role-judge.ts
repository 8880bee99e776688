// What the optional role judge did in a run (core/role-judge/judge-summary.ts): its counts, its
// disagreements with the lexicon and its fallbacks by reason, its cost.
import { type RoleJudgeSummary, roleJudgeSummarySchema } from '../../core/role-judge/judge-summary.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

const fallbackSchema = roleJudgeSummarySchema.shape.fallbacks.element;
const FallbackRef = builder.objectRef<RoleJudgeSummary['fallbacks'][number]>('RoleJudgeFallback').implement({
  description: fallbackSchema.description,
  fields: (t) => zodFields(t, fallbackSchema),
});

export const RoleJudgeSummaryRef = builder.objectRef<RoleJudgeSummary>('RoleJudgeSummary').implement({
  description: roleJudgeSummarySchema.description,
  fields: (t) => zodFields(t, roleJudgeSummarySchema, { nested: { fallbacks: FallbackRef } }),
});
