// GL "Loss history" table (on Operations & coverage): the losses of the past 5 years, one row each.
import { $ } from '../dom.js';
import { bindRowButtons, inputCell, readRows, selectCell } from './rows.js';

const MAX_LOSSES = 10;
const STATUS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

export const lossesPanel = () => `<section class="panel"><h2>Loss history</h2>
    <p class="muted">List every general liability loss of the past 5 years (leave empty when there were none). Listed losses are surcharged.</p>
    <div class="table-wrap"><table class="grid-table"><thead><tr>
      <th scope="col">Date of loss</th><th scope="col">Type</th><th scope="col">Paid</th><th scope="col">Reserved</th>
      <th scope="col">Status</th><th scope="col"><span class="sr-only">Actions</span></th>
    </tr></thead><tbody id="loss-rows"></tbody></table></div>
    <p class="field-error" data-error-for="losses" hidden></p>
    <button type="button" class="btn btn--secondary" id="add-loss">Add loss</button>
  </section>`;

function rowHtml(row, i, ref) {
  const n = i + 1;
  const at = (f) => `losses.${i}.${f}`;
  return `<tr data-row="${i}">
  ${inputCell({ id: `loss-date-${i}`, key: at('date'), col: 'date', label: `Date of loss (loss ${n})`, type: 'date', value: row.date, attrs: `max="${ref.today}"` })}
  ${selectCell({ id: `loss-type-${i}`, key: at('type'), col: 'type', label: `Type of loss (loss ${n})`, options: ref.lossTypes, value: row.type })}
  ${inputCell({ id: `loss-paid-${i}`, key: at('paid'), col: 'paid', label: `Amount paid (loss ${n})`, value: row.paid, attrs: 'inputmode="decimal" placeholder="$0"' })}
  ${inputCell({ id: `loss-reserved-${i}`, key: at('reserved'), col: 'reserved', label: `Amount reserved (loss ${n})`, value: row.reserved, attrs: 'inputmode="decimal" placeholder="$0"' })}
  ${selectCell({ id: `loss-status-${i}`, key: at('status'), col: 'status', label: `Status (loss ${n})`, options: STATUS, value: row.status })}
  <td><button type="button" class="btn btn--link" data-remove="${i}" aria-label="Remove loss ${n}">Remove</button></td>
</tr>`;
}

export const lossValues = (saved) =>
  (saved ?? []).map((l) => ({ ...l, paid: String(l.paid), reserved: String(l.reserved) }));

export function bindLosses(form, rows, ref) {
  const tbody = $('#loss-rows', form);
  const render = (list, focusRow) => {
    tbody.innerHTML = list.map((row, i) => rowHtml(row, i, ref)).join('');
    if (focusRow !== undefined) $(`#loss-date-${focusRow}`, tbody)?.focus();
  };
  render(rows);
  bindRowButtons({
    tbody,
    addButton: $('#add-loss', form),
    max: MAX_LOSSES,
    blank: () => ({ date: '', type: '', paid: '', reserved: '0', status: '' }),
    render,
  });
  return { read: () => readRows(tbody) };
}
