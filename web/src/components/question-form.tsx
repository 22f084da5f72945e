// A job waiting for answers (underwriting questions or missing information): one field per question
// (yes/no, choices, a year, a count, an amount, text), follow-ups shown only when their condition holds,
// and "Remember for this client" (on by default; off, the answers serve this job only). Answers go
// through the same resolve operation as the partner API; what it refuses is shown under the question.
// A missing item with a proposal asks "Label: value (our field)?" instead (proposal-field.tsx).
import { type FormEvent, useId, useState } from 'react';
import { ApiError, api } from '../api.ts';
import type { Job, Question } from '../types.ts';
import { Countdown } from './countdown.tsx';
import { ProposalField } from './proposal-field.tsx';

type Action = NonNullable<Job['actionRequired']>;
type Answers = Record<string, string | boolean>;

export function QuestionForm({
  path,
  action,
  onResolved,
}: {
  path: string;
  action: Action;
  onResolved: () => Promise<void>;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [remember, setRemember] = useState(true);
  const rememberHint = useId();
  const [ended, setEnded] = useState(false);
  const questions = action.questions ?? [];
  const shown = questions.filter((q) => !q.when || answers[q.when.questionId] === q.when.answer);

  async function send(given: Answers) {
    setBusy(true);
    setError('');
    setFieldErrors({});
    const body: Answers = {};
    for (const q of shown) if (given[q.id] !== undefined) body[q.id] = given[q.id]!;
    try {
      await api('POST', `${path}/resolve`, { answers: body, remember }, { retryUnavailable: true });
      await onResolved();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (e instanceof ApiError && e.fieldErrors) setFieldErrors(e.fieldErrors);
    } finally {
      setBusy(false);
    }
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(answers);
  }
  const set = (id: string, value: string | boolean) => setAnswers({ ...answers, [id]: value });
  /** A confirmed proposal: the pause is resolved at once when it was the only question. */
  const confirm = (id: string, value: string) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    if (shown.length === 1) void send(next);
  };
  return (
    <form className="step-in questions" onSubmit={submit} aria-label="Questions from the carrier">
      <p className="portal-message">{action.message}</p>
      <Countdown expiresAt={action.expiresAt} what="to answer" waitsFor="answers" onEnded={setEnded} />
      {shown.map((q) =>
        q.proposal ? (
          <ProposalField
            key={q.id}
            question={q}
            proposal={q.proposal}
            value={answers[q.id]}
            busy={busy || ended}
            errors={fieldErrors[`answers.${q.id}`]}
            onConfirm={(v) => confirm(q.id, v)}
            onChange={(v) => set(q.id, v)}
            typed={(onChange) => (
              <Field
                question={q}
                value={answers[q.id]}
                errors={fieldErrors[`answers.${q.id}`]}
                onChange={onChange}
              />
            )}
          />
        ) : (
          <Field
            key={q.id}
            question={q}
            value={answers[q.id]}
            errors={fieldErrors[`answers.${q.id}`]}
            onChange={(v) => set(q.id, v)}
          />
        ),
      )}
      <div className="remember">
        <label className="inline">
          <input
            type="checkbox"
            checked={remember}
            aria-describedby={rememberHint}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember for this client
        </label>
        <small id={rememberHint} className="hint">
          {remember
            ? 'Other carriers and later requests for this client will not ask these again.'
            : 'These answers serve this job only.'}
        </small>
      </div>
      <button type="submit" disabled={busy || ended}>
        {busy ? 'Sending…' : 'Send answers'}
      </button>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const thisYear = new Date().getFullYear();

/** The input attributes for a typed answer: the browser checks what the server will check again. */
function inputFor(type: Question['type']) {
  switch (type) {
    case 'year':
      return { type: 'number', min: 1800, max: thisYear + 1, step: 1, inputMode: 'numeric' as const };
    case 'integer':
      return { type: 'number', min: 0, step: 1, inputMode: 'numeric' as const };
    case 'money':
      return {
        type: 'text',
        inputMode: 'numeric' as const,
        pattern: '\\$?[0-9][0-9,]*',
        title: 'An amount in whole dollars, e.g. 250000',
      };
    default:
      return { type: 'text', maxLength: 2000 };
  }
}

function Field({
  question,
  value,
  errors,
  onChange,
}: {
  question: Question;
  value: string | boolean | undefined;
  errors: string[] | undefined;
  onChange: (v: string | boolean) => void;
}) {
  const name = `q-${question.id}`;
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy =
    [question.hint ? hintId : '', errors ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {question.hint ? (
        <small id={hintId} className="hint">
          {question.hint}
        </small>
      ) : null}
      {errors ? (
        <small id={errorId} className="error">
          {errors.join('; ')}
        </small>
      ) : null}
    </>
  );
  if (question.type === 'yes_no') {
    return (
      <fieldset aria-describedby={describedBy}>
        <legend>{question.text}</legend>
        <label className="inline">
          <input type="radio" name={name} required checked={value === true} onChange={() => onChange(true)} />{' '}
          Yes
        </label>
        <label className="inline">
          <input
            type="radio"
            name={name}
            required
            checked={value === false}
            onChange={() => onChange(false)}
          />{' '}
          No
        </label>
        {notes}
      </fieldset>
    );
  }
  if (question.type === 'choice') {
    return (
      <label>
        {question.text}
        <select
          name={name}
          required
          aria-describedby={describedBy}
          aria-invalid={errors ? true : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Choose…</option>
          {(question.choices ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {notes}
      </label>
    );
  }
  return (
    <label>
      {question.text}
      <input
        name={name}
        required
        {...inputFor(question.type)}
        aria-describedby={describedBy}
        aria-invalid={errors ? true : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
      {notes}
    </label>
  );
}
