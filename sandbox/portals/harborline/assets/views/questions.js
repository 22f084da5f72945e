// Step "Underwriting questions": yes/no questions as radio groups, choices as dropdowns, free text as a
// text area, all defined by the server (/api/reference).
import { api } from '../api.js';
import { $, $$, radioGroup, renderView, selectField, textArea } from '../dom.js';
import { loadReference } from '../state.js';
import { checkQuestions } from '../validate.js';
import { bindStepForm, loadStep, wizardPage } from './wizard.js';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function questionHtml(q, answer) {
  const id = `q-${q.id}`;
  if (q.type === 'yesno')
    return radioGroup({ id, name: q.id, legend: q.text, options: YES_NO, value: answer });
  if (q.type === 'choice') {
    const options = q.choices.map((c) => ({ value: c, label: c }));
    return selectField({ id, name: q.id, label: q.text, options, value: answer });
  }
  return textArea({ id, name: q.id, label: q.text, value: answer, hint: q.hint });
}

function readAnswer(form, q) {
  if (q.type === 'yesno') return $$(`input[name="${q.id}"]`, form).find((r) => r.checked)?.value ?? '';
  return $(`[name="${q.id}"]`, form).value;
}

export async function renderQuestions({ id }) {
  const ref = await loadReference();
  const submission = await loadStep(id, 'questions');
  if (!submission) return;
  const questions = ref.questions[submission.line];
  const answers = submission.data.questions ?? {};
  const main = renderView(
    wizardPage({
      line: submission.line,
      lineName: submission.lineName,
      submission,
      step: 'questions',
      body: `<form id="questions-form" class="form" novalidate>
  <section class="panel questions">
    <p class="muted">Answer every question. Some answers send the submission to a Harborline underwriter.</p>
    ${questions.map((q) => questionHtml(q, answers[q.id])).join('')}
  </section>
  <div class="actions"><!--back--><button type="submit" class="btn btn--primary">Save and continue</button></div>
</form>`,
    }),
    'Underwriting questions',
  );
  const form = $('#questions-form', main);
  bindStepForm(form, {
    step: 'questions',
    collect: () => Object.fromEntries(questions.map((q) => [q.id, readAnswer(form, q)])),
    check: (values) => checkQuestions(values, questions),
    send: (values) => api('PUT', `/api/submissions/${submission.id}/questions`, { answers: values }),
  });
}
