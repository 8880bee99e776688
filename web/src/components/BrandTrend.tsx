// Share of voice by brand over the range: one line per brand (the client's thicker), per day,
// week or month, drawn by uPlot (loaded with this component, off the first page), and the same
// figures with their 95% intervals as a table. A bucket where no brand was named has no point.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate, formatWithInterval } from '../format.ts';
import type { Outputs } from '../trpc.ts';

type Groups = Outputs['projects']['brandTrend']['groups'];

const palette = ['#b5179e', '#1f4e79', '#2a9d8f', '#e76f51', '#6a4c93', '#8a6d00', '#3a86ff', '#495057'];

/** The brands of the range, the client first, then by mentions over the range. */
function brandsOf(groups: Groups) {
  const totals = new Map<string, { key: string; name: string; isClient: boolean; mentions: number }>();
  for (const g of groups)
    for (const b of g.brands) {
      const key = b.isClient ? '' : (b.normalizedName ?? b.name);
      const t = totals.get(key) ?? { key, name: b.name, isClient: b.isClient, mentions: 0 };
      t.mentions += b.mentions;
      totals.set(key, t);
    }
  return [...totals.values()].sort((a, b) => Number(b.isClient) - Number(a.isClient) || b.mentions - a.mentions);
}

/** A brand's share in one bucket (undefined when the brand was not named there). */
const shareOf = (g: Groups[number], key: string) => g.brands.find((b) => (b.isClient ? '' : (b.normalizedName ?? b.name)) === key);

export default function BrandTrend({ groups, bucket }: { groups: Groups; bucket: string }) {
  const box = useRef<HTMLDivElement>(null);
  const brands = brandsOf(groups);
  useEffect(() => {
    if (!box.current) return;
    const brands = brandsOf(groups);
    const data: uPlot.AlignedData = [
      groups.map((g) => new Date(g.start ?? 0).getTime() / 1000),
      ...brands.map((b) => groups.map((g) => (g.brandMentions > 0 ? (shareOf(g, b.key)?.share ?? 0) : null))),
    ];
    const plot = new uPlot(
      {
        width: Math.max(320, box.current.clientWidth),
        height: 260,
        scales: { y: { range: [0, 100] } },
        series: [
          {},
          ...brands.map((b, i) => ({
            label: b.isClient ? `${b.name} (your brand)` : b.name,
            stroke: palette[i % palette.length],
            width: b.isClient ? 3 : 1.5,
            dash: b.isClient ? undefined : [6, 3],
            points: { show: true, size: 5 },
          })),
        ],
        legend: { live: false },
        axes: [{}, { label: 'Share of voice (%)' }],
      },
      data,
      box.current,
    );
    return () => plot.destroy();
  }, [groups]);
  return (
    <figure className="chart">
      <div ref={box} data-testid="brand-trend" data-points={groups.length} aria-hidden="true" />
      <figcaption>
        <details>
          <summary>
            Share of voice by brand and {bucket} as a table ({groups.length} {groups.length === 1 ? bucket : `${bucket}s`})
          </summary>
          <table data-testid="brand-trend-table">
            <thead>
              <tr>
                <th scope="col">{bucket[0].toUpperCase() + bucket.slice(1)} from</th>
                {brands.map((b) => (
                  <th scope="col" key={b.key}>
                    {b.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.start}>
                  <th scope="row">{formatDate(g.start)}</th>
                  {brands.map((b) => {
                    const s = shareOf(g, b.key);
                    return (
                      <td key={b.key}>{s ? formatWithInterval(s.share, s.shareLow, s.shareHigh) : g.brandMentions > 0 ? '0%' : 'n/a'}</td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
