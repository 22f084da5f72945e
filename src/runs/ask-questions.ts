// The questions a playbook cannot answer from the submission: answered from the request's own `answers`
// and the client's remembered answers where they fit (a follow-up they close needs none), the rest asked of a person in one pause.
// A question asked again because the portal refused its answer is always asked of a person. What the
// person answers joins the client's remembered answers unless they chose otherwise ("Remember for this
// client" off).
import { AgentError } from '../agents/errors.ts';
import type { Answer, AskReason, UnderwritingQuestion } from '../agents/playbook.ts';
import type { JobRow } from '../store/jobs.ts';
import type { RunRequest } from '../store/quote-requests.ts';
import { givenAnswers, rememberAnswers, rememberedAnswers } from './answers.ts';
import { type PauseDeps, pauseForPerson } from './pause-for-person.ts';

export interface AskQuestionsInput {
  job: JobRow;
  request: Pick<RunRequest, 'clientId' | 'externalReference'> & { submission?: RunRequest['submission'] };
  carrierName: string;
  questions: UnderwritingQuestion[];
  reason: AskReason;
  /** Questions asked again after the portal refused their answer: nothing remembered is used for them. */
  again?: readonly string[];
}

export async function askQuestions(
  deps: PauseDeps,
  input: AskQuestionsInput,
): Promise<Record<string, Answer>> {
  const { db } = deps;
  const { job, request, questions, reason } = input;
  const again = new Set(input.again);
  const first = questions.filter((q) => !again.has(q.id));
  // The request's own answers (decision 0038) before what the client answered for an earlier request.
  const known = {
    ...(await rememberedAnswers(db, request.clientId, first)),
    ...givenAnswers(request.submission?.answers, first),
  };
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
    message: pauseMessage(input.carrierName, reason, open.length, again.size),
    questions: open,
  });
  if (r.kind !== 'answers') throw new AgentError('internal_error', 'Expected answers');
  // A resolution stored before `remember` existed carries none: remembered, as answers were then.
  if (r.remember !== false) await rememberAnswers(db, request.clientId, open, r.answers);
  return { ...known, ...r.answers };
}

function pauseMessage(carrier: string, reason: AskReason, count: number, again: number): string {
  const s = count === 1 ? '' : 's';
  if (again > 0)
    return `${carrier} refused ${again === 1 ? 'an answer' : `${again} answers`}: its words are beside the question${again === 1 ? '' : 's'}`;
  return reason === 'missing_information'
    ? `${carrier} requires ${count} item${s} the submission does not hold`
    : `${carrier} asks ${count} question${s} the submission cannot answer`;
}
