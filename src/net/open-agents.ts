/**
 * What closes the pooled agents of outgoing requests (safe-agent.ts registers it when it is first
 * loaded), apart from undici: a process that never connected out (most of `visibility start`'s
 * first second) neither loads undici at start nor to shut down.
 */
let closer: (() => Promise<void>) | undefined;

export function registerAgentCloser(close: () => Promise<void>): void {
  closer = close;
}

/** Closes the pooled connections of outgoing requests, if any were ever made. */
export async function closeOpenAgents(): Promise<void> {
  await closer?.();
}
