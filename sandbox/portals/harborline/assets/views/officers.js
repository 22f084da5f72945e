// WC "Owners & officers" table (on Class codes & payroll): name, title, ownership, Included or Excluded,
// and for an included one the class code of their duties (the codes of the first class row's state)
// and annual payroll. An excluded row shows no class or payroll (they are not rated).
import { $ } from '../dom.js';
import { classCodes } from '../state.js';
import { bindRowButtons, fillAsyncSelect, inputCell, readRows, selectCell } from './rows.js';

const MAX_OFFICERS = 10;
const COVERAGE = [
  { value: 'included', label: 'Included' },
  { value: 'excluded', label: 'Excluded' },
];

const loadClasses = (stateCode) =>
  classCodes(stateCode).then((r) =>
    r.classCodes.map((c) => ({ value: c.code, label: `${c.code} — ${c.description}` })),
  );

export const officersPanel = () => `<section class="panel"><h2>Owners &amp; officers</h2>
    <p class="muted">List each owner or officer. Included officers are rated at the class code of their duties in the first row's state; excluded officers are not covered.</p>
    <div class="table-wrap"><table class="grid-table"><thead><tr>
      <th scope="col">Name</th><th scope="col">Title</th><th scope="col">Ownership %</th><th scope="col">Coverage</th>
      <th scope="col">Class code</th><th scope="col">Annual payroll</th><th scope="col"><span class="sr-only">Actions</span></th>
    </tr></thead><tbody id="officer-rows"></tbody></table></div>
    <p class="field-error" data-error-for="officers" hidden></p>
    <button type="button" class="btn btn--secondary" id="add-officer">Add owner or officer</button>
  </section>`;

function rowHtml(row, i) {
  const n = i + 1;
  const at = (f) => `officers.${i}.${f}`;
  const included = row.included === 'included';
  const rated = included
    ? `${selectCell({ id: `officer-class-${i}`, key: at('classCode'), col: 'classCode', label: `Class code (owner ${n})`, options: [], value: '', attrs: 'class="wide" disabled' })}
  ${inputCell({ id: `officer-payroll-${i}`, key: at('payroll'), col: 'payroll', label: `Annual payroll (owner ${n})`, value: row.payroll, attrs: 'inputmode="decimal" placeholder="$0"' })}`
    : '<td class="muted">Not rated</td><td class="muted">—</td>';
  return `<tr data-row="${i}">
  ${inputCell({ id: `officer-name-${i}`, key: at('name'), col: 'name', label: `Name (owner ${n})`, value: row.name })}
  ${inputCell({ id: `officer-title-${i}`, key: at('title'), col: 'title', label: `Title (owner ${n})`, value: row.title })}
  ${inputCell({ id: `officer-ownership-${i}`, key: at('ownership'), col: 'ownership', label: `Ownership % (owner ${n})`, value: row.ownership, attrs: 'inputmode="decimal" class="narrow"' })}
  ${selectCell({ id: `officer-included-${i}`, key: at('included'), col: 'included', label: `Coverage (owner ${n})`, options: COVERAGE, value: row.included, placeholder: 'Select…' })}
  ${rated}
  <td><button type="button" class="btn btn--link" data-remove="${i}" aria-label="Remove owner ${n}">Remove</button></td>
</tr>`;
}

/** Saved officers as the table's text values. */
export const officerValues = (saved) =>
  (saved ?? []).map((o) => ({
    name: o.name,
    title: o.title,
    ownership: String(o.ownership),
    included: o.included ? 'included' : 'excluded',
    classCode: o.classCode,
    payroll: o.included ? String(o.payroll) : '',
  }));

/** Wires the table; `governingState()` is the first class row's state. Answers how to read the rows. */
export function bindOfficers(form, rows, governingState) {
  const tbody = $('#officer-rows', form);
  const fillClasses = () => {
    for (const select of tbody.querySelectorAll('select[data-col="classCode"]')) {
      fillAsyncSelect(select, {
        load: loadClasses,
        parentValue: governingState(),
        selected: select.dataset.selected ?? '',
        placeholder: 'Select a class code',
        emptyText: 'No class codes for this state',
      });
    }
  };
  const render = (list, focusRow) => {
    tbody.innerHTML = list.map((row, i) => rowHtml(row, i)).join('');
    list.forEach((row, i) => {
      const select = $(`#officer-class-${i}`, tbody);
      if (select) select.dataset.selected = row.classCode ?? '';
    });
    fillClasses();
    if (focusRow !== undefined) $(`#officer-name-${focusRow}`, tbody)?.focus();
  };
  render(rows);
  tbody.addEventListener('change', (event) => {
    if (event.target.dataset.col !== 'included') return;
    const i = Number(event.target.closest('tr').dataset.row);
    render(readRows(tbody));
    $(`#officer-included-${i}`, tbody)?.focus();
  });
  bindRowButtons({
    tbody,
    addButton: $('#add-officer', form),
    max: MAX_OFFICERS,
    blank: () => ({ name: '', title: '', ownership: '', included: '', classCode: '', payroll: '' }),
    render,
  });
  return { read: () => readRows(tbody), refreshClasses: fillClasses };
}
