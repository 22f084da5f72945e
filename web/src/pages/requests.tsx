// Quote requests, newest first: filter by status, search by reference or business name, a page at a time.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { label, lineNames, statusNames, when } from '../format.ts';
import { useJobChanges } from '../live.ts';
import { Link } from '../router.tsx';
import type { QuoteRequest } from '../types.ts';

const statuses = ['pending', 'in_progress', 'completed', 'partial', 'failed', 'cancelled'];

export function RequestsPage() {
  const [filter, setFilter] = useState({ status: '', reference: '', business: '' });
  const [cursors, setCursors] = useState<string[]>([]);
  const [page, setPage] = useState<{ items: QuoteRequest[]; nextCursor: string | null } | undefined>();
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const q = new URLSearchParams({ limit: '20' });
    if (filter.status) q.set('status', filter.status);
    if (filter.reference) q.set('externalReference', filter.reference);
    if (filter.business) q.set('businessName', filter.business);
    const cursor = cursors.at(-1);
    if (cursor) q.set('cursor', cursor);
    try {
      setPage(await api('GET', `/v1/quotes?${q}`));
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [filter, cursors]);
  useEffect(() => {
    void load();
  }, [load]);
  useJobChanges(
    useCallback(
      (change) => {
        if (!change || page?.items.some((r) => r.quoteRequestId === change.quoteRequestId)) void load();
      },
      [page, load],
    ),
  );

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setCursors([]);
    setFilter({
      status: String(form.get('status') ?? ''),
      reference: String(form.get('reference') ?? '').trim(),
      business: String(form.get('business') ?? '').trim(),
    });
  }

  return (
    <section aria-labelledby="requests-title">
      <h1 id="requests-title">Quote requests</h1>
      <form className="filters" onSubmit={search} aria-label="Filter requests">
        <label>
          Reference
          <input name="reference" type="search" defaultValue={filter.reference} />
        </label>
        <label>
          Business name
          <input name="business" type="search" defaultValue={filter.business} maxLength={200} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filter.status}>
            <option value="">Any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {label(statusNames, s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      {error ? (
        <p role="alert" className="error">
          Could not load requests: {error}
        </p>
      ) : null}
      {!page && !error ? <p aria-busy="true">Loading requests…</p> : null}
      {page && page.items.length === 0 ? <p>No quote requests match.</p> : null}
      {page && page.items.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Business</th>
                <th scope="col">Reference</th>
                <th scope="col">Lines</th>
                <th scope="col">Carriers</th>
                <th scope="col">Status</th>
                <th scope="col">Waiting</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
                <tr key={r.quoteRequestId}>
                  <td>{r.businessName}</td>
                  <td>
                    <Link href={`/app/quotes/${r.quoteRequestId}`}>{r.externalReference}</Link>
                  </td>
                  <td>{r.linesRequested.map((l) => label(lineNames, l)).join(', ')}</td>
                  <td>{r.carrierIds.length}</td>
                  <td>
                    <span className={`status status-${r.status}`}>{label(statusNames, r.status)}</span>
                  </td>
                  <td>{r.awaitingActionCount > 0 ? <strong>{r.awaitingActionCount}</strong> : '0'}</td>
                  <td>{when(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav aria-label="Pages" className="pager">
        <button
          type="button"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </button>
        <button
          type="button"
          disabled={!page?.nextCursor}
          onClick={() => page?.nextCursor && setCursors([...cursors, page.nextCursor])}
        >
          Next page
        </button>
      </nav>
    </section>
  );
}
