// "Questions the carriers will ask": what POST /v1/quotes/requirements answers for the draft, by section of
// the body. Each question once, in the carriers' words (the first job's, and any other wording beside
// the carrier that uses it), with its condition; one the draft already answers is marked so. Answers
// typed here go into the create body's `answers`; a field the carriers will ask for and the draft leaves
// empty is asked here too, in the same place of the draft as the field above.
import { useId } from 'react';
import {
  answersOf,
  conditionOf,
  type FieldNeed,
  fieldWords,
  jobName,
  type QuestionNeed,
  type Requirements,
  schemaAt,
} from '../../new-request/requirements.ts';
import type { JsonSchema } from '../../new-request/schema.ts';
import { Errors, Field, type FormState } from './schema-fields.tsx';

export interface CarrierQuestionsProps {
  requirements: Requirements | undefined;
  /** Why the answer shown is not for the draft as it is now (a value the service refuses), if so. */
  stale: string | undefined;
  schema: JsonSchema;
  form: FormState;
  answer: (id: string, value: string | number | boolean | undefined) => void;
  carrierName: (id: string) => string;
}

export function CarrierQuestions(props: CarrierQuestionsProps) {
  const { requirements, stale, carrierName } = props;
  const lines = (props.form.draft.linesRequested as string[] | undefined) ?? [];
  const carriers = (props.form.draft.carrierIds as string[] | undefined) ?? [];
  if (lines.length === 0 || carriers.length === 0)
    return <p className="meta">Choose lines and carriers: what they will ask shows here.</p>;
  if (!requirements) return <p aria-busy="true">Asking the service…</p>;
  const questions = requirements.sections.flatMap((s) => s.questions);
  const text = (id: string) => {
    const q = questions.find((x) => x.id === id);
    return q?.jobs[0]?.label ?? q?.text ?? id;
  };
  const unlisted = requirements.jobs.filter((j) => j.dispatched && !j.questionsListed);
  const open = requirements.sections.flatMap((s) => s.questions.filter((q) => q.needed && !q.given));
  const emptyFields = requirements.sections.flatMap((s) => s.fields.filter((f) => f.needed && !f.given));
  return (
    <>
      <p role="status" className="meta">
        {requirements.complete
          ? 'Everything the carriers listed is answered: no job should pause for it.'
          : open.length + emptyFields.length === 0
            ? 'Which jobs run, and so what they ask, is decided once the state, NAICS code, revenue and employees are given.'
            : `${open.length} question${open.length === 1 ? '' : 's'} and ${emptyFields.length} field${
                emptyFields.length === 1 ? '' : 's'
              } the carriers will ask are still unanswered.`}
        {stale ? ` ${stale}` : ''}
      </p>
      {requirements.sections
        .filter((s) => s.questions.length > 0 || s.fields.some((f) => f.needed && !f.given))
        .map((s) => (
          <fieldset key={s.section} className="wide">
            <legend>{s.title}</legend>
            <ul className="carrier-questions" aria-label={`Questions on ${s.title}`}>
              {s.fields
                .filter((f) => f.needed && !f.given)
                .map((f) => (
                  <FieldAsked key={f.field} need={f} {...props} questionText={text} />
                ))}
              {s.questions.map((q) => (
                <Question key={q.id} q={q} {...props} questionText={text} />
              ))}
            </ul>
          </fieldset>
        ))}
      {unlisted.length > 0 ? (
        <p className="meta">
          Read from the portal as the job runs, so not listed here:{' '}
          {unlisted.map((j) => jobName(j, carrierName)).join('; ')}. These may still ask a question.
        </p>
      ) : null}
    </>
  );
}

type ItemProps = CarrierQuestionsProps & { questionText: (id: string) => string };

/** Who asks, and in which words when they differ from the label. */
function askedBy(jobs: { carrierId: string; line: string; label: string }[], props: ItemProps) {
  const first = jobs[0]?.label;
  return `Asked by ${jobs
    .map((j) => `${jobName(j, props.carrierName)}${j.label !== first ? ` (as “${j.label}”)` : ''}`)
    .join('; ')}.`;
}

