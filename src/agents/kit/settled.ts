// Whether a control holds what the filler set, read back after the person left it. A control that does
// not is reported, never taken as filled: the difference between a quote for this submission and one
// for whatever the portal made of it.

import { parseDate } from '../../domain/portal-values.ts';
import type { ControlKind } from './controls.ts';
import { cleanLabel } from './labels.ts';

/** Text as a person compares it: the label cleaner's spacing and punctuation, any case. */
export const norm = (text: string) => cleanLabel(text).toLowerCase();

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a control holds what was set. Portals reformat as you type (a phone's parentheses, an
 * amount's commas, a date's separators): the same digits in the same order count as the same value
 * when what was set is made of digits and separators, and so does the same date written another way
 * (12/31/2027, 2027-12-31); anything else must be equal as a person reads it.
 */
export function settled(kind: ControlKind, wanted: string, holds: string): boolean {
  if (norm(wanted) === norm(holds)) return true;
  // A combobox may keep the whole option's text or only its code.
  if (kind === 'combobox')
    return holds !== '' && (norm(wanted).startsWith(norm(holds)) || norm(holds).startsWith(norm(wanted)));
  const numeric = /^[\d\s()+\-./,$]*$/.test(wanted) && digits(wanted) !== '';
  if (!numeric) return false;
  if (digits(wanted) === digits(holds)) return true;
  const date = parseDate(wanted);
  return date !== undefined && date === parseDate(holds);
}
