// The arguments of a GraphQL field that runs an operation, derived from the operation's input
// schema (core/api/operations/), so a filter is declared once for REST, OpenAPI, MCP and GraphQL:
// each parameter becomes an argument of the same name (REST's `limit` and `cursor` are GraphQL's
// `first` and `after`), its type read off the schema as a field's is (zod-fields.ts), required
// unless the schema lets it be absent, with the schema's description, the OpenAPI document's. The
// procedure validates the input with the same schema, so what GraphQL's types cannot state
// (ranges, lengths, patterns) is checked once, with REST's codes.
import type { ArgumentRef } from '@pothos/core';
import { z } from 'zod';
import { parseInput } from '../core/kernel/validation.ts';
import { builder } from './builder.ts';
import { describedAs, type GivenTypes, graphqlTypeOf, type Types } from './zod-fields.ts';

/** GraphQL's names of the page parameters (the connections' and Relay's `first` and `after`). */
const pageNames: Record<string, string> = { limit: 'first', cursor: 'after' };

type Names = Record<string, string>;
type PageName<K extends string> = K extends 'limit' ? 'first' : K extends 'cursor' ? 'after' : K;
/** A parameter's argument name: as `names` says (none: `never`), else its page name or its own. */
type NameOf<K extends string, N extends Names> = [N] extends [never] ? PageName<K> : K extends keyof N ? N[K] : PageName<K>;
type Shape<S extends z.ZodObject> = S['shape'];

/** An argument's value: its parameter's parsed value, or null or absent where the parameter may be absent or null. */
type ArgValue<P extends z.ZodType> =
  undefined extends z.input<P> ? z.output<P> | null | undefined : null extends z.input<P> ? z.output<P> | null | undefined : z.output<P>;

/** The argument refs of an input schema, by argument name. */
type ArgsOf<S extends z.ZodObject, O extends string, N extends Names> = {
  [K in Exclude<keyof Shape<S> & string, O> as NameOf<K, N>]: ArgumentRef<Types, ArgValue<Shape<S>[K]>>;
};

/** The input of an operation from a field's arguments: an omitted parameter is there if the field has an argument of its name (a connection's page). */
type Input<S extends z.ZodObject, O extends keyof z.input<S>> = Omit<z.input<S>, O> & Partial<Pick<z.input<S>, O>>;

interface Options<O, N> {
  /** Parameters the field does not take as arguments: the slug of its parent project; a connection's page (pagination.ts). */
  omit?: readonly O[];
  /** An argument named otherwise than its parameter (the mutations' `projectSlug`). */
  names?: N;
  /** A type the schema cannot tell, by parameter (GivenTypes). */
  types?: GivenTypes;
}

/**
 * The arguments of a field that runs the operation whose input is `schema` (`args`), and that
 * operation's input from the arguments given (`input`; the caller adds what it omitted).
 */
export function operationArgs<S extends z.ZodObject, O extends keyof Shape<S> & keyof z.input<S> & string = never, N extends Names = never>(
  schema: S,
  options: Options<O, N> = {},
) {
  const given = options.types ?? {};
  const nameOf = (key: string) => options.names?.[key] ?? pageNames[key] ?? key;
  const parameters = Object.entries<z.ZodType>(schema.shape);

  const args = builder.args((t) => {
    const refs: Record<string, ArgumentRef<Types, unknown>> = {};
    for (const [key, parameter] of parameters) {
      if (options.omit?.some((omitted) => omitted === key)) continue;
      const { type, nullable } = graphqlTypeOf(key, parameter, given, 'input');
      const required = typeof nullable === 'boolean' ? !nullable : { list: !nullable.list, items: !nullable.items };
      const description = describedAs(key, parameter, given, 'input');
      const field = t.field.bind(t) as (options: {
        type: unknown;
        required: typeof required;
        description?: string;
      }) => ArgumentRef<Types, unknown>;
      refs[nameOf(key)] = field({ type, required, ...(description ? { description } : {}) });
    }
    return refs;
  }) as unknown as ArgsOf<S, O, N>;

  /**
   * The operation's input from a field's arguments, back under the parameters' names. GraphQL
   * gives an argument written `null` as null: it is passed where the schema takes null (null
   * clears a finding's notes, turns the audit cadence off), and is an absent argument elsewhere.
   * The procedure parses the result with `schema`.
   */
  const input = (a: Record<string, unknown>): Input<S, O> => {
    const parsed: Record<string, unknown> = {};
    for (const [key, parameter] of parameters) {
      const value = a[nameOf(key)];
      if (value === undefined || (value === null && !parameter.safeParse(null).success)) continue;
      parsed[key] = value;
    }
    return parsed as Input<S, O>;
  };

  /**
   * The input of a read that is no operation (no procedure parses it): the arguments given,
   * parsed with `schema` without the omitted parameters (REST's codes: `first` out of range is
   * invalid_limit).
   */
  const kept = z.object(Object.fromEntries(parameters.filter(([key]) => !options.omit?.some((omitted) => omitted === key))));
  const parse = (a: Record<string, unknown>) => parseInput(kept, input(a)) as unknown as Omit<z.output<S>, O>;

  return { args, input, parse };
}
