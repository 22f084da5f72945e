// The GL claims answer against the loss table saved at "Operations & coverage": losses listed there
// mean the answer is Yes.
import type { SubmissionData } from '../model.ts';
import type { HarborlineLine } from '../reference/states.ts';
import type { Validated } from './business.ts';

export function lossesAgree(
  line: HarborlineLine,
  data: SubmissionData,
  result: Validated<Record<string, string>>,
): Validated<Record<string, string>> {
  const listed = line === 'gl' ? (data.gl?.losses?.length ?? 0) : 0;
  if (!result.ok || listed === 0 || result.value.priorLawsuits !== 'no') return result;
  return {
    ok: false,
    errors: {
      priorLawsuits: `You listed ${listed} loss${listed === 1 ? '' : 'es'} of the past 5 years under Operations & coverage: answer Yes.`,
    },
  };
}
