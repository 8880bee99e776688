import type { Db } from '../../db/client.ts';
import type { Plan } from '../../generated/prisma/client.ts';
import { newId } from '../kernel/ids.ts';
import { slugify } from '../kernel/slugs.ts';

export interface CreatedAccount {
  id: string;
  email: string;
  plan: 'free' | 'pro' | 'agency' | 'enterprise';
  workspaces: string[];
}

export function planFromName(name: string): Plan {
  const plan = name.trim().toUpperCase();
  if (plan === 'FREE' || plan === 'PRO' || plan === 'AGENCY' || plan === 'ENTERPRISE') return plan;
  throw new Error(`unknown plan "${name}" (expected free, pro, agency or enterprise)`);
}

/** Creates an account with the named workspaces, or one default workspace when none is named. */
export async function createAccount(
  db: Db,
  input: { email: string; plan: Plan; name?: string; workspaces?: string[] },
): Promise<CreatedAccount> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`invalid email "${input.email}"`);
  const slugs = [...new Set((input.workspaces?.length ? input.workspaces : ['default']).map(slugify))];
  const id = newId('account');
  await db.account.create({
    data: {
      id,
      email,
      name: input.name ?? null,
      plan: input.plan,
      workspaces: { create: slugs.map((slug) => ({ id: newId('workspace'), slug, name: slug })) },
    },
  });
  return { id, email, plan: input.plan.toLowerCase() as CreatedAccount['plan'], workspaces: slugs };
}

export async function accountByEmail(db: Db, email: string) {
  const account = await db.account.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!account) throw new Error(`no account with email ${email}`);
  return account;
}
