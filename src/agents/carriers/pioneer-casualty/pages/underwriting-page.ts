// Step 4, Underwriting Questions (yes/no fieldsets, the loss-count drop-down, text fields), read from
// the page in one script and answered in one call to a person (underwriting.ts decides what the
// submission answers itself).
import { portalChanged } from '../../../errors.ts';
import { type PageQuestion, underwritingQuestionnaire } from '../underwriting.ts';
import { answered, type FlowContext, fill, type StepPage, type StepResult, submitStep } from './step-page.ts';

export class UnderwritingPage implements StepPage {
  readonly step = 'questions';
  readonly headings = ['Underwriting Questions'];

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const form = f.portal.page.getByRole('main').locator('form');
    const shown = await this.questions(f);
    if (shown.length === 0) throw portalChanged(`${heading}: no questions on the page`);
    const fills = await answered(f, underwritingQuestionnaire(f.ctx.submission, f.line, shown));
    const refusal = await fill(form, fills, heading);
    if (refusal) return { kind: 'rejected', message: refusal };
    return submitStep(f, heading);
  }

  /** Every question of the form, in page order, as a person would read it. */
  private async questions(f: FlowContext): Promise<PageQuestion[]> {
    const form = f.portal.page.getByRole('main').locator('form');
    if ((await form.count()) === 0) return [];
    return form.first().evaluate((element) => {
      const clean = (text: string | null | undefined) =>
        (text ?? '')
          .replace(/\s+/g, ' ')
          .replace(/[\s*]+$/, '')
          .trim();
      const starred = (text: string | null | undefined) => /\*\s*$/.test(text ?? '');
      const found: {
        text: string;
        type: 'yes_no' | 'choice' | 'text';
        choices?: string[];
        required: boolean;
        hint?: string;
      }[] = [];
      const controls = element.querySelectorAll(
        'fieldset, select, textarea, input[type="text"], input:not([type])',
      );
      for (const control of controls) {
        if (control instanceof HTMLFieldSetElement) {
          const legend = control.querySelector(':scope > legend')?.textContent;
          const options = [...control.querySelectorAll('input[type="radio"]')].map((r) =>
            clean((r as HTMLInputElement).labels?.[0]?.textContent),
          );
          if (options.length === 0) continue;
          const yesNo = options.length === 2 && options.includes('Yes') && options.includes('No');
          found.push({
            text: clean(legend),
            type: yesNo ? 'yes_no' : 'choice',
            ...(yesNo ? {} : { choices: options }),
            required: true,
          });
          continue;
        }
        if (control.closest('fieldset')) continue;
        const field = control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
        const label = field.labels?.[0]?.textContent;
        const required = field.getAttribute('aria-required') === 'true' || starred(label);
        const hintId = (field.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .find((id) => id.endsWith('-hint'));
        const hint = hintId ? clean(document.getElementById(hintId)?.textContent) : '';
        if (field instanceof HTMLSelectElement) {
          const choices = [...field.options].filter((o) => o.value !== '').map((o) => clean(o.text));
          found.push({ text: clean(label), type: 'choice', choices, required });
        } else {
          found.push({ text: clean(label), type: 'text', required, ...(hint ? { hint } : {}) });
        }
      }
      return found.filter((q) => q.text !== '');
    });
  }
}
