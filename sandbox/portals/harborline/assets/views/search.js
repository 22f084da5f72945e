// "Find a submission": search by applicant name and effective date; results link to each submission.
import { api } from '../api.js';
import { $, esc, field, renderView, selectField } from '../dom.js';
import { formatDate, money, STATUS_LABELS } from '../format.js';
import { loadReference } from '../state.js';
import { renderLoadError } from './notices.js';

export function resultsTable(results, caption, { hideCaption = false } = {}) {
  if (results.length === 0) return '<p class="empty" role="status">No submissions match your search.</p>';
  const rows = results
    .map(
      (r) => `<tr>
  <td><a href="#/submissions/${esc(r.id)}">${esc(r.id)}</a></td>
  <td>${esc(r.applicantName)}</td>
  <td>${esc(r.lineName)}</td>
  <td>${esc(formatDate(r.effectiveDate))}</td>
  <td><span class="pill pill--${esc(r.status)}">${esc(STATUS_LABELS[r.status])}</span></td>
  <td class="num">${r.annualPremium === undefined ? '—' : esc(money(r.annualPremium))}</td>
</tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table class="grid-table results"><caption${hideCaption ? ' class="sr-only"' : ''}>${esc(caption)}</caption><thead><tr>
  <th scope="col">Submission</th><th scope="col">Applicant</th><th scope="col">Line</th><th scope="col">Effective date</th><th scope="col">Status</th><th scope="col">Premium</th>
</tr></thead><tbody>${rows}</tbody></table></div>`;
}

export async function renderSearch({ query }) {
  const ref = await loadReference();
  const applicant = query.get('applicant') ?? '';
  const effectiveDate = query.get('effectiveDate') ?? '';
  const line = query.get('line') ?? '';
  const searched = query.has('applicant') || query.has('effectiveDate') || query.has('line');
  const lines = Object.entries(ref.lines).map(([value, label]) => ({ value, label }));
  let results = '';
  if (searched) {
    const params = new URLSearchParams({ applicant, effectiveDate, line });
    try {
      results = resultsTable((await api('GET', `/api/submissions?${params}`)).results, 'Search results');
    } catch (error) {
      renderLoadError(error, () => renderSearch({ query }));
      return;
    }
  }
  const main = renderView(
    `<h1>Find a submission</h1>
<form id="search-form" class="form search-form" role="search" novalidate>
  <div class="grid grid--4">
    ${field({ id: 'search-applicant', name: 'applicant', label: 'Applicant name', value: applicant })}
    ${field({ id: 'search-effective', name: 'effectiveDate', label: 'Effective date', type: 'date', value: effectiveDate })}
    ${selectField({ id: 'search-line', name: 'line', label: 'Line of business', options: lines, value: line, placeholder: 'All lines' })}
    <div class="field field--button"><button type="submit" class="btn btn--primary">Search</button></div>
  </div>
</form>
<div id="search-results">${results}</div>`,
    'Find a submission',
  );
  const form = $('#search-form', main);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const params = new URLSearchParams({
      applicant: $('[name="applicant"]', form).value.trim(),
      effectiveDate: $('[name="effectiveDate"]', form).value,
      line: $('[name="line"]', form).value,
    });
    const next = `#/submissions?${params}`;
    if (location.hash === next) renderSearch({ query: params });
    else location.hash = next;
  });
}
