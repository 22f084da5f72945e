// Where a job's stored artifacts (a quote letter, a screenshot) are downloaded: the partner operation
// GET /v1/quotes/:id/jobs/:jobId/artifacts/:artifactId, the same in a read and in a webhook payload.
import type { JobRecord } from './types.ts';

export const artifactUrl = (
  publicUrl: string,
  job: Pick<JobRecord, 'id' | 'quoteRequestId'>,
  artifactId: string,
) => `${publicUrl}/v1/quotes/${job.quoteRequestId}/jobs/${job.id}/artifacts/${artifactId}`;

/** A stored result's documents (`{ name, artifactId }`) as partners get them: `{ name, url }`. */
export function resultWithDocumentLinks<R extends object>(
  result: R,
  publicUrl: string,
  job: Pick<JobRecord, 'id' | 'quoteRequestId'>,
): R {
  const { documents, ...rest } = result as R & { documents?: { name: string; artifactId: string }[] };
  if (!documents) return result;
  return {
    ...rest,
    documents: documents.map((d) => ({ name: d.name, url: artifactUrl(publicUrl, job, d.artifactId) })),
  } as R;
}
