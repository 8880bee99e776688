// Lines over time, drawn by uPlot (loaded with the charts, off the first page), and the same
// figures as a table for screen readers and anyone who wants the numbers. The legend names the
// lines and does not follow the cursor (a live legend reads "--" until hovered).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '../format.ts';

export interface Line {
  label: string;
  color: string;
  /** One value per time; null is a gap. */
  values: (number | null)[];
  /** The table's cell of each time, as the figure is read. */
  cells: string[];
  emphasis?: boolean;
  dashed?: boolean;
}

export function LineChart({
  times,
  lines,
  yLabel,
  height,
  testId,
  summary,
  timeHeading,
  percent = true,
}: {
  times: string[];
  lines: Line[];
  yLabel: string;
  height: number;
  testId: string;
  summary: string;
  timeHeading: string;
  /** A percentage (0-100 axis, the default), else counts on an axis fitted to them from 0. */
  percent?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Redrawn only when what it shows changes.
  const drawn = JSON.stringify([times, lines.map((l) => [l.label, l.color, l.values, l.emphasis, l.dashed]), yLabel, height, percent]);
  useEffect(() => {
    if (!box.current) return;
    const [x, shown, label, h, pct] = JSON.parse(drawn) as [
      string[],
      [string, string, (number | null)[], boolean?, boolean?][],
      string,
      number,
      boolean,
    ];
    const plot = new uPlot(
      {
        width: Math.max(320, box.current.clientWidth),
        height: h,
        scales: { y: pct ? { range: [0, 100] } : { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          {},
          ...shown.map(([name, color, , emphasis, dashed]) => ({
            label: name,
            stroke: color,
            width: emphasis ? 3 : 1.5,
            dash: dashed ? [6, 3] : undefined,
            points: { show: true, size: 5 },
          })),
        ],
        legend: { live: false },
        axes: [{}, { label }],
      },
      [x.map((t) => new Date(t).getTime() / 1000), ...shown.map(([, , values]) => values)],
      box.current,
    );
    return () => plot.destroy();
  }, [drawn]);
  return (
    <figure className="chart">
      <div ref={box} data-testid={testId} data-points={times.length} aria-hidden="true" />
      <figcaption>
        <details>
          <summary>{summary}</summary>
          <table data-testid={`${testId}-table`}>
            <thead>
              <tr>
                <th scope="col">{timeHeading}</th>
                {lines.map((l) => (
                  <th scope="col" key={l.label}>
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {times.map((t, i) => (
                <tr key={t}>
                  <th scope="row">{formatDate(t)}</th>
                  {lines.map((l) => (
                    <td key={l.label}>{l.cells[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
