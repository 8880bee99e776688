// Horizontal bar chart as a table: readable by screen readers, no library, no canvas.
import { formatPercent } from '../format.ts';

export interface Bar {
  label: string;
  value: number | null;
  note?: string;
  highlight?: boolean;
}

export function Bars({ caption, bars, testId }: { caption: string; bars: Bar[]; testId?: string }) {
  return (
    <table className="bars" data-testid={testId}>
      <caption>{caption}</caption>
      <tbody>
        {bars.map((b) => (
          <tr key={b.label} className={b.highlight ? 'highlight' : undefined}>
            <th scope="row">{b.label}</th>
            <td className="bar-cell">
              <span className="bar" style={{ width: `${Math.max(0, Math.min(100, b.value ?? 0))}%` }} aria-hidden="true" />
            </td>
            <td className="num">
              {formatPercent(b.value)}
              {b.note && <span className="muted"> ({b.note})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
