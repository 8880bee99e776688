// GraphQL fields derived from the API's wire schemas (core/contract/schemas.ts), so a type that is a REST
// object is not restated field by field: each field of the zod object becomes a field of the same
// name, its GraphQL type read off the schema (string, integer, number, boolean, ISO date-time,
// an enum of the API matched by its values, a nested object given its type), nullable where the
// schema is, with the schema's description. `id` is an ID, as in every type of the API.
import type { FieldRef as PothosFieldRef } from '@pothos/core';
import type { z } from 'zod';
import { builder } from './builder.ts';
import { apiEnums } from './types/enums.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;
type FieldBuilder<Parent> = PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>;
type FieldRef = PothosFieldRef<Types, unknown, 'Object'>;

/** The object types of nested zod objects, by field name (required for each nested object field). */
type Nested = Record<string, unknown>;

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  element?: z.ZodType;
}

const defOf = (s: z.ZodType) => (s as unknown as { def: ZodDef }).def;
/** A string's or number's format: `datetime`, `safeint` (an integer), ... */
const formatOf = (s: z.ZodType) => (s as unknown as { format?: string | null }).format ?? undefined;

/** A field's GraphQL type and nullability; a list's `nullable` says it of the list and of its items. */
type FieldType = { type: unknown; nullable: boolean | { list: boolean; items: boolean } };

/** The GraphQL type of a zod schema (nullable and optional unwrapped), for the field `name`. */
function graphqlTypeOf(name: string, schema: z.ZodType, nested: Nested): FieldType {
  let s = schema;
  let nullable = false;
  for (let def = defOf(s); def.type === 'nullable' || def.type === 'optional'; def = defOf(s)) {
    nullable = true;
    s = def.innerType as z.ZodType;
  }
  const def = defOf(s);
  const format = formatOf(s);
  if (name === 'id' && def.type === 'string') return { type: 'ID', nullable };
  switch (def.type) {
    case 'string':
      return { type: format === 'datetime' ? 'DateTime' : 'String', nullable };
    case 'number':
      return { type: format === 'safeint' || format === 'int32' ? 'Int' : 'Float', nullable };
    case 'boolean':
      return { type: 'Boolean', nullable };
    case 'enum': {
      const values = Object.values(def.entries ?? {})
        .sort()
        .join(',');
      const match = apiEnums.find((e) => [...e.values].sort().join(',') === values);
      if (!match) throw new Error(`zod field ${name}: no GraphQL enum of the API has the values ${values}`);
      return { type: match.ref, nullable };
    }
    case 'object':
      if (!(name in nested)) throw new Error(`zod field ${name}: a nested object needs its GraphQL type`);
      return { type: nested[name], nullable };
    case 'array': {
      // A list of scalars, enums or (given in `nested`) objects: [Item] with the item's nullability.
      const item = graphqlTypeOf(name, def.element as z.ZodType, nested);
      return { type: [item.type], nullable: { list: nullable, items: item.nullable === true } };
    }
    default:
      throw new Error(`zod field ${name}: no GraphQL type for zod ${def.type}`);
  }
}

/**
 * The fields of `schema` exposed on a GraphQL object whose parent values are `z.infer<schema>`
 * (or a superset), except `omit`; `nested` gives the type of each nested object field.
 */
export function zodFields<S extends z.ZodObject, Parent extends Partial<Record<keyof z.infer<S>, unknown>>>(
  t: FieldBuilder<Parent>,
  schema: S,
  options: { nested?: Nested; omit?: readonly (keyof z.infer<S>)[] } = {},
): Record<string, FieldRef> {
  const fields: Record<string, FieldRef> = {};
  for (const [name, field] of Object.entries<z.ZodType>(schema.shape)) {
    if (options.omit?.some((omitted) => omitted === name)) continue;
    const { type, nullable } = graphqlTypeOf(name, field, options.nested ?? {});
    // A nested object's description is its type's, not repeated on the field.
    const description = name in (options.nested ?? {}) ? undefined : field.description;
    // Pothos types an exposed field by the parent's property; here the type is read off the schema.
    const expose = t.expose.bind(t) as (field: string, options: FieldType & { description?: string }) => FieldRef;
    fields[name] = expose(name, { type, nullable, ...(description ? { description } : {}) });
  }
  return fields;
}
