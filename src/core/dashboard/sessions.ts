import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { bearerToken, fingerprint } from '../api-keys.ts';
import { newId } from '../ids.ts';

/**
 * Minimal dashboard sessions until there is a login: a random bearer token handed to the account
 * holder (`visibility session create`), of which only the SHA-256 fingerprint is stored, as for
 * API keys. Session tokens and API keys live in different tables, so neither opens the other's door.
 */
const TOKEN_PREFIX = 'vds_';
export const DEFAULT_SESSION_MS = 12 * 3_600_000;

export async function createDashboardSession(
  db: Db,
  input: { accountId: string; expiresInMs?: number },
): Promise<{ token: string; expiresAt: string }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.expiresInMs ?? DEFAULT_SESSION_MS));
  await db.dashboardSession.create({
    data: { id: newId('dashboardSession'), accountId: input.accountId, fingerprint: fingerprint(token), expiresAt },
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The account of a valid, unexpired session token in `Authorization: Bearer <token>`, else null. */
export async function sessionAccount(db: Db, authorization: string | undefined): Promise<{ accountId: string; sessionId: string } | null> {
  const token = bearerToken(authorization);
  if (!token || token.length > 200) return null;
  const session = await db.dashboardSession.findUnique({ where: { fingerprint: fingerprint(token) } });
  if (!session || session.expiresAt <= new Date()) return null;
  return { accountId: session.accountId, sessionId: session.id };
}
