// A page's inventory: the required controls still empty after we filled it, and the controls the portal
// marks invalid, each as the portal shows it (label or legend, kind, choices, its own hint and message).
// Taken in ONE evaluated script per page (see /work/shared/docs/performance-notes.md) and shared by every
// playbook: what a portal wants that the submission does not hold is asked of a person, never guessed.
// Portals mark "required" in their own ways; all of them are read: the `required` attribute,
// `aria-required`, a `*` in or beside the label (`.req`), and after a post the invalid marks
// (`aria-invalid`, an error message tied to the field).
import type { Locator, Page } from 'playwright-core';

export interface InventoryItem {
  /** The control's label, or the question in a radio group's legend (a trailing `*` or `:` removed). */
  label: string;
  control: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox';
  /** The options a drop-down or radio group offers (their texts; a placeholder left out). */
  choices?: string[];
  /** The portal's hint beside the field. */
  hint?: string;
  /** The portal's message for the field, when it shows one. */
  error?: string;
  /** What the control holds now ('' when empty; a radio group's chosen label). */
  value: string;
  required: boolean;
}

/** Visible controls under `root` that are required and empty, or that the portal marks invalid. */
export async function takeInventory(root: Page | Locator): Promise<InventoryItem[]> {
  const scope = 'goto' in root ? root.locator('body') : root;
  return scope.evaluate((base: Element) => {
    const clean = (text: string | null | undefined) =>
      (text ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[\s:*]+$/, '')
        .trim();
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((e): e is HTMLElement => e !== null);
    const shown = (e: Element) =>
      (e as HTMLElement).checkVisibility ? (e as HTMLElement).checkVisibility() : true;
    const isError = (e: Element) => /error|validator|invalid/i.test(e.className);
    const textOf = (e: Element) =>
      e instanceof HTMLElement && e.title && !clean(e.textContent).replace(/\*/g, '')
        ? e.title
        : e.textContent;
    const rowOf = (e: Element) =>
      e.closest('.field, tr, .form-row, .form-group, .question, li') ?? e.parentElement ?? e;
    const rawLabel = (e: Element): string => {
      const c = e as HTMLInputElement;
      if (c.labels?.[0]) return c.labels[0].textContent ?? '';
      if (e.getAttribute('aria-label')) return e.getAttribute('aria-label') ?? '';
      const by = byIds(e.getAttribute('aria-labelledby'));
      if (by.length) return by.map((b) => b.textContent ?? '').join(' ');
      if (e instanceof HTMLFieldSetElement) return e.querySelector(':scope > legend')?.textContent ?? '';
      return '';
    };
    const items: {
      label: string;
      control: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox';
      choices?: string[];
      hint?: string;
      error?: string;
      value: string;
      required: boolean;
    }[] = [];
    const seenGroups = new Set<Element>();
    const controls = [...base.querySelectorAll('input, select, textarea')].filter((c) => {
      const type = (c as HTMLInputElement).type;
      return !['hidden', 'submit', 'button', 'reset', 'image', 'file', 'password'].includes(type);
    });
    for (const c of controls) {
      const type = (c as HTMLInputElement).type;
      const radio = type === 'radio';
      const holder = radio ? (c.closest('fieldset, [role="radiogroup"], [role="group"]') ?? c) : c;
      if (radio) {
        if (seenGroups.has(holder)) continue;
        seenGroups.add(holder);
      }
      if (!shown(holder) || (c as HTMLInputElement).disabled) continue;
      const raw = rawLabel(holder);
      const label = clean(raw);
      if (!label) continue;
      // A radio group's required mark may sit beside it (a table row's label cell).
      const row = rowOf(holder);
      const described = [
        ...byIds(holder.getAttribute('aria-describedby')),
        ...byIds(c.getAttribute('aria-describedby')),
      ];
      const near = [
        ...row.querySelectorAll('.hint, .help, .field-error, .error, .validator, [data-error-for]'),
      ];
      const notes = [...new Set([...described, ...near])].filter((e) => e !== holder && shown(e));
      const hint = notes
        .filter((e) => !isError(e))
        .map((e) => clean(e.textContent))
        .filter(Boolean)
        .join(' ');
      const error = notes
        .filter(isError)
        .map((e) => clean(textOf(e)))
        .filter((t) => t && t !== '*')
        .join(' ');
      const required =
        (c as HTMLInputElement).required ||
        holder.getAttribute('aria-required') === 'true' ||
        c.getAttribute('aria-required') === 'true' ||
        /\*\s*:?\s*$/.test(raw.trim()) ||
        row.querySelector('.req, .required, abbr[title="required"]') !== null;
      const invalid =
        holder.getAttribute('aria-invalid') === 'true' ||
        c.getAttribute('aria-invalid') === 'true' ||
        !!error;
      let value = '';
      let choices: string[] | undefined;
      let control: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' = 'text';
      if (radio) {
        control = 'radio';
        const radios = [...holder.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
        const labelOfRadio = (r: HTMLInputElement) => clean(r.labels?.[0]?.textContent ?? r.value);
        choices = radios.map(labelOfRadio);
        const chosen = radios.find((r) => r.checked);
        value = chosen ? labelOfRadio(chosen) : '';
      } else if (c instanceof HTMLSelectElement) {
        control = 'select';
        const options = [...c.options].filter((o) => o.value !== '');
        choices = options.map((o) => clean(o.text));
        value = c.value === '' ? '' : clean(c.selectedOptions[0]?.text);
      } else if (type === 'checkbox') {
        control = 'checkbox';
        value = (c as HTMLInputElement).checked ? 'true' : '';
      } else {
        control = c instanceof HTMLTextAreaElement ? 'textarea' : 'text';
        value = (c as HTMLInputElement).value.trim();
      }
      if (!((required && value === '') || invalid)) continue;
      items.push({
        label,
        control,
        ...(choices ? { choices } : {}),
        ...(hint ? { hint } : {}),
        ...(error ? { error } : {}),
        value,
        required,
      });
    }
    return items;
  });
}
