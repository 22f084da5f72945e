// Form controls drawn from the create body's schema (new-request/schema.ts): one labelled control per
// field, a fieldset per object, and add / remove for lists (locations, their buildings, losses, owners…).
// Each control shows the service's error for its path once something is typed there, or after "Start".
import { useId } from 'react';
import { type Draft, getAt, joinPath } from '../../new-request/draft.ts';
import {
  controlOf,
  hintOf,
  itemNameOf,
  type JsonSchema,
  labelOf,
  optionText,
} from '../../new-request/schema.ts';

export interface FormState {
  draft: Draft;
  change: (path: string, value: unknown) => void;
  errors: Record<string, string[]>;
  /** After a "Start" the service refused: every error shows, typed or not. */
  showAll: boolean;
}

export function Fields({
  schema,
  path,
  form,
  omit = [],
}: {
  schema: JsonSchema;
  path: string;
  form: FormState;
  omit?: string[];
}) {
  const required = schema.required ?? [];
  return (
    <div className="form-grid">
      {Object.entries(schema.properties ?? {})
        .filter(([key]) => !omit.includes(key))
        .map(([key, s]) => (
          <Field
            key={key}
            name={key}
            schema={s}
            path={joinPath(path, key)}
            required={required.includes(key)}
            form={form}
          />
        ))}
    </div>
  );
}

export function Field({
  name,
  schema,
  path,
  required,
  form,
}: {
  name: string;
  schema: JsonSchema;
  path: string;
  required: boolean;
  form: FormState;
}) {
  const id = useId();
  const control = controlOf(schema);
  const value = getAt(form.draft, path);
  const errors = form.errors[path] ?? [];
  const shown = form.showAll || (value !== undefined && value !== '') ? errors : [];
  const label = `${labelOf(name)}${required ? ' (required)' : ''}`;
  if (control.kind === 'object') {
    return (
      <fieldset className="wide">
        <legend>{labelOf(name)}</legend>
        <Fields schema={schema} path={path} form={form} />
        <Errors id={`${id}-e`} errors={form.showAll ? errors : []} />
      </fieldset>
    );
  }
  if (control.kind === 'list') return <List name={name} schema={schema} path={path} form={form} />;
  const hint = hintOf(schema);
  const describedBy = [hint ? `${id}-h` : '', shown.length ? `${id}-e` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': shown.length > 0 || undefined,
  };
  let input: React.ReactNode;
  if (control.kind === 'select' || control.kind === 'yesNo') {
    const options = control.kind === 'select' ? control.options : ['true', 'false'];
    input = (
      <select
        {...common}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => {
          const v = e.target.value;
          form.change(path, v === '' ? undefined : control.kind === 'yesNo' ? v === 'true' : v);
        }}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {control.kind === 'yesNo' ? (o === 'true' ? 'Yes' : 'No') : optionText(o)}
          </option>
        ))}
      </select>
    );
  } else if (control.kind === 'choices') {
    return <Choices name={name} options={control.options} path={path} form={form} errors={shown} />;
  } else {
    const numeric = control.kind === 'number';
    input = (
      <input
        {...common}
        type={numeric ? 'number' : 'text'}
        step={numeric && !control.integer ? 'any' : undefined}
        value={value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)}
        onChange={(e) => {
          const raw = e.target.value;
          if (raw === '') return form.change(path, undefined);
          if (numeric)
            return form.change(path, Number.isNaN(e.target.valueAsNumber) ? raw : e.target.valueAsNumber);
          if (control.kind === 'words')
            return form.change(
              path,
              raw.split(',').map((w) => w.trim()),
            );
          form.change(path, raw);
        }}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input}
      {hint ? (
        <small className="hint" id={`${id}-h`}>
          {hint}
        </small>
      ) : null}
      <Errors id={`${id}-e`} errors={shown} />
    </div>
  );
}

function Choices({
  name,
  options,
  path,
  form,
  errors,
}: {
  name: string;
  options: string[];
  path: string;
  form: FormState;
  errors: string[];
}) {
  const chosen = (getAt(form.draft, path) as string[] | undefined) ?? [];
  return (
    <fieldset className="wide">
      <legend>{labelOf(name)}</legend>
      {options.map((o) => (
        <label key={o} className="inline">
          <input
            type="checkbox"
            checked={chosen.includes(o)}
            onChange={(e) =>
              form.change(path, e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))
            }
          />
          {optionText(o)}
        </label>
      ))}
      <Errors errors={errors} />
    </fieldset>
  );
}

/** A list of objects: each item a fieldset ("Location 2") with Remove, and "Add a location". */
export function List({
  name,
  schema,
  path,
  form,
  legend,
}: {
  name: string;
  schema: JsonSchema;
  path: string;
  form: FormState;
  legend?: string;
}) {
  const items = (getAt(form.draft, path) as unknown[] | undefined) ?? [];
  const item = itemNameOf(name);
  const errors = form.errors[path] ?? [];
  return (
    <fieldset className="wide list">
      <legend>{legend ?? labelOf(name)}</legend>
      {items.length === 0 ? <p className="meta">None yet.</p> : null}
      {items.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place; the index is their place in the body
        <fieldset key={i} className="item">
          <legend>
            {item} {i + 1}
          </legend>
          <Fields schema={schema.items ?? {}} path={joinPath(path, i)} form={form} />
          <button
            type="button"
            className="link"
            onClick={() =>
              form.change(path, items.length === 1 ? undefined : items.filter((__, j) => j !== i))
            }
          >
            Remove {item.toLowerCase()} {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => form.change(path, [...items, {}])}>
        Add {/^[aeiou]/i.test(item) ? 'an' : 'a'} {item.toLowerCase()}
      </button>
      <Errors errors={items.length > 0 || form.showAll ? errors : []} />
    </fieldset>
  );
}

export function Errors({ errors, id }: { errors: string[]; id?: string }) {
  if (errors.length === 0) return null;
  return (
    <small className="error" id={id}>
      {errors.join('; ')}
    </small>
  );
}
