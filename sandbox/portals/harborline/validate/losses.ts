// GL "Loss history" table: the losses of the past 5 years, one row each (date, type, paid, reserved,
// open or closed). Optional: a submission saved without it is rated as before. Its rows must agree with
// the underwriting answer "Has the business had any general liability claims or lawsuits in the past 5
// years?" (checked at the questions step, underwriting.ts).
import type { LossRow } from '../model.ts';
import { addYears, type FieldErrors, isIsoDate, parseAmount, text, todayIso } from './common.ts';

export const MAX_LOSS_ROWS = 10;
export const LOSS_YEARS = 5;
export const LOSS_TYPES = [
  { value: 'bodily-injury', label: 'Bodily injury' },
  { value: 'property-damage', label: 'Property damage' },
  { value: 'products', label: 'Products-completed operations' },
  { value: 'personal-advertising', label: 'Personal and advertising injury' },
  { value: 'other', label: 'Other' },
];

export function validateLosses(
  body: Record<string, unknown>,
  now: Date,
  errors: FieldErrors,
): LossRow[] | undefined {
  if (!Array.isArray(body.losses)) return undefined;
  const raw = body.losses as Record<string, unknown>[];
  if (raw.length > MAX_LOSS_ROWS) errors.losses = `Enter at most ${MAX_LOSS_ROWS} losses.`;
  const today = todayIso(now);
  const earliest = addYears(today, -LOSS_YEARS);
  return raw.slice(0, MAX_LOSS_ROWS).map((r, i) => {
    const at = (field: string) => `losses.${i}.${field}`;
    const status = text(r?.status, 6);
    const row: LossRow = {
      date: text(r?.date, 10),
      type: text(r?.type, 30),
      paid: parseAmount(r?.paid),
      reserved: parseAmount(r?.reserved),
      status: status === 'open' ? 'open' : 'closed',
    };
    if (!isIsoDate(row.date)) errors[at('date')] = 'Enter the date of loss.';
    else if (row.date > today) errors[at('date')] = 'The date of loss cannot be in the future.';
    else if (row.date < earliest) errors[at('date')] = 'List only losses of the past 5 years.';
    if (!LOSS_TYPES.some((t) => t.value === row.type)) errors[at('type')] = 'Select the type of loss.';
    if (!(row.paid >= 0)) errors[at('paid')] = 'Enter the amount paid ($0 if none).';
    if (!(row.reserved >= 0)) errors[at('reserved')] = 'Enter the amount reserved ($0 if none).';
    if (status !== 'open' && status !== 'closed') errors[at('status')] = 'Choose Open or Closed.';
    else if (status === 'closed' && row.reserved > 0)
      errors[at('reserved')] = 'A closed loss has no reserve: enter $0 or mark it open.';
    return row;
  });
}
