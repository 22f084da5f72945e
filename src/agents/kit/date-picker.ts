// A date set through a portal's own calendar, for a date field that refuses typing: open the calendar
// (the field, else the button beside it that opens a dialog), step months until its heading names the
// month wanted, click the day. Read back by the filler like any other control.
import type { ElementHandle, Page } from 'playwright-core';
import { portalChanged } from '../errors.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Year, month (1 to 12) and day of "2027-12-31" or "12/31/2027". */
export function dateParts(value: string): { year: number; month: number; day: number } {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (us) return { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) };
  throw new Error(`not a date: ${value}`);
}

/** Steps at most this many months (five years either way). */
const MAX_STEPS = 60;

export async function pickDate(page: Page, field: ElementHandle<Element>, value: string): Promise<void> {
  const { year, month, day } = dateParts(value);
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await field.click();
  if (!(await dialog.isVisible())) {
    const opener = await field.evaluateHandle((e) => {
      const row = e.closest('.field, .form-group, .form-row, div') ?? e.parentElement;
      return (
        row?.querySelector(
          'button[aria-haspopup="dialog"], button[aria-label*="calendar" i], button[aria-label*="date" i]',
        ) ?? null
      );
    });
    const button = opener.asElement();
    if (!button) throw portalChanged('A date field refuses typing and shows no calendar to pick from');
    await button.click();
  }
  await dialog.waitFor({ state: 'visible', timeout: 5_000 });
  const target = year * 12 + (month - 1);
  for (let step = 0; step <= MAX_STEPS; step += 1) {
    const heading =
      (await dialog.locator('[aria-live], h2, h3, [role="heading"]').first().textContent()) ?? '';
    const shown = /([a-z]+)\s+(\d{4})/i.exec(heading);
    const index = shown ? MONTHS.indexOf(shown[1]!.toLowerCase()) : -1;
    if (!shown || index < 0) throw portalChanged(`The calendar's heading "${heading.trim()}" names no month`);
    const at = Number(shown[2]) * 12 + index;
    if (at === target) {
      const days = dialog
        .getByRole('grid')
        .locator('button:not([disabled]):not([aria-disabled="true"]), [role="gridcell"] button')
        .filter({ hasText: new RegExp(`^\\s*${day}\\s*$`) });
      if ((await days.count()) === 0)
        throw portalChanged(`The calendar for ${heading.trim()} has no day ${day}`);
      await days.first().click();
      return;
    }
    const name = at < target ? /next month/i : /previous month/i;
    await dialog.getByRole('button', { name }).click();
  }
  throw portalChanged(`The calendar did not reach ${MONTHS[month - 1]} ${year}`);
}
