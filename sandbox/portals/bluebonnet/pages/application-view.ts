// Renders a line's long application form: collapsible sections (the current one open), an error
// summary, and the sticky Save & Continue bar.

import { fieldsOf } from '../forms/new-requirements.ts';
import { renderSectionBody } from '../forms/render.ts';
import type { CheckEnv, FormErrors, FormValues, LineForm } from '../forms/types.ts';
import { escapeHtml } from '../html.ts';

export interface ApplicationView {
  form: LineForm;
  values: FormValues;
  errors: FormErrors;
  /** Index of the section being worked on (sections.length when all are complete). */
  current: number;
  /** A section to show open besides the current one (after adding a vehicle, say). */
  open?: string;
  ref?: string;
  notice?: string;
  env: CheckEnv;
}

function errorSummary(errors: FormErrors): string {
  const items = Object.entries(errors)
    .map(([field, message]) => `<li><a href="#${escapeHtml(field)}">${escapeHtml(message)}</a></li>`)
    .join('');
  return items
    ? `<div class="alert error" role="alert"><h2>Please correct the following before continuing:</h2><ul>${items}</ul></div>`
    : '';
}

function sectionHasError(fieldNames: string[], sectionId: string, errors: FormErrors): boolean {
  return Object.keys(errors).some(
    (key) =>
      key === sectionId ||
      fieldNames.includes(key) ||
      (sectionId === 'vehicles' && key.startsWith('veh_')) ||
      (sectionId === 'drivers' && key.startsWith('drv_')) ||
      (sectionId === 'property' && key.startsWith('prem_')),
  );
}

export function renderApplicationBody(view: ApplicationView): string {
  const { form, values, errors, current, env } = view;
  const total = form.sections.length;
  const sections = form.sections
    .map((section, index) => {
      const hasError = sectionHasError(
        fieldsOf(section, env).map((f) => f.name),
        section.id,
        errors,
      );
      const open = hasError || index === current || view.open === section.id;
      let badge = '<span class="badge">Not started</span>';
      if (hasError) badge = '<span class="badge error">Needs attention</span>';
      else if (index < current) badge = '<span class="badge done">Complete</span>';
      else if (index === current) badge = '<span class="badge current">In progress</span>';
      const sectionError = errors[section.id]
        ? `<p class="field-error" id="${section.id}">${escapeHtml(errors[section.id])}</p>`
        : '';
      const intro = section.intro ? `<p class="section-intro">${escapeHtml(section.intro)}</p>` : '';
      return `<details class="section" id="sec-${section.id}"${open ? ' open' : ''}><summary><span class="step-num">${index + 1}</span>${escapeHtml(section.title)}${badge}</summary><div class="section-body">${intro}${sectionError}${renderSectionBody(section, values, errors, env)}</div></details>`;
    })
    .join('');
  const action = view.ref
    ? `/agentdesk/applications/${encodeURIComponent(view.ref)}`
    : `/agentdesk/applications/new?line=${form.line}`;
  const counts = [
    ...(form.sections.some((s) => s.id === 'vehicles') ? ['veh_count', 'drv_count'] : []),
    ...(form.line === 'bop' ? ['prem_count'] : []),
  ]
    .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(values[n] || '1')}">`)
    .join('');
  const heading = view.ref
    ? `<h1>${escapeHtml(form.title)} Application <small>${escapeHtml(view.ref)}</small></h1><p>Applicant: <strong>${escapeHtml(values.app_insured_name ?? '')}</strong></p>`
    : `<h1>New ${escapeHtml(form.title)} Application</h1>`;
  const progress =
    current >= total
      ? 'All sections are complete. Click Save &amp; Continue to go to Get Rates.'
      : `Section ${current + 1} of ${total}: ${escapeHtml(form.sections[current]?.title ?? '')}`;
  const notice = view.notice
    ? `<div class="alert success" role="status">${escapeHtml(view.notice)}</div>`
    : '';
  return `${heading}<p class="progress">${progress}</p>${notice}${errorSummary(errors)}
<form method="post" action="${action}" novalidate class="application">${counts}${sections}
<div class="savebar"><a class="cancel" href="/agentdesk/home">Cancel</a><button type="submit" class="secondary" name="action" value="save">Save Draft</button><button type="submit" class="primary" name="action" value="continue">Save &amp; Continue</button></div>
</form>`;
}
