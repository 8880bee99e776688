import type { Principal } from '../access/api-keys.ts';
import type { Config } from './config.ts';
import type { Db } from '../../db/client.ts';
import type { ReadReplicas } from '../../db/replicas.ts';
import type { EngineName } from '../../engines/answer.ts';
import type { EngineClient } from '../../engines/registry.ts';
import type { Logger } from '../../log.ts';
import type { CursorCodec } from '../kernel/pagination.ts';
import type { RateLimitSettings } from '../access/rate-limit.ts';
import type { QuotaLeases } from '../access/rate-lease.ts';
import type { PdfRendering } from './pdf-rendering.ts';
import type { Secrets } from '../kernel/secrets.ts';
import { databaseUnavailableError } from '../kernel/db-unavailable.ts';

/** What the procedures and jobs need from the process, built once at start. */
export interface Services {
  config: Config;
  /** The primary: writes, and reads that must see their own writes. */
  db: Db;
  /** The read replicas (none configured: `reader()` is the primary); see `readerServices`. */
  replicas: ReadReplicas;
  log: Logger;
  secrets: Secrets;
  cursors: CursorCodec;
  pdf: PdfRendering;
  /** A client per configured AI engine (engines without an API key are absent). */
  engines: Partial<Record<EngineName, EngineClient>>;
  /** Operator overrides of the per-key rate limits (access/rate-limit-settings.ts); unset = plan limits. */
  limits?: RateLimitSettings;
  /** This process's leases of high-limit keys' quotas (access/rate-lease.ts). */
  leases: QuotaLeases<Principal>;
}

/**
 * The services of a read that may be served by a replica (lag at most VISIBILITY_REPLICA_MAX_LAG_MS):
 * the same services with `db` a streaming replica's client, or the primary's when none is usable.
 * The chain hands them to the operations whose definition says `reads: 'replica'`
 * (core/api/api-trpc.ts); exports and report downloads take them too. What must see its own
 * writes, and every write, keeps `services.db` (docs/scaling.md, "Read-your-writes").
 */
export function readerServices(s: Services): Services {
  const db = s.replicas.reader();
  return db === s.db ? s : { ...s, db };
}

/**
 * Runs a read that may be served by a replica (the plain routes' exports and report downloads; the
 * operations get the same through the chain): on a replica, and again on the primary when the
 * replica's connection fails (which marks it down until a check finds it back).
 */
export async function onReader<T>(s: Services, read: (services: Services) => Promise<T>): Promise<T> {
  const reader = readerServices(s);
  if (reader === s) return read(s);
  try {
    return await read(reader);
  } catch (e) {
    if (databaseUnavailableError(e)?.appCode !== 'database_unavailable') throw e;
    s.replicas.failed(reader.db);
    return read(s);
  }
}
