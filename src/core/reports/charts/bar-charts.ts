// Bar charts of the report: 100% stacked rows (share of voice), horizontal bars with the previous
// value beneath (most cited domains) and grouped columns (findings by severity).
import { clip, legend, line, niceScale, palette, rect, svgChart, text } from './svg.ts';

const W = 640;

export interface Segment {
  key: string;
  value: number;
}

export interface StackedRow {
  label: string;
  segments: Segment[];
  /** A marker at this percentage (e.g. the client's share in the previous audit); null for none. */
  marker: number | null;
}

export interface StackedBarsSpec {
  title: string;
  description: string;
  xLabel: string;
  /** Series in stacking order, with their colours and legend labels. */
  series: { key: string; label: string; fill: string }[];
  markerLabel: string;
  rows: StackedRow[];
}

/** Rows of 100% stacked bars: each row's segments as shares of the row's total. */
export function stackedBars(spec: StackedBarsSpec): string {
  const left = 130;
  const right = 20;
  const plotW = W - left - right;
  const items = [...spec.series.map((s) => ({ fill: s.fill, label: s.label })), { fill: palette.ink, label: spec.markerLabel }];
  const leg = legend(left, 14, W - right, items);
  const top = 14 + leg.rows * 16;
  const rowH = 24;
  const plotH = spec.rows.length * rowH;
  const H = top + plotH + 44;
  const body: string[] = [leg.svg];
  const x = (pct: number) => left + (pct / 100) * plotW;
  for (const tick of [0, 25, 50, 75, 100]) {
    body.push(line(x(tick), top, x(tick), top + plotH, tick === 0 ? palette.axis : palette.grid, 1));
    body.push(text(x(tick), top + plotH + 14, `${tick}%`, { anchor: 'middle', size: 9.5, fill: palette.muted }));
  }
  spec.rows.forEach((row, i) => {
    const y = top + i * rowH + 5;
    body.push(text(left - 8, y + 11, clip(row.label, 22), { anchor: 'end', size: 10 }));
    const total = row.segments.reduce((n, s) => n + s.value, 0);
    let acc = 0;
    for (const s of spec.series) {
      const value = row.segments.find((g) => g.key === s.key)?.value ?? 0;
      if (value === 0 || total === 0) continue;
      const pct = (100 * value) / total;
      const x0 = x(acc);
      const w = x(acc + pct) - x0;
      body.push(rect(x0, y, w, 14, s.fill));
      if (w >= 30) body.push(text(x0 + w / 2, y + 10.5, `${Math.round(pct)}%`, { anchor: 'middle', size: 9, fill: '#ffffff' }));
      acc += pct;
    }
    if (total === 0) body.push(text(x(0) + 6, y + 11, 'no brand named', { size: 9, fill: palette.muted }));
    if (row.marker !== null) body.push(rect(x(row.marker) - 1.25, y - 3, 2.5, 20, palette.ink));
  });
  body.push(text(left + plotW / 2, H - 8, spec.xLabel, { anchor: 'middle', size: 10, fill: palette.muted }));
  return svgChart({ title: spec.title, description: spec.description, width: W, height: H }, body);
}

export interface HBar {
  label: string;
  value: number;
  /** The same measure in the previous audit, drawn as a thin bar beneath; null for none. */
  previous: number | null;
  fill: string;
}

export interface HBarsSpec {
  title: string;
  description: string;
  xLabel: string;
  legend: { fill: string; label: string }[];
  bars: HBar[];
}

