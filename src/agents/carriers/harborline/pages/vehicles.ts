// Auto step 2: "Vehicles & coverage". A row's Make dropdown loads once its Year is chosen: years first,
// wait for the make lists, then the makes.
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { vehiclesForm } from '../mapping.ts';
import { fillTableAndSave, type HarborlinePage, type RowTable, type StepContext } from './wizard-page.ts';

const TABLE: RowTable = {
  what: 'vehicles',
  rowLabel: /^VIN \(vehicle \d+\)$/,
  cell: (column, row) => `${column} (vehicle ${row + 1})`,
  addButton: 'Add vehicle',
  removeButton: (n) => `Remove vehicle ${n}`,
  max: 50,
};

export class VehiclesPage implements HarborlinePage<'auto'> {
  readonly headings = ['Vehicles & coverage'];
  readonly step = 'vehicles';

  complete(s: StepContext<'auto'>, carry: Carry): Promise<PageResult> {
    const form = vehiclesForm(s.ctx.submission);
    const { cell } = TABLE;
    return fillTableAndSave(s, carry, this.headings[0]!, {
      table: TABLE,
      rows: form.rows.length,
      first: [
        ...form.rows.flatMap((v, i) => [
          { label: cell('VIN', i), value: v.vin },
          { label: cell('Year', i), value: v.year, offered: true },
          { label: cell('Model', i), value: v.model },
          { label: cell('Garaging ZIP', i), value: v.garagingZip },
          { label: cell('Use', i), value: v.use, byValue: true, offered: true },
          { label: cell('Radius', i), value: v.radius, byValue: true },
        ]),
        ...form.fields,
      ],
      loading: form.rows.map((_, i) => cell('Make', i)),
      loaded: form.rows.map((v, i) => ({
        label: cell('Make', i),
        value: v.make,
        offered: true,
        refusal: `Harborline's make list for ${v.year} has no "${v.make}".`,
      })),
    });
  }
}
