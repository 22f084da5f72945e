// A labelled form control with its hint and error, and the error summary above a form. Inputs are
// controlled: their value lives in React state and changes only through onChange.
import type { ReactNode } from 'react';
import { driftLabel, driftPlaceholderOnly } from '../drift.ts';

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** No visible label (form drift): the control carries the wording as its placeholder. */
  unlabelled?: boolean;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function Field({ id, label, hint, error, unlabelled, children }: FieldProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      {!unlabelled && <label htmlFor={id}>{driftLabel(label)}</label>}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children(describedBy(id, hint, error), Boolean(error))}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'numeric' | 'decimal' | 'text';
  autoComplete?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  inputMode,
  autoComplete,
}: TextFieldProps) {
  const unlabelled = driftPlaceholderOnly(label);
  return (
    <Field id={id} label={label} hint={hint} error={error} unlabelled={unlabelled}>
      {(described, invalid) => (
        <input
          id={id}
          type={type}
          value={value}
          placeholder={unlabelled ? driftLabel(label) : undefined}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  /** The empty first option's text. */
  placeholder?: string;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  hint,
  placeholder = 'Choose…',
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(described, invalid) => (
        <select
          id={id}
          value={value}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A Yes / No question: a radio group named by the question. */
export function YesNo({
  id,
  question,
  value,
  onChange,
  error,
}: {
  id: string;
  question: string;
  value: string;
  onChange: (value: 'yes' | 'no') => void;
  error?: string;
}) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-question`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="yes-no"
      >
        <p className="question" id={`${id}-question`}>
          {driftLabel(question)}
        </p>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="choice">
            <input
              type="radio"
              name={id}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The alert above a form listing what to fix, or one message. */
export function ErrorSummary({ message, fields }: { message?: string; fields?: Record<string, string> }) {
  // A message several fields share (two buildings without a construction type) is listed once.
  const items = [...new Set(Object.values(fields ?? {}))];
  if (!message && items.length === 0) return null;
  return (
    <div className="alert alert-error" role="alert">
      {message && <p>{message}</p>}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
