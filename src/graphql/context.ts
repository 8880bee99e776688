// What every resolver gets: the services and the principal that passed the gate (plugin.ts); where the GraphQL API is.
import type { Principal } from '../core/access/api-keys.ts';
import type { Services } from '../core/runtime/services.ts';

export interface GraphQLContext {
  services: Services;
  principal: Principal;
  /** Headers for the HTTP response (rate-limit state of a write counted during execution). */
  responseHeaders: Record<string, string>;
}

export const GRAPHQL_PATH = '/graphql';

/** What the gate (plugin.ts) established for a request: its principal and the rate-limit headers. */
export interface Gate {
  principal: Principal;
  headers: Record<string, string>;
}
