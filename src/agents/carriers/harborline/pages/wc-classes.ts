// WC step 2: "Class codes & payroll". A row's Class code dropdown is empty and disabled until its State
// is chosen, then loads that state's codes: states first, wait for the lists, then codes and payroll.
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { wcForm } from '../mapping.ts';
import { fillTableAndSave, type HarborlinePage, type RowTable, type StepContext } from './wizard-page.ts';

const TABLE: RowTable = {
  what: 'class codes',
  rowLabel: /^State \(row \d+\)$/,
  cell: (column, row) => `${column} (row ${row + 1})`,
  addButton: 'Add class code',
  removeButton: (n) => `Remove row ${n}`,
  max: 20,
};

export class ClassCodesPage implements HarborlinePage<'wc'> {
  readonly headings = ['Class codes & payroll'];
  readonly step = 'class-codes';

  complete(s: StepContext<'wc'>, carry: Carry): Promise<PageResult> {
    const form = wcForm(s.ctx.submission);
    const { cell } = TABLE;
    return fillTableAndSave(s, carry, this.headings[0]!, {
      table: TABLE,
      rows: form.rows.length,
      first: [
        ...form.rows.map((r, i) => ({
          label: cell('State', i),
          value: r.state,
          offered: true,
          refusal: `Harborline does not write workers' compensation in ${r.state}.`,
        })),
        ...form.fields,
      ],
      loading: form.rows.map((_, i) => cell('Class code', i)),
      loaded: form.rows.flatMap((r, i) => [
        {
          label: cell('Class code', i),
          value: r.classCode,
          byValue: true,
          offered: true,
          refusal: `Harborline does not offer class code ${r.classCode} in ${r.state}.`,
        },
        { label: cell('Annual payroll', i), value: r.payroll },
        { label: cell('Full-time employees', i), value: r.fullTime },
        { label: cell('Part-time employees', i), value: r.partTime },
      ]),
    });
  }
}
