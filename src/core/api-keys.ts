import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { KeyRole } from '../generated/prisma/client.ts';
import { AppError } from './errors.ts';
import { newId } from './ids.ts';
import { paidPlans } from './plans.ts';

const KEY_PREFIX = 'vis_';
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
export function roleName(role: KeyRole): 'read' | 'trigger' {
  return role === 'READ' ? 'read' : 'trigger';
}

export interface CreatedKey {
  id: string;
  key: string;
  role: 'read' | 'trigger';
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
  const revoked = key.revokedAt
    ? key
    : await db.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
  return { id, revokedAt: revoked.revokedAt!.toISOString() };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  return m ? m[1] : null;
}

/**
 * Resolves the Authorization header to a principal: 401 unless the key exists and is neither
 * revoked nor expired (checked on the database clock of this request), 403 when its account has
 * no API access, which is on as soon as the account has a project on a paid plan.
 */
export async function authenticate(db: Db, authorization: string | undefined): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token || token.length > 200) throw new AppError('unauthorized');
  const key = await db.apiKey.findUnique({
    where: { fingerprint: fingerprint(token) },
    include: {
      projects: { select: { projectId: true } },
      account: {
        select: { projects: { where: { plan: { in: paidPlans } }, select: { id: true }, take: 1 } },
      },
    },
  });
  const now = new Date();
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) throw new AppError('unauthorized');
  if (key.account.projects.length === 0) throw new AppError('api_access_disabled');
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000) {
    // Coarse last-use tracking: at most one write per key per minute, off the request path.
    void db.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: now } }).catch(() => {});
  }
  return {
    keyId: key.id,
    accountId: key.accountId,
    role: key.role,
    projectIds: key.scoped ? key.projects.map((p) => p.projectId).sort() : null,
  };
}

export function requireTrigger(principal: Principal): void {
  if (principal.role !== 'TRIGGER') throw new AppError('insufficient_role');
}
