import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative settings resolve from here, whatever the working directory. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Everything the service reads from its environment, read in one place. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Outgoing requests may reach private/loopback addresses (local testing only). */
  allowPrivateNetwork: boolean;
  /** Base64 or hex 32-byte key for encryption at rest and cursor signing; see README. */
  secretKey: string | undefined;
  chromiumPath: string | undefined;
  pdfTimeoutMs: number;
  /** Per-request timeout of the site crawler. */
  crawlTimeoutMs: number;
  logLevel: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(projectRoot, env.VISIBILITY_DATA_DIR || '.data'),
    allowPrivateNetwork: env.VISIBILITY_ALLOW_PRIVATE_NETWORK === '1',
    secretKey: env.VISIBILITY_SECRET_KEY || undefined,
    chromiumPath: env.CHROMIUM_PATH || undefined,
    pdfTimeoutMs: intFrom(env.VISIBILITY_PDF_TIMEOUT_MS, 30_000),
    crawlTimeoutMs: intFrom(env.VISIBILITY_CRAWL_TIMEOUT_MS, 10_000),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
