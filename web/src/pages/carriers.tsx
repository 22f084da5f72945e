// The agency's carriers and whether each has a working portal login.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { label, lineNames } from '../format.ts';

interface Carrier {
  carrierId: string;
  name: string;
  lines: string[];
  credentialStatus: 'configured' | 'missing' | 'invalid';
}

export function CarriersPage({ canManage }: { canManage: boolean }) {
  const [carriers, setCarriers] = useState<Carrier[] | undefined>();
  const [error, setError] = useState('');
  useEffect(() => {
    api<{ carriers: Carrier[] }>('GET', '/v1/carriers').then(
      (d) => setCarriers(d.carriers),
      (e) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
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
          Could not load carriers: {error}
        </p>
      ) : null}
      {!carriers && !error ? <p aria-busy="true">Loading carriers…</p> : null}
      {carriers ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Carrier</th>
                <th scope="col">Lines</th>
                <th scope="col">Login</th>
              </tr>
            </thead>
            <tbody>
              {carriers.map((c) => (
                <tr key={c.carrierId}>
                  <th scope="row">{c.name}</th>
                  <td>{c.lines.map((l) => label(lineNames, l)).join(', ')}</td>
                  <td>
                    <span className={`status cred-${c.credentialStatus}`}>{c.credentialStatus}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
