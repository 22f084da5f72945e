// Creating a quote request: match or create the client record, run the appetite check, stage one
// `standby` job per dispatchable (carrier, line), all in one transaction, with what each job's carrier
// will refuse or ask of the submission (its warnings). Nothing is dispatched, nothing skipped for a warning.
import { checkAppetite } from '../domain/carriers/appetite.ts';
import { carrierWarnings } from '../domain/carriers/carrier-warnings.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { usToday } from '../domain/quote-request/dates.ts';
import { withDerivedFields } from '../domain/quote-request/derive-flat-fields.ts';
import type { NewQuoteRequest, QuoteRequestRecord } from '../domain/quote-request/types.ts';
import { newId } from '../ids.ts';
import { credentialStatuses } from '../store/credential-statuses.ts';
import type { Db } from '../store/db.ts';
import { insertJobs, insertQuoteRequest, upsertClient } from '../store/quote-requests.ts';

export interface CreateQuoteRequestOptions {
  db: Db;
  carriers: readonly Carrier[];
  /** Today for the effective-date windows of the carriers' requirements. */
  now: Date;
}

export async function createQuoteRequest(
  { db, carriers, now }: CreateQuoteRequestOptions,
  agencyId: string,
  request: NewQuoteRequest,
): Promise<string> {
  const selected = request.carrierIds.map((id) => carriers.find((c) => c.id === id)!);
  // Warnings judge what the playbooks will read: the flat values a full submission implies (decision 0035).
  const filed = withDerivedFields(request, usToday(now));
  return db.transaction(async (tx) => {
    const credentials = await credentialStatuses(tx, agencyId);
    const outcome = checkAppetite(
      selected,
      request.linesRequested,
      request.input,
      (carrierId) => credentials.get(carrierId) ?? 'missing',
    );
    const clientId = await upsertClient(tx, {
      id: newId('client'),
      agencyId,
      externalSource: request.externalSource,
      externalReference: request.externalReference,
      businessName: request.input.businessName,
    });
    const id = newId('quoteRequest');
    const jobs = outcome.dispatch.map((pair) => ({
      id: newId('job'),
      quoteRequestId: id,
      carrierId: pair.carrierId,
      lineOfBusiness: pair.line,
      status: 'standby' as const,
    }));
    const record: Omit<QuoteRequestRecord, 'createdAt' | 'startedAt' | 'completedAt'> = {
      id,
      agencyId,
      clientId,
      externalReference: request.externalReference,
      externalSource: request.externalSource,
      status: 'pending',
      linesRequested: request.linesRequested,
      carrierIds: request.carrierIds,
      submission: request,
      skippedCarriers: outcome.skippedCarriers,
      partialSkips: outcome.partialSkips,
      warnings: jobs.flatMap((job) => {
        const carrier = selected.find((c) => c.id === job.carrierId)!;
        return carrierWarnings(carrier, job.lineOfBusiness, filed, usToday(now)).map((w) => ({
          jobId: job.id,
          ...w,
        }));
      }),
    };
    await insertQuoteRequest(tx, record);
    await insertJobs(tx, agencyId, jobs);
    return id;
  });
}
