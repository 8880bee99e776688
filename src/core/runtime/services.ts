import type { Principal } from '../access/api-keys.ts';
import type { Config } from './config.ts';
import type { Db } from '../../db/client.ts';
import type { EngineName } from '../../engines/answer.ts';
import type { EngineClient } from '../../engines/registry.ts';
import type { Logger } from '../../log.ts';
import type { CursorCodec } from '../kernel/pagination.ts';
import type { RateLimitSettings } from '../access/rate-limit.ts';
import type { QuotaLeases } from '../access/rate-lease.ts';
import type { PdfRendering } from './pdf-rendering.ts';
import type { Secrets } from '../kernel/secrets.ts';

/** What the procedures and jobs need from the process, built once at start. */
export interface Services {
  config: Config;
  db: Db;
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
