// Auto step 3: "Drivers", one row per driver (dates of birth are ISO date inputs).
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { driverRows } from '../mapping.ts';
import { fillTableAndSave, type HarborlinePage, type RowTable, type StepContext } from './wizard-page.ts';

const TABLE: RowTable = {
  what: 'drivers',
  rowLabel: /^First name \(driver \d+\)$/,
  cell: (column, row) => `${column} (driver ${row + 1})`,
  addButton: 'Add driver',
  removeButton: (n) => `Remove driver ${n}`,
  max: 50,
};

export class DriversPage implements HarborlinePage<'auto'> {
  readonly headings = ['Drivers'];
  readonly step = 'drivers';

  complete(s: StepContext<'auto'>, carry: Carry): Promise<PageResult> {
    const drivers = driverRows(s.ctx.submission);
    const { cell } = TABLE;
    return fillTableAndSave(s, carry, this.headings[0]!, {
      table: TABLE,
      rows: drivers.length,
      first: drivers.flatMap((d, i) => [
        { label: cell('First name', i), value: d.firstName },
        { label: cell('Last name', i), value: d.lastName },
        { label: cell('Date of birth', i), value: d.dateOfBirth },
        { label: cell('License state', i), value: d.licenseState, offered: true },
        { label: cell('License number', i), value: d.licenseNumber },
      ]),
    });
  }
}
