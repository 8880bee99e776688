// The seven site scores over time, one line each (the overall score thicker), with their table.
import { scoreKeys, scoreLabels } from '../labels.ts';
import { LineChart } from './LineChart.tsx';

const colors = ['#1f4e79', '#b5179e', '#2a9d8f', '#e76f51', '#6a4c93', '#8a6d00', '#3a86ff'];

export interface ScorePoint {
  runDate: string;
  scores: Record<(typeof scoreKeys)[number], number | null>;
}

export default function ScoreChart({ points }: { points: ScorePoint[] }) {
  return (
    <LineChart
      times={points.map((p) => p.runDate)}
      lines={scoreKeys.map((k, i) => ({
        label: scoreLabels[k],
        color: colors[i],
        values: points.map((p) => p.scores[k]),
        cells: points.map((p) => (p.scores[k] === null ? 'n/a' : String(p.scores[k]))),
        emphasis: k === 'overall',
      }))}
      yLabel="Score (0-100)"
      height={280}
      testId="score-chart"
      summary={`Scores as a table (${points.length} runs)`}
      timeHeading="Run"
    />
  );
}
