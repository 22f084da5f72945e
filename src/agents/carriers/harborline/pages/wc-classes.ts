// WC step 2: "Class codes & payroll". A row's Class code select is empty and disabled until its State is
// chosen, then loads that state's codes: states first, wait for the lists, then codes and payroll.
import type { Page } from 'playwright-core';
import { portalUnavailable } from '../../../errors.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { WcForm } from '../mapping.ts';
import { saveWithInventory } from './fill-gaps.ts';
import { fillFields, loadOptions } from './form.ts';
import { SCREEN_TIMEOUT } from './screen.ts';
import { ensureRows, refusalOf, type StepResult, unavailableOptions } from './wizard.ts';

const TABLE = {
  what: 'class codes',
  rowLabel: /^State \(row \d+\)$/,
  addButton: 'Add class code',
  removeButton: (n: number) => `Remove row ${n}`,
  max: 20,
};

export class ClassCodesPage {
  readonly page: Page;

  readonly ctx: PlaybookContext;

  constructor(page: Page, ctx: PlaybookContext) {
    this.page = page;
    this.ctx = ctx;
  }

  async complete(form: WcForm): Promise<StepResult> {
    const tooMany = await ensureRows(this.page, TABLE, form.rows.length);
    if (tooMany) return { rejected: tooMany };
    const label = (field: string, i: number) => `${field} (row ${i + 1})`;
    const first = await fillFields(this.page, [
      ...form.rows.map((r, i) => ({ label: label('State', i), value: r.state })),
      ...form.fields,
    ]);
    const refusal = refusalOf(first, 'Class codes & payroll', ({ label: l, value }) =>
      l.startsWith('State (') ? `Harborline does not write workers' compensation in ${value}.` : undefined,
    );
    if (refusal) return { rejected: refusal };
    const codeLabels = form.rows.map((_, i) => label('Class code', i));
    const unloaded = await loadOptions(this.page, codeLabels, SCREEN_TIMEOUT);
    if (!unloaded) throw portalUnavailable('Broker Hub did not load the class codes for the chosen states');
    const unavailable = unavailableOptions(unloaded);
    if (unavailable) return { rejected: unavailable };
    const second = await fillFields(
      this.page,
      form.rows.flatMap((r, i) => [
        { label: label('Class code', i), value: r.classCode },
        { label: label('Annual payroll', i), value: r.payroll },
        { label: label('Full-time employees', i), value: r.fullTime },
        { label: label('Part-time employees', i), value: r.partTime },
      ]),
    );
    const codeRefusal = refusalOf(second, 'Class codes & payroll', ({ label: l, value }) => {
      const row = form.rows[codeLabels.indexOf(l)];
      return row ? `Harborline does not offer class code ${value} in ${row.state}.` : undefined;
    });
    if (codeRefusal) return { rejected: codeRefusal };
    return saveWithInventory(this.page, this.ctx, 'Class codes');
  }
}
