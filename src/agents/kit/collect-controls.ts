// The page script behind controls.ts: every visible control under an element, open shadow roots
// included, with what a person reads for it, and (when kept) the controls' elements in `ref` order.
// Self-contained: Playwright serialises it into the page, and region.ts into an expression.
/** Runs in the page: see readControls. Self-contained (serialised into the page). */
export function collectControls(base: Element, keep = true) {
  const clean = (text: string | null | undefined) =>
    (text ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s:*]+$/, '')
      .trim();
  const shown = (e: Element) =>
    (e as HTMLElement).checkVisibility ? (e as HTMLElement).checkVisibility() : true;
  const rootOf = (e: Element) => e.getRootNode() as Document | ShadowRoot;
  const byIds = (e: Element, ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .map((id) => (id ? rootOf(e).getElementById(id) : null))
      .filter((x): x is HTMLElement => x !== null);
  // Every element under base, descending into open shadow roots.
  const all: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const e of node.querySelectorAll('*')) {
      all.push(e);
      if (e.shadowRoot) walk(e.shadowRoot);
    }
  };
  walk(base);
  // A shadow host is the parent of its shadow root's top elements.
  const parentOf = (e: Element): Element | null =>
    e.parentElement ?? ((e.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  const closest = (e: Element, selector: string): Element | null => {
    for (let at: Element | null = e; at; at = parentOf(at)) if (at.matches(selector)) return at;
    return null;
  };
  const labelOf = (e: Element): string => {
    const c = e as HTMLInputElement;
    if (c.labels && c.labels.length > 0) {
      const label = c.labels[0]!;
      // A label wrapping its control: its text without the control's own (a select's options).
      const copy = label.cloneNode(true) as HTMLElement;
      for (const inner of copy.querySelectorAll('select, input, textarea, .hint, .help, [role="listbox"]'))
        inner.remove();
      return copy.textContent ?? '';
    }
    if (e.getAttribute('aria-label')) return e.getAttribute('aria-label') ?? '';
    const by = byIds(e, e.getAttribute('aria-labelledby'));
    if (by.length) return by.map((b) => b.textContent ?? '').join(' ');
    if (e instanceof HTMLFieldSetElement) return e.querySelector(':scope > legend')?.textContent ?? '';
    return (e as HTMLElement).title || e.getAttribute('placeholder') || '';
  };
  const groupOf = (e: Element): string => {
    for (let at = parentOf(e); at; at = parentOf(at)) {
      if (at instanceof HTMLFieldSetElement) {
        const legend = at.querySelector(':scope > legend')?.textContent;
        if (legend) return clean(legend);
      }
      const role = at.getAttribute('role');
      if (
        (role === 'group' || role === 'region') &&
        (at.getAttribute('aria-label') || at.getAttribute('aria-labelledby'))
      )
        return clean(labelOf(at));
      if (at.tagName === 'SECTION') {
        const heading = at.querySelector(':scope > h2, :scope > h3, :scope > header h2, :scope > header h3');
        if (heading) return clean(heading.textContent);
      }
    }
    return '';
  };
  // The row a control sits in: its field wrapper, else its parent unless that is the whole form.
  const rowOf = (e: Element) => {
    const row =
      closest(e, '.field, tr, .form-row, .form-group, .question, li, [role="group"]') ?? parentOf(e);
    return !row || /^(FORM|MAIN|BODY)$/.test(row.tagName) ? e : row;
  };
  const isError = (e: Element) => /error|validator|invalid/i.test(e.className?.toString() ?? '');

  const elements: Element[] = [];
  const info: unknown[] = [];
  const seenGroups = new Set<Element>();
  const candidates = all.filter((e) => {
    if (
      !(e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement)
    )
      return false;
    const type = (e as HTMLInputElement).type;
    return !['hidden', 'submit', 'button', 'reset', 'image', 'password'].includes(type);
  }) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];

  // One value entered in parts: a run of sibling boxes each taking a few characters (a phone as area
  // code, exchange and line), or a month, a day and a year drop-down. The run is one control, named by
  // its first part's label, when no later part has a label of its own (a portal that labels each part,
  // "Month", "Day", "Year", is read part by part).
  const MONTH_NAMES = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
  const numbers = (s: HTMLSelectElement) =>
    [...s.options].filter((o) => o.value !== '').map((o) => Number(o.value.trim() || o.text.trim()));
  const dateRole = (e: Element): 'month' | 'day' | 'year' | undefined => {
    if (!(e instanceof HTMLSelectElement)) return undefined;
    const options = [...e.options].filter((o) => o.value !== '');
    const values = numbers(e);
    if (values.some((v) => !Number.isInteger(v))) {
      const named = options.filter((o) => MONTH_NAMES.test(o.text.trim()));
      return named.length === 12 && options.length === 12 ? 'month' : undefined;
    }
    if (values.length === 0) return undefined;
    if (values.every((v) => v >= 1000 && v <= 9999)) return 'year';
    const top = Math.max(...values);
    if (values.every((v) => v >= 1) && top === 12 && values.length === 12)
      return options.some((o) => MONTH_NAMES.test(o.text.trim())) ? 'month' : undefined;
    if (values.every((v) => v >= 1) && top >= 28 && top <= 31 && values.length === top) return 'day';
    return undefined;
  };
  const partLength = (e: Element) =>
    e instanceof HTMLInputElement &&
    ['text', 'tel', 'number', ''].includes(e.type) &&
    e.maxLength >= 1 &&
    e.maxLength <= 4
      ? e.maxLength
      : 0;
  const unlabelled = (e: Element) => ((e as HTMLInputElement).labels?.length ?? 0) === 0;
  const composites = new Map<Element, { parts: Element[]; kind: 'date' | 'text' }>();
  const inComposite = new Set<Element>();
  for (let i = 0; i < candidates.length; i += 1) {
    const head = candidates[i]!;
    if (inComposite.has(head) || !shown(head) || head.disabled) continue;
    const parent = parentOf(head);
    const run = [head];
    const isDate = dateRole(head) !== undefined;
    for (let j = i + 1; j < candidates.length; j += 1) {
      const next = candidates[j]!;
      if (parentOf(next) !== parent || !unlabelled(next) || !shown(next) || next.disabled) break;
      if (isDate ? dateRole(next) === undefined : partLength(next) === 0) break;
      run.push(next);
      if (isDate && run.length === 3) break;
    }
    if (!isDate && (partLength(head) === 0 || run.length < 2)) continue;
    if (isDate) {
      const roles = new Set(run.map(dateRole));
      if (run.length !== 3 || roles.size !== 3) continue;
    }
    composites.set(head, { parts: run, kind: isDate ? 'date' : 'text' });
    for (const part of run.slice(1)) inComposite.add(part);
  }

  for (const c of candidates) {
    if (inComposite.has(c)) continue;
    const type = c instanceof HTMLInputElement ? c.type : c.tagName.toLowerCase();
    const radio = type === 'radio';
    const holder = radio ? (closest(c, 'fieldset, [role="radiogroup"], [role="group"]') ?? c) : c;
    if (radio) {
      if (seenGroups.has(holder)) continue;
      seenGroups.add(holder);
    }
    // A file input is often hidden behind a styled button: keep it when its label shows.
    if (type !== 'file' && (!shown(holder) || c.disabled)) continue;
    const raw = labelOf(holder);
    const label = clean(raw);
    if (!label) continue;
    const row = rowOf(holder);
    const described = [
      ...byIds(holder, holder.getAttribute('aria-describedby')),
      ...byIds(c, c.getAttribute('aria-describedby')),
      ...byIds(c, c.getAttribute('aria-errormessage')),
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
      .map((e) =>
        clean(
          (e as HTMLElement).title && !clean(e.textContent).replace(/\*/g, '')
            ? (e as HTMLElement).title
            : e.textContent,
        ),
      )
      .filter((t) => t && t !== '*')
      .join(' ');
    const required =
      (c as HTMLInputElement).required ||
      holder.getAttribute('aria-required') === 'true' ||
      c.getAttribute('aria-required') === 'true' ||
      /\*\s*:?\s*$/.test(raw.trim()) ||
      row.querySelector('.req, .required, abbr[title="required"]') !== null;
    // A value the browser's own constraint validation refuses (a `pattern`, a `type`) is the portal's
    // refusal too, in the browser's words where the portal shows none.
    const refusedByBrowser = !radio && type !== 'checkbox' && c.value !== '' && !c.validity.valid;
    const invalid =
      holder.getAttribute('aria-invalid') === 'true' ||
      c.getAttribute('aria-invalid') === 'true' ||
      !!error ||
      refusedByBrowser;
    const shape = c instanceof HTMLInputElement || c instanceof HTMLTextAreaElement ? c : undefined;
    const pattern = shape?.getAttribute('pattern') ?? '';
    const inputMode = shape?.getAttribute('inputmode') ?? '';
    // What else the control says of its value, for placing one of ours by it (place-by-value.ts).
    const placeholder = c.getAttribute('placeholder') ?? '';
    const autocomplete = c.getAttribute('autocomplete') ?? '';
    const htmlName = c.getAttribute('name') || c.id;
    const bound = (name: string) => {
      const v = c instanceof HTMLInputElement && c.type === 'number' ? c.getAttribute(name) : null;
      return v !== null && v !== '' && Number.isFinite(Number(v)) ? { [name]: Number(v) } : {};
    };
    const ref = elements.length;
    elements.push(c);
    const base = {
      ref,
      label,
      group: groupOf(holder),
      required,
      invalid,
      readOnly: (c as HTMLInputElement).readOnly === true,
      type,
      ...(hint ? { hint } : {}),
      ...(error ? { error } : refusedByBrowser ? { error: c.validationMessage } : {}),
      ...(pattern ? { pattern } : {}),
      ...(shape && shape.maxLength >= 0 ? { maxLength: shape.maxLength } : {}),
      ...(inputMode ? { inputMode } : {}),
      ...(placeholder ? { placeholder } : {}),
      ...(autocomplete ? { autocomplete } : {}),
      ...(htmlName ? { htmlName } : {}),
      ...bound('min'),
      ...bound('max'),
    };
    const composite = composites.get(c);
    if (composite) {
      // The parts follow the head among the elements; the value is theirs together.
      const parts = composite.parts.map((part, i) => {
        if (i > 0) elements.push(part);
        const ref = i === 0 ? base.ref : elements.length - 1;
        if (composite.kind === 'text')
          return {
            ref,
            length: (part as HTMLInputElement).maxLength,
            value: (part as HTMLInputElement).value,
          };
        const select = part as HTMLSelectElement;
        const options = [...select.options].filter((o) => o.value !== '');
        return {
          ref,
          role: dateRole(part),
          values: options.map((o) => o.value),
          texts: options.map((o) => clean(o.text)),
          value: select.value,
        };
      });
      const total = parts.reduce((n, p) => n + (p.length ?? 0), 0);
      // A date read as a person reads it (MM/DD/YYYY); a part left unchosen leaves it empty.
      const number = (p: (typeof parts)[number]) => {
        const i = p.values?.indexOf(p.value) ?? -1;
        const n = Number(p.value);
        return Number.isInteger(n) && n > 0 ? n : i + 1;
      };
      const partOf = (role: string) => parts.find((p) => p.role === role)!;
      const two = (n: number) => String(n).padStart(2, '0');
      const value =
        composite.kind === 'text'
          ? parts.map((p) => p.value).join('')
          : parts.some((p) => p.value === '')
            ? ''
            : `${two(number(partOf('month')))}/${two(number(partOf('day')))}/${number(partOf('year'))}`;
      info.push({
        ...base,
        type: composite.kind === 'date' ? 'date in selects' : `${type} in ${parts.length} parts`,
        kind: composite.kind,
        parts: parts.map(({ value: _, ...p }) => p),
        ...(composite.kind === 'text' ? { maxLength: total } : {}),
        value,
      });
      continue;
    }
    if (radio) {
      const radios = [...holder.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
      const optionRefs: number[] = [];
      for (const r of radios) {
        if (r === c) optionRefs.push(ref);
        else {
          optionRefs.push(elements.length);
          elements.push(r);
        }
      }
      const text = (r: HTMLInputElement) => clean(labelOf(r) || r.value);
      const chosen = radios.find((r) => r.checked);
      info.push({
        ...base,
        kind: 'radio',
        optionRefs,
        choices: radios.map(text),
        value: chosen ? text(chosen) : '',
      });
    } else if (c instanceof HTMLSelectElement) {
      const options = [...c.options].filter((o) => o.value !== '');
      info.push({
        ...base,
        kind: 'select',
        choices: options.map((o) => clean(o.text)),
        choiceValues: options.map((o) => o.value),
        value: c.value === '' ? '' : clean(c.selectedOptions[0]?.text),
      });
    } else if (type === 'checkbox') {
      info.push({ ...base, kind: 'checkbox', value: (c as HTMLInputElement).checked ? 'true' : '' });
    } else if (type === 'file') {
      const files = (c as HTMLInputElement).files;
      info.push({ ...base, kind: 'file', value: files && files.length > 0 ? files[0]!.name : '' });
    } else {
      const combobox = c.getAttribute('role') === 'combobox';
      const date =
        type === 'date' ||
        c.getAttribute('data-date-picker') !== null ||
        (c.getAttribute('aria-haspopup') ?? '') === 'dialog' ||
        /\b(mm\/dd\/yyyy|yyyy-mm-dd)\b/i.test(c.getAttribute('placeholder') ?? '');
      const kind =
        c instanceof HTMLTextAreaElement ? 'textarea' : combobox ? 'combobox' : date ? 'date' : 'text';
      info.push({ ...base, kind, value: c.value.trim() });
    }
  }
  return { info, elements: keep ? elements : [] };
}
