// The one Pothos schema builder of the GraphQL API, with its plugins and scalars.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GraphQLContext } from './context.ts';
import { complexityError, complexityLimits } from './limits.ts';

const isoDateTime = z.iso.datetime({ offset: true });

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: string; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ComplexityPlugin, RelayPlugin],
  defaultFieldNullability: false,
  relay: {
    // No node(id)/nodes(ids): they would bypass the per-resolver scope checks.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    cursorType: 'String',
    edgesFieldOptions: { complexity: { field: 0, multiplier: 1 } },
    pageInfoFieldOptions: { complexity: 0 },
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: complexityLimits,
    complexityError,
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'ISO 8601 date-time with a time zone offset, e.g. 2026-11-23T10:00:00.000Z (as in REST).',
  serialize: (v) => (v instanceof Date ? v.toISOString() : v),
  parseValue: (v) => {
    if (typeof v !== 'string' || !isoDateTime.safeParse(v).success) {
      throw new GraphQLError('expected an ISO 8601 date-time with an offset', { extensions: { code: 'invalid_request' } });
    }
    return v;
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON, as the engine adapter stored it.',
  serialize: (v) => v,
  parseValue: (v) => v,
});
