// The frame shared by the submission pages: stepper, heading, error summary, the form and its buttons.
import { errorSummary, type FieldErrors } from '../forms.ts';
import { escapeHtml, renderShell, renderStepper } from '../layout.ts';
import type { LineModule } from '../lines/types.ts';

export interface WizardPageOptions {
  user: string;
  line: LineModule;
  step: number;
  heading: string;
  intro?: string;
  reference?: string;
  errors: FieldErrors;
  action: string;
  body: string;
  backHref?: string;
  submitLabel?: string;
}

export function renderWizardPage(options: WizardPageOptions): string {
  const ref = options.reference
    ? `<p class="ix-hint">Submission <strong>${escapeHtml(options.reference)}</strong> &middot; saved as you go</p>`
    : '';
  const back = options.backHref
    ? `<a class="ix-button ix-button-secondary" href="${escapeHtml(options.backHref)}">Back</a>`
    : '<a class="ix-button ix-button-secondary" href="/exchange/home">Cancel</a>';
  const body = `${renderStepper(options.step)}
<section class="ix-card">
  <p class="ix-badge">${escapeHtml(options.line.title)}</p>
  <h1>${escapeHtml(options.heading)}</h1>
  ${ref}
  ${options.intro ? `<p>${escapeHtml(options.intro)}</p>` : ''}
  ${errorSummary(options.errors)}
  <form method="post" action="${escapeHtml(options.action)}" class="ix-form">
    ${options.body}
    <div class="ix-actions">${back}<button type="submit" name="action" value="continue" class="ix-button">${escapeHtml(options.submitLabel ?? 'Save and continue')}</button></div>
  </form>
</section>`;
  return renderShell({ title: options.heading, user: options.user, body, script: true });
}
