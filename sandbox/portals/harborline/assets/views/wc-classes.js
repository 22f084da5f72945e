// WC step 2: "Class codes & payroll". The class code dropdown of each row loads from
// /api/class-codes?state=XX once the row's state is chosen.
import { api } from '../api.js';
import { $, $$, field, radioGroup, renderView, selectField } from '../dom.js';
import { classCodes, loadReference } from '../state.js';
import { checkWc } from '../validate.js';
import { bindOfficers, officersPanel, officerValues } from './officers.js';
import { bindRowButtons, fillAsyncSelect, inputCell, readRows, selectCell } from './rows.js';
import { bindStepForm, loadStep, wizardPage } from './wizard.js';

const MAX_ROWS = 20;

const loadClasses = (stateCode) =>
  classCodes(stateCode).then((r) =>
    r.classCodes.map((c) => ({ value: c.code, label: `${c.code} — ${c.description}` })),
  );

function rowHtml(row, i, count, stateOptions) {
  const n = i + 1;
  const remove =
    count > 1
      ? `<button type="button" class="btn btn--link" data-remove="${i}" aria-label="Remove row ${n}">Remove</button>`
      : '';
  return `<tr data-row="${i}">
  ${selectCell({ id: `wc-state-${i}`, key: `classes.${i}.state`, col: 'state', label: `State (row ${n})`, options: stateOptions, value: row.state, placeholder: 'State' })}
  ${selectCell({ id: `wc-class-${i}`, key: `classes.${i}.classCode`, col: 'classCode', label: `Class code (row ${n})`, options: [], value: '', attrs: 'class="wide" disabled' })}
  ${inputCell({ id: `wc-payroll-${i}`, key: `classes.${i}.payroll`, col: 'payroll', label: `Annual payroll (row ${n})`, value: row.payroll, attrs: 'inputmode="decimal" placeholder="$0"' })}
  ${inputCell({ id: `wc-ft-${i}`, key: `classes.${i}.fullTime`, col: 'fullTime', label: `Full-time employees (row ${n})`, value: row.fullTime, attrs: 'inputmode="numeric" class="narrow"' })}
  ${inputCell({ id: `wc-pt-${i}`, key: `classes.${i}.partTime`, col: 'partTime', label: `Part-time employees (row ${n})`, value: row.partTime, attrs: 'inputmode="numeric" class="narrow"' })}
  <td>${remove}</td>
</tr>`;
}

function formHtml(ref, wc) {
  return `<form id="wc-form" class="form" novalidate>
  <section class="panel"><h2>Rating classifications</h2>
    <p class="muted">Choose each row's state first; the class codes for that state load automatically.</p>
    <div class="table-wrap"><table class="grid-table"><thead><tr>
      <th scope="col">State</th><th scope="col">Class code</th><th scope="col">Annual payroll</th>
      <th scope="col">Full-time</th><th scope="col">Part-time</th><th scope="col"><span class="sr-only">Actions</span></th>
    </tr></thead><tbody id="wc-rows"></tbody></table></div>
    <p class="field-error" data-error-for="classes" hidden></p>
    <button type="button" class="btn btn--secondary" id="add-class">Add class code</button>
  </section>
  <section class="panel"><h2>Policy details</h2><div class="grid grid--2">
    ${field({ id: 'experienceMod', name: 'experienceMod', label: 'Experience modification factor', value: wc.experienceMod, hint: 'Use 1.00 if the business has no experience rating.', attrs: 'inputmode="decimal"' })}
    ${selectField({ id: 'elLimit', name: 'elLimit', label: "Employers' liability limits", options: ref.elLimits, value: wc.elLimit })}
    ${radioGroup({
      id: 'ownersIncluded',
      name: 'ownersIncluded',
      legend: 'Include owners and officers in coverage?',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      value: wc.ownersIncluded,
    })}
  </div></section>
  ${officersPanel()}
  <div class="actions"><!--back--><button type="submit" class="btn btn--primary">Save and continue</button></div>
</form>`;
}

export async function renderWcClasses({ id }) {
  const ref = await loadReference();
  const submission = await loadStep(id, 'wc-classes');
  if (!submission) return;
  const business = submission.data.business;
  const homeState = ref.lineStates.wc.includes(business.state) ? business.state : '';
  const saved = submission.data.wc;
  const wc = saved
    ? {
        ...saved,
        experienceMod: saved.experienceMod.toFixed(2),
        ownersIncluded: saved.ownersIncluded ? 'yes' : 'no',
      }
    : { experienceMod: '1.00', elLimit: '', ownersIncluded: '' };
  const rows = (
    saved?.classes ?? [{ state: homeState, classCode: '', payroll: '', fullTime: '', partTime: '' }]
  ).map((r) => ({
    ...r,
    payroll: r.payroll === '' ? '' : String(r.payroll),
    fullTime: String(r.fullTime),
    partTime: String(r.partTime),
  }));
  const main = renderView(
    wizardPage({
      line: 'wc',
      lineName: ref.lines.wc,
      submission,
      step: 'wc-classes',
      body: formHtml(ref, wc),
    }),
    'Class codes & payroll',
  );
  const form = $('#wc-form', main);
  const tbody = $('#wc-rows', form);
  const stateOptions = ref.lineStates.wc.map((code) => ({ value: code, label: code }));

  const render = (list, focusRow) => {
    tbody.innerHTML = list.map((row, i) => rowHtml(row, i, list.length, stateOptions)).join('');
    list.forEach((row, i) => {
      fillAsyncSelect($(`#wc-class-${i}`, tbody), {
        load: loadClasses,
        parentValue: row.state,
        selected: row.classCode,
        placeholder: 'Select a class code',
        emptyText: 'No class codes for this state',
      });
    });
    if (focusRow !== undefined) $(`#wc-state-${focusRow}`, tbody)?.focus();
  };
  render(rows);
  const officers = bindOfficers(
    form,
    officerValues(saved?.officers),
    () => $('#wc-state-0', tbody)?.value ?? '',
  );
  tbody.addEventListener('change', (event) => {
    const target = event.target;
    if (target.dataset.col !== 'state') return;
    if (target.id === 'wc-state-0') officers.refreshClasses();
    const classSelect = $('[data-col="classCode"]', target.closest('tr'));
    fillAsyncSelect(classSelect, {
      load: loadClasses,
      parentValue: target.value,
      selected: '',
      placeholder: 'Select a class code',
      emptyText: 'No class codes for this state',
    });
  });
  bindRowButtons({
    tbody,
    addButton: $('#add-class', form),
    max: MAX_ROWS,
    blank: (list) => ({
      state: list.at(-1)?.state ?? homeState,
      classCode: '',
      payroll: '',
      fullTime: '',
      partTime: '',
    }),
    render,
  });

  bindStepForm(form, {
    step: 'wc-classes',
    collect: () => ({
      classes: readRows(tbody),
      experienceMod: form.elements.experienceMod.value,
      elLimit: form.elements.elLimit.value,
      ownersIncluded: $$('input[name="ownersIncluded"]', form).find((r) => r.checked)?.value ?? '',
      officers: officers.read(),
    }),
    check: checkWc,
    send: (values) => api('PUT', `/api/submissions/${submission.id}/wc-classes`, values),
  });
}