/** Horizontal bars, largest first as given, each with its value and the previous value. */
export function horizontalBars(spec: HBarsSpec): string {
  const left = 170;
  const right = 70;
  const plotW = W - left - right;
  const leg = legend(left, 14, W - 20, spec.legend);
  const top = 14 + leg.rows * 16;
  const rowH = 26;
  const plotH = Math.max(1, spec.bars.length) * rowH;
  const H = top + plotH + 44;
  const { max, step } = niceScale(Math.max(0, ...spec.bars.flatMap((b) => [b.value, b.previous ?? 0])));
  const x = (v: number) => left + (v / max) * plotW;
  const body: string[] = [leg.svg];
  for (let t = 0; t <= max; t += step) {
    body.push(line(x(t), top, x(t), top + plotH, t === 0 ? palette.axis : palette.grid, 1));
    body.push(text(x(t), top + plotH + 14, String(t), { anchor: 'middle', size: 9.5, fill: palette.muted }));
  }
  spec.bars.forEach((b, i) => {
    const y = top + i * rowH + 4;
    body.push(text(left - 8, y + 11, clip(b.label, 30), { anchor: 'end', size: 10 }));
    body.push(rect(x(0), y, x(b.value) - x(0), 13, b.fill));
    if (b.previous !== null) body.push(rect(x(0), y + 15, x(b.previous) - x(0), 4, palette.previous));
    const was = b.previous === null ? '' : ` (was ${b.previous})`;
    body.push(text(x(b.value) + 5, y + 10.5, `${b.value}${was}`, { size: 9.5, fill: palette.muted }));
  });
  if (spec.bars.length === 0) body.push(text(left + 6, top + 16, 'nothing to show', { size: 9.5, fill: palette.muted }));
  body.push(text(left + plotW / 2, H - 8, spec.xLabel, { anchor: 'middle', size: 10, fill: palette.muted }));
  return svgChart({ title: spec.title, description: spec.description, width: W, height: H }, body);
}

export interface ColumnGroup {
  label: string;
  /** This audit's value, in the group's colour. */
  value: number;
  /** The previous audit's value, drawn light to its left; null when there is none. */
  previous: number | null;
  fill: string;
}

export interface ColumnsSpec {
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  legend: { fill: string; label: string }[];
  groups: ColumnGroup[];
}

/** Vertical columns per group: previous (light) and current (coloured) side by side. */
export function groupedColumns(spec: ColumnsSpec): string {
  const left = 58;
  const right = 20;
  const plotW = W - left - right;
  const leg = legend(left, 14, W - right, spec.legend);
  const top = 14 + leg.rows * 16 + 8;
  const plotH = 150;
  const H = top + plotH + 50;
  // A little headroom above the tallest column for its value label.
  const { max, step } = niceScale(1.1 * Math.max(0, ...spec.groups.flatMap((g) => [g.value, g.previous ?? 0])));
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const body: string[] = [leg.svg];
  for (let t = 0; t <= max; t += step) {
    body.push(line(left, y(t), W - right, y(t), t === 0 ? palette.axis : palette.grid, 1));
    body.push(text(left - 8, y(t) + 3.5, String(t), { anchor: 'end', size: 9.5, fill: palette.muted }));
  }
  body.push(line(left, top, left, top + plotH, palette.axis, 1));
  const groupW = plotW / Math.max(1, spec.groups.length);
  const colW = Math.min(36, groupW / 3);
  spec.groups.forEach((g, i) => {
    const cx = left + groupW * (i + 0.5);
    const column = (x0: number, v: number, fill: string, bold: boolean) => {
      body.push(rect(x0, y(v), colW, y(0) - y(v), fill));
      body.push(text(x0 + colW / 2, y(v) - 4, String(v), { anchor: 'middle', size: 9.5, weight: bold ? 'bold' : 'normal' }));
    };
    if (g.previous !== null) {
      column(cx - colW - 2, g.previous, palette.previous, false);
      column(cx + 2, g.value, g.fill, true);
    } else column(cx - colW / 2, g.value, g.fill, true);
    body.push(text(cx, top + plotH + 15, g.label, { anchor: 'middle', size: 10 }));
  });
  body.push(text(14, top + plotH / 2, spec.yLabel, { anchor: 'middle', size: 10, fill: palette.muted, rotate: -90 }));
  body.push(text(left + plotW / 2, H - 8, spec.xLabel, { anchor: 'middle', size: 10, fill: palette.muted }));
  return svgChart({ title: spec.title, description: spec.description, width: W, height: H }, body);
}
