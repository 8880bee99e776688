// Small builders of SVG markup for the report's charts: pure functions returning strings, every
// text escaped. No script, no external reference: the page that shows them loads nothing.

/** Escapes text for SVG/XML content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Coordinates with at most one decimal. */
export function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** Shortens a label to `max` characters with an ellipsis. */
export function clip(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}\u2026` : label;
}

export const fontFamily = '"DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif';

/** The restrained palette: the client in the report's blue, competitors in muted tones. */
export const palette = {
  ink: '#1f2328',
  muted: '#57606a',
  axis: '#8c959f',
  grid: '#d8dee4',
  client: '#1f4e79',
  previous: '#b6c2cf',
  competitors: ['#c07a3a', '#6f8f72', '#8e7cab', '#a3928a', '#7a9bb5'],
  other: '#c4ccd4',
} as const;

export interface TextStyle {
  anchor?: 'start' | 'middle' | 'end';
  size?: number;
  weight?: 'normal' | 'bold';
  fill?: string;
  /** Degrees, around the text's own position. */
  rotate?: number;
}

export function text(x: number, y: number, content: string, style: TextStyle = {}): string {
  const attrs = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-size="${style.size ?? 10}"`,
    `fill="${style.fill ?? palette.ink}"`,
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.weight === 'bold' ? 'font-weight="bold"' : '',
    style.rotate ? `transform="rotate(${style.rotate} ${num(x)} ${num(y)})"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, dash?: string): string {
  const d = dash ? ` stroke-dasharray="${dash}"` : '';
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}"${d}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(0, w))}" height="${num(Math.max(0, h))}" fill="${fill}"/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, stroke?: string): string {
  const s = stroke ? ` stroke="${stroke}" stroke-width="1.5"` : '';
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="${fill}"${s}/>`;
}

export function polyline(points: [number, number][], stroke: string, width = 2): string {
  const p = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
  return `<polyline points="${p}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`;
}

/** A legend entry: a swatch and its label; returns the markup and the width it takes. */
export function legendItem(x: number, y: number, fill: string, label: string): { svg: string; width: number } {
  const shown = clip(label, 44);
  return {
    svg: rect(x, y - 8, 10, 10, fill) + text(x + 14, y, shown, { size: 9.5, fill: palette.muted }),
    width: 14 + shown.length * 5.6 + 14,
  };
}

/** Legend entries laid out left to right, wrapping within `maxX`; returns the markup and the rows used. */
export function legend(x: number, y: number, maxX: number, items: { fill: string; label: string }[]): { svg: string; rows: number } {
  let cx = x;
  let row = 0;
  const parts: string[] = [];
  for (const item of items) {
    let entry = legendItem(cx, y + row * 16, item.fill, item.label);
    if (cx > x && cx + entry.width > maxX) {
      row++;
      cx = x;
      entry = legendItem(cx, y + row * 16, item.fill, item.label);
    }
    parts.push(entry.svg);
    cx += entry.width;
  }
  return { svg: parts.join(''), rows: items.length ? row + 1 : 0 };
}

/** An axis maximum that divides into `count` round steps and is at least `max` (and 1). */
export function niceScale(max: number, count = 4): { max: number; step: number } {
  const raw = Math.max(1, max) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && Number.isInteger(s)) ?? Math.ceil(raw);
  return { max: step * Math.ceil(Math.max(1, max) / step), step };
}

export interface Frame {
  title: string;
  /** The text alternative: what the chart shows, in a sentence or two. */
  description: string;
  width: number;
  height: number;
}

/** The chart element: titled, described and exposed as one image to assistive technology. */
export function svgChart(frame: Frame, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-label="${esc(frame.title)}" ` +
    `viewBox="0 0 ${frame.width} ${frame.height}" width="${frame.width}" height="${frame.height}" font-family='${fontFamily}'>` +
    `<title>${esc(frame.title)}</title><desc>${esc(frame.description)}</desc>${body.join('')}</svg>`
  );
}
