import { createHash, randomBytes } from 'node:crypto';
import type { Db, SqlPool } from '../../db/client.ts';
import type { KeyRole, Plan } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { runSql, SqlParams } from '../kernel/pagination.ts';
import { paidPlans, plans } from '../plans/plans.ts';
import { leaseSize, type QuotaLeases } from './rate-lease.ts';
import {
  countRequestSql,
  enforceRateLimit,
  type RateBucket,
  rateLimitFor,
  type RateLimitSettings,
  type RateLimitState,
  rateLimitState,
} from './rate-limit.ts';

const KEY_PREFIX = 'vis_';
/** `last_used_at` is kept to the minute: written at most once a minute per key. */
const LAST_USED_PRECISION_SECONDS = 60;
// 32 random bytes: the key cannot be guessed, so a fast hash (SHA-256) is a sound fingerprint.
const KEY_BYTES = 32;

export function fingerprint(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function generateKey(): string {
  return KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
}

/** Who is calling: the key's account, role and project scope (null = the whole account). */
export interface Principal {
  keyId: string;
  accountId: string;
  role: KeyRole;
  projectIds: string[] | null;
  /**
   * Set when the gate took the request from the key's lease without reading the key (REST reads):
   * the key's state is still to be read, beside the data (keysetPage folds it into its statement)
   * or alone, before anything is answered.
   */
  check?: KeyCheck;
}

/** Parses `30d`, `12h`, `45m`, `90s` into milliseconds. */
export function parseDuration(text: string): number {
  const m = /^(\d+)\s*([smhdw])$/.exec(text.trim());
  if (!m) throw new Error(`invalid duration "${text}" (expected e.g. 30d, 12h, 90s)`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[m[2] as 's'];
  const ms = Number(m[1]) * unit;
  if (ms <= 0) throw new Error('duration must be positive');
  return ms;
}

/** How roles are named outside the database (CLI output). */
export function roleName(role: KeyRole): RoleName {
  return roleNames[role];
}

const roleNames = { READ: 'read', TRIGGER: 'trigger', INGEST: 'ingest' } as const satisfies Record<KeyRole, string>;
export type RoleName = (typeof roleNames)[KeyRole];

/** The role a name outside the database stands for (the CLI's --role), or undefined. */
export function roleOfName(name: string): KeyRole | undefined {
  return (Object.keys(roleNames) as KeyRole[]).find((r) => roleNames[r] === name);
}

export interface CreatedKey {
  id: string;
  key: string;
  role: RoleName;
  projects: string[];
  expiresAt: string | null;
  name: string | null;
}

export async function createApiKey(
  db: Db,
  input: { accountId: string; role: KeyRole; projectSlugs: string[]; expiresInMs?: number; name?: string },
): Promise<CreatedKey> {
  const projects = input.projectSlugs.length
    ? await db.project.findMany({ where: { accountId: input.accountId, slug: { in: input.projectSlugs } } })
    : [];
  const missing = input.projectSlugs.filter((s) => !projects.some((p) => p.slug === s));
  if (missing.length) throw new Error(`unknown project(s) for this account: ${missing.join(', ')}`);
  const key = generateKey();
  const id = newId('apiKey');
  const expiresAt = input.expiresInMs ? new Date(Date.now() + input.expiresInMs) : null;
  await db.apiKey.create({
    data: {
      id,
      accountId: input.accountId,
      name: input.name ?? null,
      role: input.role,
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      fingerprint: fingerprint(key),
      scoped: projects.length > 0,
      expiresAt,
      projects: { create: projects.map((p) => ({ projectId: p.id, accountId: input.accountId })) },
    },
  });
  return {
    id,
    key,
    role: roleName(input.role),
    projects: projects.map((p) => p.slug),
    expiresAt: expiresAt?.toISOString() ?? null,
    name: input.name ?? null,
  };
}

export async function listApiKeys(db: Db, accountId: string) {
  const keys = await db.apiKey.findMany({
    where: { accountId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { projects: { include: { project: { select: { slug: true } } } } },
  });
  const now = Date.now();
  return keys.map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    role: roleName(k.role),
    projects: k.projects.map((p) => p.project.slug),
    createdAt: k.createdAt.toISOString(),
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    state: k.revokedAt ? 'revoked' : k.expiresAt && k.expiresAt.getTime() <= now ? 'expired' : 'active',
  }));
}

