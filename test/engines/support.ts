// Shared by the engine tests: a clock that records sleeps instead of sleeping, and engine clients
// pointed at the fake servers.
import { createEngineClients, type EngineClient } from '../../src/engines/registry.ts';
import type { Clock, RetryPolicy } from '../../src/engines/retry.ts';
import { parseEngineSettings } from '../../src/engines/settings.ts';
import type { EngineName } from '../../src/engines/answer.ts';

export interface RecordingClock extends Clock {
  sleeps: number[];
}

export function recordingClock(): RecordingClock {
  const sleeps: number[] = [];
  return { sleeps, now: () => Date.now(), random: () => 0.5, sleep: async (ms) => void sleeps.push(ms) };
}

export function clientsFor(
  env: Record<string, string>,
  opts: { clock?: Clock; retry?: Partial<RetryPolicy> } = {},
): Record<EngineName, EngineClient> {
  const clients = createEngineClients(parseEngineSettings(env), {
    allowPrivateNetwork: true,
    clock: opts.clock ?? recordingClock(),
    retry: opts.retry,
  });
  return clients as Record<EngineName, EngineClient>;
}

/** The text each span of a source covers. */
export function spanTexts(text: string, source: { spans: Array<{ start: number; end: number }> } | undefined): string[] {
  return (source?.spans ?? []).map((s) => text.slice(s.start, s.end));
}
