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
import { region } from '../../../kit/region.ts';
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
  const read = await portal.page.evaluate(readAddressDialog, ADDRESS_DIALOG);
  // The one dialog on show, the address check: read and pressed by page script (a region).
  const dialog = read
    ? region(portal.page, '[role="dialog"]', portal.page.getByRole('dialog', { name: ADDRESS_DIALOG }))
    : portal.page.getByRole('dialog', { name: ADDRESS_DIALOG });
  const [suggested, entered] = read ? [read.suggested, read.entered] : await addressesOf(dialog);
  const caption = sameAddress(suggested!, entered!) ? 'Use suggested address' : 'Keep address as entered';
  await portal.answer(await buttonFor(dialog, 'continue', [caption], ADDRESS_DIALOG));
}

/** The two addresses of the dialog as Playwright's role selectors find them (which wait for them). */
async function addressesOf(dialog: Locator): Promise<string[]> {
  if ((await dialog.count()) === 0)
    throw portalChanged('Business: a dialog other than the address check opened');
  return Promise.all(
    ['Suggested', 'You entered'].map(async (name) => {
      const region = dialog.getByRole('region', { name });
      if ((await region.count()) === 0) throw portalChanged(`The address dialog has no "${name}" address`);
      return ((await region.locator('address').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/**
 * Runs in the page (self-contained): when the page shows exactly one dialog and it is the address
 * check (named `title`, as Playwright's role selector names it), its suggested and entered addresses
 * (each section named so, its address's text); else null, and Playwright's role selectors read it.
 */
function readAddressDialog(title: string): { suggested: string; entered: string } | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (e: Element) => {
    const ids = (e.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.length > 0) return norm(ids.map((id) => document.getElementById(id)?.textContent).join(' '));
    return norm(e.getAttribute('aria-label'));
  };
  const shown = (e: Element) =>
    e.closest('[aria-hidden="true"]') === null &&
    e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const dialog = dialogs[0];
  if (dialogs.length !== 1 || !dialog || !shown(dialog)) return null;
  if (!nameOf(dialog).toLowerCase().includes(title.toLowerCase())) return null;
  const address = (name: string) => {
    const sections = [...dialog.querySelectorAll('section, [role="region"]')].filter(
      (e) => shown(e) && nameOf(e).toLowerCase().includes(name.toLowerCase()),
    );
    const found = sections.length === 1 ? [...sections[0]!.querySelectorAll('address')] : [];
    return found.length === 1 ? norm(found[0]!.textContent) : undefined;
  };
  const suggested = address('Suggested');
  const entered = address('You entered');
  return suggested !== undefined && entered !== undefined ? { suggested, entered } : null;
}

/** "… WA 98101-2314" and "… WA 98101": the same state and 5-digit ZIP. */
export function sameAddress(suggested: string, entered: string): boolean {
  const place = (text: string) => /\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?\s*$/.exec(text)?.slice(1).join(' ');
  const where = place(suggested);
  return where !== undefined && where === place(entered);
}
