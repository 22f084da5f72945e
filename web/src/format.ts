// Words for the codes the API uses, and its numbers as people read them.
import type { Coverage, LimitName } from './types.ts';

export const lineNames: Record<string, string> = {
  bop: 'Business owners',
  gl: 'General liability',
  wc: "Workers' comp",
  auto: 'Commercial auto',
  umbrella: 'Umbrella',
  cyber: 'Cyber',
};

export const statusNames: Record<string, string> = {
  pending: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  partial: 'Partly quoted',
  failed: 'Failed',
  cancelled: 'Cancelled',
  standby: 'Staged',
  queued: 'Queued',
  running: 'Running',
  mfa_waiting: 'Waiting for a code',
  action_required: 'Waiting for answers',
  success: 'Quoted',
};

/** What each errorType means for the person reading the page, and what to do. */
export const errorTypeText: Record<string, string> = {
  declined_appetite: 'The carrier does not write this business (outside its appetite).',
  declined_underwriting: 'The carrier declined after reviewing the answers.',
  referred_to_underwriter: 'The carrier referred the submission to an underwriter; expect a reply from them.',
  credentials_missing:
    'No portal login is configured for this carrier. An admin can add one under Carrier logins.',
  login_failed: 'The portal refused the saved login. An admin should check it under Carrier logins.',
  mfa_timeout: 'Nobody entered the sign-in code in time. Retry the job and keep this page open.',
  action_timeout: 'Nobody answered the questions in time. Retry the job.',
  portal_rejected_data: "The portal rejected part of the submission; the message shows the portal's words.",
  portal_unavailable: 'The portal was down or too slow after several tries. Retry later.',
  portal_changed: 'The portal changed in a way the agent does not know yet. We have been told.',
  session_expired: 'The portal ended the session mid-quote. Retry the job.',
  timeout: 'The job ran out of time on the portal. Retry it.',
  quote_mismatch:
    'What the portal showed did not match what we filed, so no premium is reported. The evidence is in the timeline.',
  cancelled: 'Someone cancelled the job.',
  internal_error: 'Something failed on our side, not in your data. Retry the job.',
};

export const money = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const when = (iso: string) => new Date(iso).toLocaleString();

export const label = (map: Record<string, string>, code: string) => map[code] ?? code.replaceAll('_', ' ');

/** Milliseconds as mm:ss, rounded up (minutes may pass 59: a 75-minute window shows 75:00). */
export function mmss(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left in whole minutes, as a screen reader hears it (it changes once a minute). */
export function minutesLeft(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'Less than a minute left' : `${minutes} minutes left`;
}

/** Each limit's words for a person, in the order the lines write them. */
const LIMIT_WORDS: [LimitName, string][] = [
  ['perOccurrence', 'per occurrence'],
  ['aggregate', 'aggregate'],
  ['eachAccident', 'each accident'],
  ['diseasePolicyLimit', 'disease, policy limit'],
  ['diseaseEachEmployee', 'disease, each employee'],
  ['combinedSingleLimit', 'combined single limit'],
  ['bodilyInjuryPerPerson', 'bodily injury per person'],
  ['bodilyInjuryPerAccident', 'bodily injury per accident'],
  ['propertyDamage', 'property damage'],
];

/** Words that gave no number are shown as the carrier wrote them, and said to be so. */
const asQuoted = (words: string | undefined) => (words ? `${words} (as quoted)` : '—');

/** "$1,000,000 per occurrence / $2,000,000 aggregate", the same for every carrier. */
export function limitsText(coverage: Coverage | undefined): string {
  if (!coverage?.limits) return asQuoted(coverage?.asQuoted.limits);
  const limits = coverage.limits;
  return LIMIT_WORDS.flatMap(([name, words]) => {
    const amount = limits[name];
    return amount === undefined ? [] : [`${money(amount)} ${words}`];
  }).join(' / ');
}

/** A deductible or retention: "$2,500", "None" for 0, else the carrier's words. */
export function amountText(amount: number | null | undefined, words: string | undefined): string {
  if (amount === 0) return 'None';
  return typeof amount === 'number' ? money(amount) : asQuoted(words);
}
