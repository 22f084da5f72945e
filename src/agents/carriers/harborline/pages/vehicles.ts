// Auto step 2: "Vehicles & coverage". A row's Make select loads once its Year is chosen: years first,
// wait for the make lists, then the makes.
import type { Page } from 'playwright-core';
import { portalUnavailable } from '../../../errors.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { vehiclesForm } from '../mapping.ts';
import { saveWithInventory } from './fill-gaps.ts';
import { fillFields, loadOptions } from './form.ts';
import { SCREEN_TIMEOUT } from './screen.ts';
import { ensureRows, refusalOf, type StepResult, unavailableOptions } from './wizard.ts';

const TABLE = {
  what: 'vehicles',
  rowLabel: /^VIN \(vehicle \d+\)$/,
  addButton: 'Add vehicle',
  removeButton: (n: number) => `Remove vehicle ${n}`,
  max: 50,
};

export class VehiclesPage {
  readonly page: Page;

  readonly ctx: PlaybookContext;

  constructor(page: Page, ctx: PlaybookContext) {
    this.page = page;
    this.ctx = ctx;
  }

  async complete(form: ReturnType<typeof vehiclesForm>): Promise<StepResult> {
    const tooMany = await ensureRows(this.page, TABLE, form.rows.length);
    if (tooMany) return { rejected: tooMany };
    const label = (field: string, i: number) => `${field} (vehicle ${i + 1})`;
    const first = await fillFields(this.page, [
      ...form.rows.flatMap((v, i) => [
        { label: label('VIN', i), value: v.vin },
        { label: label('Year', i), value: v.year },
        { label: label('Model', i), value: v.model },
        { label: label('Garaging ZIP', i), value: v.garagingZip },
        { label: label('Use', i), value: v.use },
        { label: label('Radius', i), value: v.radius },
      ]),
      ...form.fields,
    ]);
    const refusal = refusalOf(first, 'Vehicles & coverage');
    if (refusal) return { rejected: refusal };
    const makeLabels = form.rows.map((_, i) => label('Make', i));
    const unloaded = await loadOptions(this.page, makeLabels, SCREEN_TIMEOUT);
    if (!unloaded) throw portalUnavailable('Broker Hub did not load the vehicle makes for the chosen years');
    const unavailable = unavailableOptions(unloaded);
    if (unavailable) return { rejected: unavailable };
    const second = await fillFields(
      this.page,
      form.rows.map((v, i) => ({ label: label('Make', i), value: v.make })),
    );
    const makeRefusal = refusalOf(second, 'Vehicles & coverage', ({ label: l, value }) => {
      const row = form.rows[makeLabels.indexOf(l)];
      return row ? `Harborline's make list for ${row.year} has no "${value}".` : undefined;
    });
    if (makeRefusal) return { rejected: makeRefusal };
    return saveWithInventory(this.page, this.ctx, 'Vehicles');
  }
}
