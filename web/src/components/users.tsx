// The agency's people (admins): add with a role and an initial password (typed by the admin, or made
// by the service and shown once), change role, remove.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { when } from '../format.ts';

interface User {
  id: string;
  email: string;
  role: 'admin' | 'agent';
  createdAt: string;
}

export function Users({ selfEmail }: { selfEmail: string }) {
  const [users, setUsers] = useState<User[] | undefined>();
  const [created, setCreated] = useState<{ email: string; password: string } | undefined>();
  const [error, setError] = useState('');
  const attempt = useCallback(async (work: () => Promise<void>) => {
    setError('');
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  const load = useCallback(
    () => attempt(async () => setUsers((await api<{ items: User[] }>('GET', '/app/api/users')).items)),
    [attempt],
  );
  useEffect(() => {
    void load();
  }, [load]);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = event.currentTarget;
    void attempt(async () => {
      const user = await api<User & { initialPassword?: string }>('POST', '/app/api/users', {
        email: String(form.get('email')),
        role: String(form.get('role')),
        password: String(form.get('password') ?? ''),
      });
      setCreated(user.initialPassword ? { email: user.email, password: user.initialPassword } : undefined);
      target.reset();
      await load();
    });
  }
  const setRole = (u: User, role: string) =>
    attempt(async () => {
      await api('PATCH', `/app/api/users/${u.id}`, { role });
      await load();
    });
  const remove = (u: User) =>
    attempt(async () => {
      await api('DELETE', `/app/api/users/${u.id}`);
      await load();
    });

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <form onSubmit={add} aria-label="New user" className="card">
        <label>
          E-mail
          <input name="email" type="email" required maxLength={254} autoComplete="off" />
        </label>
        <label>
          Role
          <select name="role" defaultValue="agent">
            <option value="agent">agent</option>
            <option value="admin">admin</option>
          </select>
        </label>
        <label>
          Initial password (leave empty to have one made)
          <input name="password" type="password" minLength={12} autoComplete="new-password" />
        </label>
        <button type="submit">Add user</button>
      </form>
      {created ? (
        <p className="step-in" role="status">
          Give {created.email} this password now; it is not shown again:{' '}
          <code data-testid="new-password">{created.password}</code>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {!users && !error ? <p aria-busy="true">Loading users…</p> : null}
      {users && users.length > 0 ? (
        <div className="table-wrap">
          <table aria-label="Users">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Added</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <th scope="row">{u.email}</th>
                  <td>
                    <select
                      aria-label={`Role of ${u.email}`}
                      value={u.role}
                      onChange={(e) => void setRole(u, e.target.value)}
                    >
                      <option value="agent">agent</option>
                      <option value="admin">admin</option>
                    </select>
                  </td>
                  <td>{when(u.createdAt)}</td>
                  <td>
                    {u.email === selfEmail ? (
                      'you'
                    ) : (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void remove(u)}
                        aria-label={`Remove ${u.email}`}
                      >
                        Remove
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
