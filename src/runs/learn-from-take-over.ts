// When a person hands a job's page back (or their hold expires), what they did there is learned
// (docs/decisions/0030-learning-from-a-take-over.md): values equal to one of the submission's are
// proposed as field mappings for the carrier's screen, the button that finished a screen the kit's
// intents do not know is proposed as its continue action (both wait for an admin: never applied before),
// and values the submission does not hold are remembered as the client's answers.
import { type ButtonIntent, meansIntent } from '../agents/kit/button-intents.ts';
import type { TakeOverRecording } from '../agents/runtime/take-over-record.ts';
import { learnFromTakeOver } from '../domain/learn-from-take-over.ts';
import { saveClientAnswer } from '../store/client-answers.ts';
import type { Db } from '../store/db.ts';
import { proposeMapping } from '../store/mapping-proposals.ts';

const INTENTS: readonly ButtonIntent[] = ['continue', 'rate', 'sign-in', 'verify', 'back'];

/** Whether the kit already knows what a button so captioned does. */
export const knownCaption = (caption: string) => INTENTS.some((intent) => meansIntent(caption, intent));

export interface LearnFromHoldInput {
  job: { id: string; agencyId: string; carrierId: string };
  clientId: string;
  /** The job's submission (the line's object included). */
  submission: unknown;
  /** The person who held the page. */
  userId: string;
  recording: TakeOverRecording;
}

export async function learnFromHold(
  deps: { db: Db; log(message: string, fields?: Record<string, unknown>): void },
  input: LearnFromHoldInput,
): Promise<void> {
  const { job, recording } = input;
  const learned = learnFromTakeOver({
    events: recording.events,
    screen: recording.startHeading,
    ...(recording.agentScreen ? { agentScreen: recording.agentScreen } : {}),
    endScreen: recording.endHeading,
    carrierId: job.carrierId,
    submission: input.submission,
    knownCaption,
  });
  const base = { agencyId: job.agencyId, carrierId: job.carrierId, jobId: job.id, proposedBy: input.userId };
  const proposed: string[] = [];
  for (const f of learned.fields) {
    const made = await proposeMapping(deps.db, {
      ...base,
      kind: 'field',
      screen: f.screen,
      label: f.label,
      field: f.field,
      observed: { value: f.value, url: f.url },
    });
    if (made) proposed.push(`${f.screen}: ${f.label} → ${f.field}`);
  }
  for (const c of learned.continues) {
    const made = await proposeMapping(deps.db, {
      ...base,
      kind: 'continue',
      screen: c.screen,
      label: c.caption,
      field: '',
      observed: { url: c.url },
    });
    if (made) proposed.push(`${c.screen}: continue "${c.caption}"`);
  }
  for (const a of learned.answers)
    await saveClientAnswer(deps.db, input.clientId, { key: a.key, text: a.text }, a.answer);
  deps.log('learned from a take-over', {
    jobId: job.id,
    events: recording.events.length,
    proposed,
    answersRemembered: learned.answers.map((a) => a.key),
  });
}
