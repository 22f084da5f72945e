// A carrier line's declared requirements (requirements.ts, the carrier's definition file) as needs of a
// partial body: the fields its portal requires and those it asks a person for when absent, each with
// the conditions the create's warnings apply (carrier-warnings.ts), kept as `when` where the body does
// not decide them yet. A legal entity the portal lacks is its definition's question, or a create warning.

import { partUse } from '../carrier-definition/part-use.ts';
import type { Carrier } from '../carriers/catalog.ts';
import type { AskedField } from '../carriers/requirements.ts';
import { valuesAt } from '../carriers/submission-paths.ts';
import { type Line, lineObjectKeys } from '../lines.ts';
import type { Submission } from '../quote-request/model/submission.ts';
import type { FieldNeed, When } from './types.ts';

export interface LineNeed {
  field: string;
  given: boolean;
  /** Its conditions hold on the body as it is. */
  applies: boolean;
  job: Omit<FieldNeed['jobs'][number], 'carrierId' | 'line'>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const withWhen = (when: When[]) => (when.length ? { when } : {});

/** A field of `input` or of the line's own object; another line's only when the submission carries it. */
function carried(field: string, line: Line, s: Submission): boolean {
  const top = field.split('.')[0]!;
  return top === 'input' || top === lineObjectKeys[line] || valuesAt(s, top)[0]?.value !== undefined;
}

/**
 * `derive` fills what a submission's parts imply (withDerivedFields): a part's field no run of the
 * carrier's flow asks (part-use.ts) is not a need.
 */
export function lineFieldNeeds(
  carrier: Carrier,
  line: Line,
  s: Submission,
  derive?: (s: Record<string, unknown>) => Record<string, unknown>,
): LineNeed[] {
  const r = carrier.lines[line]?.requirements;
  if (!r) return [];
  const businessType = s.input.businessType as string | undefined;
  const needs: LineNeed[] = [];
  const asked = partUse(carrier.flow, line, s as unknown as Record<string, unknown>, derive);
  for (const f of r.requiredFields) {
    const except = f.exceptBusinessTypes;
    if (except && businessType !== undefined && except.includes(businessType as never)) continue;
    // Without the business type the exception is undecided: told, and needed as the create warns.
    const when: When[] =
      except && businessType === undefined ? [{ field: 'input.businessType', not: [...except] }] : [];
    const value = valuesAt(s, f.field)[0]?.value;
    needs.push({
      field: f.field,
      given: !isBlank(value),
      applies: true,
      job: { need: 'required', label: f.label, ...withWhen(when) },
    });
  }
  for (const f of r.asked) {
    if (!carried(f.field, line, s)) continue;
    const judged = askedWhen(f, s);
    if (judged === false) continue;
    const { when, applies } = judged;
    for (const { path, value } of valuesAt(s, f.field)) {
      if (isBlank(value) && !asked(path)) continue;
      const short =
        f.minLength !== undefined && typeof value === 'string' && value.trim().length < f.minLength;
      const job = {
        need: 'asked' as const,
        label: f.label,
        ...withWhen(when),
        ...(f.answersOnly ? { answersOnly: f.answersOnly } : {}),
      };
      needs.push({ field: path, given: !isBlank(value) && !short, applies, job });
    }
  }
  return needs;
}

/** The conditions of an asked field (false when the body rules it out), and whether they hold on it now. */
function askedWhen(f: AskedField, s: Submission): { when: When[]; applies: boolean } | false {
  const when: When[] = [];
  let applies = true;
  if (f.ownersOnly) {
    const owned = s.businessOwners?.buildingOwned;
    if (owned === false) return false;
    // As the create's warning judges it: asked of an owner only, so not yet while the body does not say.
    when.push({ field: 'businessOwners.buildingOwned', equals: true });
    applies = owned === true;
  }
  const not = f.notAskedWhen;
  if (not) {
    const values = valuesAt(s, not.field).map((v) => v.value);
    if (values.includes(not.value)) return false;
    when.push({ field: not.field, not: not.value });
  }
  return { when, applies };
}
