// One quote request, live: every job with its state and timeline, the cards for jobs waiting for a
// person, results, skips, the parts of a full submission, and the start / cancel actions. Re-read whenever the server says a job changed.
import { useCallback } from 'react';
import { api } from '../api.ts';
import { JobBoard } from '../components/job-board.tsx';
import { JobCard } from '../components/job-card.tsx';
import { Results } from '../components/results.tsx';
import { SubmissionParts } from '../components/submission-parts.tsx';
import { label, lineNames, statusNames, when } from '../format.ts';
import type { JobChange } from '../live.ts';
import { useCarrierNames } from '../use-carrier-names.ts';
import { useQuoteRequest } from '../use-quote-request.ts';
import { NotFound } from './not-found.tsx';

export function RequestPage({ id, focusJobId }: { id: string; focusJobId?: string }) {
  const accept = useCallback((change: JobChange) => change.quoteRequestId === id, [id]);
  const { request, error, setError, version, load } = useQuoteRequest(id, accept);
  const nameOf = useCarrierNames();

  async function act(path: string) {
    try {
      await api('POST', path);
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  if (request === null) return <NotFound />;
  if (request === undefined) {
    return error ? (
      <p role="alert" className="error">
        Could not load the request: {error}
      </p>
    ) : (
      <p aria-busy="true">Loading…</p>
    );
  }
  const base = `/v1/quotes/${request.quoteRequestId}`;
  return (
    <section aria-labelledby="request-title" className="request-page">
      <h1 id="request-title">
        {request.businessName} · {request.externalReference}
      </h1>
      <p className="meta">
        <span className={`status status-${request.status}`} data-testid="request-status">
          {label(statusNames, request.status)}
        </span>{' '}
        · {request.linesRequested.map((l) => label(lineNames, l)).join(', ')} · created{' '}
        {when(request.createdAt)}
      </p>
      <div className="actions">
        {request.status === 'pending' ? (
          <button type="button" onClick={() => void act(`${base}/start`)}>
            Start quoting
          </button>
        ) : null}
        {request.status === 'in_progress' ? (
          <button type="button" className="danger" onClick={() => void act(`${base}/cancel`)}>
            Cancel request
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <div className="request-layout">
        <div className="request-main">
          <h2>Carriers and lines</h2>
          <JobBoard request={request} nameOf={nameOf} />
          <h2>Jobs</h2>
          {request.jobs.length === 0 ? <p>No jobs: every carrier was skipped.</p> : null}
          <ul className="jobs">
            {request.jobs.map((job) => (
              <li key={job.jobId}>
                <JobCard
                  quoteRequestId={request.quoteRequestId}
                  job={job}
                  version={version}
                  focused={job.jobId === focusJobId}
                  onChanged={load}
                  carrierName={nameOf(job.carrierId)}
                />
              </li>
            ))}
          </ul>
          {request.skippedCarriers.length + request.partialSkips.length > 0 ? (
            <>
              <h2>Skipped</h2>
              <ul>
                {request.skippedCarriers.map((s) => (
                  <li key={s.carrierId}>
                    {nameOf(s.carrierId)}:{' '}
                    {s.reasons.map((r) => `${label(lineNames, r.line)}: ${r.reason}`).join('; ')}
                  </li>
                ))}
                {request.partialSkips.map((s) => (
                  <li key={`p-${s.carrierId}`}>
                    {nameOf(s.carrierId)}:{' '}
                    {s.skippedLines.map((r) => `${label(lineNames, r.line)}: ${r.reason}`).join('; ')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className="request-side">
          <Results request={request} nameOf={nameOf} />
        </div>
      </div>
      <SubmissionParts request={request} />
    </section>
  );
}
