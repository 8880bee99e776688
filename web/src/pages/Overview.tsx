// A project's overview: what the client pays for first (its visibility in AI answers over the
// chosen range against the previous period, and its share of voice against its competitors over
// time), where it comes from (engines, brands), what changed since the previous audit; then the
// audit panel and the site scores.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AuditPanel } from '../components/AuditPanel.tsx';
import { Bars } from '../components/Bars.tsx';
import { KpiHeader } from '../components/KpiHeader.tsx';
import { RangePicker } from '../components/RangePicker.tsx';
import { Empty, Loading, QueryView } from '../components/states.tsx';
import { WhatChanged } from '../components/WhatChanged.tsx';
import { engineName } from '../labels.ts';
import { type DateRange, useRange } from '../range.ts';
import { useTRPC } from '../trpc.ts';

// The charts load with uPlot, off the first page.
const ScoreChart = lazy(() => import('../components/ScoreChart.tsx'));
const BrandTrend = lazy(() => import('../components/BrandTrend.tsx'));

const bucketWords = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const;

export function OverviewPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const window = { slug, from: range.from, to: range.to };
  const overview = useQuery(trpc.projects.overview.queryOptions(window));
  const summary = useQuery(trpc.projects.summary.queryOptions(window));
  return (
    <QueryView query={overview} what="the project">
      {(o) => (
        <>
          <h1>{o.project.name}</h1>
          <p className="muted">{o.project.domain}</p>
          <RangePicker range={range} />
          <QueryView query={summary} what="the visibility figures">
            {(s) => <KpiHeader summary={s} days={range.days} />}
          </QueryView>
          <TrendSection slug={slug} range={range} />
          <div className="grid2">
            <section aria-labelledby="by-engine-h">
              <h2 id="by-engine-h">By engine</h2>
              {o.byEngine.length === 0 ? (
                <Empty>No AI answers in this range.</Empty>
              ) : (
                <>
                  <Bars
                    caption="Mention rate: share of answers that name your brand"
                    testId="visibility-by-engine"
                    bars={o.byEngine.map((e) => ({
                      label: engineName(e.engine ?? ''),
                      value: e.mentionRate,
                      low: e.mentionRateLow,
                      high: e.mentionRateHigh,
                      note: `n = ${e.answers} answers`,
                    }))}
                  />
                  <Bars
                    caption="Share of voice: your share of the mentions of you and your competitors"
                    testId="sov-by-engine"
                    bars={o.byEngine.map((e) => ({
                      label: engineName(e.engine ?? ''),
                      value: e.shareOfVoice,
                      low: e.shareOfVoiceLow,
                      high: e.shareOfVoiceHigh,
                      note: `n = ${e.clientMentions + e.competitorMentions} mentions`,
                    }))}
                  />
                </>
              )}
            </section>
            <section aria-labelledby="by-brand-h">
              <h2 id="by-brand-h">Brand and competitors</h2>
              {o.byBrand.length === 0 ? (
                <Empty>No brand mentions in this range.</Empty>
              ) : (
                <Bars
                  caption="Share of voice by brand"
                  testId="sov-by-brand"
                  bars={o.byBrand.map((b) => ({
                    label: b.name,
                    value: b.share,
                    low: b.shareLow,
                    high: b.shareHigh,
                    note: `${b.mentions} mentions in ${b.answers} answers`,
                    highlight: b.isClient,
                  }))}
                />
              )}
            </section>
          </div>
          <WhatChanged data={o.whatChanged} />
          <AuditPanel slug={slug} lastRun={o.lastRun} />
          <section aria-labelledby="scores-h">
            <h2 id="scores-h">Site scores over time</h2>
            {o.scoreSeries.length === 0 ? (
              <Empty>No completed audit yet.</Empty>
            ) : (
              <Suspense fallback={<Loading what="the chart" />}>
                <ScoreChart points={o.scoreSeries} />
              </Suspense>
            )}
          </section>
        </>
      )}
    </QueryView>
  );
}

/** Share of voice by brand over the range. */
function TrendSection({ slug, range }: { slug: string; range: DateRange }) {
  const trpc = useTRPC();
  const trend = useQuery(trpc.projects.brandTrend.queryOptions({ slug, from: range.from, to: range.to }));
  return (
    <section aria-labelledby="trend-h">
      <h2 id="trend-h">Share of voice by brand over time</h2>
      <QueryView query={trend} what="the share of voice by brand">
        {(t) =>
          t.groups.length === 0 ? (
            <Empty>No brand mentions in this range.</Empty>
          ) : (
            <Suspense fallback={<Loading what="the chart" />}>
              <BrandTrend groups={t.groups} bucket={bucketWords[t.bucket]} />
            </Suspense>
          )
        }
      </QueryView>
    </section>
  );
}
