// Form drift (SANDBOX_DRIFT) on a rendered view: optional fields behind a closed disclosure, a decoy
// field beside a real one (refused when filled: `decoyRefusal`), the contact phone in three inputs and
// the effective date in three selects (each kept in the original, now hidden, input that the view's
// own code reads), and text inputs whose label is taken away, the wording kept as their placeholder.
const rowOf = (root, name) => root.querySelector(`[name="${name}"]`)?.closest('div.field');

export function collapse(root, collapsed) {
  const rows = [...new Set(collapsed.fields.map((f) => rowOf(root, f.name)).filter(Boolean))];
  if (!rows.length) return;
  const details = document.createElement('details');
  details.className = 'optional-group';
  const summary = document.createElement('summary');
  summary.textContent = collapsed.summary;
  const inner = document.createElement('div');
  inner.className = rows[0].parentElement.className;
  rows[0].before(details);
  details.append(summary, inner);
  inner.append(...rows);
}

export function addDecoy(root, decoy) {
  const row = rowOf(root, decoy.beside.name);
  if (!row) return;
  const copy = row.cloneNode(true);
  const id = decoy.name.replace(/_/g, '-');
  for (const el of copy.querySelectorAll('.hint')) el.remove();
  const input = copy.querySelector('input, select, textarea');
  for (const a of ['required', 'aria-invalid', 'maxlength', 'min', 'max', 'pattern', 'placeholder'])
    input.removeAttribute(a);
  Object.assign(input, { id, name: decoy.name, value: '' });
  input.setAttribute('value', '');
  input.dataset.field = decoy.name;
  input.setAttribute('aria-describedby', `${id}-error`);
  const label = copy.querySelector('label');
  label.htmlFor = id;
  label.textContent = decoy.label;
  const error = copy.querySelector('[data-error-for]');
  if (error)
    Object.assign(error, { id: `${id}-error`, textContent: '' }).setAttribute('data-error-for', decoy.name);
  row.after(copy);
}

/** The decoy's refusal when the form has it filled: `{ [name]: message }`, else `{}`. */
export function decoyRefusal(form, decoy, selector) {
  const value = decoy && form.querySelector(selector(`[name="${decoy.name}"]`))?.value.trim();
  return value ? { [decoy.name]: decoy.message } : {};
}

/** The original input hidden, `parts` put in its place and its value kept as `join` of theirs. */
function replaceKeeping(input, parts, join) {
  const holder = document.createElement('span');
  holder.className = 'field-parts';
  holder.append(...parts);
  input.before(holder);
  input.type = 'hidden';
  const sync = () => {
    input.value = parts.every((p) => !p.value) ? '' : join(parts.map((p) => p.value));
  };
  for (const p of parts) p.addEventListener(p.tagName === 'SELECT' ? 'change' : 'input', sync);
  const label = input.closest('div.field')?.querySelector(`label[for="${input.id}"]`);
  if (label) label.htmlFor = parts[0].id;
}

export function splitPhone(root, name) {
  const input = root.querySelector(`input[name="${name}"]`);
  if (!input) return;
  const digits = input.value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const part = (suffix, size, value, label) => {
    const p = document.createElement('input');
    Object.assign(p, { type: 'text', id: `${input.id}-${suffix}`, name: `${name}__${suffix}`, value, size });
    p.maxLength = size;
    p.inputMode = 'numeric';
    if (label) p.setAttribute('aria-label', label);
    return p;
  };
  replaceKeeping(
    input,
    [
      part('area', 3, digits.slice(0, 3)),
      part('exchange', 3, digits.slice(3, 6), 'Exchange'),
      part('line', 4, digits.slice(6, 10), 'Line number'),
    ],
    (p) => p.join('-'),
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function splitDate(root, name) {
  const input = root.querySelector(`input[name="${name}"]`);
  if (!input) return;
  const [year, month, day] = /^\d{4}-\d{2}-\d{2}$/.test(input.value) ? input.value.split('-') : ['', '', ''];
  const thisYear = new Date().getFullYear();
  const two = (n) => String(n).padStart(2, '0');
  const select = (suffix, blank, options, value, label) => {
    const s = document.createElement('select');
    Object.assign(s, { id: `${input.id}-${suffix}`, name: `${name}__${suffix}` });
    if (label) s.setAttribute('aria-label', label);
    s.append(new Option(blank, ''), ...options.map(([v, t]) => new Option(t, v, false, v === value)));
    return s;
  };
  replaceKeeping(
    input,
    [
      select(
        'month',
        'Month',
        MONTHS.map((m, i) => [two(i + 1), m]),
        month,
      ),
      select(
        'day',
        'Day',
        Array.from({ length: 31 }, (_, i) => [two(i + 1), String(i + 1)]),
        day,
        'Day',
      ),
      select(
        'year',
        'Year',
        [thisYear - 1, thisYear, thisYear + 1].map((y) => [String(y), String(y)]),
        year,
        'Year',
      ),
    ],
    ([m, d, y]) => `${y}-${m}-${d}`,
  );
}

/** Text inputs whose label reads one of `texts`: the label goes, its wording stays as the placeholder. */
export function placeholderOnly(root, texts, normalize) {
  const wanted = new Map(texts.map((t) => [normalize(t), t]));
  for (const label of root.querySelectorAll('label[for]')) {
    const text = wanted.get(normalize(label.textContent));
    const input = text && root.querySelector(`#${CSS.escape(label.htmlFor)}`);
    if (input?.tagName !== 'INPUT' || !['text', 'email', 'tel', 'number'].includes(input.type)) continue;
    input.placeholder = text;
    label.remove();
  }
}
