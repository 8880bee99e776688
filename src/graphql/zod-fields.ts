// GraphQL fields derived from the API's wire schemas (core/contract/schemas.ts) and the schemas of
// the reads GraphQL alone serves (core/contract/aggregates.ts, core/observations/contract.ts,
// core/role-judge/judge-summary.ts), so an object type is not restated field by field: each field
// of the zod object becomes a field of the same name, its GraphQL type read off the schema
// (string, integer, number, boolean, ISO date-time or Date, a literal's type, an enum of the API
// matched by its values, a nested object given its type, a list of any of these), nullable where
// the schema is, with the schema's description. `id` is an ID, as in every type of the API. The
// arguments of the fields that run an operation are derived the same way from the operation's
// input schema (zod-args.ts, which shares graphqlTypeOf).
import type { FieldRef as PothosFieldRef } from '@pothos/core';
import type { z } from 'zod';
import { builder } from './builder.ts';
import { apiEnums } from './types/enums.ts';

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;
type FieldBuilder<Parent> = PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>;
type FieldRef = PothosFieldRef<Types, unknown, 'Object'>;

/** GraphQL types given by field name: a nested object's type, or a type the schema cannot tell (an ID not named `id`, an enum both groupings share). */
export type GivenTypes = Record<string, unknown>;

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  element?: z.ZodType;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
}

const defOf = (s: z.ZodType) => (s as unknown as { def: ZodDef }).def;
/** A string's or number's format: `datetime`, `safeint` (an integer), ... */
const formatOf = (s: z.ZodType) => (s as unknown as { format?: string | null }).format ?? undefined;

/**
 * The schema a GraphQL value is read as: a pipe's input for an argument (its output after a
 * `z.preprocess`, whose input is anything), its output for a field.
 */
function sideOf(def: ZodDef, io: 'input' | 'output'): z.ZodType {
  const { in: from, out: to } = def as Required<Pick<ZodDef, 'in' | 'out'>>;
  return io === 'input' && defOf(from).type !== 'transform' ? from : to;
}

const wrappers = new Set(['nullable', 'optional', 'default', 'pipe']);

/** The schema inside nullable, optional, defaulted and piped schemas; `nullable` when null or absence is allowed. */
function unwrap(schema: z.ZodType, io: 'input' | 'output'): { inner: z.ZodType; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (let def = defOf(inner); wrappers.has(def.type); def = defOf(inner)) {
    if (def.type !== 'pipe') nullable = true;
    inner = def.type === 'pipe' ? sideOf(def, io) : (def.innerType as z.ZodType);
  }
  return { inner, nullable };
}

/** The description of a schema, or of the first schema it wraps that has one (`.describe()` before `.optional()`). */
export function descriptionOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): string | undefined {
  for (let s = schema; ;) {
    if (s.description) return s.description;
    const def = defOf(s);
    if (!wrappers.has(def.type)) return undefined;
    s = def.type === 'pipe' ? sideOf(def, io) : (def.innerType as z.ZodType);
  }
}

/** The values of a zod enum, or undefined for any other schema (wrappers unwrapped). */
function enumValuesOf(schema: z.ZodType, io: 'input' | 'output'): string[] | undefined {
  const def = defOf(unwrap(schema, io).inner);
  return def.type === 'enum' ? Object.values(def.entries ?? {}) : undefined;
}

/** A field's GraphQL type and nullability (for an argument: not required); a list's `nullable` says it of the list and of its items. */
export type FieldType = { type: unknown; nullable: boolean | { list: boolean; items: boolean } };

