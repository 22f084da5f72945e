// Auto step 3: "Drivers".
import { api } from '../api.js';
import { $, renderView } from '../dom.js';
import { loadReference } from '../state.js';
import { checkDrivers } from '../validate.js';
import { bindRowButtons, inputCell, readRows, selectCell } from './rows.js';
import { bindStepForm, loadStep, wizardPage } from './wizard.js';

const MAX_ROWS = 50;
const BLANK = { firstName: '', lastName: '', dateOfBirth: '', licenseState: '', licenseNumber: '' };

function rowHtml(row, i, count, stateOptions) {
  const n = i + 1;
  const remove =
    count > 1
      ? `<button type="button" class="btn btn--link" data-remove="${i}" aria-label="Remove driver ${n}">Remove</button>`
      : '';
  return `<tr data-row="${i}">
  ${inputCell({ id: `drv-first-${i}`, key: `drivers.${i}.firstName`, col: 'firstName', label: `First name (driver ${n})`, value: row.firstName })}
  ${inputCell({ id: `drv-last-${i}`, key: `drivers.${i}.lastName`, col: 'lastName', label: `Last name (driver ${n})`, value: row.lastName })}
  ${inputCell({ id: `drv-dob-${i}`, key: `drivers.${i}.dateOfBirth`, col: 'dateOfBirth', label: `Date of birth (driver ${n})`, type: 'date', value: row.dateOfBirth })}
  ${selectCell({ id: `drv-state-${i}`, key: `drivers.${i}.licenseState`, col: 'licenseState', label: `License state (driver ${n})`, options: stateOptions, value: row.licenseState, placeholder: 'State' })}
  ${inputCell({ id: `drv-license-${i}`, key: `drivers.${i}.licenseNumber`, col: 'licenseNumber', label: `License number (driver ${n})`, value: row.licenseNumber, attrs: 'autocapitalize="characters"' })}
  <td>${remove}</td>
</tr>`;
}

export async function renderDrivers({ id }) {
  const ref = await loadReference();
  const submission = await loadStep(id, 'drivers');
  if (!submission) return;
  const rows = submission.data.drivers?.drivers ?? [BLANK];
  const stateOptions = ref.states.map((s) => ({ value: s.code, label: s.code }));
  const main = renderView(
    wizardPage({
      line: 'auto',
      lineName: ref.lines.auto,
      submission,
      step: 'drivers',
      body: `<form id="drivers-form" class="form" novalidate>
  <section class="panel"><h2>Driver schedule</h2>
    <p class="muted">List everyone who drives the scheduled vehicles. Drivers must be at least 21 years old on the effective date.</p>
    <div class="table-wrap"><table class="grid-table"><thead><tr>
      <th scope="col">First name</th><th scope="col">Last name</th><th scope="col">Date of birth</th>
      <th scope="col">License state</th><th scope="col">License number</th><th scope="col"><span class="sr-only">Actions</span></th>
    </tr></thead><tbody id="driver-rows"></tbody></table></div>
    <p class="field-error" data-error-for="drivers" hidden></p>
    <button type="button" class="btn btn--secondary" id="add-driver">Add driver</button>
  </section>
  <div class="actions"><!--back--><button type="submit" class="btn btn--primary">Save and continue</button></div>
</form>`,
    }),
    'Drivers',
  );
  const form = $('#drivers-form', main);
  const tbody = $('#driver-rows', form);
  const render = (list, focusRow) => {
    tbody.innerHTML = list.map((row, i) => rowHtml(row, i, list.length, stateOptions)).join('');
    if (focusRow !== undefined) $(`#drv-first-${focusRow}`, tbody)?.focus();
  };
  render(rows);
  bindRowButtons({
    tbody,
    addButton: $('#add-driver', form),
    max: MAX_ROWS,
    blank: () => ({ ...BLANK }),
    render,
  });

  bindStepForm(form, {
    step: 'drivers',
    collect: () => ({ drivers: readRows(tbody) }),
    check: (values) => checkDrivers(values, ref),
    send: (values) => api('PUT', `/api/submissions/${submission.id}/drivers`, values),
  });
}
