// "Underwriting questions": yes/no radio groups named by the question, choice selects and free-text areas
// labelled by it. Read in one script, answered in one.
import type { Page } from 'playwright-core';
import type { PortalQuestion } from '../questions.ts';
import { fillFields } from './form.ts';
import { refusalOf, type StepResult, saveAndContinue } from './wizard.ts';

export class QuestionsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  read(): Promise<PortalQuestion[]> {
    return this.page.getByRole('main').evaluate((main) => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const form = main.querySelector('form') ?? main;
      const out: PortalQuestion[] = [];
      for (const el of form.querySelectorAll('fieldset, select, textarea, input:not([type="radio"])')) {
        if (el instanceof HTMLFieldSetElement) {
          const choices = [...el.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) =>
            norm(r.labels?.[0]?.textContent),
          );
          const yesNo = choices.length === 2 && choices.includes('Yes') && choices.includes('No');
          out.push({
            text: norm(el.querySelector('legend')?.textContent),
            type: yesNo ? 'yes_no' : 'choice',
            ...(yesNo ? {} : { choices }),
          });
        } else if (el instanceof HTMLSelectElement) {
          const choices = [...el.options].filter((o) => o.value !== '').map((o) => norm(o.text));
          out.push({ text: norm(el.labels?.[0]?.textContent), type: 'choice', choices });
        } else if (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) {
          out.push({ text: norm(el.labels?.[0]?.textContent), type: 'text' });
        }
      }
      return out.filter((q) => q.text);
    });
  }

  async complete(answers: Record<string, string>): Promise<StepResult> {
    const fields = Object.entries(answers).map(([label, value]) => ({ label, value }));
    const refusal = refusalOf(await fillFields(this.page, fields), 'Underwriting questions');
    if (refusal) return { rejected: refusal };
    return saveAndContinue(this.page);
  }
}
