// One try of a job's attempt (the first, or an in-process retry of a transient fault): a fresh browser context, the playbook run with every step recorded, the
// context always closed. On failure the trace of the failing step is kept (never of sign-in or MFA),
// scrubbed of every secret and verified, or not kept at all (trace-window.ts, redact-trace.ts).
import { clearControl } from '../../store/job-control.ts';
import { AgentError } from '../errors.ts';
import { useLearned } from '../kit/learned-continue.ts';
import type { PlaybookOutcome } from '../playbook.ts';
import { totpCode } from '../totp.ts';
import { createTakeOverWait, whileAsked } from './await-control.ts';
import { checkOutcome } from './check-quote.ts';
import { handBackOf, PortalLeaseLostError, WorkerShutdownError } from './hand-back.ts';
import { asStorageState, keptUntil, redactSession } from './kept-session-policy.ts';
import { SIGN_IN_STEPS } from './live-pages.ts';
import { redactTraceFile, TraceNotCleanError } from './redact-trace.ts';
import { createStepRecorder } from './steps.ts';
import { joinRecordings, type TakeOverRecording } from './take-over-events.ts';
import { openTraceWindow, type TraceWindow } from './trace-window.ts';
import { type AbortReason, SessionRenewedError, type TryDeps, type TryInput } from './try-deps.ts';

/** Failures after which a kept session is not worth trying again: the portal ended or refused it. */
const SESSION_ENDING_ERRORS = new Set(['session_expired', 'login_failed']);

