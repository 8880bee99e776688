import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/core/accounts/passwords.ts';
import { createDashboardSession, signIn as signInCore } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

/**
 * Password change by the signed-in user and reset by an owner, through the dashboard's HTTP
 * surface (sign-in route, /trpc with cookie and CSRF header): the codes of each refusal, the
 * sessions each change ends, and which users an owner can reach.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a longer new passphrase';

async function accountWith(...roles: ('OWNER' | 'MEMBER')[]) {
  const seeded = await seedAccount(app.services);
  const emails = [];
  for (const [i, role] of roles.entries()) {
    const email = `${role.toLowerCase()}${i}-${seeded.account.id}@example.test`;
    await addUser(app.services.db, { accountId: seeded.account.id, email, role, password: PASSWORD });
    emails.push(email);
  }
  return { ...seeded, emails };
}

async function signIn(email: string, password: string) {
  return fetch(`${app.url}/app/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ email, password }),
  });
}

async function cookieOf(email: string, password = PASSWORD): Promise<string> {
  const res = await signIn(email, password);
  expect(res.status, await res.clone().text()).toBe(200);
  const m = /vis_session=(vds_[^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (!m) throw new Error('no session cookie');
  return `vis_session=${m[1]}`;
}

const me = (cookie: string) => fetch(`${app.url}/trpc/me.get`, { headers: { cookie } });

async function mutate(auth: { cookie: string } | { authorization: string }, path: string, input: unknown) {
  const res = await fetch(`${app.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', ...auth },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: any }; error?: { message: string; data: { appCode?: string } } };
  return { status: res.status, data: body.result?.data, appCode: body.error?.data.appCode, message: body.error?.message };
}

const userId = (email: string) => app.services.db.appUser.findUniqueOrThrow({ where: { email } }).then((u) => u.id);

describe('changing one’s own password', () => {
  it('needs the right current password and an acceptable new one; nothing changes otherwise', async () => {
    const {
      emails: [email],
    } = await accountWith('MEMBER');
    const cookie = await cookieOf(email);
    const wrong = await mutate({ cookie }, 'me.changePassword', { currentPassword: 'not the password', newPassword: NEW_PASSWORD });
    expect(wrong).toMatchObject({ status: 403, appCode: 'invalid_current_password' });
    const weak = await mutate({ cookie }, 'me.changePassword', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(weak).toMatchObject({ status: 400, appCode: 'invalid_body', message: 'the password must have at least 10 characters' });
    const same = await mutate({ cookie }, 'me.changePassword', { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same).toMatchObject({ status: 400, appCode: 'invalid_body' });
    const missing = await mutate({ cookie }, 'me.changePassword', { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    // The wrong and refused attempts left the password and the session as they were.
    expect((await me(cookie)).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('keeps this session, ends the user’s other sessions, and the old password stops working', async () => {
    const {
      emails: [email, colleague],
    } = await accountWith('OWNER', 'MEMBER');
    const [current, other, colleagues] = [await cookieOf(email), await cookieOf(email), await cookieOf(colleague)];
    const changed = await mutate({ cookie: current }, 'me.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed).toMatchObject({ status: 200, data: { revokedSessions: 1 } });
    expect((await (await me(current)).json()).result.data).toMatchObject({ email, mustChangePassword: false });
    expect((await me(other)).status).toBe(401);
    expect((await me(colleagues)).status).toBe(200); // another user's sessions are theirs
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('counts checks of the current password in the sign-in limit of the email', async () => {
    const {
      emails: [email],
    } = await accountWith('OWNER');
    const cookie = await cookieOf(email); // one attempt counted
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await mutate({ cookie }, 'me.changePassword', { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD })).status);
    }
    // The session's own write limit (10/min) would allow all ten; the email's password limit (10/min) is what stops them.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(403));
    expect(statuses[9]).toBe(429);
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  });

  it('a CLI session (no user) has no password to change', async () => {
    const { account } = await accountWith();
    const { token } = await createDashboardSession(app.services.db, { accountId: account.id });
    const res = await mutate({ authorization: `Bearer ${token}` }, 'me.changePassword', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res).toMatchObject({ status: 409, appCode: 'invalid_state' });
  });
});

describe('a sign-in racing a password change', () => {
  it('made with the old password while the change is in flight, it is refused once the change commits', async () => {
    const {
      emails: [email],
    } = await accountWith('MEMBER');
    const id = await userId(email);
    // The change as user-passwords.ts makes it (new hash, the user's sessions deleted), held open.
    const change = new pg.Client({ connectionString: app.databaseUrl });
    await change.connect();
    try {
      await change.query('BEGIN');
      await change.query('UPDATE app_user SET password_hash = $1 WHERE id = $2', [await hashPassword(NEW_PASSWORD), id]);
      await change.query('DELETE FROM dashboard_session WHERE user_id = $1', [id]);
      const signingIn = signInCore(app.services.db, { email, password: PASSWORD, address: '192.0.2.1' }).then(
        () => 'signed in',
        (e: unknown) => (e as { appCode?: string }).appCode ?? String(e),
      );
      // The sign-in checked the old (still committed) hash; it must now wait for the change's row lock.
      const waiting = async () => {
        const { rows } = await change.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0].n > 0;
      };
      let settledFirst: string | undefined;
      void signingIn.then((r) => (settledFirst ??= r));
      while (!settledFirst && !(await waiting()));
      await change.query('COMMIT');
      expect(await signingIn).toBe('invalid_credentials');
      expect(await app.services.db.dashboardSession.count({ where: { userId: id } })).toBe(0);
    } finally {
      await change.end();
    }
  });
});

describe('an owner resetting another user’s password', () => {
  it('sets the given password or generates one shown once, ends every session of that user, and makes them choose their own', async () => {
    const {
      emails: [owner, member],
    } = await accountWith('OWNER', 'MEMBER');
    const ownerCookie = await cookieOf(owner);
    const [first, second] = [await cookieOf(member), await cookieOf(member)];
    const id = await userId(member);

    const set = await mutate({ cookie: ownerCookie }, 'users.resetPassword', { id, password: NEW_PASSWORD });
    expect(set).toMatchObject({ status: 200, data: { id, email: member, revokedSessions: 2 } });
    expect(set.data).not.toHaveProperty('password');
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await signIn(member, PASSWORD)).status).toBe(401);
    const listed = await fetch(`${app.url}/trpc/users.list`, { headers: { cookie: ownerCookie } });
    const users = (await listed.json()).result.data.users as { email: string; mustChangePassword: boolean }[];
    expect(users.map((u) => [u.email, u.mustChangePassword])).toEqual([
      [owner, false],
      [member, true],
    ]);

    // Signed in with the password the owner set, the member may only see who they are and change it.
    const afterReset = await cookieOf(member, NEW_PASSWORD);
    expect((await (await me(afterReset)).json()).result.data).toMatchObject({ email: member, mustChangePassword: true });
    const blocked = await fetch(`${app.url}/trpc/projects.list`, { headers: { cookie: afterReset } });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.data.appCode).toBe('password_change_required');
    const pdf = await fetch(`${app.url}/app/api/projects/any/report.pdf`, { headers: { cookie: afterReset } });
    expect(pdf.status).toBe(403);
    expect(await pdf.json()).toMatchObject({ error: 'password_change_required' });
    const own = 'the member’s own password';
    const chosen = await mutate({ cookie: afterReset }, 'me.changePassword', { currentPassword: NEW_PASSWORD, newPassword: own });
    expect(chosen).toMatchObject({ status: 200, data: { revokedSessions: 0 } });
    expect((await fetch(`${app.url}/trpc/projects.list`, { headers: { cookie: afterReset } })).status).toBe(200);
    expect((await (await me(afterReset)).json()).result.data.mustChangePassword).toBe(false);

    const generated = await mutate({ cookie: ownerCookie }, 'users.resetPassword', { id });
    expect(generated).toMatchObject({ status: 200, data: { revokedSessions: 1, password: expect.stringMatching(/^\S{20}$/) } });
    const generatedCookie = await cookieOf(member, generated.data.password);
    expect((await (await me(generatedCookie)).json()).result.data.mustChangePassword).toBe(true);
    expect((await me(ownerCookie)).status).toBe(200); // the owner's own session is untouched
  });

  it('refuses members, a weak password, oneself, and users of other accounts (not found)', async () => {
    const {
      emails: [owner, member, otherMember],
    } = await accountWith('OWNER', 'MEMBER', 'MEMBER');
    const {
      emails: [stranger],
    } = await accountWith('MEMBER');
    const [ownerCookie, memberCookie, strangerCookie] = [await cookieOf(owner), await cookieOf(member), await cookieOf(stranger)];

    const byMember = await mutate({ cookie: memberCookie }, 'users.resetPassword', {
      id: await userId(otherMember),
      password: NEW_PASSWORD,
    });
    expect(byMember).toMatchObject({ status: 403, appCode: 'owner_required' });
    const weak = await mutate({ cookie: ownerCookie }, 'users.resetPassword', { id: await userId(member), password: 'short' });
    expect(weak).toMatchObject({ status: 400, appCode: 'invalid_body' });
    const self = await mutate({ cookie: ownerCookie }, 'users.resetPassword', { id: await userId(owner), password: NEW_PASSWORD });
    expect(self).toMatchObject({ status: 409, appCode: 'invalid_state' });
    const foreign = await mutate({ cookie: ownerCookie }, 'users.resetPassword', { id: await userId(stranger), password: NEW_PASSWORD });
    expect(foreign).toMatchObject({ status: 404, appCode: 'not_found' });
    const unknown = await mutate({ cookie: ownerCookie }, 'users.resetPassword', { id: 'usr_missing' });
    expect(unknown).toMatchObject({ status: 404, appCode: 'not_found' });

    // None of the refusals changed a password or ended a session.
    for (const cookie of [memberCookie, strangerCookie]) expect((await me(cookie)).status).toBe(200);
    for (const email of [member, otherMember, stranger, owner]) expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});
