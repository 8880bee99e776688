// Dates in the viewer's own time zone and locale; scores and deltas as people read them.
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
export const formatPercent = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : `${v}%`);

/** A date input's value (local day) as the ISO instant of that day's start or end in the viewer's zone. */
export function dayBoundary(value: string, end: boolean): string | undefined {
  if (!value) return undefined;
  const d = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
