// Step 1, Business: who the insured is and where. Its "Continue" checks the address first and, when the
// postal form differs from what was typed, opens the standardized-address dialog; choosing there saves
// the section (the first save creates the submission and its reference).
//
// The dialog: the suggestion is taken when it is the same address written the postal way (same state,
// same 5-digit ZIP: USPS abbreviations, upper case, the ZIP+4); a suggestion that moves the address
// elsewhere is not ours to accept, so the address is kept as entered. Both rate the same (the state
// rates).
import type { Locator } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { buttonFor } from '../../../kit/buttons.ts';
import type { Fill } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { type BusinessField, businessValues } from '../mapping.ts';
import type { CascadePortal } from './portal.ts';
import { answer, businessQuestionnaire } from './questions.ts';
import { type CascadePage, CONTINUE, fillAndSave, formPage, type StepContext } from './wizard-page.ts';

/** Each field's label on Cascade's Business step. */
const LABELS: Record<BusinessField, string> = {
  legalName: 'Legal business name',
  dba: 'DBA (optional)',
  entity: 'Legal entity',
  yearStarted: 'Year business started',
  revenue: 'Annual revenue (USD)',
  employees: 'Total employees',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
};

export const ADDRESS_DIALOG = 'We found a standardized address';

export class BusinessPage implements CascadePage {
  readonly headings = ['Business'];
  readonly step = 'business';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const entity = await answer(s.ctx, businessQuestionnaire(s.ctx.submission));
    const values = businessValues(s.ctx.submission, entity);
    const fills: Fill[] = (Object.entries(LABELS) as [BusinessField, string][]).map(([field, label]) => ({
      label,
      value: values[field],
      ...(field === 'state' ? { byValue: true } : {}),
    }));
    const page = formPage(s, this.headings[0]!, CONTINUE, (button) => saveWithAddress(s.portal, button));
    return fillAndSave(carry, page, fills);
  }
}

/** "Continue", then the dialog's choice when it opens: one action, run again whole after a 429. */
async function saveWithAddress(portal: CascadePortal, button: Locator): Promise<void> {
  await portal.answer(button);
  if (!(await portal.dialogShown())) return;
  const dialog = portal.page.getByRole('dialog', { name: ADDRESS_DIALOG });
  if ((await dialog.count()) === 0)
    throw portalChanged('Business: a dialog other than the address check opened');
  const [suggested, entered] = await Promise.all(
    ['Suggested', 'You entered'].map(async (name) => {
      const region = dialog.getByRole('region', { name });
      if ((await region.count()) === 0) throw portalChanged(`The address dialog has no "${name}" address`);
      return ((await region.locator('address').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
  const caption = sameAddress(suggested!, entered!) ? 'Use suggested address' : 'Keep address as entered';
  await portal.answer(await buttonFor(dialog, 'continue', [caption], ADDRESS_DIALOG));
}

/** "… WA 98101-2314" and "… WA 98101": the same state and 5-digit ZIP. */
export function sameAddress(suggested: string, entered: string): boolean {
  const place = (text: string) => /\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?\s*$/.exec(text)?.slice(1).join(' ');
  const where = place(suggested);
  return where !== undefined && where === place(entered);
}
