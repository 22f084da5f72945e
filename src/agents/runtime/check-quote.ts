// Runs the shared quote verification on a playbook's outcome: a quote that does not match what we
// filed ends the job `quote_mismatch`, never a success. Used by the runtime and by the playbook test
// harness, so every playbook's quote passes the same check.
import type { Line } from '../../domain/lines.ts';
import type { Submission } from '../../domain/quote-request/model/submission.ts';
import { AgentError } from '../errors.ts';
import type { PlaybookOutcome } from '../playbook.ts';
import { describeMismatches, verifyQuote } from '../verify-quote.ts';

export function checkOutcome(
  outcome: PlaybookOutcome,
  expected: { submission: Submission; line: Line },
): PlaybookOutcome {
  if (outcome.kind !== 'quoted') return outcome;
  const { quote, mismatches } = verifyQuote(outcome.quote, { ...expected, filed: outcome.filed });
  if (mismatches.length > 0)
    throw new AgentError(
      'quote_mismatch',
      `The quote page does not match what we filed: ${describeMismatches(mismatches)}`,
    );
  return { kind: 'quoted', quote };
}
