// Carrier logins: each carrier's login status (configured, missing, invalid, locked out); admins add or
// replace a login (with an authenticator seed, checked against its current code), remove it, or test it
// ("Test login": a sign-in-only job on the portal, whose outcome arrives on the live stream). Saved
// secrets are never shown again.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { LoginForm } from '../components/login-form.tsx';
import { label, lineNames, when } from '../format.ts';
import { useLoginChanges } from '../live.ts';

export interface LoginCheck {
  state: 'testing' | 'accepted' | 'rejected' | 'locked' | 'failed';
  requestedAt: string;
  finishedAt?: string;
  message?: string;
}

export interface CarrierLogin {
  carrierId: string;
  name: string;
  lines: string[];
  status: 'configured' | 'missing' | 'invalid' | 'locked';
  updatedAt?: string;
  reason?: string;
  lastVerifiedAt?: string;
  check?: LoginCheck;
}

const statusWords: Record<string, string> = { locked: 'locked out' };

export function CarriersPage({ canManage }: { canManage: boolean }) {
  const [carriers, setCarriers] = useState<CarrierLogin[] | undefined>();
  const [editing, setEditing] = useState('');
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setCarriers((await api<{ carriers: CarrierLogin[] }>('GET', '/app/api/carrier-logins')).carriers);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // A test finishing, or a job finding a login refused or locked out, on any node: read the list again.
  useLoginChanges(
    useCallback(() => {
      void load();
    }, [load]),
  );

  async function remove(carrierId: string) {
    setError('');
    try {
      await api('DELETE', `/app/api/carrier-logins/${carrierId}`);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  /** Queues the test (202) and shows it under way at once; its outcome comes as a `login` event. */
  async function test(carrierId: string) {
    setError('');
    try {
      const { check } = await api<{ check: LoginCheck }>('POST', `/app/api/carrier-logins/${carrierId}/test`);
      setCarriers((list) => list?.map((c) => (c.carrierId === carrierId ? { ...c, check } : c)));
      // Read again: the outcome may have been announced before this answer arrived.
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="carriers-title">
      <h1 id="carriers-title">Carrier logins</h1>
      <p>
        {canManage
          ? 'Portal logins are kept in the vault and never shown again once saved.'
          : 'Only admins can change portal logins.'}
      </p>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {!carriers && !error ? <p aria-busy="true">Loading carriers…</p> : null}
      {carriers ? (
        <ul className="jobs">
          {carriers.map((c) => {
            const testing = c.check?.state === 'testing';
            return (
              <li key={c.carrierId}>
                <article className="card" aria-label={c.name}>
                  <header className="job-head">
                    <h2 className="h3">{c.name}</h2>
                    <span className={`status cred-${c.status}`} data-testid="login-status">
                      {label(statusWords, c.status)}
                    </span>
                  </header>
                  <p className="meta">{c.lines.map((l) => label(lineNames, l)).join(', ')}</p>
                  {c.reason ? (
                    <p className="error">
                      {c.status === 'locked' ? 'The portal locked it out' : 'The portal refused it'}:{' '}
                      {c.reason}
                    </p>
                  ) : null}
                  {c.updatedAt ? <p className="meta">Saved {when(c.updatedAt)}</p> : null}
                  {c.lastVerifiedAt ? <p className="meta">Last signed in {when(c.lastVerifiedAt)}</p> : null}
                  {c.check ? <CheckLine check={c.check} /> : null}
                  {canManage && editing !== c.carrierId ? (
                    <div className="actions">
                      <button type="button" onClick={() => setEditing(c.carrierId)}>
                        {c.status === 'missing' ? 'Add login' : 'Replace login'}
                      </button>
                      {c.status !== 'missing' ? (
                        <>
                          <button type="button" disabled={testing} onClick={() => void test(c.carrierId)}>
                            Test login
                          </button>
                          <button type="button" className="danger" onClick={() => void remove(c.carrierId)}>
                            Remove login
                          </button>
                        </>
                      ) : null}
                    </div>
                  ) : null}
                  {editing === c.carrierId ? (
                    <LoginForm
                      carrier={c}
                      onDone={async () => {
                        setEditing('');
                        await load();
                      }}
                    />
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** The latest "Test login": under way, or what the portal answered. Announced politely as it changes. */
function CheckLine({ check }: { check: LoginCheck }) {
  const at = check.finishedAt ? ` (${when(check.finishedAt)})` : '';
  const words: Record<LoginCheck['state'], string> = {
    testing: 'Testing…',
    accepted: `Test login passed: the portal accepted the login${at}.`,
    rejected: `Test login failed: the portal refused the login${at}.`,
    locked: `Test login failed: the portal has locked the account out${at}.`,
    failed: `The test could not finish${at}: ${check.message ?? 'no answer'}`,
  };
  return (
    <p role="status" className={`check check-${check.state}`} data-testid="login-check">
      {words[check.state]}
    </p>
  );
}
