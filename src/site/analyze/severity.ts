import { Severity } from '../../generated/prisma/enums.ts';

/** CRITICAL first: the declaration order of the Severity enum. */
export const severityRank: Record<Severity, number> = Object.fromEntries(Object.values(Severity).map((s, i) => [s, i])) as Record<
  Severity,
  number
>;

/** The one table from severity to the timeline shown with a finding (docs/methodology.md). */
export const timelineBySeverity: Record<Severity, string> = {
  CRITICAL: 'Fix within 1 week',
  HIGH: 'Fix within 2-4 weeks',
  MEDIUM: 'Fix within 1-2 months',
  LOW: 'When convenient',
};
