// WC step 2: "Class codes & payroll". A row's Class code dropdown is empty and disabled until its State
// is chosen, then loads that state's codes: states first, wait for the lists, then codes and payroll.
// Below, "Owners & officers" (parts.ts): each owner or officer's Coverage first, row by row (choosing
// it redraws the table: an included one gains Class code, loaded from the first row's state, and Annual
// payroll), then name, title and ownership with the class rows, and an included one's class and payroll
// once loaded.
import type { Fill } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { portalWcClass, wcForm } from '../mapping.ts';
import { officerRows, type RowValues } from '../parts.ts';
import {
  ensureRows,
  fillStep,
  fillTableAndSave,
  type HarborlinePage,
  type RowTable,
  rejected,
  type StepContext,
} from './wizard-page.ts';

const TABLE: RowTable = {
  what: 'class codes',
  rowLabel: /^State \(row \d+\)$/,
  cell: (column, row) => `${column} (row ${row + 1})`,
  addButton: 'Add class code',
  removeButton: (n) => `Remove row ${n}`,
  max: 20,
};

const OFFICERS: RowTable = {
  what: 'owners and officers',
  rowLabel: /^Name \(owner \d+\)$/,
  cell: (column, row) => `${column} (owner ${row + 1})`,
  addButton: 'Add owner or officer',
  removeButton: (n) => `Remove owner ${n}`,
  max: 10,
};

export class ClassCodesPage implements HarborlinePage<'wc'> {
  readonly headings = ['Class codes & payroll'];
  readonly step = 'class-codes';

  async complete(s: StepContext<'wc'>, carry: Carry): Promise<PageResult> {
    const where = this.headings[0]!;
    const form = wcForm(s.ctx.submission);
    const listed = officerRows(s.ctx.submission, portalWcClass);
    const asked =
      listed && listed.questions.length > 0
        ? await s.ctx.answerQuestions(listed.questions, 'missing_information')
        : {};
    const officers = listed?.complete(asked) ?? [];
    const tooMany = await ensureRows(s, OFFICERS, officers.length);
    if (tooMany) return rejected(tooMany);
    // One row at a time: each choice redraws the table, so the next row's control is read afresh.
    for (const fill of officerFills(officers, ['Coverage'])) {
      const refusal = await fillStep(s, undefined, where, [fill]);
      if (refusal) return rejected(refusal);
    }
    const included = officers.flatMap((o, i) => (o.Coverage === 'Included' ? [i] : []));
    const { cell } = TABLE;
    return fillTableAndSave(s, carry, where, {
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
        ...officerFills(officers, ['Name', 'Title', 'Ownership %']),
      ],
      loading: [
        ...form.rows.map((_, i) => cell('Class code', i)),
        ...included.map((i) => OFFICERS.cell('Class code', i)),
      ],
      loaded: [
        ...form.rows.flatMap((r, i) => [
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
        ...included.flatMap((i) => {
          const o = officers[i]!;
          return [
            {
              label: OFFICERS.cell('Class code', i),
              value: o['Class code']!,
              byValue: true,
              offered: true,
              refusal: `Harborline does not offer class code ${o['Class code']} for ${o.Name} in ${form.rows[0]?.state}.`,
            },
            { label: OFFICERS.cell('Annual payroll', i), value: o['Annual payroll']! },
          ];
        }),
      ],
    });
  }
}

/** The officers' values of these columns, each labelled by its row ("Name (owner 2)"). */
const officerFills = (officers: RowValues[], columns: string[]): Fill[] =>
  officers.flatMap((o, i) => columns.map((c) => ({ label: OFFICERS.cell(c, i), value: o[c] ?? '' })));
