// Webhooks: register (the signing secret is shown once), edit events, enable or disable, send a test event, and the
// delivery log with each attempt's status, latency and answer, with redeliver. All through /v1/webhooks.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { when } from '../format.ts';
import { allEvents, WebhookEvents } from './webhook-events.tsx';

interface Webhook {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  status: string;
  disabledReason: string | null;
}
interface Attempt {
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  latencyMs: number | null;
  responseExcerpt?: string | null;
  error?: string | null;
}
interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: number;
  createdAt: string;
  attemptLog: Attempt[];
}

export function Webhooks() {
  const [hooks, setHooks] = useState<Webhook[] | undefined>();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setHooks((await api<{ items: Webhook[] }>('GET', '/v1/webhooks')).items);
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
      const hook = await api<{ secret: string }>('POST', '/v1/webhooks', {
        url: String(form.get('url')),
        events: form.getAll('events').map(String),
      });
      setSecret(hook.secret);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="hooks-title">
      <h2 id="hooks-title">Webhooks</h2>
      <form onSubmit={create} aria-label="New webhook" className="card">
        <label>
          Endpoint URL
          <input name="url" type="url" required placeholder="https://example.com/hooks/quotes" />
        </label>
        <fieldset>
          <legend>Events</legend>
          {allEvents.map((e) => (
            <label key={e} className="inline">
              <input type="checkbox" name="events" value={e} defaultChecked /> {e}
            </label>
          ))}
        </fieldset>
        <button type="submit">Register webhook</button>
      </form>
      {secret ? (
        <p className="step-in" role="status">
          Copy the signing secret now; it is not shown again: <code data-testid="new-secret">{secret}</code>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {!hooks && !error ? <p aria-busy="true">Loading webhooks…</p> : null}
      {hooks && hooks.length === 0 ? <p>No webhooks yet.</p> : null}
      {hooks?.map((h) => (
        <WebhookCard key={h.id} hook={h} onChanged={load} />
      ))}
    </section>
  );
}

function WebhookCard({ hook, onChanged }: { hook: Webhook; onChanged: () => Promise<void> }) {
  const [deliveries, setDeliveries] = useState<Delivery[] | undefined>();
  const [error, setError] = useState('');
  const base = `/v1/webhooks/${hook.id}`;
  const loadDeliveries = useCallback(async () => {
    try {
      setDeliveries((await api<{ items: Delivery[] }>('GET', `${base}/deliveries`)).items);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [base]);
  useEffect(() => {
    void loadDeliveries();
  }, [loadDeliveries]);
  async function run(method: string, path: string, body?: unknown): Promise<boolean> {
    setError('');
    try {
      await api(method, path, body);
      await onChanged();
      await loadDeliveries();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    }
  }
  return (
    <article className="card" aria-label={`Webhook ${hook.url}`}>
      <header className="job-head">
        <h3>{hook.url}</h3>
        <span className={`status ${hook.enabled ? 'status-success' : 'status-failed'}`}>{hook.status}</span>
      </header>
      <WebhookEvents
        url={hook.url}
        events={hook.events}
        onSave={(events) => run('PATCH', base, { events })}
      />
      {hook.disabledReason ? <p className="error">Disabled: {hook.disabledReason}</p> : null}
      <div className="actions">
        <button type="button" onClick={() => void run('POST', `${base}/test`)}>
          Send test event
        </button>
        <button type="button" onClick={() => void run('PATCH', base, { enabled: !hook.enabled })}>
          {hook.enabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" className="link" onClick={() => void loadDeliveries()}>
          Refresh log
        </button>
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {deliveries && deliveries.length > 0 ? (
        <div className="table-wrap">
          <table aria-label={`Deliveries to ${hook.url}`}>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Answer</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => {
                const last = d.attemptLog.at(-1);
                return (
                  <tr key={d.id}>
                    <td>{d.event}</td>
                    <td data-testid="delivery-status">{d.status}</td>
                    <td>
                      {last
                        ? `${when(last.attemptedAt)} · HTTP ${last.statusCode ?? '—'} · ${last.latencyMs ?? '—'} ms`
                        : 'not yet'}
                    </td>
                    <td>
                      <code>{last?.responseExcerpt ?? last?.error ?? ''}</code>
                    </td>
                    <td>
                      <button
                        type="button"
                        onClick={() => void run('POST', `${base}/deliveries/${d.id}/redeliver`)}
                      >
                        Redeliver
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No deliveries yet.</p>
      )}
    </article>
  );
}
