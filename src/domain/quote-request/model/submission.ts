// The submission: the validated create body in its canonical form (normalize-submission.ts), stored with
// the request and filed by a playbook. Filed for one line, it holds that line's object whenever the line
// requires one (`lineObjectRequired`): the create checks it, and a job checks it again, once, when it reads
// the stored JSON (`lineSubmission`); past that point the type says so and nothing else checks.
import { type Line, lineObjectKeys, lineObjectRequired } from '../../lines.ts';
import type { CreateQuoteRequest } from './create-body.ts';

export type Submission = CreateQuoteRequest;

/** The body key of the object line L cannot be filed without; none for BOP. */
type RequiredObjectKey<L extends Line> = (typeof lineObjectRequired)[L] extends true
  ? (typeof lineObjectKeys)[L]
  : never;

/** A submission filed for line L: L's object is present when the line requires one. */
export type SubmissionFor<L extends Line> = L extends Line
  ? Submission & Required<Pick<Submission, RequiredObjectKey<L>>>
  : never;

/** A line and its submission, correlated: checking `line` narrows `submission`. */
export type LineSubmission<L extends Line = Line> = L extends Line
  ? { line: L; submission: SubmissionFor<L> }
  : never;

/** Whether `submission` holds the object `line` requires (always, for a line that requires none). */
export function holdsLineObject<L extends Line>(
  line: L,
  submission: Submission,
): submission is SubmissionFor<L> {
  return !lineObjectRequired[line] || submission[lineObjectKeys[line]] !== undefined;
}

/** `submission` filed for `line`, or undefined when it lacks the object the line requires. */
export function lineSubmission(line: Line, submission: Submission): LineSubmission | undefined {
  // One case per line: each pair is checked against its own line's type.
  switch (line) {
    case 'bop':
      return holdsLineObject(line, submission) ? { line, submission } : undefined;
    case 'gl':
      return holdsLineObject(line, submission) ? { line, submission } : undefined;
    case 'wc':
      return holdsLineObject(line, submission) ? { line, submission } : undefined;
    case 'auto':
      return holdsLineObject(line, submission) ? { line, submission } : undefined;
    case 'umbrella':
      return holdsLineObject(line, submission) ? { line, submission } : undefined;
    case 'cyber':
      return holdsLineObject(line, submission) ? { line, submission } : undefined;
  }
}
