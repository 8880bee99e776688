/**
 * Everything the service reads from its environment, parsed once with one zod schema when a
 * process starts: a wrong value stops the process with a message naming the variable. No other
 * module reads `process.env`; they receive the parts of `Config` they need.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { ConfigError as ConfigErrorClass } from '../kernel/config-error.ts';
import { rateLimitEnvSchema, rateLimitSettingsFrom } from '../access/rate-limit-settings.ts';
import type { RateLimitSettings } from '../access/rate-limit.ts';
import { roleJudgeConfig, type RoleJudgeConfig } from '../../engines/role-judge-settings.ts';
import {
  engineEnvSchema,
  type EngineSettings,
  parseEngineSettings,
  type PricesFile,
  pricesFileSchema,
  unpricedModels,
} from '../../engines/settings.ts';
import type { ReplicaSettings } from '../../db/replicas.ts';
import type { SiteWorkerSettings } from '../../site/worker/site-workers.ts';
import type { WebhookSettings } from './webhook-settings.ts';
import { defaultPauseAfter, defaultRetryDelaysSeconds, defaultTimeoutMs } from './webhook-settings.ts';

/** The repository root (where package.json is), from source and from the compiled dist/ alike. */
export const projectRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
})();

/** Where scripts/build.mjs puts the browser pages built from web/ (the dashboard, the GraphQL console). */
export const webRoot = path.join(projectRoot, 'dist', 'web');

const unset = (v: unknown) => (v === '' ? undefined : v);
const text = z.preprocess(unset, z.string().optional());
const flag = z.preprocess(unset, z.enum(['0', '1', 'true', 'false']).optional()).transform((v) => v === '1' || v === 'true');
/**
 * The V8 old generation of a server process when VISIBILITY_HEAP_MB is unset (bin/visibility holds
 * the same figure): with the ~190 MB the process keeps outside that heap and V8's young generation,
 * it keeps a server's peak RSS under the 700 MB ceiling of docs/benchmarks.md; the live heap of a
 * busy server is ~100 MB. Without a cap V8 lets the heap grow to ~4 GB before it must collect.
 */
export const DEFAULT_HEAP_MB = 384;

const int = (min: number, fallback: number) =>
  z.preprocess(
    unset,
    z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(min, `must be at least ${min}`).default(fallback),
  );

/** A network prefix length (the per-network connection cap's IPv4 /24, IPv6 /64). */
const prefixLength = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

/** The refresh intervals the worker's cron can keep evenly (divisors of a day), and 0: off. */
export const botRangeRefreshHours = [0, 1, 2, 3, 4, 6, 8, 12, 24] as const;

