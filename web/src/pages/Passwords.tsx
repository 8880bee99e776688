// Passwords in Settings: every user changes their own (with the current one); an owner resets
// another user's from the Users list. The rules and the sessions each change ends are the
// server's (src/core/accounts/user-passwords.ts); these forms show its answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ShownOnce } from '../components/ShownOnce.tsx';
import { ErrorState } from '../components/states.tsx';
import { fieldText } from '../format.ts';
import { useTRPC } from '../trpc.ts';
import { refetchAfterWrite } from '../refetch.ts';

// The server's rule (passwords.ts), repeated only as the browser's first hint.
const MIN_LENGTH = 10;
const MAX_LENGTH = 200;

const sessionsEnded = (n: number) =>
  n === 0 ? 'No other session was open.' : `${n} other session${n === 1 ? ' was' : 's were'} signed out.`;

/** `reason`: why the user is asked (after a reset, the only page the dashboard shows them). */
export function ChangePassword({ reason }: { reason?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [mismatch, setMismatch] = useState(false);
  // me.get says whether a change is still due: asked again, it lets the rest of the dashboard open.
  const change = useMutation(
    trpc.me.changePassword.mutationOptions({ onSuccess: () => refetchAfterWrite(queryClient, { queryKey: trpc.me.get.queryKey() }) }),
  );
  return (
    <>
      <h1>Password</h1>
      <section className="card">
        <h2>Change your password</h2>
        {reason && <p>{reason}</p>}
        <form
          className="stack-form"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const f = new FormData(form);
            const newPassword = fieldText(f.get('newPassword'));
            const same = newPassword === fieldText(f.get('confirmPassword'));
            setMismatch(!same);
            if (!same) return;
            change.mutate({ currentPassword: fieldText(f.get('currentPassword')), newPassword }, { onSuccess: () => form.reset() });
          }}
        >
          <label>
            Current password
            <input name="currentPassword" type="password" autoComplete="current-password" required maxLength={1000} />
          </label>
          <label>
            New password ({MIN_LENGTH} to {MAX_LENGTH} characters)
            <input name="newPassword" type="password" autoComplete="new-password" required minLength={MIN_LENGTH} maxLength={MAX_LENGTH} />
          </label>
          <label>
            Repeat the new password
            <input name="confirmPassword" type="password" autoComplete="new-password" required maxLength={MAX_LENGTH} />
          </label>
          <button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </button>
        </form>
        {mismatch && (
          <p className="state error" role="alert">
            The two new passwords differ.
          </p>
        )}
        {change.isError && !mismatch && <ErrorState error={change.error} />}
        {change.isSuccess && !mismatch && (
          <p className="state" role="status">
            Password changed; this session stays signed in. {sessionsEnded(change.data.revokedSessions)}
          </p>
        )}
      </section>
    </>
  );
}

/** An owner's reset of one user's password: the one typed, or a generated one shown once. */
export function ResetPassword({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The list marks the user as reset until they choose their own.
  const reset = useMutation(
    trpc.users.resetPassword.mutationOptions({ onSuccess: () => refetchAfterWrite(queryClient, { queryKey: trpc.users.list.queryKey() }) }),
  );
  return (
    <section className="card" aria-labelledby="reset-heading">
      <h2 id="reset-heading">Reset the password of {user.email}</h2>
      {reset.data ? (
        <>
          <p className="state" role="status">
            Password of {reset.data.email} reset; {reset.data.revokedSessions} session{reset.data.revokedSessions === 1 ? '' : 's'} signed
            out. At their next sign-in they must choose their own.
          </p>
          {reset.data.password && <ShownOnce label={`New password for ${reset.data.email}.`} value={reset.data.password} />}
          <button type="button" onClick={onClose}>
            Done
          </button>
        </>
      ) : (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            const password = fieldText(new FormData(e.currentTarget).get('password'));
            reset.mutate({ id: user.id, password: password || undefined });
          }}
        >
          <label>
            New password (empty: generate one)
            <input name="password" type="password" autoComplete="new-password" minLength={MIN_LENGTH} maxLength={MAX_LENGTH} />
          </label>
          <button type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting…' : 'Reset password'}
          </button>
          <button type="button" onClick={onClose} disabled={reset.isPending}>
            Cancel
          </button>
        </form>
      )}
      {reset.isError && <ErrorState error={reset.error} />}
    </section>
  );
}
