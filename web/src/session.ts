// Sign-in and sign-out (plain routes: they set and clear the HttpOnly session cookie).
async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

export async function signIn(email: string, password: string): Promise<string | null> {
  const res = await post('/app/api/sign-in', { email, password });
  if (res.ok) return null;
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `Sign-in failed (${res.status}).`;
}

export async function signOut(): Promise<void> {
  await post('/app/api/sign-out');
}
