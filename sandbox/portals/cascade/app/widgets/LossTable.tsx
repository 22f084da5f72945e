// The loss table (Loss history, GL and BOP): one row per loss of the past 3 years (date of loss, type,
// paid, reserved, open or closed), "Add a loss" adding a row and "Remove" taking one away. Each row is
// a row named "Loss 1", "Loss 2"… whose inputs are named by their column; errors come keyed by their
// path in the saved body (`losses.0.paid`) and show under the input.
import type { ReactNode } from 'react';
import { driftLabel } from '../drift.ts';
import { describedBy } from './Field.tsx';

export interface LossRowValues {
  date: string;
  type: string;
  paid: string;
  reserved: string;
  status: string;
}

export const emptyLossRow = (): LossRowValues => ({ date: '', type: '', paid: '', reserved: '', status: '' });

interface Props {
  rows: LossRowValues[];
  onChange: (rows: LossRowValues[]) => void;
  types: readonly { value: string; label: string }[];
  errors: Record<string, string>;
  maxRows: number;
}

const COLUMNS = [
  { key: 'date', label: 'Date of loss' },
  { key: 'type', label: 'Type of loss' },
  { key: 'paid', label: 'Amount paid (USD)' },
  { key: 'reserved', label: 'Amount reserved (USD)' },
  { key: 'status', label: 'Claim status' },
] as const;

export function LossTable({ rows, onChange, types, errors, maxRows }: Props) {
  const setRow = (i: number, row: LossRowValues) => onChange(rows.map((r, at) => (at === i ? row : r)));
  return (
    <section className="loss-table" aria-labelledby="loss-table-heading">
      <h2 id="loss-table-heading">Losses, one by one</h2>
      <p className="hint" id="loss-table-hint">
        List each loss of the past 3 years as the loss runs show it: the number of losses, the total incurred
        and whether claims are open must agree with the table. Leave the table empty when there were none.
      </p>
      {errors.losses && <p className="error">{errors.losses}</p>}
      {rows.length > 0 && (
        <table className="table" aria-describedby="loss-table-hint">
          <caption>Losses in the past 3 years</caption>
          <thead>
            <tr>
              <th scope="col">Loss</th>
              {COLUMNS.map((c) => (
                <th scope="col" key={c.key}>
                  {driftLabel(c.label)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <LossRowInputs
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the table
                key={i}
                index={i}
                row={row}
                types={types}
                errors={errors}
                onChange={(r) => setRow(i, r)}
                onRemove={() => onChange(rows.filter((_, at) => at !== i))}
              />
            ))}
          </tbody>
        </table>
      )}
      {rows.length < maxRows && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...rows, emptyLossRow()])}
        >
          Add a loss
        </button>
      )}
    </section>
  );
}

interface RowProps {
  index: number;
  row: LossRowValues;
  types: Props['types'];
  errors: Record<string, string>;
  onChange: (row: LossRowValues) => void;
  onRemove: () => void;
}

function LossRowInputs({ index, row, types, errors, onChange, onRemove }: RowProps) {
  const name = `Loss ${index + 1}`;
  const id = `loss-${index + 1}`;
  const cell = (key: keyof LossRowValues, control: (described?: string, invalid?: boolean) => ReactNode) => {
    const error = errors[`losses.${index}.${key}`];
    const hint = key === 'date' ? 'MM/DD/YYYY' : undefined;
    return (
      <td className={error ? 'field-invalid' : undefined}>
        {control(describedBy(`${id}-${key}`, hint, error), Boolean(error))}
        {hint && (
          <span className="hint" id={`${id}-${key}-hint`}>
            {hint}
          </span>
        )}
        {error && (
          <p className="error" id={`${id}-${key}-error`}>
            {error}
          </p>
        )}
      </td>
    );
  };
  const text = (key: 'date' | 'paid' | 'reserved', label: string) =>
    cell(key, (described, invalid) => (
      <input
        id={`${id}-${key}`}
        aria-label={driftLabel(label)}
        inputMode={key === 'date' ? 'numeric' : 'decimal'}
        value={row[key]}
        aria-describedby={described}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange({ ...row, [key]: event.target.value })}
      />
    ));
  const select = (
    key: 'type' | 'status',
    label: string,
    options: readonly { value: string; label: string }[],
  ) =>
    cell(key, (described, invalid) => (
      <select
        id={`${id}-${key}`}
        aria-label={driftLabel(label)}
        value={row[key]}
        aria-describedby={described}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange({ ...row, [key]: event.target.value })}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ));
  return (
    <tr id={id} aria-label={name}>
      <th scope="row">{name}</th>
      {text('date', 'Date of loss')}
      {select('type', 'Type of loss', types)}
      {text('paid', 'Amount paid (USD)')}
      {text('reserved', 'Amount reserved (USD)')}
      {select('status', 'Claim status', [
        { value: 'open', label: 'Open' },
        { value: 'closed', label: 'Closed' },
      ])}
      <td>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove loss {index + 1}
        </button>
      </td>
    </tr>
  );
}