export async function runTry(deps: TryDeps, input: TryInput): Promise<PlaybookOutcome> {
  const kept = asStorageState(await deps.keptSession?.load().catch(() => undefined));
  if (kept) redactSession(deps.redactor, kept);
  const context = await deps.pool.newContext(kept ? { storageState: kept } : {});
  let signedIn = false;
  /** Another job of the login signed in while this one found its session ended: start over from it. */
  let renewed = false;
  /** Seals the context's session for the login's next job; its values become secrets of this job too. */
  const keepSession = async () => {
    if (!deps.keptSession) return;
    const state = await context.storageState();
    redactSession(deps.redactor, state);
    await deps.keptSession.keep(state, keptUntil(state, Date.now()));
  };
  let closed: AbortReason | 'done' | undefined;
  const close = async (reason: AbortReason | 'done') => {
    if (closed) return;
    closed = reason;
    await context.close().catch(() => undefined);
  };
  deps.onAbortable?.(close);
  const trace = await openTraceWindow(context, deps.traces ?? 'actions');
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  useLearned(page, deps.learned ?? []);
  const live = deps.live?.attach(input.jobId, page);
  const portalHost = new URL(input.portalUrl).host;
  const record = createStepRecorder({
    db: deps.db,
    artifacts: deps.artifacts,
    redactor: deps.redactor,
    page,
    jobId: input.jobId,
    attempt: input.attempt,
    screenshots: deps.screenshots,
    // Of the portal's page at that step: compared with that page's earlier screenshots (decision 0036).
    onScreenshot: (ms, step) => deps.pool.timings?.record('screenshot', ms, `${portalHost} ${step}`),
  });
  /** The last hold audited (a hold the lease's reading missed is audited from the hand-back). */
  let audited: { userId: string; since: Date; recording?: TakeOverRecording } | undefined;
  /** While the agent asks for a take-over: each hold's recording (one expired and taken again is one quote). */
  let asking: TakeOverRecording[] | undefined;
  const awaitControl = createTakeOverWait({
    ...deps,
    async tookOver(held) {
      audited = held;
      if (held.recording) asking?.push(held.recording);
      await deps.tookOver?.(held);
    },
    idleMs: deps.takeoverIdleMs,
    jobId: input.jobId,
    page,
    stopped: () => closed !== undefined,
    pause: (paused) => live?.pause(paused),
    show: (shown) => live?.show(shown),
  });
  const ask = deps.askTakeover;
  const askTakeover =
    ask && live && deps.takeoverIdleMs
      ? async (asked: { step: string; evidence: string; error: AgentError; message?: string }) => {
          const at = page.url();
          let back: Awaited<ReturnType<typeof ask>> | undefined;
          const holds: TakeOverRecording[] = [];
          asking = holds;
          try {
            await whileAsked({ wait: awaitControl, pause: (paused) => live.pause(paused) }, async () => {
              back = await ask({ ...asked, page: at });
            });
          } finally {
            asking = undefined;
          }
          // A hold taken and handed back between two readings of the lease is audited all the same.
          if (
            back &&
            !(audited?.userId === back.userId && audited.since.getTime() === back.since.getTime())
          ) {
            await deps.tookOver?.({
              ...back,
              heldMs: Date.now() - back.since.getTime(),
              pages: [...new Set([at, page.url()])],
            });
            return undefined;
          }
          return joinRecordings(holds);
        }
      : undefined;
  let depth = 0;
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    if (depth === 0) {
      await deps.beforeStep?.();
      // Sign-in and its code are never taken over (they are never shown either).
      if (!SIGN_IN_STEPS.has(name)) await awaitControl();
      await trace.next();
      live?.step(name);
    }
    depth += 1;
    try {
      return await record(name, fn);
    } finally {
      depth -= 1;
    }
  };
  /** A one-time code is a secret like the password: redacted, and its window never traced. */
  const mfaCode = (code: string) => {
    live?.hide();
    void trace.taint(); // already stopped by the credential's window, or stopping before the code is typed
    deps.redactor.add(code);
    return code;
  };
  try {
    let portalReference = input.portalReference;
    const outcome = await input.playbook.run({
      ...input.filing,
      page,
      portalUrl: input.portalUrl,
      jobId: input.jobId,
      attempt: input.attempt,
      get portalReference() {
        return portalReference;
      },
      async recordPortalReference(reference) {
        portalReference = reference;
        await deps.recordPortalReference(reference);
      },
      step,
      awaitControl,
      ...(askTakeover ? { askTakeover } : {}),
      keptSession: kept !== undefined,
      async signedIn(how) {
        signedIn = true;
        await deps.count?.(how === 'reused' ? 'sessions_reused' : 'sign_ins');
        await keepSession();
        await deps.sessionTurn?.live();
      },
      async credential() {
        if ((await deps.sessionTurn?.signIn()) === 'renewed') {
          renewed = true;
          throw new SessionRenewedError();
        }
        live?.hide();
        await trace.taint(); // nothing typed from here on is recorded
        const login = await deps.credential();
        deps.redactor.add(login.password);
        deps.redactor.add(login.totpSeed);
        return login;
      },
      totp: (seed) => mfaCode(totpCode(seed)),
      askForMfaCode: async (message) => {
        live?.hide();
        await trace.taint();
        return mfaCode(await deps.askForMfaCode(message));
      },
      answerQuestions: (questions, reason, options) => deps.answerQuestions(questions, reason, options),
      async saveDocument(name, data) {
        const artifact = await deps.artifacts.save({
          jobId: input.jobId,
          attempt: input.attempt,
          kind: 'document',
          name,
          contentType: name.endsWith('.pdf')
            ? 'application/pdf'
            : name.endsWith('.yaml')
              ? 'application/yaml'
              : 'application/octet-stream',
          data,
        });
        return artifact.id;
      },
      log: (message, fields) => deps.log(deps.redactor.redact(message), fields),
      learned: deps.learned ?? [],
      usedMapping: (id) => deps.usedMapping?.(id),
    });
    // While the quote page is still open: a mismatch is recorded with its screenshot.
    const checked = await step('verify-quote', async () => checkOutcome(outcome, input.filing));
    await trace.discard();
    // The portal may have refreshed its cookies on the way: the next job starts from the latest.
    if (signedIn) await keepSession().catch(() => undefined);
    return checked;
  } catch (error) {
    if (closed === 'shutdown') throw new WorkerShutdownError();
    if (closed === 'lease-lost') throw new PortalLeaseLostError();
    // Not the portal's doing: no trace kept, no session dropped, the job goes back to the queue.
    const handBack = handBackOf(error);
    if (handBack) throw handBack;
    if (closed === 'cancelled') throw new AgentError('cancelled', 'The job was cancelled');
    // Not a failure at the portal: its session stays kept, and the try has nothing to show.
    if (renewed) throw new SessionRenewedError();
    if (error instanceof AgentError && SESSION_ENDING_ERRORS.has(error.errorType))
      await deps.keptSession?.drop().catch(() => undefined);
    // Whatever session cookies the portal set by now travel in the trace's requests: scrubbed too.
    await (async () => redactSession(deps.redactor, await context.storageState()))().catch(() => undefined);
    await keepTrace(deps, input, trace).catch((failure: unknown) => {
      deps.log('The trace of the failed try was not kept', {
        reason: failure instanceof TraceNotCleanError ? failure.message : 'trace could not be written',
      });
    });
    throw error;
  } finally {
    live?.detach();
    // No hold outlives the page it was of.
    if (deps.takeoverIdleMs) await clearControl(deps.db, input.jobId).catch(() => undefined);
    await close('done');
  }
}

async function keepTrace(deps: TryDeps, input: TryInput, trace: TraceWindow) {
  const kept = await trace.keep(() =>
    deps.artifacts.pathFor(input.jobId, `trace-${input.attempt}-${input.try}.raw.zip`),
  );
  if (!kept) return;
  const target = kept.path.replace(/\.raw\.zip$/, '.zip');
  const size = await redactTraceFile(kept.path, target, deps.redactor.secrets(), kept.extra);
  await deps.artifacts.record({
    jobId: input.jobId,
    attempt: input.attempt,
    kind: 'trace',
    name: `trace-attempt-${input.attempt}-try-${input.try}.zip`,
    path: target,
    contentType: 'application/zip',
    sizeBytes: size,
  });
}
