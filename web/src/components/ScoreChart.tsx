// The seven scores over time, drawn by uPlot (loaded with this component, off the first page).
// The legend names the scores and does not follow the cursor (a live legend reads "--" until
// hovered); the values are in the table below the chart.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '../format.ts';
import { scoreKeys as keys, scoreLabels } from '../labels.ts';

const colors = ['#1f4e79', '#b5179e', '#2a9d8f', '#e76f51', '#6a4c93', '#8a6d00', '#3a86ff'];

export interface ScorePoint {
  runDate: string;
  scores: Record<(typeof keys)[number], number | null>;
}

export default function ScoreChart({ points }: { points: ScorePoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const data: uPlot.AlignedData = [
      points.map((p) => new Date(p.runDate).getTime() / 1000),
      ...keys.map((k) => points.map((p) => p.scores[k])),
    ];
    const plot = new uPlot(
      {
        width: Math.max(320, box.current.clientWidth),
        height: 280,
        scales: { y: { range: [0, 100] } },
        series: [
          {},
          ...keys.map((k, i) => ({
            label: scoreLabels[k],
            stroke: colors[i],
            width: k === 'overall' ? 3 : 1.5,
            points: { show: true, size: 5 },
          })),
        ],
        legend: { live: false },
        axes: [{}, { label: 'Score (0-100)' }],
      },
      data,
      box.current,
    );
    return () => plot.destroy();
  }, [points]);
  return (
    <figure className="chart">
      <div ref={box} data-testid="score-chart" data-points={points.length} aria-hidden="true" />
      <figcaption>
        <details>
          <summary>Scores as a table ({points.length} runs)</summary>
          <table data-testid="score-table">
            <thead>
              <tr>
                <th scope="col">Run</th>
                {keys.map((k) => (
                  <th scope="col" key={k}>
                    {scoreLabels[k]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.runDate}>
                  <th scope="row">{formatDate(p.runDate)}</th>
                  {keys.map((k) => (
                    <td key={k}>{p.scores[k] ?? 'n/a'}</td>
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