/** The GraphQL type of a zod schema (nullable, optional, defaulted and piped schemas unwrapped), for the field `name`. */
export function graphqlTypeOf(name: string, schema: z.ZodType, given: GivenTypes, io: 'input' | 'output' = 'output'): FieldType {
  const { inner: s, nullable } = unwrap(schema, io);
  const def = defOf(s);
  if (name in given) {
    // A list given its item type keeps the schema's nullability of the list and of its items.
    const type = given[name];
    if (def.type !== 'array') return { type, nullable };
    const items = unwrap(def.element as z.ZodType, io).nullable;
    return { type: Array.isArray(type) ? type : [type], nullable: { list: nullable, items } };
  }
  const format = formatOf(s);
  if (name === 'id' && def.type === 'string') return { type: 'ID', nullable };
  switch (def.type) {
    case 'string':
      return { type: format === 'datetime' ? 'DateTime' : 'String', nullable };
    case 'number':
      return { type: format === 'safeint' || format === 'int32' ? 'Int' : 'Float', nullable };
    case 'boolean':
      return { type: 'Boolean', nullable };
    case 'date':
      // A timestamp as a core read gives it from the database (DateTime sends it in ISO 8601).
      return { type: 'DateTime', nullable };
    case 'literal': {
      const kinds = new Set(def.values?.map((v) => typeof v));
      if (kinds.size === 1 && kinds.has('boolean')) return { type: 'Boolean', nullable };
      if (kinds.size === 1 && kinds.has('string')) return { type: 'String', nullable };
      throw new Error(`zod field ${name}: no GraphQL type for the literal ${String(def.values)}`);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {})
        .sort()
        .join(',');
      const match = apiEnums.find((e) => [...e.values].sort().join(',') === values);
      if (!match) throw new Error(`zod field ${name}: no GraphQL enum of the API has the values ${values}`);
      return { type: match.ref, nullable };
    }
    case 'object':
      throw new Error(`zod field ${name}: a nested object needs its GraphQL type`);
    case 'array': {
      // A list of scalars or enums: [Item] with the item's nullability.
      const item = graphqlTypeOf(name, def.element as z.ZodType, given, io);
      return { type: [item.type], nullable: { list: nullable, items: item.nullable === true } };
    }
    default:
      throw new Error(`zod field ${name}: no GraphQL type for zod ${def.type}`);
  }
}

/**
 * The description of a field or argument: the schema's; for an enum given as a String (a type
 * that predates the enum), with its values, which the GraphQL type does not list.
 */
export function describedAs(name: string, schema: z.ZodType, given: GivenTypes, io: 'input' | 'output' = 'output') {
  const description = descriptionOf(schema, io);
  const values = given[name] === 'String' ? enumValuesOf(schema, io) : undefined;
  if (!values) return description;
  return `${description ?? 'One of'}: ${values.join(', ')}`;
}

/**
 * The fields of `schema` exposed on a GraphQL object whose parent values are `z.infer<schema>`
 * (or a superset), except `omit`; `nested` gives the type of each nested object field (or list of
 * objects), `types` the type of a field the schema cannot tell (GivenTypes).
 */
export function zodFields<S extends z.ZodObject, Parent extends Partial<Record<keyof z.infer<S>, unknown>>>(
  t: FieldBuilder<Parent>,
  schema: S,
  options: { nested?: GivenTypes; types?: GivenTypes; omit?: readonly (keyof z.infer<S>)[] } = {},
): Record<string, FieldRef> {
  const fields: Record<string, FieldRef> = {};
  const nested = options.nested ?? {};
  const given = { ...nested, ...options.types };
  for (const [name, field] of Object.entries<z.ZodType>(schema.shape)) {
    if (options.omit?.some((omitted) => omitted === name)) continue;
    const { type, nullable } = graphqlTypeOf(name, field, given);
    // A nested object's description is its type's, not repeated on the field.
    const description = name in nested ? undefined : describedAs(name, field, given);
    // Pothos types an exposed field by the parent's property; here the type is read off the schema.
    const expose = t.expose.bind(t) as (field: string, options: FieldType & { description?: string }) => FieldRef;
    fields[name] = expose(name, { type, nullable, ...(description ? { description } : {}) });
  }
  return fields;
}
