// A request and its jobs put straight into a test store, in the states a runs test starts from, and
// reads of what the run made of them. The submission is the realistic create body (fixtures).

import type { PlaybookOutcome } from '../../src/agents/playbook.ts';
import type { Line } from '../../src/domain/lines.ts';
import type { JobStatus, RequestStatus } from '../../src/domain/quote-request/states.ts';
import { newId } from '../../src/ids.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import type { Queryable } from '../../src/store/db.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob } from '../../src/store/jobs.ts';
import { insertJobs, insertQuoteRequest, upsertClient } from '../../src/store/quote-requests.ts';
import type { Vault } from '../../src/vault/vault.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';

const carrierIds = ['summit-mutual', 'harborline', 'pioneer-casualty', 'bluebonnet', 'ironclad-specialty'];
const lines: Line[] = ['gl', 'bop', 'cyber'];

export interface SeedJob {
  carrierId?: string;
  line?: Line;
  status: JobStatus;
}

export interface SeededRequest {
  agencyId: string;
  requestId: string;
  clientId: string;
  /** The job ids, in the order given. */
  jobIds: string[];
}

export async function seedRequest(
  db: Queryable,
  spec: { status: RequestStatus; jobs: SeedJob[]; agencyId?: string },
): Promise<SeededRequest> {
  const agencyId = spec.agencyId ?? (await insertAgency(db, 'Runs Agency')).id;
  const submission = validCreateBody({
    externalReference: `RUN-${newId('job').slice(-6)}`,
    carrierIds: ['summit-mutual', 'harborline'],
    linesRequested: ['gl'],
    businessOwners: undefined,
    workersComp: undefined,
  });
  const clientId = await upsertClient(db, {
    id: newId('client'),
    agencyId,
    externalSource: submission.externalSource,
    externalReference: submission.externalReference,
    businessName: submission.input.businessName,
  });
  const requestId = newId('quoteRequest');
  await insertQuoteRequest(db, {
    id: requestId,
    agencyId,
    clientId,
    externalReference: submission.externalReference,
    externalSource: submission.externalSource,
    status: spec.status,
    linesRequested: ['gl'],
    carrierIds: [...carrierIds],
    submission,
    skippedCarriers: [],
    partialSkips: [],
    warnings: [],
  });
  // One job per (carrier, line): unless given, the carriers are taken in turn, then the lines.
  const jobs = spec.jobs.map((job, i) => ({
    id: newId('job'),
    quoteRequestId: requestId,
    carrierId: job.carrierId ?? carrierIds[i % carrierIds.length]!,
    lineOfBusiness: job.line ?? lines[Math.floor(i / carrierIds.length) % lines.length]!,
    status: job.status,
  }));
  await insertJobs(db, agencyId, jobs);
  return { agencyId, requestId, clientId, jobIds: jobs.map((j) => j.id) };
}

export async function requestStatus(db: Queryable, requestId: string): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>('SELECT status FROM quote_requests WHERE id = $1', [
    requestId,
  ]);
  return row?.status;
}

export async function jobStatuses(db: Queryable, jobIds: readonly string[]): Promise<(string | undefined)[]> {
  return Promise.all(jobIds.map(async (id) => (await findJob(db, id))?.status));
}

/** The event types recorded for the request, oldest first. */
export async function eventTypesOf(db: Queryable, agencyId: string, requestId: string): Promise<string[]> {
  return (await listEvents(db, { agencyId, quoteRequestId: requestId })).map((e) => e.type);
}

export const quote = (premium: number) => ({
  quoteNumber: `Q-${premium}`,
  annualPremium: premium,
  quoteType: 'bindable' as const,
});

/** A quote from a fake playbook that passes the runtime's verification for the seeded submission. */
export const verifiedQuote: PlaybookOutcome = {
  kind: 'quoted',
  quote: {
    quoteNumber: 'SM-1001',
    annualPremium: 2140,
    quoteType: 'bindable',
    bindableMarker: 'Quote ready',
    quoteExpiresAt: '2031-01-31',
  },
};

/** One queued GL job of `carrierId` in a running request, and its agency's login for the carrier in `vault`. */
export async function seedQueuedJob(
  db: Queryable,
  vault: Pick<Vault, 'setCredential'>,
  carrierId: string,
  options: { withLogin?: boolean } = {},
): Promise<SeededRequest> {
  const seeded = await seedRequest(db, {
    status: 'in_progress',
    jobs: [{ carrierId, line: 'gl', status: 'queued' }],
  });
  if (options.withLogin !== false)
    await vault.setCredential({
      agencyId: seeded.agencyId,
      carrierId,
      username: 'agent',
      password: 'pw-Secret-1',
    });
  return seeded;
}
