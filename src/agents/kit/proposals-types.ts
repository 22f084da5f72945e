// What the proposal scorer (proposals.ts) reads of a control and of our values, and what it answers.

/** Everything the page says about one control. */
export interface ControlFacts {
  /** The words a person reads for it ('' when none). */
  label: string;
  /** Input type (text, email, tel, number, date, …), or 'select', 'textarea'. */
  type?: string;
  inputMode?: string;
  /** HTML autocomplete tokens ('email', 'postal-code', 'section-x shipping tel', …). */
  autocomplete?: string;
  /** Its `name` attribute, else its id ("ctl00$Main$txtContactName", "applicant[contact_email]"). */
  htmlName?: string;
  pattern?: string;
  maxLength?: number;
  /** A number input's bounds. */
  min?: number;
  max?: number;
  placeholder?: string;
  /** Help text, or the text aria-describedby points to. */
  hint?: string;
  /** The fieldset legend or the heading above. */
  section?: string;
  /** Labels of the controls just before and after. */
  neighbours?: string[];
  required: boolean;
  /** A drop-down's or radio group's options (their texts). */
  options?: string[];
  /** A value entered in boxes of these lengths, one after the other (a phone as 3, 3 and 4). */
  parts?: number[];
}

export type ValueKind =
  | 'email'
  | 'phone'
  | 'zip'
  | 'year'
  | 'count'
  | 'money'
  | 'date'
  | 'name'
  | 'address'
  | 'city'
  | 'state'
  | 'fein'
  | 'naics'
  | 'text';

/** One of our values that may go into the control. */
export interface Candidate {
  /** Our field ('input.numberOfEmployees'). */
  field: string;
  value: string | number;
  kind: ValueKind;
  /** How people name our field. */
  names: string[];
  /** The HTML autofill field names that are this field ('email', 'postal-code'). */
  autofill?: string[];
  /** The name of a person (the contact's), not of a business. */
  person?: boolean;
  /** The policyholder's own name (the business's legal name): what a box named for the applicant takes. */
  policyholder?: boolean;
  /** One of a fixed list (a legal form): it goes into a control that offers its choices, never a box. */
  choice?: boolean;
  /** The block of a form it sits in, which a section or neighbours may name. */
  block?: 'business' | 'address' | 'contact' | 'size' | 'policy';
}

export interface Proposal {
  field: string;
  /** The value in the form the control takes (a phone's digits for a ten-character box). */
  value: string | number;
  score: number;
  /** The next best field, when another fits at all. */
  runnerUp?: { field: string; score: number };
  /** Fill without a person: score, margin and no decoy word (see the constants). */
  confident: boolean;
  /** The evidence, for the run's trace and the person asked. */
  why: string[];
}
