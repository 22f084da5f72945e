// Learned mappings: portal fields people confirmed as taking one of our values, per carrier and screen,
// with who confirmed them and when; an active one can be withdrawn (the next job asks again), a
// withdrawn one says why (by a person, replaced, or automatically after a refusal or a mismatch).
// Above them, what was proposed from take-overs (who held which job's page, the value seen), for an
// admin to accept or reject; agents see both read-only.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { when } from '../format.ts';
import { useCarrierNames } from '../use-carrier-names.ts';

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
  kind: 'field' | 'continue';
  status: 'proposed' | 'active' | 'withdrawn';
  source: 'confirmation' | 'take_over';
  proposal?: { jobId: string; by: Actor; at: string; value?: string; url?: string };
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
  rejected: 'rejected by an admin',
};

/** What a mapping teaches, as a person reads it. */
const teaches = (m: Mapping) =>
  m.kind === 'continue' ? (
    <>continue: “{m.label}”</>
  ) : (
    <>
      {m.label} → <code>{m.field}</code>
    </>
  );
const named = (m: Mapping) => (m.kind === 'continue' ? `continue “${m.label}”` : m.label);

const actorName = (a: Actor) => a.name ?? (a.id === 'operator' ? 'an operator' : a.id);

export function LearnedMappings({ canManage }: { canManage: boolean }) {
  const nameOf = useCarrierNames();
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

  async function act(method: 'DELETE' | 'POST', path: string) {
    setError('');
    try {
      await api(method, path);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  const withdraw = (id: string) => act('DELETE', `/v1/learned-mappings/${id}`);
  const decide = (id: string, verb: 'accept' | 'reject') => act('POST', `/v1/learned-mappings/${id}/${verb}`);
  const proposed = items?.filter((m) => m.status === 'proposed') ?? [];
  const learned = items?.filter((m) => m.status !== 'proposed');

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
      {proposed.length > 0 ? (
        <>
          <h3 id="proposed-title">Proposed from take-overs</h3>
          <p className="hint">
            What a person set or pressed while holding a job’s page. Never applied until an admin accepts it.
            {canManage ? null : ' Only admins accept or reject them.'}
          </p>
          <div className="table-wrap">
            <table aria-labelledby="proposed-title">
              <thead>
                <tr>
                  <th scope="col">Carrier</th>
                  <th scope="col">Screen</th>
                  <th scope="col">Portal label → our field</th>
                  <th scope="col">Seen</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {proposed.map((m) => (
                  <tr key={m.id}>
                    <td>{nameOf(m.carrierId)}</td>
                    <td>{m.screen}</td>
                    <th scope="row">{teaches(m)}</th>
                    <td>
                      {m.proposal?.value !== undefined ? <>“{m.proposal.value}”, </> : null}
                      {m.proposal ? (
                        <>
                          by {actorName(m.proposal.by)}, job <code>{m.proposal.jobId}</code>,{' '}
                          {when(m.proposal.at)}
                        </>
                      ) : null}
                    </td>
                    <td>
                      {canManage ? (
                        <>
                          <button
                            type="button"
                            onClick={() => void decide(m.id, 'accept')}
                            aria-label={`Accept ${named(m)} on ${nameOf(m.carrierId)}`}
                          >
                            Accept
                          </button>{' '}
                          <button
                            type="button"
                            className="danger"
                            onClick={() => void decide(m.id, 'reject')}
                            aria-label={`Reject ${named(m)} on ${nameOf(m.carrierId)}`}
                          >
                            Reject
                          </button>
                        </>
                      ) : (
                        'waiting for an admin'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {learned && learned.length === 0 ? <p>Nothing learned yet.</p> : null}
      {learned && learned.length > 0 ? (
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
              {learned.map((m) => (
                <tr key={m.id}>
                  <td>{nameOf(m.carrierId)}</td>
                  <td>{m.screen}</td>
                  <th scope="row">{teaches(m)}</th>
                  <td>
                    {actorName(m.confirmedBy)}, {when(m.confirmedAt)}
                  </td>
                  <td>
                    {m.status === 'active' && !canManage ? 'active' : null}
                    {m.status === 'active' && canManage ? (
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void withdraw(m.id)}
                        aria-label={`Withdraw ${named(m)} on ${nameOf(m.carrierId)}`}
                      >
                        Withdraw
                      </button>
                    ) : null}
                    {m.status === 'withdrawn' ? (
                      <>
                        {reasons[m.withdrawnReason ?? ''] ?? 'withdrawn'}
                        {m.withdrawnAt ? `, ${when(m.withdrawnAt)}` : ''}
                        {m.evidence ? <small className="hint"> ({m.evidence.message})</small> : null}
                      </>
                    ) : null}
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
