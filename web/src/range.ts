// The date range the visibility pages show, kept in the URL so that a link reproduces the view:
// `?range=7|30|90` (the last 7, 30 or 90 days, today included, in the viewer's time zone) or
// `?from=YYYY-MM-DD&to=YYYY-MM-DD` (whole local days, both included). Without either: 30 days.
import { useSearchParams } from 'wouter';
import { dayBoundary } from './format.ts';

export const presets = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;

export interface DateRange {
  /** '7', '30', '90' or 'custom'. */
  key: string;
  /** The first and last local day (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
  /** ISO instants: the start of the first day and the end of the last, in the viewer's zone. */
  from: string;
  to: string;
  days: number;
  label: string;
  /** The URL query that names this range ("range=30" or "from=...&to=..."), for links between pages. */
  query: string;
  /** Whether the URL named it (else it is the default): links carry only a range that was chosen. */
  chosen: boolean;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A Date's local calendar day as YYYY-MM-DD. */
export function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The range a URL query names (the default when it names none, or a malformed one). */
export function rangeOf(params: URLSearchParams, today = new Date()): DateRange {
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  if (dayPattern.test(fromDay) && dayPattern.test(toDay) && fromDay <= toDay && dayBoundary(fromDay, false) && dayBoundary(toDay, true)) {
    return {
      key: 'custom',
      fromDay,
      toDay,
      from: dayBoundary(fromDay, false) as string,
      to: dayBoundary(toDay, true) as string,
      days: daysBetween(fromDay, toDay),
      label: `${fromDay} to ${toDay}`,
      query: `from=${fromDay}&to=${toDay}`,
      chosen: true,
    };
  }
  const asked = Number(params.get('range'));
  const days = (presets as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  const last = localDay(today);
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days + 1);
  return {
    key: String(days),
    fromDay: localDay(first),
    toDay: last,
    from: dayBoundary(localDay(first), false) as string,
    to: dayBoundary(last, true) as string,
    days,
    label: `Last ${days} days`,
    query: `range=${days}`,
    chosen: asked === days,
  };
}

/** The range of the current URL. */
export function useRange(): DateRange {
  const [params] = useSearchParams();
  return rangeOf(params);
}
