// The semantic rules of a create request: requirement groups, reference data (ZIP, state, NAICS) and
// cross-field rules. Runs on any value, including bodies that failed the schema: every rule skips
// values of the wrong type (the schema reports those) and nothing here throws.
import type { FieldErrors } from '../../errors.ts';
import { collectFieldErrors, joinPath } from '../field-errors-builder.ts';
import { fieldMessages } from '../field-messages.ts';
import { checkAdditionalInterests } from './check-additional-interests.ts';
import { checkAnswers } from './check-answers.ts';
import { checkCommercialAuto } from './check-commercial-auto.ts';
import { checkInput } from './check-input.ts';
import { checkLocations } from './check-locations.ts';
import { checkLosses } from './check-losses.ts';
import { checkCyber, checkGeneralLiability, checkUmbrella } from './check-other-lines.ts';
import { checkOwnersOfficers } from './check-owners-officers.ts';
import { checkPriorInsurance } from './check-prior-insurance.ts';
import { checkReferences } from './check-references.ts';
import { checkRequirements } from './check-requirements.ts';
import { checkSelection } from './check-selection.ts';
import { checkWorkersComp } from './check-workers-comp.ts';
import { usToday } from './dates.ts';
import type { CheckContext } from './field-rules.ts';
import { isObject, type JsonObject, objectAt } from './read.ts';

const lineChecks: [key: string, check: (ctx: CheckContext, data: JsonObject) => void][] = [
  ['generalLiability', checkGeneralLiability],
  ['workersComp', checkWorkersComp],
  ['commercialAuto', checkCommercialAuto],
  ['umbrella', checkUmbrella],
  ['cyber', checkCyber],
];

export function checkSubmission(body: unknown, now: Date): FieldErrors {
  const errors = collectFieldErrors();
  if (!isObject(body)) {
    errors.add('body', fieldMessages.type('object'));
    return errors.toObject();
  }
  const ctx: CheckContext = {
    today: usToday(now),
    report: (path, message) => errors.add(joinPath(path), message),
  };
  checkRequirements(ctx, body);
  checkSelection(ctx, body);
  const input = objectAt(body, 'input');
  if (input) checkInput(ctx, input);
  // line data is checked even for a line that is not requested, so one round trip shows every problem
  for (const [key, check] of lineChecks) {
    const data = objectAt(body, key);
    if (data) check(ctx, data);
  }
  // the parts of a full submission and the ids that tie them together (decision 0035)
  checkLocations(ctx, body);
  checkReferences(ctx, body);
  checkLosses(ctx, body);
  checkOwnersOfficers(ctx, body);
  checkPriorInsurance(ctx, body);
  checkAdditionalInterests(ctx, body);
  checkAnswers(ctx, body);
  return errors.toObject();
}
