// A job waiting for a sign-in code: the portal's message, a code field and the time left in the waiting
// window. Submitting goes through the same resolve operation as the partner API.
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import type { Job } from '../types.ts';
import { Countdown } from './countdown.tsx';

type Action = NonNullable<Job['actionRequired']>;

export function MfaCard({
  path,
  action,
  onResolved,
}: {
  path: string;
  action: Action;
  onResolved: () => Promise<void>;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError('');
    try {
      await api('POST', `${path}/resolve`, { code }, { retryUnavailable: true });
      await onResolved();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="step-in mfa" onSubmit={submit} aria-label="Sign-in code">
      <p className="portal-message">{action.message}</p>
      <Countdown expiresAt={action.expiresAt} what="to send the code" waitsFor="a code" onEnded={setEnded} />
      <label>
        Code
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={20}
          pattern="[0-9A-Za-z]{4,20}"
        />
      </label>
      <button type="submit" disabled={busy || ended}>
        {busy ? 'Sending…' : 'Send code'}
      </button>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
