// GL step "Operations & coverage": the class (which fixes the premium basis), exposure, limits, deductible.
import type { GlInfo } from '../model.ts';
import { findGlClass, GL_DEDUCTIBLES, GL_LIMITS } from '../reference/gl-classes.ts';
import { stateRefusal } from '../reference/states.ts';
import type { Validated } from './business.ts';
import { type FieldErrors, option, parseAmount, text } from './common.ts';
import { validateLosses } from './losses.ts';

export function validateGl(
  body: Record<string, unknown>,
  businessState: string,
  now: Date,
): Validated<GlInfo> {
  const errors: FieldErrors = {};
  const refusal = stateRefusal('gl', businessState);
  if (refusal) errors._form = refusal;
  const cls = findGlClass(text(body.classCode, 5));
  if (!cls) errors.classCode = 'Select a general liability class.';
  const exposure = parseAmount(body.exposure);
  if (!(exposure > 0)) errors.exposure = 'Enter the exposure amount (greater than 0).';
  else if (cls && (cls.basis === 'units' || cls.basis === 'area') && !Number.isInteger(exposure)) {
    errors.exposure = 'Enter a whole number.';
  } else if (exposure > 100_000_000) errors.exposure = 'Exposure above 100,000,000 cannot be quoted online.';
  const limits = option(GL_LIMITS, body.limits);
  if (!limits) errors.limits = 'Select the limits of insurance.';
  const deductible = option(GL_DEDUCTIBLES, body.deductible);
  if (!deductible) errors.deductible = 'Select a property damage deductible.';
  const losses = validateLosses(body, now, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      classCode: cls!.code,
      exposure,
      limits: limits!.value,
      deductible: deductible!.value,
      ...(losses ? { losses } : {}),
    },
  };
}
