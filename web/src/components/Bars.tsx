// Horizontal bar chart as a table: readable by screen readers, no library, no canvas. A bar with
// an interval draws it as a band over the bar (the 95% interval, docs/methodology.md).
import { formatWithInterval } from '../format.ts';

export interface Bar {
  label: string;
  value: number | null;
  /** The 95% interval's bounds (0-100), when the value has one. */
  low?: number | null;
  high?: number | null;
  note?: string;
  highlight?: boolean;
}

const clamp = (v: number) => Math.max(0, Math.min(100, v));

export function Bars({ caption, bars, testId }: { caption: string; bars: Bar[]; testId?: string }) {
  return (
    <table className="bars" data-testid={testId}>
      <caption>{caption}</caption>
      <tbody>
        {bars.map((b) => {
          const band = b.low != null && b.high != null ? { low: clamp(b.low), high: clamp(b.high) } : null;
          return (
            <tr key={b.label} className={b.highlight ? 'highlight' : undefined}>
              <th scope="row">{b.label}</th>
              <td className="bar-cell">
                <div className="bar-track">
                  <span className="bar" style={{ width: `${clamp(b.value ?? 0)}%` }} aria-hidden="true" />
                  {band && (
                    <span
                      className="band"
                      data-testid="interval-band"
                      style={{ left: `${band.low}%`, width: `${Math.max(0.5, band.high - band.low)}%` }}
                      aria-hidden="true"
                    />
                  )}
                </div>
              </td>
              <td className="num">
                {formatWithInterval(b.value, band ? b.low : null, band ? b.high : null)}
                {b.note && <span className="muted interval">{b.note}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
