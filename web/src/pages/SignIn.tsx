import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldText } from '../format.ts';
import { signIn } from '../session.ts';
import { refetchAfterWrite } from '../refetch.ts';

export function SignInPage() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="card signin-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        setBusy(true);
        const problem = await signIn(fieldText(form.get('email')), fieldText(form.get('password')));
        setBusy(false);
        setError(problem);
        if (!problem) await refetchAfterWrite(queryClient);
      }}
    >
      <h1>Sign in</h1>
      <label>
        Email
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
