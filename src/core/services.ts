import type { Principal } from './api-keys.ts';
import type { Config } from './config.ts';
import type { Db } from '../db/client.ts';
import type { EngineName } from '../engines/answer.ts';
import type { EngineClient } from '../engines/registry.ts';
import type { Logger } from '../log.ts';
import type { CursorCodec } from './pagination.ts';
import type { RateLimitSettings } from './rate-limit.ts';
import type { QuotaLeases } from './rate-lease.ts';
import type { PdfRenderer } from './reports/pdf.ts';
import type { Secrets } from './secrets.ts';

/** What the procedures and jobs need from the process, built once at start. */
export interface Services {
  config: Config;
  db: Db;
  log: Logger;
  secrets: Secrets;
  cursors: CursorCodec;
  pdf: PdfRenderer;
  /** A client per configured AI engine (engines without an API key are absent). */
  engines: Partial<Record<EngineName, EngineClient>>;
  /** Operator overrides of the per-key rate limits (core/rate-limit-settings.ts); unset = plan limits. */
  limits?: RateLimitSettings;
  /** This process's leases of high-limit keys' quotas (core/rate-lease.ts). */
  leases: QuotaLeases<Principal>;
}
