// Fills a form's plain fields (text boxes, text areas, drop-downs, radio groups, checkboxes) in ONE
// evaluated script, each found by its visible label, as the performance notes advise: setting the value
// and firing input/change is all a person's typing does on server-rendered forms, at one round trip per
// page instead of one per field. Works inside an iframe too (the root is a Locator in any frame).
// Shared by playbooks; the portal-specific part is only the list of fills.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../../errors.ts';

export interface FieldFill {
  /** The control's label as shown (a trailing `*` or `:` ignored), or a radio group's legend. */
  label: string;
  /** Text to type; for a drop-down or radio group the option's text (its value when `byValue`). */
  value: string;
  /** Look for the label only inside this fieldset / group (by its legend), e.g. a date's "Year". */
  group?: string;
  /** Match a drop-down option or radio by its value attribute instead of its text. */
  byValue?: boolean;
  /**
   * An option the carrier may simply not offer (a limit, a state): a missing option is then a refusal
   * of our data, not a changed page.
   */
  offered?: boolean;
}

export interface MissingOption {
  label: string;
  wanted: string;
  /** The option texts the control offers. */
  offered: string[];
  rejectable: boolean;
}

export interface FillReport {
  missingFields: string[];
  missingOptions: MissingOption[];
}

/** Sets every field under `root`; reports labels and options it could not find instead of throwing. */
export async function fillFields(root: Locator, fills: FieldFill[]): Promise<FillReport> {
  if (fills.length === 0) return { missingFields: [], missingOptions: [] };
  return root.evaluate((scope, items) => {
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
    const legendOf = (set: Element) =>
      set instanceof HTMLFieldSetElement
        ? norm(set.querySelector(':scope > legend')?.textContent)
        : norm(
            set.getAttribute('aria-label') ??
              (set.getAttribute('aria-labelledby') ?? '')
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
          );
    const groups = [...scope.querySelectorAll('fieldset, [role="group"], [role="radiogroup"]')];
    const groupNamed = (name: string) => groups.find((g) => legendOf(g) === norm(name));
    const labelText = (control: Element) =>
      norm(
        (control as HTMLInputElement).labels?.[0]?.textContent ??
          control.getAttribute('aria-label') ??
          (control.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
      );
    const controlsIn = (container: Element) =>
      [...container.querySelectorAll('input, select, textarea')].filter(
        (c) => (c as HTMLInputElement).type !== 'hidden',
      ) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];

    const missingFields: string[] = [];
    const missingOptions: {
      label: string;
      wanted: string;
      offered: string[];
      rejectable: boolean;
    }[] = [];
    for (const item of items) {
      const container = item.group ? groupNamed(item.group) : scope;
      if (!container) {
        missingFields.push(`${item.group} › ${item.label}`);
        continue;
      }
      // A radio group is a fieldset (or ARIA group) named by the question.
      const radioGroup = item.group ? undefined : groupNamed(item.label);
      const radios = radioGroup
        ? ([...radioGroup.querySelectorAll('input[type="radio"]')] as HTMLInputElement[])
        : [];
      if (radios.length > 0) {
        const radio = radios.find((r) =>
          item.byValue ? r.value === item.value : labelText(r) === norm(item.value),
        );
        if (!radio) {
          missingOptions.push({
            label: item.label,
            wanted: item.value,
            offered: radios.map((r) => r.labels?.[0]?.textContent?.trim() ?? r.value),
            rejectable: item.offered === true,
          });
          continue;
        }
        radio.checked = true;
        fire(radio);
        continue;
      }
      const control = controlsIn(container).find(
        (c) => (c as HTMLInputElement).type !== 'radio' && labelText(c) === norm(item.label),
      );
      if (!control) {
        missingFields.push(item.group ? `${item.group} › ${item.label}` : item.label);
        continue;
      }
      if (control instanceof HTMLSelectElement) {
        const options = [...control.options];
        // An empty value picks the placeholder ("-- Select --"): the field is left unanswered.
        const option =
          item.value === ''
            ? options.find((o) => o.value === '')
            : options.find((o) =>
                item.byValue ? o.value === item.value : norm(o.text) === norm(item.value),
              );
        if (!option) {
          missingOptions.push({
            label: item.label,
            wanted: item.value,
            offered: options.filter((o) => o.value !== '').map((o) => o.text.trim()),
            rejectable: item.offered === true,
          });
          continue;
        }
        control.value = option.value;
      } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        control.checked = item.value === 'true';
      } else {
        control.value = item.value;
      }
      fire(control);
    }
    return { missingFields, missingOptions };
  }, fills);
}

/**
 * What a fill report means: a missing field, or a missing option of a fixed vocabulary, is a changed
 * page (thrown); options the carrier does not offer are a refusal of our data, returned as a message
 * naming what it offers; undefined when everything was set.
 */
export function refusalOf(report: FillReport, where: string, carrier: string): string | undefined {
  if (report.missingFields.length > 0)
    throw portalChanged(`${where}: no field labelled ${report.missingFields.map(quoted).join(', ')}`);
  const changed = report.missingOptions.filter((m) => !m.rejectable);
  if (changed.length > 0)
    throw portalChanged(
      `${where}: ${changed.map((m) => `${quoted(m.label)} has no option ${quoted(m.wanted)}`).join('; ')}`,
    );
  if (report.missingOptions.length === 0) return undefined;
  return report.missingOptions
    .map((m) => `${carrier} does not offer ${m.wanted} for ${m.label} (it offers ${m.offered.join(', ')}).`)
    .join(' ');
}

const quoted = (text: string) => `"${text}"`;
