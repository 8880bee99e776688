// A project's overview: what the client pays for first (its visibility in AI answers over the
// chosen range, against the previous period), where it comes from (engines, brands), what changed
// since the previous audit; then the audit panel and the site scores.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AuditPanel } from '../components/AuditPanel.tsx';
import { Bars } from '../components/Bars.tsx';
import { RangePicker } from '../components/RangePicker.tsx';
import { Empty, Loading, QueryView } from '../components/states.tsx';
import { WhatChanged } from '../components/WhatChanged.tsx';
import { engineName } from '../labels.ts';
import { useRange } from '../range.ts';
import { useTRPC } from '../trpc.ts';

const ScoreChart = lazy(() => import('../components/ScoreChart.tsx'));

export function OverviewPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const range = useRange();
  const overview = useQuery(trpc.projects.overview.queryOptions({ slug, from: range.from, to: range.to }));
  return (
    <QueryView query={overview} what="the project">
      {(o) => (
        <>
          <h1>{o.project.name}</h1>
          <p className="muted">{o.project.domain}</p>
          <RangePicker range={range} />
          <div className="grid2">
            <section aria-labelledby="by-engine-h">
              <h2 id="by-engine-h">By engine</h2>
              {o.byEngine.length === 0 ? (
                <Empty>No AI answers observed in this range.</Empty>
              ) : (
                <>
                  <Bars
                    caption="Mention rate: share of answers that name the brand"
                    testId="visibility-by-engine"
                    bars={o.byEngine.map((e) => ({
                      label: engineName(e.engine),
                      value: e.visibility,
                      low: e.visibilityLow,
                      high: e.visibilityHigh,
                      note: `${e.answers} answers`,
                    }))}
                  />
                  <Bars
                    caption="Share of voice: the brand's share of brand mentions"
                    testId="sov-by-engine"
                    bars={o.byEngine.map((e) => ({
                      label: engineName(e.engine),
                      value: e.shareOfVoice,
                      low: e.shareOfVoiceLow,
                      high: e.shareOfVoiceHigh,
                      note: `${e.mentions} mentions`,
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
                    value: b.shareOfVoice,
                    note: `${b.mentions} mentions`,
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
