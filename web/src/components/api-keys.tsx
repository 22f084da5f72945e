// API keys: create with scopes (the key is shown once), revoke, last used.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { when } from '../format.ts';

const allScopes = [
  'quotes:read',
  'quotes:write',
  'webhooks:read',
  'webhooks:write',
  'carriers:read',
  'mappings:read',
  'mappings:write',
];
interface Key {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export function ApiKeys() {
  const [keys, setKeys] = useState<Key[] | undefined>();
  const [created, setCreated] = useState('');
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setKeys((await api<{ items: Key[] }>('GET', '/app/api/api-keys')).items);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError('');
    try {
      const key = await api<{ key: string }>('POST', '/app/api/api-keys', {
        name: String(form.get('name')),
        scopes: form.getAll('scopes').map(String),
      });
      setCreated(key.key);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  async function revoke(id: string) {
    try {
      await api('POST', `/app/api/api-keys/${id}/revoke`);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      <form onSubmit={create} aria-label="New API key" className="card">
        <label>
          Name
          <input name="name" required maxLength={100} />
        </label>
        <fieldset>
          <legend>Scopes</legend>
          {allScopes.map((s) => (
            <label key={s} className="inline">
              <input type="checkbox" name="scopes" value={s} defaultChecked={s.startsWith('quotes')} /> {s}
            </label>
          ))}
        </fieldset>
        <button type="submit">Create key</button>
      </form>
      {created ? (
        <p className="step-in" role="status">
          Copy the key now; it is not shown again: <code data-testid="new-key">{created}</code>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {!keys && !error ? <p aria-busy="true">Loading keys…</p> : null}
      {keys && keys.length === 0 ? <p>No API keys yet.</p> : null}
      {keys && keys.length > 0 ? (
        <div className="table-wrap">
          <table aria-label="API keys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Scopes</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <th scope="row">{k.name}</th>
                  <td>
                    <code>{k.displayPrefix}</code>
                  </td>
                  <td>{k.scopes.join(', ')}</td>
                  <td>{k.lastUsedAt ? when(k.lastUsedAt) : 'never'}</td>
                  <td>
                    {k.revokedAt ? (
                      'revoked'
                    ) : (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void revoke(k.id)}
                        aria-label={`Revoke ${k.name}`}
                      >
                        Revoke
                      </button>
                    )}
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
