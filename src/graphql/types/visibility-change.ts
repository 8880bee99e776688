// A comparison of one engine's rate between an audit and the previous completed audit
// (core/analytics/compare-audits.ts; docs/methodology.md, "Significant change").
import type { RateSide, VisibilityComparison } from '../../core/analytics/compare-audits.ts';
import { visibilityRateSchema } from '../../core/contract/aggregates.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';
import { EngineEnum, VisibilityMetricEnum } from './enums.ts';

export const RateSideRef = builder.objectRef<RateSide>('VisibilityRate').implement({
  description: visibilityRateSchema.description,
  fields: (t) => zodFields(t, visibilityRateSchema),
});

export const VisibilityChangeRef = builder.objectRef<VisibilityComparison>('VisibilityChange').implement({
  description: "One engine's mention rate, citation rate or share of voice, against the previous completed audit of the project.",
  fields: (t) => ({
    engine: t.expose('engine', { type: EngineEnum }),
    metric: t.expose('metric', { type: VisibilityMetricEnum }),
    pValue: t.exposeFloat('pValue', { description: 'Two-sided p-value of "no change" (z-test, or Fisher exact for small counts).' }),
    adjustedPValue: t.exposeFloat('adjustedPValue', { description: "Holm-adjusted over the audit's comparisons." }),
    significant: t.exposeBoolean('significant', { description: 'adjustedPValue <= 0.05: the family-wise error rate is held at 5%.' }),
    before: t.field({ type: RateSideRef, resolve: (c) => c.before }),
    after: t.field({ type: RateSideRef, resolve: (c) => c.after }),
  }),
});
