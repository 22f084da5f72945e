// The quote wizard's frame (heading, progress stepper) and the save flow every step uses: client checks,
// "Saving…" toast, server errors inline, then on to the next step (or the outcome, if declined).
import { api } from '../api.js';
import { $, clearErrors, clearFieldError, esc, showErrors, toast } from '../dom.js';
import { driftRefusal } from '../drift.js';
import { STEP_TITLES } from '../format.js';
import { renderMaintenance } from './notices.js';

export const stepHash = (id, step) => `#/submissions/${id}/${step}`;

export const LINE_STEPS = {
  wc: ['business', 'wc-classes', 'questions', 'review'],
  auto: ['business', 'vehicles', 'drivers', 'questions', 'review'],
  gl: ['business', 'gl-operations', 'questions', 'review'],
};

export function wizardPage({ line, lineName, submission, step, body }) {
  const steps = LINE_STEPS[line];
  const current = steps.indexOf(step);
  const items = steps
    .map((s, i) => {
      const cls = i < current ? 'done' : i === current ? 'current' : 'todo';
      return `<li class="${cls}"${i === current ? ' aria-current="step"' : ''}><span class="num">${i + 1}</span> ${esc(STEP_TITLES[s])}</li>`;
    })
    .join('');
  const context = submission
    ? `Submission ${esc(submission.id)} · ${esc(submission.applicantName)}`
    : 'New submission';
  const back =
    current > 0 && submission
      ? `<a class="btn btn--ghost" href="${stepHash(submission.id, steps[current - 1])}">Back</a>`
      : '<a class="btn btn--ghost" href="#/dashboard">Cancel</a>';
  return `<div class="wizard">
  <p class="eyebrow">${esc(lineName)} · ${context}</p>
  <h1>${esc(STEP_TITLES[step])}</h1>
  <ol class="stepper" aria-label="Quote progress">${items}</ol>
  ${body.replace('<!--back-->', back)}
</div>`;
}

/** Loads a draft for one of its steps; answers undefined after routing elsewhere (locked, too early). */
export async function loadStep(id, step) {
  const submission = await api('GET', `/api/submissions/${encodeURIComponent(id)}`);
  if (submission.status !== 'draft') {
    location.hash = `#/submissions/${submission.id}`;
    return undefined;
  }
  if (!submission.steps.includes(step)) {
    location.hash = stepHash(submission.id, submission.nextStep);
    return undefined;
  }
  if (submission.steps.indexOf(step) > submission.steps.indexOf(submission.nextStep)) {
    location.hash = stepHash(submission.id, submission.nextStep);
    return undefined;
  }
  return submission;
}

export function goAfterSave(submission, step) {
  if (submission.status !== 'draft') {
    location.hash = `#/submissions/${submission.id}`;
    return;
  }
  const steps = submission.steps;
  location.hash = stepHash(submission.id, steps[steps.indexOf(step) + 1] ?? 'review');
}

/** Runs the client checks, then `send()`; shows every refusal inline. */
export async function saveStep(form, { errors, send, onSaved, savingText = 'Saving…' }) {
  if (Object.keys(errors).length > 0) {
    showErrors(form, errors);
    return;
  }
  clearErrors(form);
  const button = $('button[type="submit"]', form);
  const label = button.textContent;
  button.disabled = true;
  button.textContent = savingText;
  toast(savingText, 'info', 0);
  try {
    const result = await send();
    toast('Saved', 'success', 1500);
    onSaved(result);
  } catch (error) {
    if (error.authLost) {
      toast('', 'info', 1);
      return;
    }
    if (error.code === 'MAINTENANCE') {
      renderMaintenance();
      return;
    }
    toast(error.status === 422 ? 'Please correct the highlighted fields.' : error.message, 'error', 6000);
    showErrors(form, error.fields || {}, error.message);
  } finally {
    if (button.isConnected) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

/**
 * Wires a step form: client checks on submit, a flagged field re-checked as it is corrected, then the save
 * and the move to the next step.
 */
export function bindStepForm(form, { collect, check, send, step }) {
  form.addEventListener('change', (event) => {
    const holder = event.target.closest('[data-field]');
    if (holder?.getAttribute('aria-invalid') !== 'true') return;
    if (!check(collect())[holder.dataset.field]) clearFieldError(form, holder.dataset.field);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = collect();
    saveStep(form, {
      errors: { ...check(values), ...driftRefusal(form) },
      send: () => send(values),
      onSaved: (saved) => goAfterSave(saved, step),
    });
  });
}
