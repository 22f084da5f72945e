// Quote requests, their jobs and client records.
import type { Submission } from '../domain/quote-request/model/submission.ts';
import type { RequestStatus } from '../domain/quote-request/states.ts';
import { requestStatusesLeadingTo } from '../domain/quote-request/transitions.ts';
import type { JobRecord, QuoteRequestRecord } from '../domain/quote-request/types.ts';
import type { Queryable } from './db.ts';

const requestColumns = `id, agency_id AS "agencyId", client_id AS "clientId", external_reference AS "externalReference",
  external_source AS "externalSource", status, lines_requested AS "linesRequested", carrier_ids AS "carrierIds",
  submission, skipped_carriers AS "skippedCarriers", partial_skips AS "partialSkips", warnings, created_at AS "createdAt",
  started_at AS "startedAt", completed_at AS "completedAt"`;

const jobColumns = `id, quote_request_id AS "quoteRequestId", carrier_id AS "carrierId",
  line_of_business AS "lineOfBusiness", status, retry_count AS "retryCount", action_required AS "actionRequired",
  error_type AS "errorType", error_message AS "errorMessage", result, created_at AS "createdAt",
  started_at AS "startedAt", completed_at AS "completedAt", waiting_until AS "waitingUntil"`;

/** Creates or matches the client record by (agency, source, reference); returns its id. */
export async function upsertClient(
  db: Queryable,
  input: {
    id: string;
    agencyId: string;
    externalSource: string;
    externalReference: string;
    businessName: string;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO clients (id, agency_id, external_source, external_reference, business_name)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (agency_id, external_source, external_reference)
     DO UPDATE SET business_name = EXCLUDED.business_name, updated_at = now()
     RETURNING id`,
    [input.id, input.agencyId, input.externalSource, input.externalReference, input.businessName],
  );
  return row!.id;
}

export async function insertQuoteRequest(
  db: Queryable,
  r: Omit<QuoteRequestRecord, 'createdAt' | 'startedAt' | 'completedAt'>,
): Promise<void> {
  await db.query(
    `INSERT INTO quote_requests (id, agency_id, client_id, external_reference, external_source, status,
       lines_requested, carrier_ids, submission, skipped_carriers, partial_skips, warnings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      r.id,
      r.agencyId,
      r.clientId,
      r.externalReference,
      r.externalSource,
      r.status,
      r.linesRequested,
      r.carrierIds,
      JSON.stringify(r.submission),
      JSON.stringify(r.skippedCarriers),
      JSON.stringify(r.partialSkips),
      JSON.stringify(r.warnings),
    ],
  );
}

export async function insertJobs(
  db: Queryable,
  agencyId: string,
  jobs: Pick<JobRecord, 'id' | 'quoteRequestId' | 'carrierId' | 'lineOfBusiness' | 'status'>[],
): Promise<void> {
  if (jobs.length === 0) return;
  await db.query(
    `INSERT INTO jobs (id, quote_request_id, agency_id, carrier_id, line_of_business, status)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [
      jobs.map((j) => j.id),
      jobs.map((j) => j.quoteRequestId),
      jobs.map(() => agencyId),
      jobs.map((j) => j.carrierId),
      jobs.map((j) => j.lineOfBusiness),
      jobs.map((j) => j.status),
    ],
  );
}

export async function findQuoteRequest(
  db: Queryable,
  agencyId: string,
  id: string,
): Promise<QuoteRequestRecord | undefined> {
  const [row] = await db.query<QuoteRequestRecord>(
    `SELECT ${requestColumns} FROM quote_requests WHERE id = $1 AND agency_id = $2`,
    [id, agencyId],
  );
  return row;
}

export async function listJobs(db: Queryable, quoteRequestIds: readonly string[]): Promise<JobRecord[]> {
  if (quoteRequestIds.length === 0) return [];
  return db.query<JobRecord>(
    `SELECT ${jobColumns} FROM jobs WHERE quote_request_id = ANY($1::text[]) ORDER BY id`,
    [quoteRequestIds],
  );
}

export interface ListQuoteRequestsFilter {
  limit: number;
  /** Id of the last item already seen; items older than it come next. */
  after?: string;
  status?: string;
  externalReference?: string;
  /** Part of the business name, any case. */
  businessName?: string;
}

export async function listQuoteRequests(
  db: Queryable,
  agencyId: string,
  filter: ListQuoteRequestsFilter,
): Promise<QuoteRequestRecord[]> {
  const where = ['agency_id = $1'];
  const values: unknown[] = [agencyId];
  if (filter.after) where.push(`id < $${values.push(filter.after)}`);
  if (filter.status) where.push(`status = $${values.push(filter.status)}`);
  if (filter.externalReference) where.push(`external_reference = $${values.push(filter.externalReference)}`);
  if (filter.businessName) {
    // LIKE's own wildcards in what the person typed are matched literally.
    const pattern = `%${filter.businessName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`submission->'input'->>'businessName' ILIKE $${values.push(pattern)}`);
  }
  values.push(filter.limit);
  return db.query<QuoteRequestRecord>(
    `SELECT ${requestColumns} FROM quote_requests WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${values.length}`,
    values,
  );
}

export async function countClients(db: Queryable, agencyId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients WHERE agency_id = $1', [
    agencyId,
  ]);
  return row?.n ?? 0;
}

/** What a run needs of its request while it changes: who it belongs to and where it stands. */
export interface LockedRequest {
  id: string;
  agencyId: string;
  externalReference: string;
  status: RequestStatus;
}

/**
 * Locks the request row for the rest of the transaction (roll-ups of one request run one after the
 * other); with `agencyId`, only that agency's request. Undefined when there is none.
 */
export async function lockQuoteRequest(
  tx: Queryable,
  id: string,
  agencyId?: string,
): Promise<LockedRequest | undefined> {
  const [row] = await tx.query<LockedRequest>(
    `SELECT id, agency_id AS "agencyId", external_reference AS "externalReference", status
     FROM quote_requests WHERE id = $1 AND ($2::text IS NULL OR agency_id = $2) FOR UPDATE`,
    [id, agencyId ?? null],
  );
  return row;
}

/**
 * Moves the request to `to` if its current state allows it (the request transition table), stamping
 * when it started or ended; answers whether it moved.
 */
export async function moveQuoteRequest(
  db: Queryable,
  id: string,
  to: RequestStatus,
  stamp: { startedAt?: 'now'; completedAt?: 'now' | null } = {},
): Promise<boolean> {
  const sets = ['status = $2'];
  if (stamp.startedAt) sets.push('started_at = now()');
  if (stamp.completedAt !== undefined) sets.push(`completed_at = ${stamp.completedAt ? 'now()' : 'NULL'}`);
  const rows = await db.query(
    `UPDATE quote_requests SET ${sets.join(', ')} WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
    [id, to, requestStatusesLeadingTo(to)],
  );
  return rows.length > 0;
}

/** What a worker needs of the request to run one of its jobs. */
export interface RunRequest {
  clientId: string;
  externalReference: string;
  submission: Submission;
  createdAt: Date;
}

export async function findRunRequest(db: Queryable, id: string): Promise<RunRequest | undefined> {
  const [row] = await db.query<RunRequest>(
    `SELECT client_id AS "clientId", external_reference AS "externalReference", submission,
            created_at AS "createdAt"
     FROM quote_requests WHERE id = $1`,
    [id],
  );
  return row;
}
