// A playbook's outcome → how the job ends (the errorType catalog of docs/api-guide.md).
import type { PlaybookOutcome } from '../agents/playbook.ts';
import type { JobEnd } from './complete-job.ts';

export function outcomeToEnd(outcome: PlaybookOutcome): JobEnd {
  switch (outcome.kind) {
    case 'quoted': {
      // The echoes were checked by verify-quote; the result keeps the partner-facing fields.
      const { documents, namedInsured: _n, line: _l, bindableMarker: _b, ...quote } = outcome.quote;
      return {
        status: 'success',
        result: {
          ...quote,
          ...(documents?.length
            ? { documents: documents.map((d) => ({ name: d.name, artifactId: d.path })) }
            : {}),
        },
      };
    }
    case 'declined':
      return {
        status: 'failed',
        errorType: outcome.appetite ? 'declined_appetite' : 'declined_underwriting',
        errorMessage: outcome.message,
      };
    case 'referred':
      return { status: 'failed', errorType: 'referred_to_underwriter', errorMessage: outcome.message };
    case 'rejected_data':
      return { status: 'failed', errorType: 'portal_rejected_data', errorMessage: outcome.message };
  }
}
