// A comparison of one engine's rate between an audit and the previous completed audit
// (core/analytics/compare-audits.ts; docs/methodology.md, "Significant change").
import type { RateSide, VisibilityComparison } from '../../core/analytics/compare-audits.ts';
import { builder } from '../builder.ts';
import { EngineEnum, VisibilityMetricEnum } from './enums.ts';

export const RateSideRef = builder.objectRef<RateSide>('VisibilityRate').implement({
  description: 'One side of a comparison: the rate (0-100), its 95% interval and what it was computed from.',
  fields: (t) => ({
    value: t.exposeFloat('value', { nullable: true }),
    low: t.exposeFloat('low', { nullable: true, description: 'Lower bound of the 95% interval.' }),
    high: t.exposeFloat('high', { nullable: true, description: 'Upper bound of the 95% interval.' }),
    n: t.exposeInt('n', { description: 'Answers (mentionRate, citationRate) or client and competitor mentions (shareOfVoice).' }),
  }),
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
