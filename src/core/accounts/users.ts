/**
 * Dashboard users of an account: owners manage keys, webhooks, users and the plan; members read
 * and act on projects. The account's first user is its owner (`account create --password`).
 */
import type { Db } from '../../db/client.ts';
import { Prisma, type UserRole } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { generatePassword, hashPassword, passwordProblem } from './passwords.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AddedUser {
  id: string;
  email: string;
  role: UserRole;
  /** Only when the password was generated (an invite): shown once, never stored. */
  password?: string;
}

/** Adds a user to the account; without a password one is generated and returned once. */
export async function addUser(db: Db, input: { accountId: string; email: string; role: UserRole; password?: string }): Promise<AddedUser> {
  const email = input.email.trim().toLowerCase();
  if (!emailPattern.test(email) || email.length > 254) {
    throw new AppError('invalid_body', { detail: `"${input.email}" is not an email address` });
  }
  const password = input.password ?? generatePassword();
  const generated = input.password === undefined ? password : undefined;
  const problem = passwordProblem(password);
  if (problem) throw new AppError('invalid_body', { detail: problem });
  const id = newId('appUser');
  try {
    await db.appUser.create({
      data: { id, accountId: input.accountId, email, role: input.role, passwordHash: await hashPassword(password) },
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw new AppError('invalid_state', { detail: `a user with the email ${email} exists already` });
    }
    throw e;
  }
  return { id, email, role: input.role, ...(generated ? { password: generated } : {}) };
}

export async function listUsers(db: Db, accountId: string) {
  const users = await db.appUser.findMany({ where: { accountId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    // Reset and not yet changed by the user (user-passwords.ts).
    mustChangePassword: u.mustChangePassword,
  }));
}

/**
 * Removes a user (and so their sessions). The last owner stays: an account without an owner
 * could no longer manage its keys. Removing oneself is refused for the same reason.
 */
export async function removeUser(db: Db, accountId: string, userId: string, actingUserId: string | null) {
  if (userId === actingUserId) throw new AppError('invalid_state', { detail: 'you cannot remove yourself' });
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM account WHERE id = ${accountId} FOR UPDATE`;
    const user = await tx.appUser.findFirst({ where: { id: userId, accountId } });
    if (!user) throw new AppError('not_found');
    if (user.role === 'OWNER' && (await tx.appUser.count({ where: { accountId, role: 'OWNER' } })) <= 1) {
      throw new AppError('invalid_state', { detail: 'the account must keep at least one owner' });
    }
    await tx.appUser.delete({ where: { id: user.id } });
    return { id: user.id };
  });
}
