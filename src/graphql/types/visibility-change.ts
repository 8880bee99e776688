// A comparison of one engine's rate between an audit and the previous completed audit
// (core/analytics/compare-audits.ts; docs/methodology.md, "Significant change"): the visibility
// overview's AuditVisibilityChange, its fields derived from the same schema (zod-fields.ts).
import type { RateSide, VisibilityComparison } from '../../core/analytics/compare-audits.ts';
import { auditChangeSchema, visibilityRateSchema } from '../../core/contract/aggregates.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

export const RateSideRef = builder.objectRef<RateSide>('VisibilityRate').implement({
  description: visibilityRateSchema.description,
  fields: (t) => zodFields(t, visibilityRateSchema),
});

export const VisibilityChangeRef = builder.objectRef<VisibilityComparison>('VisibilityChange').implement({
  description: "One engine's mention rate, citation rate or share of voice, against the previous completed audit of the project.",
  fields: (t) => zodFields(t, auditChangeSchema, { nested: { before: RateSideRef, after: RateSideRef } }),
});
