// One job: carrier, line, state in words, the card for stepping in when it waits for a person, retry
// when it failed, and its step timeline (with masked screenshots) on demand.
import { useEffect, useRef, useState } from 'react';
import { api, localPath } from '../api.ts';
import { errorTypeText, label, lineNames, statusNames, when } from '../format.ts';
import { Link } from '../router.tsx';
import type { Job, JobDetail } from '../types.ts';
import { MfaCard } from './mfa-card.tsx';
import { QuestionForm } from './question-form.tsx';
import { TakeoverCard } from './takeover-card.tsx';

interface Props {
  quoteRequestId: string;
  job: Job;
  version: number;
  focused: boolean;
  onChanged: () => Promise<void>;
  /** The carrier's name (its id until the carriers are read). */
  carrierName?: string;
}

/** A job in these states has its browser page open: it can be watched. */
const LIVE_STATUSES = new Set(['running', 'mfa_waiting', 'action_required']);

export function JobCard({ quoteRequestId, job, version, focused, onChanged, carrierName }: Props) {
  const [open, setOpen] = useState(focused);
  const [detail, setDetail] = useState<JobDetail | undefined>();
  const [error, setError] = useState('');
  const ref = useRef<HTMLElement>(null);
  const path = `/v1/quotes/${quoteRequestId}/jobs/${job.jobId}`;

  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  useEffect(() => {
    if (!open) return;
    // version changes whenever the request is re-read, so the timeline follows the job live.
    void version;
    api<JobDetail>('GET', path).then(setDetail, (e) => setError(e instanceof Error ? e.message : String(e)));
  }, [open, path, version]);

  async function retry() {
    try {
      await api('POST', `${path}/retry`);
      await onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  const title = `${carrierName ?? job.carrierId} · ${label(lineNames, job.lineOfBusiness)}`;
  return (
    <article
      ref={ref}
      className={`card job job-${job.status}${focused ? ' focused' : ''}`}
      aria-label={`${title} (${job.carrierId})`}
      data-job-id={job.jobId}
    >
      <header className="job-head">
        <h3>{title}</h3>
        <span className={`status status-${job.status}`} data-testid="job-status">
          {job.status === 'action_required' && job.actionRequired?.type === 'takeover'
            ? 'Waiting for a take-over'
            : label(statusNames, job.status)}
        </span>
      </header>
      {job.errorType ? (
        <p className="explain">
          <strong>{label({}, job.errorType)}:</strong> {errorTypeText[job.errorType] ?? ''}
          {job.errorMessage ? <span className="portal-words"> “{job.errorMessage}”</span> : null}
        </p>
      ) : null}
      {job.status === 'mfa_waiting' && job.actionRequired ? (
        <MfaCard path={path} action={job.actionRequired} onResolved={onChanged} />
      ) : null}
      {job.status === 'action_required' && job.actionRequired?.type === 'takeover' ? (
        <TakeoverCard
          action={job.actionRequired}
          liveHref={`/app/quotes/${quoteRequestId}/jobs/${job.jobId}/live`}
        />
      ) : null}
      {job.status === 'action_required' && job.actionRequired && job.actionRequired.type !== 'takeover' ? (
        <QuestionForm path={path} action={job.actionRequired} onResolved={onChanged} />
      ) : null}
      <div className="actions">
        {LIVE_STATUSES.has(job.status) ? (
          <Link href={`/app/quotes/${quoteRequestId}/jobs/${job.jobId}/live`} className="button-link">
            Watch live
          </Link>
        ) : null}
        {job.status === 'failed' ? (
          <button type="button" onClick={() => void retry()}>
            Retry job
          </button>
        ) : null}
        <button type="button" className="link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide timeline' : 'Show timeline'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {open ? <Timeline detail={detail} /> : null}
    </article>
  );
}

function Timeline({ detail }: { detail: JobDetail | undefined }) {
  if (!detail) return <p aria-busy="true">Loading the timeline…</p>;
  if (detail.steps.length === 0) return <p>No steps yet.</p>;
  const { personPrompts, signIns, sessionsReused } = detail.effort;
  const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <>
      <p className="step-meta effort">
        {times(personPrompts, 'prompt to a person', 'prompts to a person')} ·{' '}
        {times(signIns, 'sign-in', 'sign-ins')} ·{' '}
        {times(sessionsReused, 'kept session reused', 'kept sessions reused')}
      </p>
      {detail.definition ? (
        <p className="step-meta definition">
          Carrier definition{' '}
          <code title={`sha256 ${detail.definition.hash}`}>
            {detail.definition.id}@{detail.definition.hash.slice(0, 12)}
          </code>
        </p>
      ) : null}
      <ol className="timeline" aria-label="Steps">
        {detail.steps.map((step) => (
          <li key={`${step.attempt}-${step.startedAt}-${step.name}`} className={`step step-${step.outcome}`}>
            <span className="step-name">{step.name}</span>{' '}
            <span className="step-meta">
              attempt {step.attempt} · {when(step.startedAt)} · {(step.durationMs / 1000).toFixed(1)} s
            </span>
            {step.error ? <p className="error">{step.error}</p> : null}
            {step.takeOver ? (
              <p className="step-meta" data-testid="take-over-audit">
                Taken over by {step.takeOver.by}; pages: {step.takeOver.pages.join(', ') || 'none'}
              </p>
            ) : null}
            {step.screenshotUrl ? (
              <a href={localPath(step.screenshotUrl)} target="_blank" rel="noreferrer">
                <img
                  src={localPath(step.screenshotUrl)}
                  alt={`Screenshot after ${step.name} (sensitive fields masked)`}
                  loading="lazy"
                />
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
