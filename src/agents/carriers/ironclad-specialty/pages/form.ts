// Filling Ironclad Exchange forms: every plain field of a page set in ONE page.evaluate (value, then
// input/change events, which the portal's follow-up script listens to), found by its visible label.
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';

/** A text input, textarea or select (by the option's visible text), or a radio in a question group. */
export type Fill = { label: string; value: string } | { group: string; choice: string };

export const radio = (group: string, yes: boolean): Fill => ({ group, choice: yes ? 'Yes' : 'No' });

export interface FillResult {
  /** Fields the browser would refuse to submit (required and empty, malformed), with its message. */
  invalid: string[];
}

/**
 * Fills the fields in order (a follow-up after the answer that opens it) and reports the fields the
 * browser's own constraint validation would block, so a click never waits on a form that cannot post.
 * Labels, groups or options that are not on the page mean the page changed.
 */
export async function fillForm(page: Page, fills: Fill[], where: string): Promise<FillResult> {
  const result = await page.evaluate((fills) => {
    const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const fire = (element: Element) => {
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const missing: string[] = [];
    let form: HTMLFormElement | null = null;
    for (const fill of fills) {
      if ('group' in fill) {
        const fieldset = Array.from(document.querySelectorAll('fieldset')).find(
          (f) => norm(f.querySelector('legend')?.textContent) === fill.group,
        );
        const option = Array.from(fieldset?.querySelectorAll('input[type=radio]') ?? []).find(
          (r) => norm((r as HTMLInputElement).labels?.[0]?.textContent) === fill.choice,
        ) as HTMLInputElement | undefined;
        if (!option || option.disabled) {
          missing.push(`${fill.group} (${fill.choice})`);
          continue;
        }
        option.checked = true;
        fire(option);
        form ??= option.form;
        continue;
      }
      const label = Array.from(document.querySelectorAll('label')).find(
        (l) => norm(l.textContent) === fill.label,
      );
      const control = label?.control as
        | HTMLInputElement
        | HTMLTextAreaElement
        | HTMLSelectElement
        | undefined;
      if (!control || control.disabled) {
        missing.push(fill.label);
        continue;
      }
      if (control instanceof HTMLSelectElement) {
        const option = Array.from(control.options).find((o) => norm(o.text) === fill.value);
        if (!option) {
          missing.push(`${fill.label} (${fill.value})`);
          continue;
        }
        control.value = option.value;
      } else {
        control.value = fill.value;
      }
      fire(control);
      form ??= control.form;
    }
    const invalid: string[] = [];
    for (const element of Array.from(form?.elements ?? [])) {
      const control = element as HTMLInputElement;
      if (typeof control.checkValidity !== 'function' || control.checkValidity()) continue;
      const name =
        norm(control.labels?.[0]?.textContent) ||
        norm(control.closest('fieldset')?.querySelector('legend')?.textContent) ||
        control.name;
      invalid.push(`${name}: ${control.validationMessage}`);
    }
    return { missing, invalid };
  }, fills);
  if (result.missing.length > 0)
    throw portalChanged(`Ironclad ${where} page: no field ${result.missing.join(', ')}`);
  return { invalid: result.invalid };
}

/** The visible options of selects, by label (to pick among the limits a carrier offers). */
export async function selectOptions(page: Page, labels: string[]): Promise<Record<string, string[]>> {
  const found = await page.evaluate((labels) => {
    const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const out: Record<string, string[]> = {};
    for (const label of Array.from(document.querySelectorAll('label'))) {
      const name = norm(label.textContent);
      if (labels.includes(name) && label.control instanceof HTMLSelectElement)
        out[name] = Array.from(label.control.options)
          .filter((o) => o.value !== '')
          .map((o) => norm(o.text));
    }
    return out;
  }, labels);
  const absent = labels.filter((label) => !found[label]);
  if (absent.length > 0) throw portalChanged(`Ironclad coverage page: no select ${absent.join(', ')}`);
  return found;
}

/** The error summary's messages ("Please correct the following before you continue: …"). */
export async function validationErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const summary = Array.from(document.querySelectorAll('[role=alert]')).find((a) =>
      /correct the following/i.test(a.textContent ?? ''),
    );
    if (!summary) return [];
    return Array.from(summary.querySelectorAll('li')).map((li) => (li.textContent ?? '').trim());
  });
}
