// The questions a playbook cannot answer from the submission: answered from the client's remembered
// answers where they fit (a follow-up they close needs none), the rest asked of a person in one pause. What the person answers joins the
// client's remembered answers unless they chose otherwise ("Remember for this client" off).
import { AgentError } from '../agents/errors.ts';
import type { Answer, AskReason, UnderwritingQuestion } from '../agents/playbook.ts';
import type { JobRow } from '../store/jobs.ts';
import type { RunRequest } from '../store/quote-requests.ts';
import { rememberAnswers, rememberedAnswers } from './answers.ts';
import { type PauseDeps, pauseForPerson } from './pause-for-person.ts';

export interface AskQuestionsInput {
  job: JobRow;
  request: Pick<RunRequest, 'clientId' | 'externalReference'>;
  carrierName: string;
  questions: UnderwritingQuestion[];
  reason: AskReason;
}

export async function askQuestions(
  deps: PauseDeps,
  input: AskQuestionsInput,
): Promise<Record<string, Answer>> {
  const { db } = deps;
  const { job, request, questions, reason } = input;
  const known = await rememberedAnswers(db, request.clientId, questions);
  // A follow-up whose question a remembered answer settles is asked without its condition when the
  // answer opens it (the person, the app and resolve see no question it hangs on), and not at all
  // when the answer closes it (its playbook ignores it).
  const open: UnderwritingQuestion[] = [];
  for (const q of questions) {
    if (q.id in known) continue;
    if (!q.when || !(q.when.questionId in known)) open.push(q);
    else if (known[q.when.questionId] === q.when.answer) {
      const { when: _opened, ...unconditional } = q;
      open.push(unconditional);
    }
  }
  if (open.length === 0) return known;
  const r = await pauseForPerson(deps, job, request.externalReference, {
    type: reason,
    message: pauseMessage(input.carrierName, reason, open.length),
    questions: open,
  });
  if (r.kind !== 'answers') throw new AgentError('internal_error', 'Expected answers');
  // A resolution stored before `remember` existed carries none: remembered, as answers were then.
  if (r.remember !== false) await rememberAnswers(db, request.clientId, open, r.answers);
  return { ...known, ...r.answers };
}

function pauseMessage(carrier: string, reason: AskReason, count: number): string {
  const s = count === 1 ? '' : 's';
  return reason === 'missing_information'
    ? `${carrier} requires ${count} item${s} the submission does not hold`
    : `${carrier} asks ${count} question${s} the submission cannot answer`;
}
