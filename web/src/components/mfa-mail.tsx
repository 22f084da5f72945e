// The agency's address for e-mailed MFA codes: made on "Create the address", shown to copy, replaced
// after a confirmation (the old address stops receiving at once), with the portals that e-mail codes and
// the senders the service takes them from.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';

interface MfaMailState {
  address: string | null;
  receiving: boolean;
  carriers: { carrierId: string; name: string; senders: string[] }[];
}

export function MfaMail() {
  const [state, setState] = useState<MfaMailState | undefined>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const load = useCallback(async () => {
    try {
      setState(await api<MfaMailState>('GET', '/app/api/mfa-mail'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function change(path: string, done: string) {
    setError('');
    setNotice('');
    try {
      setState(await api<MfaMailState>('POST', path));
      setConfirming(false);
      setNotice(done);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setNotice('Address copied.');
    } catch {
      setNotice('Select the address to copy it.');
    }
  }

  return (
    <section aria-labelledby="mfa-mail-title">
      <h2 id="mfa-mail-title">MFA codes by e-mail</h2>
      <p>
        Some carrier portals e-mail a one-time code at sign-in. Put this address on file as the e-mail of the
        agency’s login at those portals: a code that arrives from the portal’s sender goes straight to the
        quote waiting for it, and nobody has to type it.
      </p>
      {!state && !error ? <p aria-busy="true">Loading…</p> : null}
      {state && !state.receiving ? (
        <p role="status">
          This service does not receive mail (its SMTP server is off), so no address is made.
        </p>
      ) : null}
      {state?.address ? (
        <div className="card">
          <p>
            Address: <code data-testid="mfa-mail-address">{state.address}</code>{' '}
            <button type="button" onClick={() => void copy(state.address!)}>
              Copy
            </button>
          </p>
          {confirming ? (
            <p>
              The current address stops receiving codes at once; update it at every portal.{' '}
              <button
                type="button"
                className="danger"
                onClick={() => void change('/app/api/mfa-mail/replace', 'A new address was made.')}
              >
                Replace it
              </button>{' '}
              <button type="button" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </p>
          ) : (
            <button type="button" onClick={() => setConfirming(true)}>
              Replace the address…
            </button>
          )}
        </div>
      ) : null}
      {state && !state.address && state.receiving ? (
        <button type="button" onClick={() => void change('/app/api/mfa-mail', 'The address was made.')}>
          Create the address
        </button>
      ) : null}
      {state && state.carriers.length > 0 ? (
        <>
          <h3>Portals that e-mail codes</h3>
          <ul aria-label="Portals that e-mail codes">
            {state.carriers.map((c) => (
              <li key={c.carrierId}>
                {c.name}: from{' '}
                {c.senders.map((s) => (
                  <code key={s}>{s}</code>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {notice ? (
        <p className="step-in" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
