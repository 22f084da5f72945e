// "Watch live": the page a job's agent drives, as Chromium draws it (frames from the worker's
// screencast over server-sent events, scaled to fit), with the agent's current step beside it. Sign-in
// and its code screens are never sent: the view says so instead. A person with the agent or admin role
// may take over the page and hand it back (take-over.tsx); everyone else watches.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { label, lineNames, statusNames } from '../format.ts';
import type { JobChange } from '../live.ts';
import { liveToken } from '../live-token.ts';
import { Link } from '../router.tsx';
import { useQuoteRequest } from '../use-quote-request.ts';
import { NotFound } from './not-found.tsx';
import { type Control, TakeOverControls, useInputCapture } from './take-over.tsx';

interface LiveState {
  running: boolean;
  step: string | null;
  hidden: boolean;
  paused?: boolean;
  control?: Control;
}

export function LiveViewPage({ id, jobId, selfEmail }: { id: string; jobId: string; selfEmail: string }) {
  const accept = useCallback((change: JobChange) => change.jobId === jobId, [jobId]);
  const { request, error } = useQuoteRequest(id, accept);
  const [state, setState] = useState<LiveState | undefined>();
  const [framed, setFramed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState('');
  const jobPath = `/app/api/quotes/${encodeURIComponent(id)}/jobs/${encodeURIComponent(jobId)}`;
  const controlPath = `${jobPath}/control`;
  // One job's and this person's short-lived token, for the stream and every control call.
  const token = useMemo(() => liveToken(`${jobPath}/live`), [jobPath]);
  const mine = state?.control?.holder === 'person' && state.control.email === selfEmail;
  const capturing = mine && state?.paused === true && state.running && !state.hidden;
  useInputCapture(screen, image, controlPath, token, capturing, setRefused);

  const known = request?.jobs.some((j) => j.jobId === jobId) ?? false;
  useEffect(() => {
    if (!known) return;
    let stream: EventSource | undefined;
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      const t = await token.get().catch(() => undefined);
      if (closed) return;
      if (!t) {
        retry = setTimeout(() => void open(), 2000);
        return;
      }
      stream = new EventSource(`${jobPath}/live?token=${encodeURIComponent(t)}`);
      stream.addEventListener('state', (event) => {
        const next = JSON.parse((event as MessageEvent).data) as LiveState;
        setState(next);
        if (!next.running || next.hidden) setFramed(false);
      });
      // A frame goes straight to the image: no render of the page per frame.
      stream.addEventListener('frame', (event) => {
        if (!image.current) return;
        image.current.src = `data:image/jpeg;base64,${(event as MessageEvent).data}`;
        setFramed(true);
      });
      // Refused (the token expired while the connection was down): again with a fresh token.
      stream.addEventListener('error', () => {
        if (stream?.readyState !== EventSource.CLOSED || closed) return;
        stream.close();
        retry = setTimeout(() => void open(), 1000);
      });
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(retry);
      stream?.close();
    };
  }, [jobPath, token, known]);

  if (request === null || (request && !known)) return <NotFound />;
  if (!request)
    return error ? (
      <p role="alert" className="error">
        Could not load the request: {error}
      </p>
    ) : (
      <p aria-busy="true">Loading…</p>
    );
  const job = request.jobs.find((j) => j.jobId === jobId)!;
  const showing = framed && state?.running === true && !state.hidden;
  const placeholder = !state?.running
    ? 'Not running: no browser page is open for this job now.'
    : state.hidden
      ? 'Sign-in: hidden. Sign-in and code screens are never shown.'
      : 'Waiting for the page to draw…';
  // The agent asks for a take-over (docs/decisions/0029-the-agent-asks-for-a-take-over.md).
  const asks = job.status === 'action_required' && job.actionRequired?.type === 'takeover';
  return (
    <section aria-labelledby="live-title" className="live-view">
      <h1 id="live-title">
        Live: {job.carrierId} · {label(lineNames, job.lineOfBusiness)}
      </h1>
      <p className="meta">
        <Link href={`/app/quotes/${request.quoteRequestId}/jobs/${jobId}`}>
          Back to {request.businessName} · {request.externalReference}
        </Link>{' '}
        · <span data-testid="job-status">{label(statusNames, job.status)}</span>
      </p>
      <div className="live-layout">
        <div
          className="live-screen"
          ref={screen}
          {...(capturing
            ? {
                role: 'application',
                tabIndex: 0,
                'aria-label':
                  'The portal page under your control: mouse and keys go to it; F6 reaches Hand back',
              }
            : {})}
        >
          <img
            ref={image}
            alt={`The agent's browser page on ${job.carrierId}, live`}
            hidden={!showing}
            width={1280}
            height={800}
            data-testid="live-frame"
          />
          {showing ? null : (
            <p className="live-placeholder" data-testid="live-placeholder">
              {placeholder}
            </p>
          )}
        </div>
        <aside className="live-step" aria-label="The agent's step">
          <h2>Step</h2>
          <p aria-live="polite" data-testid="live-step">
            {state?.running ? (state.step ?? 'starting') : '—'}
            {state?.hidden ? ' (hidden)' : ''}
          </p>
          <p className="step-meta" data-testid="live-paused">
            {state?.paused && !asks ? 'The agent waits for the person in control.' : ''}
          </p>
          {asks ? (
            <p className="explain" data-testid="live-asks">
              The agent asks a person to take over: {job.actionRequired?.evidence}. Take over, finish the
              page, then hand it back.
            </p>
          ) : null}
          <TakeOverControls
            path={controlPath}
            token={token}
            control={state?.control}
            mine={mine}
            paused={state?.paused === true}
            canTake={state?.running === true && !state.hidden && (job.status === 'running' || asks)}
            refused={refused}
            onRefused={setRefused}
          />
        </aside>
      </div>
    </section>
  );
}
