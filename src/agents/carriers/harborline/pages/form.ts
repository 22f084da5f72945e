// Form helpers that each cost one round trip to the browser (see the performance notes): a page's plain
// fields are found by their label (or a radio group by its legend) and set in one script that fires the
// input/change events the portal listens to.
import type { Page } from 'playwright-core';

/** A control named by its visible label (radio groups: their legend) and the value to give it. */
export interface FieldValue {
  label: string;
  /** Text to type; for a select an option's value or text; for a radio group a choice's label. */
  value: string;
}

export interface FillReport {
  /** Labels with no control on the page. */
  missing: string[];
  /** Selects and radio groups with no such option, with the options they do have. */
  noOption: { label: string; value: string; options: string[] }[];
}

/** Sets every field in one script; reports what it could not find instead of throwing. */
export function fillFields(page: Page, fields: FieldValue[]): Promise<FillReport> {
  return page.evaluate((fields) => {
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const controls = new Map<string, Element>();
    for (const label of document.querySelectorAll('main label')) {
      const control = (label as HTMLLabelElement).control;
      const radio = control instanceof HTMLInputElement && control.type === 'radio';
      if (control && !radio) controls.set(norm(label.textContent), control);
    }
    for (const fieldset of document.querySelectorAll('main fieldset')) {
      const legend = fieldset.querySelector('legend');
      if (legend) controls.set(norm(legend.textContent), fieldset);
    }
    const fire = (el: Element) => {
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const report: FillReport = { missing: [], noOption: [] };
    for (const { label, value } of fields) {
      const control = controls.get(label);
      const wanted = value.toLowerCase();
      if (!control) report.missing.push(label);
      else if (control instanceof HTMLSelectElement) {
        const options = [...control.options].filter((o) => o.value !== '');
        const option = options.find(
          (o) => o.value.toLowerCase() === wanted || norm(o.text).toLowerCase() === wanted,
        );
        if (!option) report.noOption.push({ label, value, options: options.map((o) => norm(o.text)) });
        else {
          control.value = option.value;
          fire(control);
        }
      } else if (control instanceof HTMLFieldSetElement) {
        const radios = [...control.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
        const text = (r: HTMLInputElement) => norm(r.labels?.[0]?.textContent);
        const radio = radios.find(
          (r) => text(r).toLowerCase() === wanted || r.value.toLowerCase() === wanted,
        );
        if (!radio) report.noOption.push({ label, value, options: radios.map(text) });
        else {
          radio.checked = true;
          fire(radio);
        }
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.value = value;
        fire(control);
      } else report.missing.push(label);
    }
    return report;
  }, fields);
}

/** Labels of the controls whose label matches `pattern` (e.g. every "State (row N)"), in page order. */
export function labelsMatching(page: Page, pattern: RegExp): Promise<string[]> {
  return page.evaluate(
    (source) =>
      [...document.querySelectorAll('main label')]
        .map((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((t) => new RegExp(source).test(t)),
    pattern.source,
  );
}

/**
 * Waits until the selects labelled `labels` have loaded their options (asynchronous dropdowns), then
 * answers the ones left without options with the text they show instead ("No class codes for this
 * state", or the load's error). Undefined on timeout.
 */
export async function loadOptions(
  page: Page,
  labels: string[],
  timeout: number,
): Promise<{ label: string; text: string }[] | undefined> {
  try {
    const handle = await page.waitForFunction(
      (labels) => {
        const byLabel = new Map<string, HTMLSelectElement>();
        for (const label of document.querySelectorAll('main label')) {
          const control = (label as HTMLLabelElement).control;
          const text = (label.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (control instanceof HTMLSelectElement) byLabel.set(text, control);
        }
        const selects = labels.map((l) => byLabel.get(l));
        const loading = (s: HTMLSelectElement | undefined) =>
          !s || (s.disabled && s.options[0]?.text === 'Loading…');
        if (selects.some(loading)) return null;
        return selects.flatMap((s, i) =>
          s?.disabled ? [{ label: labels[i]!, text: s.options[0]?.text ?? '' }] : [],
        );
      },
      labels,
      { timeout, polling: 50 },
    );
    return (await handle.jsonValue()) as { label: string; text: string }[];
  } catch {
    return undefined;
  }
}

/**
 * The portal's messages after a refused save: each flagged field's message and any listed in the
 * error summary, else the summary itself.
 */
export function readFormErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const shown = (el: Element) => !(el as HTMLElement).hidden && el.getClientRects().length > 0;
    const messages = [
      ...[...document.querySelectorAll('main form [data-error-for]')]
        .filter(shown)
        .map((e) => norm(e.textContent)),
      ...[...document.querySelectorAll('main form [role="alert"] li')].map((e) => norm(e.textContent)),
    ].filter(Boolean);
    if (messages.length > 0) return [...new Set(messages)];
    const alert = [...document.querySelectorAll('main form [role="alert"]')].find(shown);
    return alert ? [norm(alert.textContent)] : [];
  });
}

/** A readable reason for fields the portal has no option for (our value is not one it offers). */
export function noOptionMessage(report: FillReport): string {
  return report.noOption
    .map(({ label, value, options }) =>
      options.length > 0 && options.length <= 8
        ? `Harborline offers no "${value}" for ${label} (its options: ${options.join(', ')}).`
        : `Harborline offers no "${value}" for ${label}.`,
    )
    .join(' ');
}
