// Harborline's underwriting rules: appetite knock-outs checked as soon as the data is entered, then the
// decision at rating time (decline, referral, indication or a bindable quote).
import type { SubmissionData } from './model.ts';
import { GL_DECLINED_CLASSES, GL_DECLINED_NAICS, GL_ROOFING_DECLINE } from './reference/gl-classes.ts';
import { QUESTIONS } from './reference/questions.ts';
import type { HarborlineLine } from './reference/states.ts';
import { MAX_BINDABLE_VEHICLES } from './reference/vehicles.ts';
import { WC_DECLINED_CLASSES, WC_TRUCKING_DECLINE } from './reference/wc-classes.ts';
import { ageOn } from './validate/common.ts';

export type Decision =
  | { status: 'declined'; message: string }
  | { status: 'referred'; message: string }
  | { status: 'indicated'; message: string }
  | { status: 'quoted' };

export const REFERRAL_SUFFIX =
  'A Harborline underwriter will review this submission and contact you within 2 business days.';
export const INDICATION_MESSAGE = 'Indication — subject to underwriter review';
export const MAX_UNREFERRED_MOD = 1.5;
export const MAX_UNREFERRED_INCURRED = 100_000;

/** A class or industry outside the portal's appetite: declined as soon as it is entered. */
export function appetiteDecline(line: HarborlineLine, data: SubmissionData): string | undefined {
  if (line === 'wc' && data.wc?.classes.some((row) => WC_DECLINED_CLASSES.has(row.classCode))) {
    return WC_TRUCKING_DECLINE;
  }
  if (line === 'gl' && data.business && GL_DECLINED_NAICS.has(data.business.naics)) return GL_ROOFING_DECLINE;
  if (line === 'gl' && data.gl && GL_DECLINED_CLASSES.has(data.gl.classCode)) return GL_ROOFING_DECLINE;
  return undefined;
}

export function decide(line: HarborlineLine, data: SubmissionData): Decision {
  const appetite = appetiteDecline(line, data);
  if (appetite) return { status: 'declined', message: appetite };
  const answers = data.questions ?? {};
  const questions = QUESTIONS[line];
  for (const q of questions) {
    if (q.decline && answers[q.id] === q.decline.answer)
      return { status: 'declined', message: q.decline.reason };
  }
  if (line === 'auto' && data.business && data.drivers) {
    const young = data.drivers.drivers.find((d) => ageOn(d.dateOfBirth, data.business!.effectiveDate) < 21);
    if (young) {
      return {
        status: 'declined',
        message: `Harborline requires every listed driver to be at least 21 years old (${young.firstName} ${young.lastName}).`,
      };
    }
  }
  // Listed GL losses are rated (a surcharge) in place of the referral the claims answer leads to.
  const listed = line === 'gl' ? (data.gl?.losses ?? []) : [];
  const reasons = questions
    .filter((q) => !(q.id === 'priorLawsuits' && listed.length > 0))
    .filter((q) => q.refer && answers[q.id] === q.refer.answer)
    .map((q) => q.refer!.reason);
  if (line === 'wc' && data.wc && data.wc.experienceMod > MAX_UNREFERRED_MOD) {
    reasons.push('An experience modification above 1.50 requires underwriter review.');
  }
  if (listed.reduce((sum, l) => sum + l.paid + l.reserved, 0) > MAX_UNREFERRED_INCURRED) {
    reasons.push('Listed losses above $100,000 incurred require underwriter review.');
  }
  if (reasons.length > 0) return { status: 'referred', message: `${reasons.join(' ')} ${REFERRAL_SUFFIX}` };
  if (line === 'auto' && (data.vehicles?.vehicles.length ?? 0) > MAX_BINDABLE_VEHICLES) {
    return { status: 'indicated', message: INDICATION_MESSAGE };
  }
  return { status: 'quoted' };
}
