import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRole } from '../../generated/prisma/client.ts';
import { bearerToken, fingerprint } from '../access/api-keys.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { consumeRateLimit } from '../access/rate-limit.ts';
import { decoyHash, MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';

/**
 * Dashboard sessions: a random token (in an HttpOnly cookie after a password sign-in, or a bearer
 * token the CLI hands to the account holder), of which only the SHA-256 fingerprint is stored, as
 * for API keys. Session tokens and API keys live in different tables, so neither opens the
 * other's door. Deleting the row revokes the session.
 */
const TOKEN_PREFIX = 'vds_';
export const DEFAULT_SESSION_MS = 12 * 3_600_000;

export async function createDashboardSession(
  db: Db | Tx,
  input: { accountId: string; userId?: string; expiresInMs?: number },
): Promise<{ token: string; expiresAt: string }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.expiresInMs ?? DEFAULT_SESSION_MS));
  await db.dashboardSession.create({
    data: {
      id: newId('dashboardSession'),
      accountId: input.accountId,
      userId: input.userId ?? null,
      fingerprint: fingerprint(token),
      expiresAt,
    },
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Who a session is: CLI bearer sessions (no user) act as the account holder, an owner. */
export interface DashboardSessionInfo {
  sessionId: string;
  accountId: string;
  userId: string | null;
  email: string | null;
  role: UserRole;
  /** The user's password was reset: nothing but changing it is open (user-passwords.ts). */
  mustChangePassword: boolean;
}

/** The session of a token if it is valid and unexpired (on the database clock), else null. */
export async function sessionOfToken(db: Db, token: string | null | undefined): Promise<DashboardSessionInfo | null> {
  if (!token || token.length > 200) return null;
  const session = await db.dashboardSession.findUnique({
    where: { fingerprint: fingerprint(token) },
    include: { user: { select: { email: true, role: true, mustChangePassword: true } } },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  return {
    sessionId: session.id,
    accountId: session.accountId,
    userId: session.userId,
    email: session.user?.email ?? null,
    role: session.user?.role ?? 'OWNER',
    mustChangePassword: session.user?.mustChangePassword ?? false,
  };
}

/** The account of a valid session token in `Authorization: Bearer <token>`, else null. */
export async function sessionAccount(db: Db, authorization: string | undefined): Promise<{ accountId: string; sessionId: string } | null> {
  const session = await sessionOfToken(db, bearerToken(authorization));
  return session && { accountId: session.accountId, sessionId: session.sessionId };
}

/** Revokes the session of a token (sign-out); unknown tokens are ignored. */
export async function revokeSessionToken(db: Db, token: string | null | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.dashboardSession.deleteMany({ where: { fingerprint: fingerprint(token) } });
}

/** Revokes every session of a user (e.g. "sign out everywhere"). */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  return (await db.dashboardSession.deleteMany({ where: { userId } })).count;
}

/**
 * Counts one check of a password before it is made: per email (the write limit, 10/min) and, when
 * known, per client address (the read limit, 60/min). Sign-in and the password change count in
 * the same buckets, so guesses through either door add up.
 */
export async function countPasswordAttempt(db: Db, email: string, address?: string): Promise<void> {
  const subjects = [[`signin:${email}`, 'write'] as const, ...(address ? [[`signin-from:${address}`, 'read'] as const] : [])];
  for (const [key, bucket] of subjects) {
    const state = await consumeRateLimit(db, key, bucket);
    if (!state.allowed) {
      throw new AppError('rate_limited', { retryAfter: state.resetSeconds, detail: 'too many password attempts; try again shortly' });
    }
  }
}

/**
 * Email and password sign-in. Attempts are counted in Postgres (so the limits hold across
 * processes) per email (the write limit, 10/min) and per client address (the read limit, 60/min)
 * before the password is checked, so guessing cannot outrun the limit. An unknown email costs a
 * hash like a known one. The session presented with the request, if any, is revoked: a sign-in
 * always starts a new session (rotation).
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; address: string; previousToken?: string | null },
): Promise<{ token: string; expiresAt: string; userId: string }> {
  const email = input.email.trim().toLowerCase().slice(0, 254);
  await countPasswordAttempt(db, email, input.address);
  const user = await db.appUser.findUnique({ where: { email } });
  const password = input.password.slice(0, MAX_PASSWORD_LENGTH + 1);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) throw new AppError('invalid_credentials', { detail: 'the email or the password is wrong' });
  await revokeSessionToken(db, input.previousToken);
  const session = await db.$transaction(async (tx) => {
    // Made only while the password just checked is still the user's. A change (user-passwords.ts)
    // committed meanwhile makes this refuse; one that comes after waits for this row lock, and then
    // its deletion of the user's sessions sees (and ends) the one made here.
    const unchanged = await tx.$queryRaw<unknown[]>`
      SELECT 1 FROM app_user WHERE account_id = ${user.accountId} AND id = ${user.id} AND password_hash = ${user.passwordHash} FOR SHARE`;
    if (unchanged.length === 0) throw new AppError('invalid_credentials', { detail: 'the email or the password is wrong' });
    return createDashboardSession(tx, { accountId: user.accountId, userId: user.id });
  });
  return { ...session, userId: user.id };
}
