// What POST /v1/quotes/requirements answers (decision 0038): per (carrier, line) whether a job would be
// dispatched, and, grouped by section of the create body, the fields and the questions the dispatched
// jobs will need, each with the jobs needing it and their conditions. Pure data.

import type { Line } from '../lines.ts';
import type { AnswerType } from '../questions/vocabulary.ts';

/** A condition on the body (`field` holds one of `equals`, none of `not`, or is `present`) or on an answer. */
export type When =
  | { field: string; equals?: Scalar | Scalar[]; not?: Scalar | Scalar[]; present?: boolean }
  | { question: string; answer: boolean };
export type Scalar = string | number | boolean;

export interface JobPair {
  carrierId: string;
  line: Line;
}

export interface JobOutcome extends JobPair {
  /** Whether the create would stage this job (the appetite check, the agency's portal login). */
  dispatched: boolean;
  /** Why not, in the create's words (`skippedCarriers` / `partialSkips`). */
  reason?: string;
  /** Facts of the appetite check the body lacks: decided only once they are given. */
  appetiteUndecided?: string[];
  /** Whether the carrier's questions are known in advance (its definition's flow), not only its fields. */
  questionsListed?: boolean;
  /** What the portal will refuse or refer (the create's `warnings` beyond the fields), once the create takes the body. */
  warnings?: { field: string; message: string }[];
}

/** Why a job needs a field: the carrier will not quote without it, or a person is asked for it during the run. */
export type FieldNeedKind = 'required' | 'asked';

export interface FieldNeed {
  /** The create body's path (`input.fein`, `businessOwners.yearBuilt`, `workersComp.classCodes[0].payroll`). */
  field: string;
  label: string;
  /** The body holds a value that serves (for an asked field: one that answers, e.g. not too short). */
  given: boolean;
  /** The create refuses the body without it. */
  createRequires: boolean;
  /**
   * The create or a job needs it for the body as it is (a job's conditions hold); one listed only for a
   * condition the body does not meet yet is not needed until it does.
   */
  needed: boolean;
  jobs: (JobPair & {
    need: FieldNeedKind;
    /** The portal's own words. */
    label: string;
    /** Needed only when all of these hold. */
    when?: When[];
    /** Only this value answers the portal's question; another leaves it to a person. */
    answersOnly?: { value: Scalar; when: string };
  })[];
}

export interface QuestionNeed {
  /** Canonical (docs/reference/questions.md) or `<carrierId>:<slug>`: the key of `answers`. */
  id: string;
  text: string;
  type: AnswerType;
  /** Absent for a choice whose options are read from the portal's page. */
  choices?: string[];
  /** Answered by the body: a field that says it, or `answers`. */
  given: boolean;
  /** A job asks it of the body as it is (its conditions hold). */
  needed: boolean;
  /** The body fields that answer it when given (else `answers.<id>` does). */
  answeredBy?: string[];
  jobs: (JobPair & { label: string; when?: When[] })[];
}

export interface RequirementsSection {
  /** The create body's top-level key the section fills (`input`, `businessOwners`, `lossHistory`, …). */
  section: string;
  title: string;
  fields: FieldNeed[];
  questions: QuestionNeed[];
}

export interface QuoteRequirements {
  jobs: JobOutcome[];
  sections: RequirementsSection[];
  /** Nothing needed is missing: the create takes the body, and no dispatched job pauses for what is listed. */
  complete: boolean;
}
