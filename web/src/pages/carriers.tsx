// Carrier logins: each carrier's login status; admins add or replace a login (with an authenticator
// seed, checked against its current code), or remove it. Saved secrets are never shown again.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { LoginForm } from '../components/login-form.tsx';
import { label, lineNames, when } from '../format.ts';

export interface CarrierLogin {
  carrierId: string;
  name: string;
  lines: string[];
  status: 'configured' | 'missing' | 'invalid';
  updatedAt?: string;
  reason?: string;
  lastVerifiedAt?: string;
}

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

  async function remove(carrierId: string) {
    try {
      await api('DELETE', `/app/api/carrier-logins/${carrierId}`);
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
          {carriers.map((c) => (
            <li key={c.carrierId}>
              <article className="card" aria-label={c.name}>
                <header className="job-head">
                  <h2 className="h3">{c.name}</h2>
                  <span className={`status cred-${c.status}`} data-testid="login-status">
                    {c.status}
                  </span>
                </header>
                <p className="meta">{c.lines.map((l) => label(lineNames, l)).join(', ')}</p>
                {c.reason ? <p className="error">The portal refused it: {c.reason}</p> : null}
                {c.updatedAt ? <p className="meta">Saved {when(c.updatedAt)}</p> : null}
                {c.lastVerifiedAt ? <p className="meta">Last signed in {when(c.lastVerifiedAt)}</p> : null}
                {canManage && editing !== c.carrierId ? (
                  <div className="actions">
                    <button type="button" onClick={() => setEditing(c.carrierId)}>
                      {c.status === 'missing' ? 'Add login' : 'Replace login'}
                    </button>
                    {c.status !== 'missing' ? (
                      <button type="button" className="danger" onClick={() => void remove(c.carrierId)}>
                        Remove login
                      </button>
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
          ))}
        </ul>
      ) : null}
    </section>
  );
}
