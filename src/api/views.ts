// Records → API representations (contract §2.1, §2.2).

import type { Static } from 'typebox';
import { appetiteSummary } from '../domain/carriers/appetite.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { withCoverage } from '../domain/coverage.ts';
import { artifactUrl, resultWithDocumentLinks } from '../domain/quote-request/links.ts';
import { waitingJobStatuses } from '../domain/quote-request/states.ts';
import type { ActionRequired, JobRecord, QuoteRequestRecord } from '../domain/quote-request/types.ts';
import type {
  CarrierViewT,
  JobViewT,
  QuoteRequestList,
  QuoteRequestViewT,
  ResultViewT,
} from './schemas/views.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export function jobView(job: JobRecord): JobViewT {
  const finished = job.completedAt !== null;
  const view: JobViewT = {
    jobId: job.id,
    carrierId: job.carrierId,
    lineOfBusiness: job.lineOfBusiness,
    status: job.status,
  };
  if (job.startedAt) view.startedAt = iso(job.startedAt);
  if (job.completedAt) view.completedAt = iso(job.completedAt);
  if (finished && job.startedAt) {
    view.durationSeconds = Math.round((+new Date(job.completedAt!) - +new Date(job.startedAt)) / 1000);
  }
  if (finished) view.retryCount = job.retryCount;
  if (job.actionRequired) view.actionRequired = actionRequiredView(job.actionRequired, job.waitingUntil);
  if (job.errorType) view.errorType = job.errorType;
  if (job.errorMessage) view.errorMessage = job.errorMessage;
  return view;
}

/** What a waiting job asks of a person, with the end of its window (`jobs.waiting_until`). */
export function actionRequiredView(action: ActionRequired, waitingUntil: Date | null | undefined) {
  const expiresAt = iso(waitingUntil);
  return expiresAt ? { ...action, expiresAt } : action;
}

export { artifactUrl };

export function resultView(job: JobRecord, publicUrl: string): ResultViewT | undefined {
  if (job.status !== 'success' || !job.result) return undefined;
  return {
    // The terms as numbers are read here, when viewed: results stored before need no migration.
    ...resultWithDocumentLinks(withCoverage(job.lineOfBusiness, job.result), publicUrl, job),
    jobId: job.id,
    carrierId: job.carrierId,
    lineOfBusiness: job.lineOfBusiness,
  } as ResultViewT;
}

export function quoteRequestView(
  r: QuoteRequestRecord,
  jobs: JobRecord[],
  publicUrl: string,
): QuoteRequestViewT {
  const view: QuoteRequestViewT = {
    quoteRequestId: r.id,
    externalReference: r.externalReference,
    externalSource: r.externalSource,
    businessName: String((r.submission.input as { businessName?: unknown } | undefined)?.businessName ?? ''),
    status: r.status,
    linesRequested: r.linesRequested,
    carrierIds: r.carrierIds,
    deepLink: `${publicUrl}/app/quotes/${r.id}`,
    createdAt: iso(r.createdAt)!,
    awaitingActionCount: jobs.filter((j) => waitingJobStatuses.includes(j.status)).length,
    jobs: jobs.map(jobView),
    skippedCarriers: r.skippedCarriers,
    partialSkips: r.partialSkips,
    warnings: r.warnings,
    results: jobs.map((j) => resultView(j, publicUrl)).filter((x) => x !== undefined),
  };
  if (r.startedAt) view.startedAt = iso(r.startedAt);
  if (r.completedAt) view.completedAt = iso(r.completedAt);
  return { ...view, ...submissionParts(r.submission) };
}

/** The parts of a full submission the request holds, each only when it was sent. */
function submissionParts(s: QuoteRequestRecord['submission']): Partial<QuoteRequestViewT> {
  const parts: Partial<QuoteRequestViewT> = {};
  if (s.locations) parts.locations = s.locations;
  if (s.lossHistory) parts.lossHistory = s.lossHistory;
  if (s.lossFreeYears) parts.lossFreeYears = s.lossFreeYears;
  if (s.priorInsurance) parts.priorInsurance = s.priorInsurance;
  if (s.ownersOfficers) parts.ownersOfficers = s.ownersOfficers;
  if (s.additionalInterests) parts.additionalInterests = s.additionalInterests;
  if (s.answers) parts.answers = s.answers;
  return parts;
}

/** A page of requests, each with its own jobs out of `jobs` (those of the whole page). */
export function quoteRequestListView(
  records: QuoteRequestRecord[],
  jobs: JobRecord[],
  publicUrl: string,
  nextCursor: string | null,
): Static<typeof QuoteRequestList> {
  const items = records.map((r) =>
    quoteRequestView(
      r,
      jobs.filter((j) => j.quoteRequestId === r.id),
      publicUrl,
    ),
  );
  return { items, nextCursor };
}

/** A catalog carrier as the calling agency sees it: its login status, never the login. */
export function carrierView(
  carrier: Carrier,
  credentialStatus: CarrierViewT['credentialStatus'],
): CarrierViewT {
  return {
    carrierId: carrier.id,
    name: carrier.name,
    lines: Object.keys(carrier.lines) as CarrierViewT['lines'],
    credentialStatus,
    // The catalog's lists are readonly; the view only serializes them.
    appetite: appetiteSummary(carrier) as CarrierViewT['appetite'],
  };
}
