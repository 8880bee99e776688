import { summaryInput, visibilitySummaryOutput } from '../../contract/aggregates.ts';
import { visibilitySummaries, visibilitySummary as visibilitySummaryOf } from '../../analytics/visibility-summary.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { eachAsData } from '../operation-batch.ts';
import { answerWindow } from '../operation-texts.ts';

/** A MetricChange of the example from its sides, change and p-values. */
function change(current: number[], previous: number[], [value, low, high]: number[], [pValue, adjustedPValue]: number[], verdict: string) {
  const side = ([v, l, h, n]: number[]) => ({ value: v, low: l, high: h, n });
  return {
    current: side(current),
    previous: side(previous),
    change: value,
    changeLow: low,
    changeHigh: high,
    pValue,
    adjustedPValue,
    significant: adjustedPValue <= 0.05,
    verdict,
  };
}

export const visibilitySummary = defineOperation({
  input: summaryInput,
  output: visibilitySummaryOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/visibility/summary',
    tag: 'Visibility',
    summary: "The client's visibility over a range against the previous period",
    description:
      "The KPI header: the client's mention rate, citation rate, share of voice and average position over `from`..`to` (default: the 30 days up to now) and over the previous period of the same length, each with its 95% interval and n, the change with its 95% interval, a two-sided test (Holm-adjusted over the four), `significant` and a plain `verdict` (up, down, steady, too_few_answers, no_data). " +
      answerWindow,
    // The worked example of docs/methodology.md ("Change against the previous period").
    example: {
      data: {
        from: '2026-06-01T00:00:00.000Z',
        to: '2026-06-30T23:59:59.999Z',
        previousFrom: '2026-05-02T00:00:00.000Z',
        previousTo: '2026-05-31T23:59:59.999Z',
        engine: null,
        mentionRate: change([50, 37.74, 62.26, 60], [30, 19.9, 42.51, 60], [20, 2.48, 35.89], [0.0253473, 0.076042], 'too_few_answers'),
        citationRate: change([20, 11.83, 31.78, 60], [20, 11.83, 31.78, 60], [0, -14.34, 14.34], [1, 1], 'too_few_answers'),
        shareOfVoice: change(
          [33.33, 27.94, 39.21, 90],
          [23.08, 16.92, 30.65, 78],
          [10.25, 0.96, 18.76],
          [0.0307653, 0.076042],
          'too_few_answers',
        ),
        avgPosition: change([1.33, 1.15, 1.51, 30], [2, 1.58, 2.42, 18], [-0.67, -1.11, -0.22], [0.0051767, 0.020707], 'down'),
      },
    },
  },
  resolve: async ({ ctx, input }) => ({ data: await visibilitySummaryOf(ctx.services.db, ctx.principal, input) }),
  resolveSeveral: ({ ctx, slugs, filter }) => eachAsData(visibilitySummaries(ctx.services.db, ctx.principal, slugs, filter)),
});
