// Fills a page's plain fields (text boxes, text areas, drop-downs, radio lists) in ONE evaluated script,
// found by their visible labels: AgentLink has no client script, so setting values and firing the
// input/change events is all a person's typing does, at a fraction of the round trips.
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';

export interface Fill {
  /** The field's label as shown (without the colon or the required asterisk), or a radio list's question. */
  label: string;
  /** Text to type; for a drop-down or radio list, the option's text (its value when `byValue`). */
  value: string;
  byValue?: boolean;
  /**
   * An amount the carrier may simply not offer (a limit, a deductible): a missing option is then a
   * refusal of our data, not a changed page.
   */
  offered?: boolean;
}

export interface MissingOption {
  label: string;
  wanted: string;
  offered: string[];
  rejectable: boolean;
}

export interface FillReport {
  missingFields: string[];
  missingOptions: MissingOption[];
}

/** Sets every field; reports the labels and options it could not find instead of throwing. */
export async function fillByLabel(page: Page, fills: Fill[]): Promise<FillReport> {
  const report = await page.evaluate((items) => {
    const norm = (text: string | null | undefined) =>
      (text ?? '')
        .replace(/\s+/g, ' ')
        .replace(/[\s:*]+$/, '')
        .trim()
        .toLowerCase();
    const fire = (element: Element) => {
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const labelled = new Map<string, HTMLElement>();
    for (const label of document.querySelectorAll<HTMLLabelElement>('label[for]')) {
      const control = document.getElementById(label.htmlFor);
      if (control) labelled.set(norm(label.textContent), control);
    }
    const groups = new Map<string, Element>();
    for (const group of document.querySelectorAll('[role="radiogroup"]')) {
      const ids = (group.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
      const name =
        group.getAttribute('aria-label') ??
        ids.map((id) => document.getElementById(id)?.textContent).join(' ');
      groups.set(norm(name), group);
    }
    const missingFields: string[] = [];
    const missingOptions: { label: string; wanted: string; offered: string[]; rejectable: boolean }[] = [];
    for (const item of items) {
      const key = norm(item.label);
      const group = groups.get(key);
      if (group) {
        const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
        const textOf = (radio: HTMLInputElement) =>
          norm(document.querySelector(`label[for="${CSS.escape(radio.id)}"]`)?.textContent);
        const radio = radios.find((r) => textOf(r) === norm(item.value));
        if (!radio) {
          missingOptions.push({
            label: item.label,
            wanted: item.value,
            offered: radios.map(textOf),
            rejectable: item.offered === true,
          });
          continue;
        }
        radio.checked = true;
        fire(radio);
        continue;
      }
      const control = labelled.get(key);
      if (!control) {
        missingFields.push(item.label);
        continue;
      }
      if (control instanceof HTMLSelectElement) {
        const options = [...control.options].filter((o) => o.value !== '');
        const option = options.find((o) =>
          item.byValue ? o.value === item.value : norm(o.text) === norm(item.value),
        );
        if (!option) {
          missingOptions.push({
            label: item.label,
            wanted: item.value,
            offered: options.map((o) => o.text.trim()),
            rejectable: item.offered === true,
          });
          continue;
        }
        control.value = option.value;
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.value = item.value;
      } else {
        missingFields.push(item.label);
        continue;
      }
      fire(control);
    }
    return { missingFields, missingOptions };
  }, fills);
  return report;
}

/**
 * The outcome of a fill: a refusal message when the carrier does not offer one of our amounts,
 * undefined when everything was set. A missing field or vocabulary option means the page changed.
 */
export function checkFill(pageName: string, report: FillReport): string | undefined {
  if (report.missingFields.length > 0)
    throw portalChanged(`${pageName}: no field labelled ${report.missingFields.map(quote).join(', ')}`);
  const changed = report.missingOptions.filter((m) => !m.rejectable);
  if (changed.length > 0)
    throw portalChanged(
      `${pageName}: ${changed.map((m) => `${quote(m.label)} has no option ${quote(m.wanted)}`).join('; ')}`,
    );
  if (report.missingOptions.length === 0) return undefined;
  return report.missingOptions
    .map(
      (m) => `Summit Mutual does not offer ${m.wanted} for ${m.label} (available: ${m.offered.join(', ')}).`,
    )
    .join(' ');
}

const quote = (text: string) => `"${text}"`;
