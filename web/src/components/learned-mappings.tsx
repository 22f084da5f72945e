// Learned mappings (admins): portal fields people confirmed as taking one of our values, per carrier and
// screen, with who confirmed them and when; an active one can be withdrawn (the next job asks again), a
// withdrawn one says why (by a person, replaced, or automatically after a refusal or a mismatch).
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { when } from '../format.ts';

interface Actor {
  id: string;
  name?: string;
}
interface Mapping {
  id: string;
  carrierId: string;
  screen: string;
  label: string;
  field: string;
  status: 'active' | 'withdrawn';
  confirmedBy: Actor;
  confirmedAt: string;
  withdrawnAt?: string;
  withdrawnReason?: string;
  evidence?: { jobId: string; message: string };
}

const reasons: Record<string, string> = {
  withdrawn: 'withdrawn by a person',
  replaced: 'replaced by another confirmation',
  portal_refused: 'withdrawn: the portal refused the submission',
  quote_mismatch: 'withdrawn: the quote did not match',
};

const actorName = (a: Actor) => a.name ?? (a.id === 'operator' ? 'an operator' : a.id);

export function LearnedMappings() {
  const [items, setItems] = useState<Mapping[] | undefined>();
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setItems((await api<{ items: Mapping[] }>('GET', '/v1/learned-mappings')).items);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function withdraw(id: string) {
    setError('');
    try {
      await api('DELETE', `/v1/learned-mappings/${id}`);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="mappings-title">
      <h2 id="mappings-title">Learned mappings</h2>
      <p className="hint">
        Portal fields your people confirmed as taking one of your values. Later jobs fill them without asking;
        withdraw one and the next job asks again.
      </p>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {!items && !error ? <p aria-busy="true">Loading learned mappings…</p> : null}
      {items && items.length === 0 ? <p>Nothing learned yet.</p> : null}
      {items && items.length > 0 ? (
        <div className="table-wrap">
          <table aria-label="Learned mappings">
            <thead>
              <tr>
                <th scope="col">Carrier</th>
                <th scope="col">Screen</th>
                <th scope="col">Portal label → our field</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id}>
                  <td>{m.carrierId}</td>
                  <td>{m.screen}</td>
                  <th scope="row">
                    {m.label} → <code>{m.field}</code>
                  </th>
                  <td>
                    {actorName(m.confirmedBy)}, {when(m.confirmedAt)}
                  </td>
                  <td>
                    {m.status === 'active' ? (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void withdraw(m.id)}
                        aria-label={`Withdraw ${m.label} on ${m.carrierId}`}
                      >
                        Withdraw
                      </button>
                    ) : (
                      <>
                        {reasons[m.withdrawnReason ?? ''] ?? 'withdrawn'}
                        {m.withdrawnAt ? `, ${when(m.withdrawnAt)}` : ''}
                        {m.evidence ? <small className="hint"> ({m.evidence.message})</small> : null}
                      </>
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
