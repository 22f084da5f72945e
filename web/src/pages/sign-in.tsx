import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api.ts';
import type { Session } from '../types.ts';

export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      onSignedIn(
        await api<Session>('POST', '/app/api/session', {
          email: String(form.get('email')),
          password: String(form.get('password')),
        }),
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The service could not be reached');
    } finally {
      setBusy(false);
    }
  }
  return (
    <main className="sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title" className="card">
        <h1 id="sign-in-title">Sign in</h1>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
