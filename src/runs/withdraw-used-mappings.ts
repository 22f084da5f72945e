// A learned mapping that led the portal to refuse the submission, or the quote to differ from what we
// filed, is withdrawn at once, with the job and the failure's words as its evidence: no later job
// applies it, and the next one asks a person again.

import { AgentError } from '../agents/errors.ts';
import type { PlaybookOutcome } from '../agents/playbook.ts';
import { SYSTEM, type WithdrawReason } from '../domain/learned-mappings.ts';
import type { Queryable } from '../store/db.ts';
import { withdrawMapping } from '../store/learned-mappings.ts';

/** Why an attempt's ending (an outcome or what it threw) withdraws the mappings it used, if it does. */
export function mappingFailure(
  ending: { outcome: PlaybookOutcome } | { error: unknown },
): { reason: WithdrawReason; message: string } | undefined {
  if ('outcome' in ending)
    return ending.outcome.kind === 'rejected_data'
      ? { reason: 'portal_refused', message: ending.outcome.message }
      : undefined;
  const { error } = ending;
  return error instanceof AgentError && error.errorType === 'quote_mismatch'
    ? { reason: 'quote_mismatch', message: error.message }
    : undefined;
}

export async function withdrawUsedMappings(
  db: Queryable,
  jobId: string,
  used: Iterable<string>,
  failure: { reason: WithdrawReason; message: string },
): Promise<string[]> {
  const withdrawn: string[] = [];
  for (const id of used) {
    const done = await withdrawMapping(db, id, {
      actor: SYSTEM,
      reason: failure.reason,
      evidence: { jobId, message: failure.message },
    });
    if (done) withdrawn.push(id);
  }
  return withdrawn;
}
