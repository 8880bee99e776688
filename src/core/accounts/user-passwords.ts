/**
 * Changing a dashboard user's password: by the user (who proves the current one) or by a reset
 * (an owner of the account, or `bin/visibility user reset-password`). Every change ends the
 * user's other sessions in the same transaction, so a stolen session or an old password stops
 * working the moment the password changes.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../kernel/errors.ts';
import { generatePassword, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './passwords.ts';
import { countPasswordAttempt, type DashboardSessionInfo } from './sessions.ts';

function assertAcceptable(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('invalid_body', { detail: problem });
}

/**
 * Sets the hash and deletes the user's sessions except `keepSessionId`; the count of those ended.
 * The UPDATE's row lock orders this against a sign-in in flight (sessions.ts: signIn).
 */
async function setPassword(
  db: Db,
  userId: string,
  change: { password: string; keepSessionId: string | null; mustChangePassword: boolean },
): Promise<number> {
  const passwordHash = await hashPassword(change.password);
  const keepSessionId = change.keepSessionId;
  const [, revoked] = await db.$transaction([
    db.appUser.update({ where: { id: userId }, data: { passwordHash, mustChangePassword: change.mustChangePassword } }),
    db.dashboardSession.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } }),
  ]);
  return revoked.count;
}

/**
 * The signed-in user changes their own password. The current password is checked like a sign-in
 * (counted against the same per-email limit first); the session making the change stays, every
 * other session of the user ends.
 */
export async function changeOwnPassword(
  db: Db,
  session: DashboardSessionInfo,
  input: { currentPassword: string; newPassword: string },
): Promise<{ revokedSessions: number }> {
  if (!session.userId || !session.email) {
    throw new AppError('invalid_state', {
      detail: 'this session belongs to no user (a CLI session); use bin/visibility user reset-password',
    });
  }
  assertAcceptable(input.newPassword);
  await countPasswordAttempt(db, session.email);
  const user = await db.appUser.findFirst({ where: { id: session.userId, accountId: session.accountId } });
  if (!user) throw new AppError('unauthorized', { detail: 'this user no longer exists' });
  const current = input.currentPassword.slice(0, MAX_PASSWORD_LENGTH + 1);
  if (!(await verifyPassword(current, user.passwordHash))) {
    throw new AppError('invalid_current_password', { detail: 'the current password is wrong; nothing was changed' });
  }
  if (input.newPassword === current) {
    throw new AppError('invalid_body', { detail: 'the new password must differ from the current one' });
  }
  return {
    revokedSessions: await setPassword(db, user.id, {
      password: input.newPassword,
      keepSessionId: session.sessionId,
      mustChangePassword: false,
    }),
  };
}

export interface PasswordReset {
  id: string;
  email: string;
  revokedSessions: number;
  /** Only when the password was generated: shown once, never stored. */
  password?: string;
}

/**
 * Sets another user's password (an owner's reset from the dashboard, or the CLI, which acts as
 * the account holder: `actingUserId` null). Without a password one is generated and returned
 * once, for the owner to pass on; every session of the user ends, and until the user chooses
 * their own (changeOwnPassword) the dashboard offers them nothing else (assertPasswordSettled). A user of another account is
 * not found. Owners change their own password with the current one (changeOwnPassword): a reset
 * of oneself would let whoever holds a session take the account without knowing the password.
 */
export async function resetUserPassword(
  db: Db,
  input: { accountId: string; user: { id: string } | { email: string }; actingUserId: string | null; password?: string },
): Promise<PasswordReset> {
  const password = input.password ?? generatePassword();
  assertAcceptable(password);
  const where = 'id' in input.user ? { id: input.user.id } : { email: input.user.email.trim().toLowerCase() };
  const user = await db.appUser.findFirst({ where: { ...where, accountId: input.accountId } });
  if (!user) throw new AppError('not_found', { detail: 'the account has no such user' });
  if (user.id === input.actingUserId) {
    throw new AppError('invalid_state', { detail: 'change your own password under Settings, Password (it asks for the current one)' });
  }
  const revokedSessions = await setPassword(db, user.id, { password, keepSessionId: null, mustChangePassword: true });
  return { id: user.id, email: user.email, revokedSessions, ...(input.password === undefined ? { password } : {}) };
}

/**
 * After a reset someone else knows the user's password: their sessions may read who they are and
 * change the password, nothing more, until they have chosen their own.
 */
export function assertPasswordSettled(session: DashboardSessionInfo): void {
  if (session.mustChangePassword) {
    throw new AppError('password_change_required', { detail: 'your password was reset: choose your own under Settings, Password first' });
  }
}
