// A tiny inline SVG trend of the overall score (no chart library on the first page).
export function Sparkline({ values, label }: { values: (number | null)[]; label: string }) {
  const points = values.map((v, i) => ({ v, i })).filter((p): p is { v: number; i: number } => p.v !== null);
  if (points.length < 2) return <span className="muted">not enough runs</span>;
  const w = 120;
  const h = 28;
  const min = Math.min(...points.map((p) => p.v));
  const max = Math.max(...points.map((p) => p.v));
  const x = (i: number) => (i / Math.max(1, values.length - 1)) * (w - 4) + 2;
  const y = (v: number) => h - 2 - ((v - min) / Math.max(1, max - min)) * (h - 4);
  return (
    <svg className="sparkline" width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
      <polyline fill="none" stroke="currentColor" strokeWidth="2" points={points.map((p) => `${x(p.i)},${y(p.v)}`).join(' ')} />
    </svg>
  );
}