export async function revokeApiKey(db: Db, id: string): Promise<{ id: string; revokedAt: string }> {
  const key = await db.apiKey.findUnique({ where: { id } });
  if (!key) throw new Error(`no API key with id ${id}`);
  if (key.revokedAt) return { id, revokedAt: key.revokedAt.toISOString() };
  const revokedAt = new Date();
  await db.apiKey.update({ where: { id }, data: { revokedAt } });
  return { id, revokedAt: revokedAt.toISOString() };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  return m ? m[1] : null;
}

interface KeyRow {
  key_id: string;
  account_id: string;
  role: KeyRole;
  plan: Plan;
  project_ids: string[] | null;
  active: boolean;
  api_access: boolean;
}

interface GateRow extends KeyRow {
  block: number | null;
  count: number | null;
  window_ms: number | null;
  reset_ms: number | null;
}

/** The plans with API access (enum names of the plan table) as an SQL array literal, written into the text rather than bound per request. */
const PAID_PLANS_SQL = `'{${paidPlans.join(',')}}'::"Plan"[]`;

/**
 * What can change of a key once it is issued, as SQL over its row `key`: whether it is active
 * (neither revoked nor expired on the database clock `now`) and whether its account has API access
 * (on as soon as the account has a project on a paid plan). Everything else of a key (id, account,
 * role, scope) is fixed when it is created: the scope's rows are only ever removed with their
 * project or the key, and ids are never reused.
 */
function keyStateSql(now: string): string {
  return `key.revoked_at IS NULL AND (key.expires_at IS NULL OR key.expires_at > ${now}) AS active,
      EXISTS (SELECT 1 FROM project pr WHERE pr.account_id = key.account_id AND pr.plan = ANY(${PAID_PLANS_SQL})) AS api_access`;
}

/** The key of a fingerprint with what the gate needs of it: account, role, plan, project scope and its state. */
function keySql(params: SqlParams, fingerprintParam: string): string {
  return `SELECT key.id AS key_id, key.account_id, key.role, a.plan, clock.now, ${keyStateSql('clock.now')},
      CASE WHEN key.scoped THEN ARRAY(SELECT kp.project_id FROM api_key_project kp
                                      WHERE kp.api_key_id = key.id ORDER BY kp.project_id COLLATE "C") END AS project_ids
    FROM api_key key JOIN account a ON a.id = key.account_id CROSS JOIN clock
    WHERE key.fingerprint = ${fingerprintParam}`;
}

/** The block a plan's key counts at once in the gate (rate-lease.ts), as SQL over the plan `k.plan`. */
function blockSql(params: SqlParams, bucket: RateBucket, settings: RateLimitSettings | undefined): string {
  const cases = (Object.keys(plans) as Plan[]).map(
    (plan) => `WHEN ${params.add(plan)}::"Plan" THEN ${params.add(leaseSize(rateLimitFor(bucket, plan, settings)))}::int`,
  );
  return `CASE k.plan ${cases.join(' ')} ELSE 1 END`;
}

/**
 * Resolves the Authorization header to a principal and counts the request against the key's
 * `bucket` limit, in ONE statement on one reading of the database clock:
 * - 401 unless the key exists and is neither revoked nor expired (on the database clock);
 * - 403 when its account has no API access;
 * - only then is the request counted (core/access/rate-limit.ts) and, at most once a minute per key,
 *   `last_used_at` written: the UPDATE's own condition is re-checked on the locked row, so
 *   concurrent requests at the minute boundary write it once, and the other requests never
 *   write the key row at all.
 * A key with a high limit is counted in blocks leased to this process (core/access/rate-lease.ts): while
 * the process holds a lease for the key, the request is taken from the lease and the statement
 * only reads the key. With `defer`, not even that: the principal is the one read when the lease's
 * block was counted, with a `check` of the key's state still to run (KeyCheck), which the caller
 * folds into the statement that reads the data. Either way a revoked key is refused at once.
 */
