// What every resolver gets: the services and the principal that passed the gate (plugin.ts); where the GraphQL API is.
import type { Principal } from '../core/access/api-keys.ts';
import type { GatePass } from '../core/access/api-request.ts';
import type { Services } from '../core/runtime/services.ts';

export interface GraphQLContext {
  services: Services;
  principal: Principal;
  /** The chain's gate steps the HTTP hook ran (one read counted), handed to the procedures (api.ts). */
  gate: GatePass;
  /** Headers for the HTTP response (rate-limit state of a write counted during execution). */
  responseHeaders: Record<string, string>;
  /** Set for a query: its fields' reads may go to a replica (read-routing.ts). */
  readsReplica?: boolean;
}

export const GRAPHQL_PATH = '/graphql';

/** What the gate (plugin.ts) established for a request: its principal and the rate-limit headers. */
export interface Gate {
  pass: GatePass;
  headers: Record<string, string>;
}
