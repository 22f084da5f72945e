// A job waiting for answers: one field per question (yes/no, choices, text), follow-ups shown only when
// their condition holds. Answers go through the same resolve operation as the partner API.
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import type { Job, Question } from '../types.ts';

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
  const [busy, setBusy] = useState(false);
  const questions = action.questions ?? [];
  const shown = questions.filter((q) => !q.when || answers[q.when.questionId] === q.when.answer);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const body: Answers = {};
    for (const q of shown) if (answers[q.id] !== undefined) body[q.id] = answers[q.id]!;
    try {
      await api('POST', `${path}/resolve`, { answers: body });
      await onResolved();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  const set = (id: string, value: string | boolean) => setAnswers({ ...answers, [id]: value });
  return (
    <form className="step-in questions" onSubmit={submit} aria-label="Questions from the carrier">
      <p className="portal-message">{action.message}</p>
      {shown.map((q) => (
        <Field key={q.id} question={q} value={answers[q.id]} onChange={(v) => set(q.id, v)} />
      ))}
      <button type="submit" disabled={busy}>
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

function Field({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string | boolean | undefined;
  onChange: (v: string | boolean) => void;
}) {
  const name = `q-${question.id}`;
  if (question.type === 'yes_no') {
    return (
      <fieldset>
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
      </label>
    );
  }
  return (
    <label>
      {question.text}
      <input
        name={name}
        required
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        maxLength={2000}
      />
    </label>
  );
}
