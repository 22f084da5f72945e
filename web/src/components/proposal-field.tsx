// A missing item the agent could place with one of our values: "Workforce size: 12 (Number of
// employees)?" with Confirm (answers with that value: the service learns the mapping), Choose another
// field (the runner-up, when there is one) and Type a value (the usual field, which teaches nothing).
import { type ReactNode, useState } from 'react';
import type { ProposedValue, Question } from '../types.ts';

type Mode = 'proposal' | 'runnerUp' | 'typing';

export function ProposalField({
  question,
  proposal,
  value,
  busy,
  errors,
  onConfirm,
  onChange,
  typed,
}: {
  question: Question;
  proposal: NonNullable<Question['proposal']>;
  value: string | boolean | undefined;
  busy: boolean;
  errors: string[] | undefined;
  onConfirm: (value: string) => void;
  onChange: (value: string | boolean) => void;
  /** The question's usual field, for typing a value. */
  typed: (onChange: (value: string | boolean) => void) => ReactNode;
}) {
  const [mode, setMode] = useState<Mode>('proposal');
  if (mode === 'typing') {
    return (
      <div className="proposal">
        {typed(onChange)}
        <button type="button" className="link" onClick={() => setMode('proposal')}>
          Use the proposed value
        </button>
      </div>
    );
  }
  const offered: ProposedValue = mode === 'runnerUp' && proposal.runnerUp ? proposal.runnerUp : proposal;
  const confirmed = value === offered.value;
  const name = `q-${question.id}`;
  const errorId = `${name}-error`;
  return (
    <fieldset className="proposal" aria-describedby={errors ? errorId : undefined}>
      <legend>
        {question.text}: <strong>{offered.value}</strong> ({offered.fieldName})?
      </legend>
      {question.hint ? <small className="hint">{question.hint}</small> : null}
      {confirmed ? (
        <p role="status">
          Confirmed: {offered.value} from {offered.fieldName}.
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          disabled={busy || confirmed}
          onClick={() => onConfirm(offered.value)}
          aria-label={`Confirm ${offered.value} (${offered.fieldName}) for ${question.text}`}
        >
          Confirm
        </button>
        {mode === 'proposal' && proposal.runnerUp ? (
          <button type="button" className="link" onClick={() => setMode('runnerUp')}>
            Choose another field
          </button>
        ) : null}
        {mode === 'runnerUp' ? (
          <button type="button" className="link" onClick={() => setMode('proposal')}>
            Back to {proposal.fieldName}
          </button>
        ) : null}
        <button
          type="button"
          className="link"
          onClick={() => {
            onChange('');
            setMode('typing');
          }}
        >
          Type a value
        </button>
      </div>
      {errors ? (
        <small id={errorId} className="error">
          {errors.join('; ')}
        </small>
      ) : null}
    </fieldset>
  );
}
