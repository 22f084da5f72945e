// The agency's own settings: whether the agent asks a person to take over a page it cannot finish
// (a `takeover` pause) instead of failing the job (docs/app.md, "When the agent asks for a take-over").
import { useEffect, useState } from 'react';
import { api } from '../api.ts';

interface AgencySettingsState {
  takeoverWhenStuck: boolean;
}

export function AgencySettings() {
  const [state, setState] = useState<AgencySettingsState | undefined>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  useEffect(() => {
    api<AgencySettingsState>('GET', '/app/api/agency-settings').then(setState, (e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);

  async function save(takeoverWhenStuck: boolean) {
    setError('');
    setNotice('');
    try {
      setState(await api<AgencySettingsState>('PUT', '/app/api/agency-settings', { takeoverWhenStuck }));
      setNotice(
        takeoverWhenStuck ? 'The agent asks for a take-over when stuck.' : 'Stuck jobs fail as before.',
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="agency-settings-title">
      <h2 id="agency-settings-title">When the agent is stuck</h2>
      {!state && !error ? <p aria-busy="true">Loading…</p> : null}
      {state ? (
        <label>
          <input
            type="checkbox"
            checked={state.takeoverWhenStuck}
            onChange={(event) => void save(event.target.checked)}
          />{' '}
          Ask a person to take over a portal page the agent cannot finish, instead of failing the job
        </label>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
