// Adds or replaces one carrier's portal login. The authenticator seed (otpauth:// URI or base32) can be
// checked first: the service answers with the code it makes now, to compare with the person's app.
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import type { CarrierLogin } from '../pages/carriers.tsx';

export function LoginForm({ carrier, onDone }: { carrier: CarrierLogin; onDone: () => Promise<void> }) {
  const [error, setError] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [seed, setSeed] = useState('');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await api('PUT', `/app/api/carrier-logins/${carrier.carrierId}`, {
        username: String(form.get('username')),
        password: String(form.get('password')),
        ...(seed.trim() ? { totpSeed: seed } : {}),
      });
      await onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  async function check() {
    setError('');
    try {
      setCode(
        (await api<{ currentCode: string }>('POST', '/app/api/totp-check', { totpSeed: seed })).currentCode,
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <form onSubmit={save} aria-label={`Login for ${carrier.name}`} className="step-in">
      <label>
        Username
        <input name="username" autoComplete="off" required maxLength={200} />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="new-password" required maxLength={500} />
      </label>
      <label>
        Authenticator seed (optional: otpauth:// URI or base32)
        <input name="totpSeed" autoComplete="off" value={seed} onChange={(e) => setSeed(e.target.value)} />
      </label>
      {seed.trim() ? (
        <p>
          <button type="button" className="link" onClick={() => void check()}>
            Show current code
          </button>
          {code ? (
            <output data-testid="totp-code">
              {' '}
              Current code: <strong>{code}</strong>
            </output>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save login'}
        </button>
        <button type="button" className="link" onClick={() => void onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
