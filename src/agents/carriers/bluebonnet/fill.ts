// Fills a section's plain fields in one round trip: the script finds each control by its visible
// label (radio groups by their legend, then the option's label), sets the value and fires the input
// and change events a person's typing would. Per-field Playwright calls cost a round trip each.
import type { Page } from 'playwright-core';

export interface FieldFill {
  /** The label as AgentDesk shows it; for a radio group, the question in its legend. */
  label: string;
  /** Text to type, or the label of the option to pick (a select option, a radio such as Yes / No). */
  value: string;
  radio?: boolean;
  /** The legend of the fieldset the field sits in (a vehicle card on the second layout). */
  within?: string;
  /** A missing option means the portal refuses our value (e.g. a state it does not write). */
  refusable?: boolean;
}

export interface FillProblems {
  /** Fields whose label (or group) is not on the page. */
  missing: string[];
  /** Values with no matching option, and the options there were. */
  noOption: { field: FieldFill; options: string[] }[];
}

export const text = (label: string, value: string | number, within?: string): FieldFill => ({
  label,
  value: String(value),
  within,
});

export const choose = (label: string, option: string, within?: string): FieldFill => ({
  label,
  value: option,
  within,
});

export const answer = (question: string, yes: boolean): FieldFill => ({
  label: question,
  value: yes ? 'Yes' : 'No',
  radio: true,
});

export async function fillFields(page: Page, fields: FieldFill[]): Promise<FillProblems> {
  const found = await page.evaluate((fields) => {
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const legendOf = (set: Element) => norm(set.querySelector(':scope > legend')?.textContent);
    const fire = (el: Element) => {
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const missing: number[] = [];
    const noOption: { index: number; options: string[] }[] = [];
    for (const [index, field] of fields.entries()) {
      let scope: ParentNode = document;
      if (field.within) {
        const set = [...document.querySelectorAll('fieldset')].find((f) => legendOf(f) === field.within);
        if (!set) {
          missing.push(index);
          continue;
        }
        scope = set;
      }
      if (field.radio) {
        const group = [...scope.querySelectorAll('fieldset')].find((f) => legendOf(f) === field.label);
        const labels = group ? [...group.querySelectorAll('label')] : [];
        const input = labels.find(
          (l) => norm(l.textContent).toLowerCase() === field.value.toLowerCase(),
        )?.control;
        if (!group) missing.push(index);
        else if (!(input instanceof HTMLInputElement))
          noOption.push({ index, options: labels.map((l) => norm(l.textContent)) });
        else {
          input.checked = true;
          fire(input);
        }
        continue;
      }
      const label = [...scope.querySelectorAll('label')].find((l) => norm(l.textContent) === field.label);
      const control = label?.control;
      if (control instanceof HTMLSelectElement) {
        const options = [...control.options].filter((o) => o.value !== '');
        const want = norm(field.value).toLowerCase();
        const option = options.find((o) => norm(o.text).toLowerCase() === want);
        if (!option) noOption.push({ index, options: options.map((o) => norm(o.text)) });
        else {
          control.value = option.value;
          fire(control);
        }
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.value = field.value;
        fire(control);
      } else missing.push(index);
    }
    return { missing, noOption };
  }, fields);
  const name = (f: FieldFill) => (f.within ? `${f.within}: ${f.label}` : f.label);
  return {
    missing: found.missing.map((i) => name(fields[i]!)),
    noOption: found.noOption.map(({ index, options }) => ({ field: fields[index]!, options })),
  };
}
