// Turns a complete submission into Harborline's quote: number, premium, policy term, limits, expiry.
import type { QuoteTerms, SubmissionData } from './model.ts';
import { type Rating, rateAuto, rateGl, rateWc } from './rating.ts';
import { GL_DEDUCTIBLES, GL_LIMITS } from './reference/gl-classes.ts';
import type { HarborlineLine } from './reference/states.ts';
import { AUTO_DEDUCTIBLES, AUTO_LIMITS } from './reference/vehicles.ts';
import { EL_LIMITS } from './reference/wc-classes.ts';
import { addDays, addYears, todayIso } from './validate/common.ts';

export const QUOTE_VALID_DAYS = 30;
const LINE_CODES: Record<HarborlineLine, string> = { wc: 'WC', auto: 'CA', gl: 'GL' };

export function quoteNumber(line: HarborlineLine, submissionId: string): string {
  return `HBL-${LINE_CODES[line]}-${submissionId.replace(/\D/g, '')}-01`;
}

const labelOf = (options: { value: unknown; label: string }[], value: unknown) =>
  options.find((o) => String(o.value) === String(value))?.label ?? String(value);

export function rateSubmission(line: HarborlineLine, data: SubmissionData): Rating {
  if (line === 'wc') return rateWc(data.wc!);
  if (line === 'auto') return rateAuto({ ...data.vehicles!, vehicles: data.vehicles!.vehicles });
  return rateGl({ ...data.gl!, state: data.business!.state });
}

export function quoteTerms(line: HarborlineLine, data: SubmissionData, now: Date): QuoteTerms {
  const effectiveDate = data.business!.effectiveDate;
  const base = { effectiveDate, expirationDate: addYears(effectiveDate, 1), quotedAt: todayIso(now) };
  if (line === 'wc') {
    return {
      ...base,
      limits: [
        { label: "Workers' compensation", value: 'Statutory' },
        { label: "Employers' liability", value: labelOf(EL_LIMITS, data.wc!.elLimit) },
      ],
    };
  }
  if (line === 'auto') {
    return {
      ...base,
      limits: [
        {
          label: 'Liability (combined single limit)',
          value: labelOf(AUTO_LIMITS, data.vehicles!.liabilityLimit),
        },
      ],
      deductible: `${labelOf(AUTO_DEDUCTIBLES, data.vehicles!.deductible)} comprehensive / collision`,
    };
  }
  return {
    ...base,
    limits: [{ label: 'Each occurrence / general aggregate', value: labelOf(GL_LIMITS, data.gl!.limits) }],
    deductible: `${labelOf(GL_DEDUCTIBLES, data.gl!.deductible)} property damage`,
  };
}

export const quoteExpiry = (now: Date) => addDays(todayIso(now), QUOTE_VALID_DAYS);
