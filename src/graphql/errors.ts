// The one place where errors become GraphQL errors: every error leaves with a stable
// `extensions.code`. Core codes (AppError.appCode, src/core/kernel/errors.ts) keep their code and
// meaning; the GraphQL-only codes below name what only a GraphQL request can get wrong.
import { GraphQLError } from 'graphql';
import { databaseUnavailableError } from '../core/kernel/db-unavailable.ts';
import { AppError, type ErrorCode, errorCatalog, isAppError } from '../core/kernel/errors.ts';

export const graphqlErrorCatalog = {
  invalid_query: 'The document does not parse or does not validate against the schema (see the message).',
  query_too_complex: 'The query costs more than the limit (pages multiply the cost of their selection by `first`).',
  query_too_deep: 'The selection is nested deeper than the limit.',
  too_many_aliases: 'The document uses more aliases than the limit.',
  too_many_tokens: 'The document is longer than the token limit.',
  too_many_directives: 'The document uses more directives than the limit.',
} as const;
export type GraphqlLimitCode = keyof typeof graphqlErrorCatalog;
export type GraphqlErrorCode = ErrorCode | GraphqlLimitCode;

const knownCodes = new Set<string>([...Object.keys(errorCatalog), ...Object.keys(graphqlErrorCatalog)]);

/** The stable code of an error raised anywhere while a request was parsed, validated or run. */
export function codeOfGraphqlError(error: GraphQLError): GraphqlErrorCode {
  const original = error.originalError;
  const app = appErrorOfGraphqlError(error);
  if (app) return app.appCode;
  const own = error.extensions?.code;
  if (typeof own === 'string' && knownCodes.has(own)) return own as GraphqlErrorCode;
  const inner = (original as { extensions?: Record<string, unknown> } | undefined)?.extensions?.code;
  if (typeof inner === 'string' && knownCodes.has(inner)) return inner as GraphqlErrorCode;
  // A GraphQLError that wraps nothing comes from parsing or validation; one without a path that
  // wraps a GraphQLError comes from coercing the variables (a scalar refusing a value): either
  // way the client's request.
  if (!original || (!error.path && original.name === 'GraphQLError')) return 'invalid_query';
  return 'internal_error';
}

/** The AppError behind an error: core's own, or the one a lost or saturated database connection stands for. */
export function appErrorOfGraphqlError(error: GraphQLError): AppError | undefined {
  const original = error.originalError;
  return isAppError(original) ? original : original ? databaseUnavailableError(original) : undefined;
}

/** The error as the client sees it: a stable code; internals never described. */
export function publicGraphqlError(error: GraphQLError): GraphQLError {
  const code = codeOfGraphqlError(error);
  const app = appErrorOfGraphqlError(error);
  const message = code === 'internal_error' ? 'internal_error' : app ? errorCatalog[app.appCode].meaning : error.message;
  const extensions: Record<string, unknown> = { code };
  if (app?.retryAfter !== undefined) extensions.retryAfter = app.retryAfter;
  return new GraphQLError(message, { nodes: error.nodes, positions: error.positions, path: error.path, extensions });
}

/** Whether a code refuses the request before any resolver runs (HTTP 400 then, never 500). */
export const isRequestRefusal = (code: GraphqlErrorCode) =>
  code === 'invalid_query' || code === 'invalid_request' || code in graphqlErrorCatalog;
