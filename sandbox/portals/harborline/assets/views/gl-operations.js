// GL step 2: "Operations & coverage". The class fixes the premium basis shown beside the exposure field.
import { api } from '../api.js';
import { $, esc, field, renderView, selectField } from '../dom.js';
import { loadReference } from '../state.js';
import { checkGl } from '../validate.js';
import { bindLosses, lossesPanel, lossValues } from './losses.js';
import { bindStepForm, loadStep, wizardPage } from './wizard.js';

const basisText = (cls) =>
  cls ? `Premium basis: ${cls.basisName}, rated ${cls.unit}.` : 'Choose a class to see its premium basis.';

export async function renderGlOperations({ id }) {
  const ref = await loadReference();
  const submission = await loadStep(id, 'gl-operations');
  if (!submission) return;
  const business = submission.data.business;
  const gl = submission.data.gl ?? {
    classCode: '',
    exposure: '',
    limits: '1000000/2000000',
    deductible: '0',
  };
  const classes = ref.glClasses.map((c) => ({ value: c.code, label: `${c.code} — ${c.description}` }));
  const current = ref.glClasses.find((c) => c.code === gl.classCode);
  const exposure = gl.exposure === '' ? '' : Number(gl.exposure).toLocaleString('en-US');
  const main = renderView(
    wizardPage({
      line: 'gl',
      lineName: ref.lines.gl,
      submission,
      step: 'gl-operations',
      body: `<form id="gl-form" class="form" novalidate>
  <section class="panel"><h2>Operations</h2>
    <p class="muted">Industry on file: NAICS ${esc(business.naics)} ${esc(business.naicsTitle)}</p>
    <div class="grid grid--2">
    ${selectField({ id: 'classCode', name: 'classCode', label: 'General liability class', options: classes, value: gl.classCode, placeholder: 'Select a class' })}
    ${field({ id: 'exposure', name: 'exposure', label: 'Exposure', value: exposure, hint: `<span id="basis-text">${esc(basisText(current))}</span>`, attrs: 'inputmode="decimal"' })}
    </div>
  </section>
  <section class="panel"><h2>Coverage</h2><div class="grid grid--2">
    ${selectField({ id: 'limits', name: 'limits', label: 'Limits of insurance (each occurrence / aggregate)', options: ref.glLimits, value: gl.limits })}
    ${selectField({ id: 'deductible', name: 'deductible', label: 'Property damage deductible', options: ref.glDeductibles, value: gl.deductible })}
  </div></section>
  ${lossesPanel()}
  <div class="actions"><!--back--><button type="submit" class="btn btn--primary">Save and continue</button></div>
</form>`,
    }),
    'Operations & coverage',
  );
  const form = $('#gl-form', main);
  form.elements.classCode.addEventListener('change', () => {
    $('#basis-text', form).textContent = basisText(
      ref.glClasses.find((c) => c.code === form.elements.classCode.value),
    );
  });
  const losses = bindLosses(form, lossValues(gl.losses), ref);
  bindStepForm(form, {
    step: 'gl-operations',
    collect: () => ({
      ...Object.fromEntries(
        ['classCode', 'exposure', 'limits', 'deductible'].map((n) => [n, form.elements[n].value]),
      ),
      losses: losses.read(),
    }),
    check: checkGl,
    send: (values) => api('PUT', `/api/submissions/${submission.id}/gl-operations`, values),
  });
}