export async function authenticateAndCount(
  pool: SqlPool,
  authorization: string | undefined,
  bucket: RateBucket,
  settings: RateLimitSettings | undefined,
  leases: QuotaLeases<Principal>,
  defer = false,
): Promise<{ principal: Principal; rate: RateLimitState }> {
  const token = bearerToken(authorization);
  if (!token || token.length > 200) throw new AppError('unauthorized');
  // A request waiting for another's block takes from it, or counts the next block itself.
  const print = fingerprint(token);
  for (;;) {
    const startedAt = performance.now();
    const leased = leases.take(print, bucket, startedAt);
    if (leased) {
      // A refusal (429) is only answered once the key is known to be valid (401 and 403 first).
      const known = defer && leased.allowed ? leases.holder(print, bucket) : undefined;
      const principal = known ? { ...known, check: new KeyCheck(print, leases) } : await authenticate(pool, print, leases);
      return { principal, rate: leased };
    }
    const counting = leases.inFlight(print, bucket);
    if (!counting) return leases.count(print, bucket, () => authenticateAndCountBlock(pool, print, bucket, settings, leases, startedAt));
    await counting;
  }
}

/**
 * The part of authentication a request taken from a lease still owes (authenticateAndCount with
 * `defer`): whether the key is still active and its account still has API access. Its `sql` is one
 * row to read beside the data in the same statement (keysetPage folds it in), whose `key_refusal`
 * goes to `settle`; `verify` reads the key alone, for a path that folds nothing. Until the check
 * is settled nothing may be answered: not the data, nor an error that 401 or 403 would come before.
 */
export class KeyCheck {
  settled = false;
  private readonly print: string;
  private readonly leases: QuotaLeases<Principal>;

  constructor(print: string, leases: QuotaLeases<Principal>) {
    this.print = print;
    this.leases = leases;
  }

  /**
   * One row: `key_refusal`, the error code the gate would answer, null when the key passes. A key
   * whose row is gone is unauthorized. The rule's order is refusalOf's.
   */
  sql(params: SqlParams): string {
    return `SELECT CASE WHEN k.active IS NOT TRUE THEN '${refusalOf(false, false)}' WHEN NOT k.api_access THEN '${refusalOf(true, false)}' END AS key_refusal
      FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT ${keyStateSql('statement_timestamp()')}
        FROM api_key key WHERE key.fingerprint = ${params.add(this.print)}) k ON true`;
  }

  /** The `key_refusal` of `sql`: 401 or 403 as the gate would answer, else settled. */
  settle(refusal: string | null): void {
    this.settled = true;
    refuse(refusal as Refusal | null, this.print, this.leases);
  }

  async verify(pool: SqlPool): Promise<void> {
    if (this.settled) return;
    await authenticate(pool, this.print, this.leases);
    this.settled = true;
  }
}

/**
 * The principal of an Authorization header without counting a request: 401/403 as the gate would
 * answer. For a surface whose transport needs the key checked before any operation runs (the MCP
 * server's handshake is not an operation: each of its tool calls is counted by the chain).
 */
export async function authenticateKey(
  pool: SqlPool,
  authorization: string | undefined,
  leases: QuotaLeases<Principal>,
): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token || token.length > 200) throw new AppError('unauthorized');
  return authenticate(pool, fingerprint(token), leases);
}

/** The gate's read-only statement, for a request taken from a lease. */
async function authenticate(pool: SqlPool, print: string, leases: QuotaLeases<Principal>): Promise<Principal> {
  const params = new SqlParams();
  const text = `WITH clock AS (SELECT statement_timestamp() AS now)
    SELECT key_id, account_id, role, plan, project_ids, active, api_access FROM (${keySql(params, params.add(print))}) k`;
  const [row] = await runSql<KeyRow>(pool, text, params.values);
  return principalOf(row, print, leases);
}

