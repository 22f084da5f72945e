// Quotes side by side, per line, cheapest first; declines and referrals with their reasons.
import { Fragment, useState } from 'react';
import { downloadFile, localPath } from '../api.ts';
import { amountText, errorTypeText, label, limitsText, lineNames, money } from '../format.ts';
import { type PremiumOrder, sortByPremium } from '../sort-quotes.ts';
import type { QuoteRequest } from '../types.ts';

export function Results({
  request,
  nameOf = (carrierId) => carrierId,
}: {
  request: QuoteRequest;
  /** Carriers by their names (use-carrier-names.ts); without it, their ids. */
  nameOf?: (carrierId: string) => string;
}) {
  const declined = request.jobs.filter(
    (j) => j.status === 'failed' && j.errorType?.match(/^(declined|referred)/),
  );
  const [ticked, setTicked] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [order, setOrder] = useState<PremiumOrder>('ascending');
  if (request.results.length === 0 && declined.length === 0) return null;
  const toggle = (jobId: string) =>
    setTicked(ticked.includes(jobId) ? ticked.filter((t) => t !== jobId) : [...ticked, jobId]);
  async function proposal() {
    setError('');
    try {
      await downloadFile(
        'POST',
        `/app/api/quotes/${request.quoteRequestId}/proposal`,
        { jobIds: ticked },
        `proposal-${request.externalReference}.pdf`,
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <>
      <h2>Compare quotes</h2>
      <div className="actions">
        <a href={`/app/api/quotes/${request.quoteRequestId}/comparison.csv`} download>
          Download CSV
        </a>
        <button type="button" disabled={ticked.length === 0} onClick={() => void proposal()}>
          Proposal PDF ({ticked.length} ticked)
        </button>
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {request.linesRequested.map((line) => {
        const rows = sortByPremium(
          request.results.filter((r) => r.lineOfBusiness === line),
          order,
        );
        const lineDeclines = declined.filter((j) => j.lineOfBusiness === line);
        // Cyber and umbrella quotes carry a retention where the other lines carry a deductible.
        const term = line === 'cyber' || line === 'umbrella' ? 'retention' : 'deductible';
        if (rows.length + lineDeclines.length === 0) return null;
        return (
          <Fragment key={line}>
            <h3>{label(lineNames, line)}</h3>
            <div className="table-wrap">
              <table aria-label={`${label(lineNames, line)} quotes`}>
                <thead>
                  <tr>
                    <th scope="col">In proposal</th>
                    <th scope="col">Carrier</th>
                    <th scope="col" aria-sort={order}>
                      <button
                        type="button"
                        className="link"
                        onClick={() => setOrder(order === 'ascending' ? 'descending' : 'ascending')}
                      >
                        Annual premium {order === 'ascending' ? '(cheapest first)' : '(dearest first)'}
                      </button>
                    </th>
                    <th scope="col">Type</th>
                    <th scope="col">Limits</th>
                    <th scope="col">{term === 'retention' ? 'Retention' : 'Deductible'}</th>
                    <th scope="col">Quote number</th>
                    <th scope="col">Expires</th>
                    <th scope="col">Documents</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.jobId}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Include ${nameOf(r.carrierId)} in the proposal`}
                          checked={ticked.includes(r.jobId)}
                          onChange={() => toggle(r.jobId)}
                        />
                      </td>
                      <th scope="row">
                        {r.portalUrl ? (
                          <a href={r.portalUrl} target="_blank" rel="noreferrer">
                            {nameOf(r.carrierId)}
                          </a>
                        ) : (
                          nameOf(r.carrierId)
                        )}
                      </th>
                      <td className="num">
                        <span data-testid="premium">{money(r.annualPremium)}</span>
                        {r.premiumBreakdown?.length ? (
                          <details>
                            <summary>Breakdown</summary>
                            <ul className="breakdown">
                              {r.premiumBreakdown.map((b) => (
                                <li key={b.label}>
                                  {b.label}: {money(b.amount)}
                                </li>
                              ))}
                            </ul>
                          </details>
                        ) : null}
                      </td>
                      <td>{r.quoteType}</td>
                      <td data-testid="limits">{limitsText(r.coverage)}</td>
                      <td className="num" data-testid={term}>
                        {amountText(r.coverage?.[term], r.coverage?.asQuoted[term])}
                      </td>
                      <td>{r.quoteNumber}</td>
                      <td>{r.quoteExpiresAt ?? '—'}</td>
                      <td>
                        {(r.documents ?? []).map((d) => (
                          <a key={d.url} href={localPath(d.url)} download>
                            {d.name}
                          </a>
                        ))}
                      </td>
                    </tr>
                  ))}
                  {lineDeclines.map((j) => (
                    <tr key={j.jobId} className="declined">
                      <td />
                      <th scope="row">{nameOf(j.carrierId)}</th>
                      <td colSpan={7}>
                        {label({}, j.errorType ?? '')}: {errorTypeText[j.errorType ?? ''] ?? ''}{' '}
                        {j.errorMessage ?? ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Fragment>
        );
      })}
    </>
  );
}