function Question({ q, ...props }: ItemProps & { q: QuestionNeed }) {
  const id = useId();
  const words = q.jobs[0]?.label ?? q.text;
  const condition = conditionOf(q.jobs, props.questionText);
  const value = answersOf(props.form.draft)[q.id];
  const byField = q.given && value === undefined;
  const status = byField
    ? `Answered by the request: ${(q.answeredBy ?? []).map(fieldWords).join(', ')}.`
    : value !== undefined
      ? 'Answered.'
      : q.needed
        ? 'Not answered yet.'
        : 'Not asked for this request as it is.';
  const note = [askedBy(q.jobs, props), condition ? `${condition}.` : '', status].filter(Boolean).join(' ');
  // What the service says of the answer typed (`answers["<id>"]` of the check), once one is typed.
  const errors = value === undefined ? [] : (props.form.errors[`answers[${JSON.stringify(q.id)}]`] ?? []);
  return (
    <li
      className={value !== undefined || q.given ? 'answered' : q.needed ? 'open' : 'not-asked'}
      data-need={q.id}
    >
      {byField || (!q.needed && value === undefined) ? (
        <>
          <span className="question-words">{words}</span>
          <small className="hint">{note}</small>
        </>
      ) : (
        <div className="field">
          <label htmlFor={id}>{words}</label>
          <AnswerControl
            id={id}
            describedBy={errors.length ? `${id}-h ${id}-e` : `${id}-h`}
            invalid={errors.length > 0}
            q={q}
            value={value}
            answer={props.answer}
          />
          <small className="hint" id={`${id}-h`}>
            {note}
          </small>
          <Errors id={`${id}-e`} errors={errors} />
        </div>
      )}
    </li>
  );
}

function AnswerControl({
  id,
  describedBy,
  invalid,
  q,
  value,
  answer,
}: {
  id: string;
  describedBy: string;
  invalid: boolean;
  q: QuestionNeed;
  value: string | number | boolean | undefined;
  answer: CarrierQuestionsProps['answer'];
}) {
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
  if (q.type === 'yes_no' || (q.type === 'choice' && q.choices)) {
    const options = q.type === 'yes_no' ? ['true', 'false'] : q.choices!;
    return (
      <select
        {...common}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => {
          const v = e.target.value;
          answer(q.id, v === '' ? undefined : q.type === 'yes_no' ? v === 'true' : v);
        }}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {q.type === 'yes_no' ? (o === 'true' ? 'Yes' : 'No') : o}
          </option>
        ))}
      </select>
    );
  }
  const numeric = q.type === 'year' || q.type === 'integer' || q.type === 'money';
  return (
    <input
      {...common}
      type={numeric ? 'number' : 'text'}
      min={numeric ? (q.type === 'year' ? 1800 : 0) : undefined}
      max={q.type === 'year' ? new Date().getFullYear() + 1 : undefined}
      step={numeric ? 1 : undefined}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => {
        const raw = e.target.value;
        if (raw === '') return answer(q.id, undefined);
        answer(q.id, numeric && !Number.isNaN(e.target.valueAsNumber) ? e.target.valueAsNumber : raw);
      }}
    />
  );
}

/** A field of the body a carrier will ask for and the draft leaves empty: its control, here too. */
function FieldAsked({ need, ...props }: ItemProps & { need: FieldNeed }) {
  const schema = schemaAt(props.schema, need.field);
  const condition = conditionOf(need.jobs, props.questionText);
  const note = [askedBy(need.jobs, props), condition ? `${condition}.` : ''].filter(Boolean).join(' ');
  const name =
    need.field
      .split(/[.[\]]+/)
      .filter(Boolean)
      .pop() ?? need.field;
  return (
    <li className="open" data-need={need.field}>
      {schema ? (
        <Field name={name} schema={schema} path={need.field} required={false} form={props.form} />
      ) : (
        <span className="question-words">{need.label}</span>
      )}
      <small className="hint">
        {need.jobs[0]?.label ? `“${need.jobs[0].label}” ` : ''}
        {note} Not answered yet.
      </small>
    </li>
  );
}
