// The shape of an AgentDesk application: a line's long form is a list of collapsible sections, each
// with fields (or a repeating schedule) and its own checks.
import type { PortalDrift } from '../../../core/drift.ts';
import type { PremiumResult } from '../rating.ts';

export type FormValues = Record<string, string>;
/** Field name (or section id) -> the portal's message. */
export type FormErrors = Record<string, string>;

export interface CheckEnv {
  /** Today in Austin, ISO. */
  today: string;
  layoutVersion: 1 | 2;
  /** The `newRequirements` fault: Business Operations asks two more things (see new-requirements.ts). */
  newRequirements?: boolean;
  /** Layout drift (SANDBOX_DRIFT): Underwriting gains the moved field and new questions. */
  drift?: PortalDrift;
}

export interface Option {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'radio';
  options?: Option[];
  /** Shown under the label (formats such as MM-DD-YYYY). */
  hint?: string;
  optional?: boolean;
  size?: 'short' | 'medium' | 'long';
  /** Runs on a non-empty value; answers the portal's message when it refuses it. */
  check?: (value: string, values: FormValues, env: CheckEnv) => string | undefined;
}

export interface SectionDef {
  id: string;
  title: string;
  intro?: string;
  fields: FieldDef[];
  /** A custom body (the vehicle and driver schedules). */
  render?: (values: FormValues, errors: FormErrors, env: CheckEnv) => string;
  /** Checks beyond each field's own. */
  validate?: (values: FormValues, env: CheckEnv) => FormErrors;
}

export type LineId = 'bop' | 'auto' | 'cyber';

export interface Review {
  status: 'declined' | 'referred';
  message: string;
}

export interface LineForm {
  line: LineId;
  title: string;
  /** Two letters in quote numbers: BP, CA, CY. */
  code: string;
  sections: SectionDef[];
  /** Checked when Business Operations is saved: a class the line never writes ends the application. */
  classKnockout(naics: string): string | undefined;
  /** Underwriting rules at Get Rates: a decline or a referral, or undefined to rate. */
  review(values: FormValues, env: CheckEnv): Review | undefined;
  quoteType(values: FormValues): 'bindable' | 'indication';
  rate(values: FormValues): PremiumResult;
  /** Coverage lines shown on the Get Rates page, the quote and the letter. */
  summary(values: FormValues): { label: string; value: string }[];
}

export const yesNo: Option[] = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
