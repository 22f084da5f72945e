// Auto step 3: "Drivers", one row per driver (dates of birth are ISO date inputs).
import type { Page } from 'playwright-core';
import type { PlaybookContext } from '../../../playbook.ts';
import type { DriverRow } from '../mapping.ts';
import { saveWithInventory } from './fill-gaps.ts';
import { fillFields } from './form.ts';
import { ensureRows, refusalOf, type StepResult } from './wizard.ts';

const TABLE = {
  what: 'drivers',
  rowLabel: /^First name \(driver \d+\)$/,
  addButton: 'Add driver',
  removeButton: (n: number) => `Remove driver ${n}`,
  max: 50,
};

export class DriversPage {
  readonly page: Page;

  readonly ctx: PlaybookContext;

  constructor(page: Page, ctx: PlaybookContext) {
    this.page = page;
    this.ctx = ctx;
  }

  async complete(drivers: DriverRow[]): Promise<StepResult> {
    const tooMany = await ensureRows(this.page, TABLE, drivers.length);
    if (tooMany) return { rejected: tooMany };
    const label = (field: string, i: number) => `${field} (driver ${i + 1})`;
    const report = await fillFields(
      this.page,
      drivers.flatMap((d, i) => [
        { label: label('First name', i), value: d.firstName },
        { label: label('Last name', i), value: d.lastName },
        { label: label('Date of birth', i), value: d.dateOfBirth },
        { label: label('License state', i), value: d.licenseState },
        { label: label('License number', i), value: d.licenseNumber },
      ]),
    );
    const refusal = refusalOf(report, 'Drivers');
    if (refusal) return { rejected: refusal };
    return saveWithInventory(this.page, this.ctx, 'Drivers');
  }
}
