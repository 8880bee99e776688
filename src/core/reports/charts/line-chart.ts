// A score-over-time line chart on a fixed 0-100 scale: one point per audit, evenly spaced, a gap
// where a score could not be evaluated, the latest point emphasised and the previous one ringed.
import { type Frame, circle, line, palette, polyline, svgChart, text } from './svg.ts';

export interface TrendPoint {
  /** First label line under the point (e.g. "22 Nov"). */
  label: string;
  /** Second label line, shown when it differs from the previous point's (e.g. the year). */
  sublabel: string;
  value: number | null;
}

export interface LineChartSpec {
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  points: TrendPoint[];
}

const W = 640;
const H = 250;
const left = 58;
const right = 20;
const top = 20;
const bottom = 62;

export function lineChart(spec: LineChartSpec): string {
  const frame: Frame = { title: spec.title, description: spec.description, width: W, height: H };
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const y = (v: number) => top + plotH - (v / 100) * plotH;
  const n = spec.points.length;
  const x = (i: number) => (n === 1 ? left + plotW / 2 : left + 16 + (i * (plotW - 32)) / (n - 1));
  const body: string[] = [];

  for (const tick of [0, 25, 50, 75, 100]) {
    body.push(line(left, y(tick), W - right, y(tick), tick === 0 ? palette.axis : palette.grid, 1));
    body.push(text(left - 8, y(tick) + 3.5, String(tick), { anchor: 'end', size: 9.5, fill: palette.muted }));
  }
  body.push(line(left, top, left, top + plotH, palette.axis, 1));
  body.push(text(14, top + plotH / 2, spec.yLabel, { anchor: 'middle', size: 10, fill: palette.muted, rotate: -90 }));
  body.push(text(left + plotW / 2, H - 8, spec.xLabel, { anchor: 'middle', size: 10, fill: palette.muted }));

  // Runs of consecutive evaluated points are joined; a null breaks the line.
  let segment: [number, number][] = [];
  const flush = () => {
    if (segment.length > 1) body.push(polyline(segment, palette.client, 2));
    segment = [];
  };
  spec.points.forEach((p, i) => {
    if (p.value === null) flush();
    else segment.push([x(i), y(p.value)]);
  });
  flush();

  spec.points.forEach((p, i) => {
    const cx = x(i);
    body.push(line(cx, top + plotH, cx, top + plotH + 4, palette.axis, 1));
    body.push(text(cx, top + plotH + 16, p.label, { anchor: 'middle', size: 9, fill: palette.muted }));
    if (i === 0 || spec.points[i - 1].sublabel !== p.sublabel) {
      body.push(text(cx, top + plotH + 28, p.sublabel, { anchor: 'middle', size: 9, fill: palette.muted }));
    }
    const last = i === n - 1;
    if (p.value === null) {
      body.push(text(cx, top + plotH - 6, 'n/a', { anchor: 'middle', size: 9, fill: palette.muted }));
      return;
    }
    const cy = y(p.value);
    if (last) body.push(circle(cx, cy, 5, palette.client));
    else if (i === n - 2) body.push(circle(cx, cy, 4, '#ffffff', palette.client));
    else body.push(circle(cx, cy, 3, palette.client));
    body.push(text(cx, cy - 9, String(p.value), { anchor: 'middle', size: last ? 10.5 : 9.5, weight: last ? 'bold' : 'normal' }));
  });
  return svgChart(frame, body);
}
