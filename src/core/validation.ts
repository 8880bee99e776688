/** Parsing of inputs that do not come through a tRPC procedure (CLI, jobs): one readable 400. */
import type { z } from 'zod';
import { AppError } from './errors.ts';

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
  throw new AppError('invalid_body', { detail });
}
