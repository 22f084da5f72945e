// One click, once: answering a missing item with the value its proposal offered (or the runner-up's)
// confirms that mapping of the portal's label to our field, learned for the agency, the carrier and
// the screen, so no later job of the agency asks. Any other answer serves the job and teaches nothing.
import type { ProposedValue, UnderwritingQuestion } from '../agents/playbook.ts';
import type { MappingActor } from '../domain/learned-mappings.ts';
import type { Db } from '../store/db.ts';
import { type LearnedMappingRecord, learnMapping } from '../store/learned-mappings.ts';

export interface LearnFromAnswersInput {
  agencyId: string;
  carrierId: string;
  questions: readonly UnderwritingQuestion[];
  /** The answers as sent and as checked (either may match the proposed value). */
  given: Record<string, unknown>;
  checked: Record<string, string | boolean>;
  /** The person (`usr_…`) or API key (`key_…`) that resolved. */
  confirmedBy: MappingActor;
}

export async function learnFromAnswers(
  db: Db,
  input: LearnFromAnswersInput,
): Promise<LearnedMappingRecord[]> {
  const learned: LearnedMappingRecord[] = [];
  for (const q of input.questions) {
    const proposal = q.proposal;
    if (!proposal) continue;
    const answers = [input.given[q.id], input.checked[q.id]];
    const chosen = [proposal, proposal.runnerUp].find(
      (p): p is ProposedValue => p !== undefined && answers.some((a) => sameText(a, p.value)),
    );
    if (!chosen) continue;
    learned.push(
      await learnMapping(db, {
        agencyId: input.agencyId,
        carrierId: input.carrierId,
        screen: proposal.screen,
        label: q.text,
        field: chosen.field,
        confirmedBy: input.confirmedBy,
      }),
    );
  }
  return learned;
}

function sameText(answer: unknown, value: string): boolean {
  if (typeof answer !== 'string' && typeof answer !== 'number' && typeof answer !== 'boolean') return false;
  return String(answer).trim().toLowerCase() === value.trim().toLowerCase();
}
