// A schedule of Quote Studio's steps as HTML (schedules.ts): a table of rows posted with the step's form,
// a row added or removed by posting it ("Add another location", "Remove other premises 2"), as the
// portal has no client script. Every cell's control is labelled "<noun> <n>: <column>"; its message is
// tied to it. On the review page, each row as one fact.
import { esc } from './pages.ts';
import { cellLabel, cellName, filledRows, premisesOptions, rowsShown, type Schedule } from './schedules.ts';
import type { Option } from './steps.ts';

export const SCHEDULE_CSS = `.schedule{margin:1.6rem 0 0;padding-top:1rem;border-top:1px solid var(--line)}.schedule h2{font:600 1.15rem Georgia,serif;margin:0 0 .2rem}
.schedule .hint{color:#7a7090;font-size:.9rem;margin:0 0 .6rem}.schedule table.grid input,.schedule table.grid select{width:100%;min-width:7rem;max-width:none}
.schedule td.invalid input,.schedule td.invalid select{border-color:var(--warn)}.schedule .error{display:block;color:var(--warn);font-size:.85rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`;

export function renderSchedule(
  s: Schedule,
  values: Record<string, string>,
  errors: Record<string, string>,
  data: Record<string, string>,
): string {
  const count = rowsShown(s, values);
  const premises = premisesOptions(data);
  const rows = Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const cells = s.columns.map((c) => {
      const name = cellName(s, i, c.key);
      const id = `f_${name}`;
      const error = errors[name];
      const aria = error ? ` aria-invalid="true" aria-describedby="${id}_error"` : '';
      const value = values[name] ?? '';
      const options: Option[] | undefined = c.kind === 'premises' ? premises : c.options;
      const control = options
        ? `<select id="${id}" name="${name}"${aria}><option value="">Select…</option>${options
            .map(
              (o) =>
                `<option value="${esc(o.value)}"${o.value === value ? ' selected' : ''}>${esc(o.label)}</option>`,
            )
            .join('')}</select>`
        : `<input type="text" id="${id}" name="${name}" value="${esc(value)}"${c.kind === 'text' ? '' : ' inputmode="numeric"'}${aria}>`;
      return `<td${error ? ' class="invalid"' : ''}><label class="sr-only" for="${id}">${esc(cellLabel(s, i, c))}</label>${control}${error ? `<span class="error" id="${id}_error">${esc(error)}</span>` : ''}</td>`;
    });
    const remove =
      count > 1
        ? `<button type="submit" name="go" value="remove-${s.prefix}-${i}" aria-label="Remove ${esc(s.noun.toLowerCase())} ${i}">Remove</button>`
        : '';
    return `<tr><th scope="row">${i}</th>${cells.join('')}<td>${remove}</td></tr>`;
  }).join('');
  const head = s.columns.map(
    (c) => `<th scope="col">${esc(c.label[0]!.toUpperCase() + c.label.slice(1))}</th>`,
  );
  return `<section class="schedule" aria-labelledby="${s.prefix}_title"><h2 id="${s.prefix}_title">${esc(s.title)}</h2><p class="hint">${esc(s.hint)}</p>
<input type="hidden" name="${s.prefix}_count" value="${count}">
<table class="grid" aria-label="${esc(s.title)}"><thead><tr><th scope="col">#</th>${head.join('')}<th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table>
<p><button type="submit" name="go" value="add-${s.prefix}">${esc(s.add)}</button></p></section>`;
}

/** The schedule's rows on the review page: one fact each. */
export function scheduleFacts(s: Schedule, data: Record<string, string>): string {
  const premises = premisesOptions(data);
  return filledRows(s, data)
    .map((row, k) => {
      const shown = s.columns
        .map((c) => {
          const raw = row[c.key] ?? '';
          if (!raw) return '';
          const options = c.kind === 'premises' ? premises : c.options;
          const text = options?.find((o) => o.value === raw)?.label ?? raw;
          return c.kind === 'money' ? `${c.label} $${text}` : c.kind === 'premises' ? `at ${text}` : text;
        })
        .filter(Boolean)
        .join(', ');
      return `<dt>${esc(`${s.noun} ${k + 1}`)}</dt><dd>${esc(shown)}</dd>`;
    })
    .join('');
}
