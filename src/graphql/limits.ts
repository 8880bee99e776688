// Limits of a GraphQL request against abuse, and the stable code each refusal carries.
// Parse-time and validation-time limits come from graphql-armor; cost and depth of the data
// selection from Pothos' complexity plugin, which knows that a page of `first: N` multiplies its
// selection by N. Every limit refuses before any resolver runs.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { ComplexityErrorKind } from '@pothos/plugin-complexity';
import { GraphQLError } from 'graphql';
import type { GraphqlLimitCode } from './errors.ts';

/** Cost: 1 per field, times `first` (default 50) under a page; 10 per field under other lists. */
export const complexityLimits = { complexity: 5000, depth: 10, breadth: 200 };

export const armorLimits = {
  /** Depth of any document, introspection included (GraphiQL's introspection query counts 21;
   * data selections are held to complexityLimits.depth, and introspection-limit.ts bounds the
   * introspection lists that could explode). */
  depth: 21,
  aliases: 15,
  tokens: 2000,
  directives: 10,
};

export function limitError(code: GraphqlLimitCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function complexityError(
  kind: ComplexityErrorKind,
  r: { complexity: number; depth: number; maxComplexity?: number; maxDepth?: number },
) {
  return kind === ComplexityErrorKind.Complexity
    ? limitError(
        'query_too_complex',
        `The query costs ${r.complexity}, over the limit of ${r.maxComplexity}: ask for smaller pages or fewer fields.`,
      )
    : kind === ComplexityErrorKind.Depth
      ? limitError('query_too_deep', `The query is ${r.depth} levels deep, over the limit of ${r.maxDepth}.`)
      : limitError('query_too_complex', 'The query selects too many fields at one level.');
}

/** Tags armor's rejections with their stable code (armor's own errors carry none). */
const tag = (code: GraphqlLimitCode) => ({
  onReject: [(_ctx: unknown, error: GraphQLError) => void Object.assign(error.extensions, { code })],
  propagateOnRejection: true,
});

export function armorPlugin() {
  return EnvelopArmorPlugin({
    maxDepth: { n: armorLimits.depth, ignoreIntrospection: false, flattenFragments: false, exposeLimits: true, ...tag('query_too_deep') },
    maxAliases: { n: armorLimits.aliases, allowList: [], exposeLimits: true, ...tag('too_many_aliases') },
    maxTokens: { n: armorLimits.tokens, exposeLimits: true, ...tag('too_many_tokens') },
    maxDirectives: { n: armorLimits.directives, exposeLimits: true, ...tag('too_many_directives') },
    // Cost is Pothos' complexity (it knows page sizes); suggestions help analysts and the schema is public anyway.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
}
