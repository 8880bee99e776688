/**
 * Why a run FAILED: a stable code (for programs: the REST run resource, the webhook payload) and a
 * sentence for people (dashboard, CLI, report). Stored in audit_run.failure_code / failure_reason.
 */
import { z } from 'zod';

export const runFailureCodes = [
  /** The site's home page could not be fetched (DNS, refused, TLS, HTTP error, blocked address). */
  'site_unreachable',
  /** An unexpected error in the audit, on every attempt. */
  'internal_error',
  /** The worker running it stopped (killed, crashed, lost its database) and the run went stale. */
  'worker_lost',
  /** No worker picked the run up in time. */
  'not_started',
  /** Every AI engine the audit asked failed, so brand and platform could not be measured. */
  'engines_failed',
] as const;

export type RunFailureCode = (typeof runFailureCodes)[number];

export interface RunFailure {
  code: RunFailureCode;
  message: string;
}

export const runFailureSchema = z
  .object({
    code: z.enum(runFailureCodes).describe('Stable code of the reason'),
    message: z.string().describe('The reason in words, for people'),
  })
  .meta({ id: 'AuditRunFailure', description: 'Why the run failed; null unless status is FAILED.' });

/** The failure of a stored run, or null when it did not fail. Rows failed before codes existed read as internal_error. */
export function failureOf(run: { status: string; failureCode: string | null; failureReason: string | null }): RunFailure | null {
  if (run.status !== 'FAILED') return null;
  const code = (runFailureCodes as readonly string[]).includes(run.failureCode ?? '')
    ? (run.failureCode as RunFailureCode)
    : 'internal_error';
  return { code, message: run.failureReason ?? 'The audit failed.' };
}
