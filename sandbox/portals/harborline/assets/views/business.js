// Step 1, every line: "Business details". A new quote creates the draft here (POST); a draft re-saves (PUT).
import { api } from '../api.js';
import { $, esc, field, renderView, selectField } from '../dom.js';
import { formatDate } from '../format.js';
import { loadReference } from '../state.js';
import { checkBusiness } from '../validate.js';
import { bindStepForm, loadStep, wizardPage } from './wizard.js';

const FIELDS = [
  'legalName',
  'dba',
  'fein',
  'naics',
  'entityType',
  'yearStarted',
  'annualRevenue',
  'employeeCount',
  'street',
  'city',
  'state',
  'zip',
  'contactName',
  'contactEmail',
  'contactPhone',
  'effectiveDate',
];

function formHtml(line, ref, b) {
  const states = ref.states.map((s) => ({ value: s.code, label: s.name }));
  const money = (n) => (n === undefined || n === '' ? '' : Number(n).toLocaleString('en-US'));
  return `<form id="business-form" class="form" novalidate>
  <section class="panel"><h2>Applicant</h2><div class="grid grid--2">
    ${field({ id: 'legalName', name: 'legalName', label: 'Legal business name', value: b.legalName, attrs: 'autocomplete="organization"' })}
    ${ref.movedField === 'dba' ? '' : field({ id: 'dba', name: 'dba', label: 'DBA (optional)', value: b.dba })}
    ${field({ id: 'fein', name: 'fein', label: 'FEIN', value: b.fein, hint: line === 'wc' ? "Required for workers' compensation. Format 12-3456789." : 'Format 12-3456789.' })}
    ${selectField({ id: 'entityType', name: 'entityType', label: 'Business structure', options: ref.entityTypes, value: b.entityType })}
    ${field({ id: 'naics', name: 'naics', label: 'NAICS code', value: b.naics, hint: '<span id="naics-title" aria-live="polite">6-digit 2017 NAICS code.</span>', attrs: 'inputmode="numeric" maxlength="6"' })}
    ${field({ id: 'yearStarted', name: 'yearStarted', label: 'Year business started', value: b.yearStarted, attrs: 'inputmode="numeric" maxlength="4"' })}
    ${field({ id: 'annualRevenue', name: 'annualRevenue', label: 'Annual revenue', value: money(b.annualRevenue), hint: 'US dollars, estimated for the policy year.', attrs: 'inputmode="decimal"' })}
    ${field({ id: 'employeeCount', name: 'employeeCount', label: 'Total employees', value: b.employeeCount, hint: 'Full-time and part-time, including working owners.', attrs: 'inputmode="numeric"' })}
  </div></section>
  <section class="panel"><h2>Business address</h2><div class="grid grid--3">
    ${field({ id: 'street', name: 'street', label: 'Street address', value: b.street, cls: 'field--span3', attrs: 'autocomplete="address-line1"' })}
    ${field({ id: 'city', name: 'city', label: 'City', value: b.city })}
    ${selectField({ id: 'state', name: 'state', label: 'State', options: states, value: b.state })}
    ${field({ id: 'zip', name: 'zip', label: 'ZIP code', value: b.zip, attrs: 'inputmode="numeric" maxlength="5"' })}
  </div></section>
  <section class="panel"><h2>Contact and policy</h2><div class="grid grid--2">
    ${field({ id: 'contactName', name: 'contactName', label: 'Contact name', value: b.contactName })}
    ${field({ id: 'contactEmail', name: 'contactEmail', label: 'Contact email', type: 'email', value: b.contactEmail })}
    ${field({ id: 'contactPhone', name: 'contactPhone', label: 'Contact phone', type: 'tel', value: b.contactPhone })}
    ${ref.newRequirements ? field({ id: 'yearsAtAddress', name: 'yearsAtAddress', label: 'Years at this address', value: b.yearsAtAddress, hint: 'Whole years the business has operated at this address.', attrs: 'inputmode="numeric" maxlength="3"' }) : ''}
    ${field({ id: 'effectiveDate', name: 'effectiveDate', label: 'Policy effective date', type: 'date', value: b.effectiveDate, hint: `Within the next 60 days (no later than ${esc(formatDate(ref.latestEffectiveDate))}).`, attrs: `min="${ref.today}" max="${ref.latestEffectiveDate}"` })}
  </div></section>
  <div class="actions"><!--back--><button type="submit" class="btn btn--primary">Save and continue</button></div>
</form>`;
}

function watchNaics(form) {
  const input = $('#naics', form);
  const title = $('#naics-title', form);
  const lookup = async () => {
    const code = input.value.trim();
    if (!/^\d{6}$/.test(code)) return;
    title.textContent = 'Looking up…';
    try {
      const found = await api('GET', `/api/naics/${code}`);
      if (input.value.trim() === code) title.textContent = `${found.code}: ${found.title}`;
    } catch (error) {
      if (input.value.trim() === code) title.textContent = error.message;
    }
  };
  input.addEventListener('change', lookup);
  if (input.value) lookup();
}

/** A new quote for `line`, or the business step of draft `id` (its line comes from the draft). */
export async function renderBusiness({ line: newLine, id }) {
  const ref = await loadReference();
  const submission = id ? await loadStep(id, 'business') : null;
  if (id && !submission) return;
  const line = submission?.line ?? newLine;
  const b = submission?.data.business ?? {};
  const main = renderView(
    wizardPage({
      line,
      lineName: ref.lines[line],
      submission,
      step: 'business',
      body: formHtml(line, ref, b),
    }),
    'Business details',
  );
  const form = $('#business-form', main);
  watchNaics(form);
  bindStepForm(form, {
    step: 'business',
    collect: () =>
      Object.fromEntries(
        [
          ...FIELDS.filter((name) => name !== ref.movedField),
          ...(ref.newRequirements ? ['yearsAtAddress'] : []),
        ].map((name) => [name, form.elements[name].value]),
      ),
    check: (values) => checkBusiness(values, line, ref),
    send: (values) =>
      submission
        ? api('PUT', `/api/submissions/${submission.id}/business`, values)
        : api('POST', '/api/submissions', { line, ...values }),
  });
}
