/** Parsing of inputs that do not come through a tRPC procedure (CLI, jobs, downloads): one readable 400. */
import type { z } from 'zod';
import { AppError, type ErrorCode } from './errors.ts';

// The query parameters whose invalid values have a code of their own (the rest: invalid_body).
const validationCodes = new Set<ErrorCode>([
  'invalid_limit',
  'invalid_slug',
  'invalid_cursor',
  'invalid_engine',
  'invalid_from',
  'invalid_to',
  'invalid_id',
  'invalid_drain_id',
  'invalid_audit_run_id',
  'invalid_tracked_prompt_id',
  'invalid_group_by',
  'invalid_sort',
  'invalid_segment',
  'invalid_bot_class',
]);

/** The stable code of a failed validation: the first invalid field's own code, else invalid_body. */
export function validationCodeOf(error: z.ZodError): ErrorCode {
  const field = String(error.issues[0]?.path[0] ?? '');
  const code = `invalid_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` as ErrorCode;
  return validationCodes.has(code) ? code : 'invalid_body';
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
  throw new AppError(validationCodeOf(parsed.error), { detail });
}
