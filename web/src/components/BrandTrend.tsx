// Share of voice by brand over the range: one line per brand (the client's thicker, the
// competitors' dashed), per day, week or month, and the same figures with their 95% intervals as
// a table. A bucket where no brand was named has no point.
import { formatWithInterval } from '../format.ts';
import type { Outputs } from '../trpc.ts';
import { LineChart } from './LineChart.tsx';

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
  const plural = groups.length === 1 ? bucket : `${bucket}s`;
  return (
    <LineChart
      times={groups.map((g) => g.start ?? '')}
      lines={brandsOf(groups).map((b, i) => ({
        label: b.isClient ? `${b.name} (your brand)` : b.name,
        color: palette[i % palette.length],
        values: groups.map((g) => (g.brandMentions > 0 ? (shareOf(g, b.key)?.share ?? 0) : null)),
        cells: groups.map((g) => {
          const s = shareOf(g, b.key);
          return s ? formatWithInterval(s.share, s.shareLow, s.shareHigh) : g.brandMentions > 0 ? '0%' : 'n/a';
        }),
        emphasis: b.isClient,
        dashed: !b.isClient,
      }))}
      yLabel="Share of voice (%)"
      height={260}
      testId="brand-trend"
      summary={`Share of voice by brand and ${bucket} as a table (${groups.length} ${plural})`}
      timeHeading={`${bucket[0].toUpperCase()}${bucket.slice(1)} from`}
    />
  );
}