/** How long stopping may take by default: under the 30 s a container orchestrator commonly allows between SIGTERM and SIGKILL. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

const envSchema = engineEnvSchema.extend({
  ...rateLimitEnvSchema.shape,
  PORT: int(0, 3000).pipe(z.number().max(65_535, 'must be at most 65535')),
  HOST: text,
  DATABASE_URL: z.preprocess(unset, z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgresql:// URL' }).optional()),
  // Streaming replicas of DATABASE_URL's database, comma-separated (src/db/replicas.ts, docs/scaling.md).
  DATABASE_REPLICA_URL: z.preprocess(
    unset,
    z
      .string()
      .transform((v) => v.split(',').map((part) => part.trim()))
      .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/, error: 'must be comma-separated postgresql:// URLs' })))
      .optional(),
  ),
  VISIBILITY_REPLICA_MAX_LAG_MS: int(0, 5_000),
  VISIBILITY_REPLICA_CHECK_MS: int(100, 1_000),
  VISIBILITY_DATA_DIR: text,
  VISIBILITY_SECRET_KEY: text,
  VISIBILITY_ALLOW_PRIVATE_NETWORK: flag,
  CHROMIUM_PATH: text,
  VISIBILITY_PDF_TIMEOUT_MS: int(1, 30_000),
  VISIBILITY_CRAWL_TIMEOUT_MS: int(1, 10_000),
  VISIBILITY_SITE_WORKERS: int(1, 1),
  VISIBILITY_SITE_PARSE_TIMEOUT_MS: int(1, 15_000),
  VISIBILITY_PRICES_FILE: text,
  VISIBILITY_API_KEY: text,
  VISIBILITY_ROLE_JUDGE_MODEL: text,
  VISIBILITY_ROLE_JUDGE_TIMEOUT_MS: z.preprocess(unset, z.coerce.number().int().min(1).max(600_000).optional()),
  VISIBILITY_SITE_ANALYSIS_TIMEOUT_MS: int(1, 120_000),
  VISIBILITY_SITE_WORKER_HEAP_MB: int(32, 512),
  VISIBILITY_WORKER_CONCURRENCY: int(1, 2),
  // Heartbeats come every 5 s: two minutes without one means the worker is gone.
  VISIBILITY_STALE_RUN_MINUTES: int(1, 2),
  // The one-audit-an-hour rule; 0 turns it off (the monthly usage cap still holds).
  VISIBILITY_AUDIT_COOLDOWN_SECONDS: int(0, 3600),
  VISIBILITY_WEBHOOK_RETRY_DELAYS: z.preprocess(
    unset,
    z
      .string()
      .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'must be comma-separated seconds (e.g. "30,120,600")')
      .transform((s) => s.split(',').map((part) => Number(part.trim())))
      .optional(),
  ),
  VISIBILITY_WEBHOOK_PAUSE_AFTER: int(1, defaultPauseAfter),
  VISIBILITY_WEBHOOK_TIMEOUT_MS: int(1, defaultTimeoutMs),
  VISIBILITY_CRAWLER_PATHS_PER_DAY: int(1, 20_000),
  VISIBILITY_CRAWLER_RETENTION_DAYS: int(1, 400),
  // Unset: every observation is kept. N: a month partition of observations is dropped once its
  // month is more than N months before the current UTC month (docs/scaling.md, "Partitioned observations").
  VISIBILITY_OBSERVATION_RETENTION_MONTHS: z.preprocess(
    unset,
    z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be at least 1').max(1200).optional(),
  ),
  VISIBILITY_LOG_BODY_MAX_MB: int(1, 256),
  // Hours between the worker's refreshes of the crawler operators' address ranges; 0 turns them off.
  VISIBILITY_BOT_RANGES_REFRESH_HOURS: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a number' })
      .refine((h) => botRangeRefreshHours.includes(h as never), `must be one of ${botRangeRefreshHours.join(', ')}`)
      .default(24),
  ),
  VISIBILITY_BOT_RANGES_MIRROR: z.preprocess(unset, z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  VISIBILITY_DB_POOL_SIZE: int(1, 10),
  VISIBILITY_DB_POOL_TIMEOUT_MS: int(1, 5_000),
  VISIBILITY_HEADERS_TIMEOUT_MS: int(1, 10_000),
  VISIBILITY_REQUEST_TIMEOUT_MS: int(1, 30_000),
  VISIBILITY_KEEP_ALIVE_TIMEOUT_MS: int(1, 5_000),
  VISIBILITY_SHUTDOWN_TIMEOUT_MS: int(1, DEFAULT_SHUTDOWN_TIMEOUT_MS),
  VISIBILITY_MAX_CONNECTIONS: int(1, 1_000),
  VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: int(1, 100),
  VISIBILITY_MAX_CONNECTIONS_PER_NETWORK: int(1, 250),
  VISIBILITY_NETWORK_PREFIX_IPV4: prefixLength(8, 32, 24),
  VISIBILITY_NETWORK_PREFIX_IPV6: prefixLength(16, 128, 64),
  VISIBILITY_TRUST_PROXY: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .refine(
        (v) => /^(true|false|\d+)$/.test(v) || v.split(',').every((part) => isProxyAddress(part.trim())),
        'must be true, false, a hop count, or comma-separated proxy addresses/CIDRs (e.g. "10.0.0.0/8,127.0.0.1")',
      )
      .transform(parseTrustProxy)
      .default(false),
  ),
  LOG_LEVEL: z.preprocess(unset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  LOG_REQUESTS: flag,
  // On unless turned off: the console's page is served from this service with a strict CSP.
  // The V8 old generation of a server process (start, serve, worker), in MB: bin/visibility passes
  // it to Node as --max-old-space-size; here it is validated and reported.
  VISIBILITY_HEAP_MB: int(128, DEFAULT_HEAP_MB),
  VISIBILITY_GRAPHIQL: z.preprocess(unset, z.enum(['0', '1', 'true', 'false']).optional()).transform((v) => v !== '0' && v !== 'false'),
});

/**
 * Which peers are reverse proxies whose X-Forwarded-For/-Proto/-Host are believed (Fastify's
 * `trustProxy`): `true` every peer, a number that many hops from the server, a list the peers at
 * those addresses/CIDRs (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`); `false`
 * (the default) none, so a client cannot forge its address or scheme by sending those headers.
 */
export type TrustProxy = boolean | number | string[];

const proxyAddressNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(v: string): boolean {
  return proxyAddressNames.has(v) || ipaddr.isValid(v) || (v.includes('/') && isCidr(v));
}
function isCidr(v: string): boolean {
  try {
    ipaddr.parseCIDR(v);
    return true;
  } catch {
    return false;
  }
}
function parseTrustProxy(v: string): TrustProxy {
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((part) => part.trim());
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Outgoing requests may reach private/loopback addresses (local testing only). */
  allowPrivateNetwork: boolean;
  /** Base64 or hex 32-byte key for encryption at rest and cursor signing; see docs/operating.md. */
  secretKey: string | undefined;
  chromiumPath: string | undefined;
  pdfTimeoutMs: number;
  /** Per-request timeout of the site crawler. */
  crawlTimeoutMs: number;
  /** Worker threads that parse crawled pages and run the site analysis (src/site/worker). */
  siteWorkers: SiteWorkerSettings;
  logLevel: string;
  /** Log every HTTP request (off by default: the API's own logs carry what matters). */
  logRequests: boolean;
  /** GET /graphql from a browser opens the GraphQL console (VISIBILITY_GRAPHIQL=0 turns it off). */
  graphiql: boolean;
  /** V8 old-generation cap of a server process, MB (applied by bin/visibility at launch). */
  heapMb: number;
  worker: { concurrency: number; staleRunMs: number };
  /** Seconds after an accepted audit of a project before the next is accepted (0: no wait). */
  auditCooldownSeconds: number;
  /** How long stopping may take after SIGTERM/SIGINT before the process exits anyway (cli/shutdown.ts). */
  shutdownTimeoutMs: number;
  /** This process's database pool (each process of the service has its own). */
  dbPool: { size: number; acquireTimeoutMs: number };
  /** Read replicas of the database (DATABASE_REPLICA_URL; none: every read goes to the primary). */
  replicas: ReplicaSettings;
  /** Limits of the HTTP server towards slow or idle clients (docs/operating.md, "Health, timeouts and overload"). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** Open sockets of the process; when full, the heaviest network's oldest idle socket makes room (src/client-connections.ts). */
    maxConnections: number;
    /** Open sockets one remote address may hold; a request on one more is answered 503 too_many_connections (src/client-connections.ts). */
    maxConnectionsPerClient: number;
    /** Open sockets one network (IPv4 /networkPrefixIpv4, IPv6 /networkPrefixIpv6) may hold. */
    maxConnectionsPerNetwork: number;
    networkPrefixIpv4: number;
    networkPrefixIpv6: number;
    trustProxy: TrustProxy;
  };
  webhooks: WebhookSettings;
  /** AI engines: which are configured (an API key is set), their models, timeouts and concurrency. */
  engines: EngineSettings;
  /** The API key `bin/visibility mcp` uses when --key is not given (VISIBILITY_API_KEY). */
  apiKey: string | undefined;
  /** The optional role judge's model and key (engines/role-judge-settings.ts); null when no provider it speaks to has a key. */
  roleJudge: RoleJudgeConfig | null;
  /** Operator overrides that raise the per-key rate limits (VISIBILITY_RATE_LIMIT_READ/WRITE). */
  rateLimits: RateLimitSettings;
  /** Access-log ingest (docs/crawlers.md). */
  crawlers: CrawlerSettings;
  /** Whole months of citations, mentions and retrieved sources kept before the current one; undefined: all. */
  observationRetentionMonths: number | undefined;
}

export interface CrawlerSettings {
  /** Distinct paths per project and day; the rest are counted as "(other paths)". */
  pathsPerDay: number;
  /** Days of crawler hits, referrals and line identities kept. */
  retentionDays: number;
  /** Largest body POST /logs and a drain accept, in bytes. */
  bodyMaxBytes: number;
  /** Hours between the worker's refreshes of the operators' address ranges; 0: never (only `bots refresh`). */
  rangeRefreshHours: (typeof botRangeRefreshHours)[number];
  /** Where the refreshes fetch `<mirror>/<source id>.json` instead of the operators' URLs. */
  rangeMirror: string | undefined;
}

