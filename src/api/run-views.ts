// Store records of a run → API representations: one job with its step timeline and artifacts, and
// the request's events.
import type { Static } from 'typebox';
import type { Artifact } from '../agents/runtime/artifacts.ts';
import type { StepRecord } from '../agents/runtime/steps.ts';
import type { JobRecord } from '../domain/quote-request/types.ts';
import type { EventRecord } from '../runs/events.ts';
import type { JobEffort } from '../store/jobs.ts';
import type { EventView, JobDetailView } from './schemas/runs.ts';
import { artifactUrl, jobView, resultView } from './views.ts';

export function jobDetailView(
  job: JobRecord &
    JobEffort & { attempt: number; definitionId?: string | null; definitionHash?: string | null },
  steps: readonly StepRecord[],
  artifacts: readonly Artifact[],
  publicUrl: string,
): Static<typeof JobDetailView> {
  const result = resultView(job, publicUrl);
  return {
    ...jobView(job),
    quoteRequestId: job.quoteRequestId,
    attempt: job.attempt,
    ...(result ? { result } : {}),
    effort: { personPrompts: job.personPrompts, signIns: job.signIns, sessionsReused: job.sessionsReused },
    ...(job.definitionId && job.definitionHash
      ? { definition: { id: job.definitionId, hash: job.definitionHash } }
      : {}),
    steps: steps.map((s) => ({
      name: s.name,
      attempt: s.attempt,
      startedAt: new Date(s.startedAt).toISOString(),
      durationMs: s.durationMs,
      outcome: s.outcome,
      ...(s.error ? { error: s.error } : {}),
      ...(s.screenshot ? { screenshotUrl: artifactUrl(publicUrl, job, s.screenshot) } : {}),
      ...(s.takeOver ? { takeOver: { by: s.takeOver.email, pages: s.takeOver.pages } } : {}),
    })),
    artifacts: artifacts.map((a) => ({
      artifactId: a.id,
      kind: a.kind,
      name: a.name,
      attempt: a.attempt,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
      url: artifactUrl(publicUrl, job, a.id),
    })),
  };
}

export function eventView(event: EventRecord): Static<typeof EventView> {
  return {
    eventId: event.id,
    type: event.type,
    createdAt: new Date(event.createdAt).toISOString(),
    payload: event.payload,
  };
}
