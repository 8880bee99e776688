// Dates in the viewer's own time zone and locale; scores, rates and their intervals as people read
// them: whole percents ("23%"), intervals beside the value ("23% (15–34%)"), changes of a rate in
// percentage points.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');
export const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A text field of a submitted form ('' when absent; no field here is a file). */
export const fieldText = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

export const formatScore = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : String(v));
export function formatDelta(v: number | null | undefined): string {
  if (v === null || v === undefined) return '';
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '±0';
}

/** A 0-100 rate as a whole percent; "<1%" and ">99%" where rounding would say 0 or 100 of what is neither. */
export function formatPercent(v: number | null | undefined): string {
  if (v === null || v === undefined) return 'n/a';
  if (v > 0 && v < 0.5) return '<1%';
  if (v < 100 && v >= 99.5) return '>99%';
  return `${Math.round(v)}%`;
}

/** "15–34%": a 95% interval of a rate; null when it has none. */
export function formatInterval(low: number | null | undefined, high: number | null | undefined): string | null {
  if (low === null || low === undefined || high === null || high === undefined) return null;
  return `${formatPercent(low).replace('%', '')}–${formatPercent(high)}`;
}

/** "23% (15–34%)": a rate with its 95% interval; the value alone when it has none. */
export function formatWithInterval(v: number | null | undefined, low: number | null | undefined, high: number | null | undefined): string {
  if (v === null || v === undefined) return 'n/a';
  const interval = formatInterval(low, high);
  return interval ? `${formatPercent(v)} (${interval})` : formatPercent(v);
}

/** A change of a rate in percentage points: "+5 pts", "−3 pts", "±0 pts". */
export function formatPoints(v: number | null | undefined): string {
  if (v === null || v === undefined) return 'n/a';
  const r = Math.round(v);
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r)} pts`;
}

/** An average rank among the brands an answer names: one decimal ("2.3"); lower is better. */
export const formatPosition = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : v.toFixed(1));

/** A date input's value (local day) as the ISO instant of that day's start or end in the viewer's zone. */
export function dayBoundary(value: string, end: boolean): string | undefined {
  if (!value) return undefined;
  const d = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