/** The gate's counting statement: authenticate, count a block, touch `last_used_at`. */
async function authenticateAndCountBlock(
  pool: SqlPool,
  print: string,
  bucket: RateBucket,
  settings: RateLimitSettings | undefined,
  leases: QuotaLeases<Principal>,
  startedAt: number,
): Promise<{ principal: Principal; rate: RateLimitState }> {
  const params = new SqlParams();
  // The counter and last_used_at are bookkeeping: commit them without waiting for the WAL flush
  // (a crash can lose the last fraction of a second of counts, never a rule's outcome already
  // sent). set_config(..., true) lasts for this statement's own transaction only.
  const text = `WITH clock AS MATERIALIZED (SELECT clock_timestamp() AS now, set_config('synchronous_commit', 'off', true) AS async_commit),
    k AS MATERIALIZED (${keySql(params, params.add(print))}),
    allowed AS MATERIALIZED (SELECT key_id, now, ${blockSql(params, bucket, settings)} AS block FROM k WHERE active AND api_access),
    counted AS (${countRequestSql(params, 'allowed', bucket, 's.block')}),
    touched AS (
      UPDATE api_key SET last_used_at = allowed.now FROM allowed
      WHERE api_key.id = allowed.key_id
        AND (api_key.last_used_at IS NULL OR api_key.last_used_at <= allowed.now - interval '${LAST_USED_PRECISION_SECONDS} seconds')
      RETURNING api_key.id)
    SELECT k.key_id, k.account_id, k.role, k.plan, k.project_ids, k.active, k.api_access,
      (SELECT block FROM allowed) AS block, counted.count, counted.window_ms, counted.reset_ms
    FROM k LEFT JOIN counted ON true`;
  const [row] = await runSql<GateRow>(pool, text, params.values);
  const principal = principalOf(row, print, leases);
  if (row.block === null || row.count === null || row.window_ms === null || row.reset_ms === null) {
    throw new Error('rate limit window not counted');
  }
  const limit = rateLimitFor(bucket, row.plan, settings);
  const counted = { limit, block: row.block, count: row.count, windowMs: row.window_ms, resetMs: row.reset_ms };
  return { principal, rate: leases.grant(print, bucket, counted, startedAt, principal) };
}

/** 401 or 403 for a key row that may not call, else its principal. */
function principalOf(row: KeyRow | undefined, print: string, leases: QuotaLeases<Principal>): Principal {
  refuse(refusalOf(row?.active === true, row?.api_access === true), print, leases);
  const { key_id, account_id, role, project_ids } = row as KeyRow;
  return { keyId: key_id, accountId: account_id, role, projectIds: project_ids };
}

type Refusal = 'unauthorized' | 'api_access_disabled';

/** The gate's rule: 401 unless the key is active, then 403 unless its account has API access. */
function refusalOf(active: boolean, apiAccess: boolean): Refusal | null {
  if (!active) return 'unauthorized';
  return apiAccess ? null : 'api_access_disabled';
}

/** A refusal as the answer (the refused key's leases are dropped); none: nothing. */
function refuse(refusal: Refusal | null, print: string, leases: QuotaLeases<Principal>): void {
  if (refusal === null) return;
  leases.drop(print);
  throw new AppError(refusal);
}

/**
 * Counts one more request of `bucket` for a key the gate has already authenticated (a GraphQL
 * mutation inside a request the gate counted as a read), with the same limit as the gate would
 * apply: the account's plan or the operator's setting (`rateLimitFor`). 429 when over it.
 */
export async function enforceKeyRateLimit(
  pool: SqlPool,
  principal: Principal,
  bucket: RateBucket,
  settings: RateLimitSettings | undefined,
): Promise<Record<string, string>> {
  const params = new SqlParams();
  const text = `WITH k AS MATERIALIZED (
      SELECT key.id AS key_id, a.plan, clock_timestamp() AS now
      FROM api_key key JOIN account a ON a.id = key.account_id WHERE key.id = ${params.add(principal.keyId)}),
    counted AS (${countRequestSql(params, 'k', bucket)})
    SELECT k.plan, counted.count, counted.reset_ms FROM k JOIN counted ON true`;
  const [row] = await runSql<{ plan: Plan; count: number; reset_ms: number }>(pool, text, params.values);
  if (!row) throw new AppError('unauthorized'); // the key was deleted since the gate saw it
  return enforceRateLimit(bucket, rateLimitState(rateLimitFor(bucket, row.plan, settings), row.count, row.reset_ms));
}

export function requireTrigger(principal: Principal): void {
  if (principal.role !== 'TRIGGER') throw new AppError('insufficient_role');
}