export { ConfigError } from '../kernel/config-error.ts';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message} (got "${String(env[String(i.path[0])])}")`);
    throw new ConfigErrorClass(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const engines = parseEngineSettings(env, e.VISIBILITY_PRICES_FILE === undefined ? undefined : readPricesFile(e.VISIBILITY_PRICES_FILE));
  const unpriced = unpricedModels(engines);
  if (unpriced.length > 0) {
    // Pricing by a neighbour's name under-reserves (gpt-5.5 priced as gpt-5): a model needs its own price.
    const lines = unpriced.map(
      (u) =>
        `VISIBILITY_MODEL_${u.engine}: no price for model "${u.model}"; priced models: ${u.priced.join(', ')} (set VISIBILITY_PRICE_${u.engine}="input=...,output=...,search=...,date=YYYY-MM-DD" or a row of VISIBILITY_PRICES_FILE; docs/engine-spend.md)`,
    );
    throw new ConfigErrorClass(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const judge = roleJudgeConfig(engines, e.VISIBILITY_ROLE_JUDGE_MODEL, e.VISIBILITY_ROLE_JUDGE_TIMEOUT_MS);
  if (judge.problem) throw new ConfigErrorClass(`invalid configuration:\n  ${judge.problem}`);
  return {
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(projectRoot, e.VISIBILITY_DATA_DIR ?? '.data'),
    allowPrivateNetwork: e.VISIBILITY_ALLOW_PRIVATE_NETWORK,
    secretKey: e.VISIBILITY_SECRET_KEY,
    chromiumPath: e.CHROMIUM_PATH,
    pdfTimeoutMs: e.VISIBILITY_PDF_TIMEOUT_MS,
    crawlTimeoutMs: e.VISIBILITY_CRAWL_TIMEOUT_MS,
    siteWorkers: {
      size: e.VISIBILITY_SITE_WORKERS,
      parseTimeoutMs: e.VISIBILITY_SITE_PARSE_TIMEOUT_MS,
      analysisTimeoutMs: e.VISIBILITY_SITE_ANALYSIS_TIMEOUT_MS,
      maxHeapMb: e.VISIBILITY_SITE_WORKER_HEAP_MB,
    },
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    graphiql: e.VISIBILITY_GRAPHIQL,
    heapMb: e.VISIBILITY_HEAP_MB,
    worker: { concurrency: e.VISIBILITY_WORKER_CONCURRENCY, staleRunMs: e.VISIBILITY_STALE_RUN_MINUTES * 60_000 },
    auditCooldownSeconds: e.VISIBILITY_AUDIT_COOLDOWN_SECONDS,
    shutdownTimeoutMs: e.VISIBILITY_SHUTDOWN_TIMEOUT_MS,
    dbPool: { size: e.VISIBILITY_DB_POOL_SIZE, acquireTimeoutMs: e.VISIBILITY_DB_POOL_TIMEOUT_MS },
    replicas: {
      urls: e.DATABASE_REPLICA_URL ?? [],
      maxLagMs: e.VISIBILITY_REPLICA_MAX_LAG_MS,
      checkIntervalMs: e.VISIBILITY_REPLICA_CHECK_MS,
    },
    http: {
      headersTimeoutMs: e.VISIBILITY_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.VISIBILITY_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.VISIBILITY_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.VISIBILITY_MAX_CONNECTIONS,
      maxConnectionsPerClient: e.VISIBILITY_MAX_CONNECTIONS_PER_CLIENT,
      maxConnectionsPerNetwork: e.VISIBILITY_MAX_CONNECTIONS_PER_NETWORK,
      networkPrefixIpv4: e.VISIBILITY_NETWORK_PREFIX_IPV4,
      networkPrefixIpv6: e.VISIBILITY_NETWORK_PREFIX_IPV6,
      trustProxy: e.VISIBILITY_TRUST_PROXY,
    },
    webhooks: {
      retryDelaysSeconds: e.VISIBILITY_WEBHOOK_RETRY_DELAYS ?? defaultRetryDelaysSeconds,
      pauseAfter: e.VISIBILITY_WEBHOOK_PAUSE_AFTER,
      timeoutMs: e.VISIBILITY_WEBHOOK_TIMEOUT_MS,
    },
    engines,
    apiKey: e.VISIBILITY_API_KEY,
    roleJudge: judge.config,
    rateLimits: rateLimitSettingsFrom(env),
    crawlers: {
      pathsPerDay: e.VISIBILITY_CRAWLER_PATHS_PER_DAY,
      retentionDays: e.VISIBILITY_CRAWLER_RETENTION_DAYS,
      bodyMaxBytes: e.VISIBILITY_LOG_BODY_MAX_MB * 1024 * 1024,
      rangeRefreshHours: e.VISIBILITY_BOT_RANGES_REFRESH_HOURS as CrawlerSettings['rangeRefreshHours'],
      rangeMirror: e.VISIBILITY_BOT_RANGES_MIRROR,
    },
    observationRetentionMonths: e.VISIBILITY_OBSERVATION_RETENTION_MONTHS,
  };
}

/** The operator's prices file (VISIBILITY_PRICES_FILE), read and checked at start: a wrong file stops the process naming the row. */
function readPricesFile(file: string): PricesFile {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  } catch (err) {
    throw new ConfigErrorClass(
      `invalid configuration:\n  VISIBILITY_PRICES_FILE: cannot read "${file}" as JSON (${(err as Error).message})`,
    );
  }
  const parsed = pricesFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `VISIBILITY_PRICES_FILE: ${i.path.join('.')}: ${i.message}`);
    throw new ConfigErrorClass(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

/** The names of every variable the service reads from its environment (test/docs/links.test.ts holds the docs to them). */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);
