/**
 * The dashboard's visibility pages, each over a range: the KPI header, the prompt x engine matrix,
 * the share-of-voice trend by brand and the cited-domain leaderboard. Every figure is an API
 * operation's, run with the session as the principal (api-operations.ts); the dashboard adds only
 * what the page needs around it (the rows and columns of the matrix, the tracked prompts and
 * competitors to offer, the bucket that fits the range).
 */
import { z } from 'zod';
import { slugParam as slug } from '../contract/schemas.ts';

import { competitorsOfProjects, trackedPromptsOfProjects } from '../tracking/project-tracking.ts';
import { normalizeName } from '../visibility/text-fold.ts';
import { runOperation } from './api-operations.ts';
import { dashboardProcedure } from './dashboard-trpc.ts';
import { engineNames } from '../../engines/engine-list.ts';

const dateTime = z.iso.datetime({ offset: true });
const rangeInput = z.object({ slug, from: dateTime.optional(), to: dateTime.optional() });

/** The time bucket of a trend over `days` days: days up to a month, weeks up to half a year, then months. */
export function trendBucket(days: number): 'DAY' | 'WEEK' | 'MONTH' {
  return days <= 31 ? 'DAY' : days <= 183 ? 'WEEK' : 'MONTH';
}

const DAY_MS = 86_400_000;

export const visibilityProcedures = {
  /** The KPI header: visibilitySummary (the range against the previous period of the same length). */
  summary: dashboardProcedure.input(rangeInput).query(async ({ ctx, input }) => (await runOperation(ctx, 'visibilitySummary', input)).data),

  /**
   * Prompts x engines: the cells of `visibility` grouped by PROMPT and ENGINE; rows are the
   * prompts answered in the range and the prompts tracked now (which may have no answer yet),
   * columns the engines that answered. With `competitor` (a normalized name), that competitor's
   * mention rate in the same cells: `shareOfVoice` grouped the same way.
   */
  matrix: dashboardProcedure
    .input(rangeInput.extend({ competitor: z.string().min(1).max(200).optional() }))
    .query(async ({ ctx, input: { competitor, ...range } }) => {
      const groupBy = ['PROMPT' as const, 'ENGINE' as const];
      const [cells, shares, prompts, competitors] = await Promise.all([
        runOperation(ctx, 'visibility', { ...range, groupBy }),
        competitor ? runOperation(ctx, 'shareOfVoice', { ...range, groupBy }) : null,
        trackedPromptsOfProjects(ctx.services.db, ctx.principal, [range.slug]),
        competitorsOfProjects(ctx.services.db, ctx.principal, [range.slug]),
      ]);
      const tracked = prompts.get(range.slug) ?? [];
      const rows = new Map<string | null, { id: string | null; text: string; tracked: boolean }>(
        tracked.map((p) => [p.id, { id: p.id, text: p.text, tracked: true }]),
      );
      for (const c of cells.data) {
        if (!rows.has(c.promptId))
          rows.set(c.promptId, { id: c.promptId, text: c.promptText ?? 'Answers without a tracked prompt', tracked: false });
      }
      const answered = new Set(cells.data.map((c) => c.engine));
      const chosen = (competitors.get(range.slug) ?? []).map((c) => ({ name: c.name, normalizedName: normalizeName(c.name) }));
      const rival = competitor ? (chosen.find((c) => c.normalizedName === competitor) ?? null) : null;
      return {
        prompts: [...rows.values()],
        engines: engineNames.filter((e) => answered.has(e)),
        cells: cells.data,
        competitors: chosen,
        competitor:
          rival && shares
            ? {
                ...rival,
                // A cell where the competitor is not named: 0 of its answers (no interval is given for it).
                cells: shares.data.flatMap((g) => {
                  const b = g.brands.find((x) => x.normalizedName === rival.normalizedName);
                  if (!g.engine) return [];
                  return [
                    {
                      promptId: g.promptId,
                      engine: g.engine,
                      answers: g.answers,
                      answersNaming: b?.answers ?? 0,
                      mentionRate: b ? b.mentionRate : 0,
                      mentionRateLow: b?.mentionRateLow ?? null,
                      mentionRateHigh: b?.mentionRateHigh ?? null,
                    },
                  ];
                }),
              }
            : null,
      };
    }),

  /** Share of voice by brand over the range, per day, week or month (trendBucket): shareOfVoice grouped by time. */
  brandTrend: dashboardProcedure.input(z.object({ slug, from: dateTime, to: dateTime })).query(async ({ ctx, input }) => {
    const bucket = trendBucket(Math.ceil((Date.parse(input.to) - Date.parse(input.from)) / DAY_MS));
    const { data } = await runOperation(ctx, 'shareOfVoice', { ...input, groupBy: [bucket] });
    return { bucket, groups: data };
  }),

  /** The cited-domain leaderboard: topCitedDomains with the change against the previous period. */
  citedDomains: dashboardProcedure
    .input(rangeInput.extend({ limit: z.number().int().min(1).max(100).optional() }))
    .query(async ({ ctx, input }) => (await runOperation(ctx, 'topCitedDomains', input)).data),
};
