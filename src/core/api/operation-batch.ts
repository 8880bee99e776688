// An operation of the API run for several projects at once, around one core read of them (a
// field of every project of a GraphQL page, the dashboard's list of projects): the chain's steps
// with the operation's own definition, once for the batch, instead of one procedure per project.
import type { z } from 'zod';
import { type GatePass, passGate } from '../access/api-request.ts';
import { parseInput } from '../kernel/validation.ts';
import type { Services } from '../runtime/services.ts';
import { chainSchema, operationBucket } from './api-router.ts';

type Definition<S extends z.ZodType> = Parameters<typeof operationBucket>[0] & { input: S };

/** The surface's request as the gate reads it, and what its own gate steps already established. */
export interface BatchGate {
  request: { authorization: undefined; responseHeaders: Record<string, string> };
  prior: GatePass | undefined;
}

/**
 * The access the operation requires (passGate, with what the surface's gate established, as the
 * procedure does) and its input schema (the same codes as REST: `args` with the first slug).
 * Answers the input's filters (no slug, no cursor) for the read.
 */
export async function operationFilter<S extends z.ZodType<{ slug: string; cursor?: string }>>(
  services: Services,
  gate: BatchGate,
  definition: Definition<S>,
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
): Promise<Omit<z.output<S>, 'slug' | 'cursor'>> {
  await passGate(services, gate.request, operationBucket(definition), definition.access, gate.prior);
  const { slug: _slug, cursor: _cursor, ...filter } = parseInput(chainSchema(definition.input), { ...args, slug: slugs[0] });
  return filter;
}

/**
 * An aggregate operation (`{ data }`) for several projects: the chain's steps (operationFilter)
 * around one core read of them, each project's `data` shaped by the operation's output schema, by
 * slug (a project the principal cannot see is absent: 404 for a surface that names it).
 */
export async function operationData<S extends z.ZodType<{ slug: string }>, O extends z.ZodType<{ data: unknown }>, V>(
  services: Services,
  gate: BatchGate,
  definition: Definition<S> & { output: O },
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
  read: (filter: Omit<z.output<S>, 'slug' | 'cursor'>) => Promise<Map<string, V>>,
): Promise<Map<string, z.output<O>['data']>> {
  const values = await read(await operationFilter(services, gate, definition, slugs, args));
  const output = chainSchema(definition.output);
  return new Map([...values].map(([key, data]) => [key, (output.parse({ data }) as { data: z.output<O>['data'] }).data]));
}
