// Auto step 2: "Vehicles & coverage". Each vehicle's Make dropdown loads from /api/vehicle-makes?year=
// once its year is chosen.
import { api } from '../api.js';
import { $, renderView, selectField } from '../dom.js';
import { loadReference, vehicleMakes } from '../state.js';
import { checkVehicles } from '../validate.js';
import { bindRowButtons, fillAsyncSelect, inputCell, readRows, selectCell } from './rows.js';
import { bindStepForm, loadStep, wizardPage } from './wizard.js';

const MAX_ROWS = 50;
const BLANK = { vin: '', year: '', make: '', model: '', garagingZip: '', use: '', radius: '' };

const loadMakes = (year) => vehicleMakes(year).then((r) => r.makes.map((m) => ({ value: m, label: m })));

function rowHtml(row, i, count, ref) {
  const n = i + 1;
  const years = ref.modelYears.map((y) => ({ value: y, label: String(y) }));
  const remove =
    count > 1
      ? `<button type="button" class="btn btn--link" data-remove="${i}" aria-label="Remove vehicle ${n}">Remove</button>`
      : '';
  return `<tr data-row="${i}">
  ${inputCell({ id: `veh-vin-${i}`, key: `vehicles.${i}.vin`, col: 'vin', label: `VIN (vehicle ${n})`, value: row.vin, attrs: 'maxlength="17" autocapitalize="characters" class="vin"' })}
  ${selectCell({ id: `veh-year-${i}`, key: `vehicles.${i}.year`, col: 'year', label: `Year (vehicle ${n})`, options: years, value: row.year, placeholder: 'Year' })}
  ${selectCell({ id: `veh-make-${i}`, key: `vehicles.${i}.make`, col: 'make', label: `Make (vehicle ${n})`, options: [], value: '', attrs: 'disabled' })}
  ${inputCell({ id: `veh-model-${i}`, key: `vehicles.${i}.model`, col: 'model', label: `Model (vehicle ${n})`, value: row.model })}
  ${inputCell({ id: `veh-zip-${i}`, key: `vehicles.${i}.garagingZip`, col: 'garagingZip', label: `Garaging ZIP (vehicle ${n})`, value: row.garagingZip, attrs: 'inputmode="numeric" maxlength="5" class="narrow"' })}
  ${selectCell({ id: `veh-use-${i}`, key: `vehicles.${i}.use`, col: 'use', label: `Use (vehicle ${n})`, options: ref.vehicleUses, value: row.use })}
  ${selectCell({ id: `veh-radius-${i}`, key: `vehicles.${i}.radius`, col: 'radius', label: `Radius (vehicle ${n})`, options: ref.radiusBands, value: row.radius })}
  <td>${remove}</td>
</tr>`;
}

function formHtml(ref, v) {
  return `<form id="vehicles-form" class="form" novalidate>
  <section class="panel"><h2>Vehicles</h2>
    <p class="muted">Pick the model year first; the makes for that year load automatically. Fleets over 10 vehicles receive an indication for underwriter review.</p>
    <div class="table-wrap"><table class="grid-table"><thead><tr>
      <th scope="col">VIN</th><th scope="col">Year</th><th scope="col">Make</th><th scope="col">Model</th>
      <th scope="col">Garaging ZIP</th><th scope="col">Use</th><th scope="col">Radius</th><th scope="col"><span class="sr-only">Actions</span></th>
    </tr></thead><tbody id="vehicle-rows"></tbody></table></div>
    <p class="field-error" data-error-for="vehicles" hidden></p>
    <button type="button" class="btn btn--secondary" id="add-vehicle">Add vehicle</button>
  </section>
  <section class="panel"><h2>Coverage</h2><div class="grid grid--2">
    ${selectField({ id: 'liabilityLimit', name: 'liabilityLimit', label: 'Liability limit (combined single limit)', options: ref.autoLimits, value: v.liabilityLimit })}
    ${selectField({ id: 'deductible', name: 'deductible', label: 'Comprehensive and collision deductible', options: ref.autoDeductibles, value: v.deductible })}
  </div></section>
  <div class="actions"><!--back--><button type="submit" class="btn btn--primary">Save and continue</button></div>
</form>`;
}

export async function renderVehicles({ id }) {
  const ref = await loadReference();
  const submission = await loadStep(id, 'vehicles');
  if (!submission) return;
  const saved = submission.data.vehicles;
  const coverage = saved ?? { liabilityLimit: '1000000', deductible: '1000' };
  const rows = (saved?.vehicles ?? [BLANK]).map((v) => ({ ...v, year: String(v.year) }));
  const main = renderView(
    wizardPage({
      line: 'auto',
      lineName: ref.lines.auto,
      submission,
      step: 'vehicles',
      body: formHtml(ref, coverage),
    }),
    'Vehicles & coverage',
  );
  const form = $('#vehicles-form', main);
  const tbody = $('#vehicle-rows', form);
  const fillMakes = (select, year, selected) =>
    fillAsyncSelect(select, {
      load: loadMakes,
      parentValue: year,
      selected,
      placeholder: 'Make',
      emptyText: 'No makes',
    });

  const render = (list, focusRow) => {
    tbody.innerHTML = list.map((row, i) => rowHtml(row, i, list.length, ref)).join('');
    list.forEach((row, i) => {
      fillMakes($(`#veh-make-${i}`, tbody), row.year, row.make);
    });
    if (focusRow !== undefined) $(`#veh-vin-${focusRow}`, tbody)?.focus();
  };
  render(rows);
  tbody.addEventListener('change', (event) => {
    if (event.target.dataset.col !== 'year') return;
    fillMakes($('[data-col="make"]', event.target.closest('tr')), event.target.value, '');
  });
  bindRowButtons({
    tbody,
    addButton: $('#add-vehicle', form),
    max: MAX_ROWS,
    blank: () => ({ ...BLANK }),
    render,
  });

  bindStepForm(form, {
    step: 'vehicles',
    collect: () => ({
      vehicles: readRows(tbody),
      liabilityLimit: form.elements.liabilityLimit.value,
      deductible: form.elements.deductible.value,
    }),
    check: checkVehicles,
    send: (values) => api('PUT', `/api/submissions/${submission.id}/vehicles`, values),
  });
}
