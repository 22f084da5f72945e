// Step 2, Coverage: the class (combobox), the effective date (calendar picker) and the line's own
// limits, deductibles and questions. Under layout drift the line's fields come in the plan's order, and
// the step also asks what drift adds (the moved DBA, new questions: reference.driftAsks).
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import { remember } from '../cache.ts';
import { driftCaption, driftOrder } from '../drift.ts';
import { navigate } from '../router.ts';
import type { ClassItem, QuoteView, Reference } from '../types.ts';
import { ClassCodeCombobox } from '../widgets/ClassCodeCombobox.tsx';
import { DatePicker } from '../widgets/DatePicker.tsx';
import { ErrorSummary, SelectField, TextField, YesNo } from '../widgets/Field.tsx';
import { useSave } from './save.ts';

interface Props {
  reference: Reference;
  view: QuoteView;
}

type Values = Record<string, string>;
const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

function initial(view: QuoteView): Values {
  const c = view.data.coverage;
  if (!c) return { effectiveDate: '' };
  const common = {
    effectiveDate: c.effectiveDate,
    yearsExperience: c.yearsExperience === undefined ? '' : String(c.yearsExperience),
    safetyProgram: yesNo(c.safetyProgram),
  };
  if (c.line === 'gl')
    return { ...common, exposure: String(c.exposure), limits: c.limits, deductible: c.deductible };
  if (c.line === 'bop') {
    return {
      ...common,
      personalPropertyLimit: String(c.personalPropertyLimit),
      construction: c.construction,
      yearBuilt: String(c.yearBuilt),
      squareFeet: String(c.squareFeet),
      sprinklered: yesNo(c.sprinklered),
      propertyDeductible: c.propertyDeductible,
      liabilityLimits: c.liabilityLimits,
    };
  }
  const controls = Object.fromEntries(Object.entries(c.controls).map(([id, on]) => [id, yesNo(on)]));
  return {
    ...common,
    ...controls,
    aggregateLimit: c.aggregateLimit,
    retention: c.retention,
    records: c.records,
    priorIncidents: yesNo(c.priorIncidents),
    acceptsCards: yesNo(c.acceptsCards),
    pciCompliant: yesNo(c.pciCompliant),
  };
}

interface LineFieldsProps {
  reference: Reference;
  values: Values;
  set: (key: string) => (value: string) => void;
  errors: Record<string, string>;
  selected: ClassItem | null;
}

function GlFields({ reference, values, set, errors, selected }: LineFieldsProps) {
  const hint = selected
    ? `Rated on ${selected.exposureLabel}.`
    : 'Choose a class code first: it sets what the exposure measures.';
  return (
    <>
      {driftOrder([
        <TextField
          key="exposure"
          id="exposure"
          label="Exposure"
          hint={hint}
          inputMode="decimal"
          value={values.exposure ?? ''}
          onChange={set('exposure')}
          error={errors.exposure}
        />,
        <SelectField
          key="gl-limits"
          id="gl-limits"
          label="Limits (each occurrence / aggregate)"
          value={values.limits ?? ''}
          onChange={set('limits')}
          options={reference.options.glLimits}
          error={errors.limits}
        />,
        <SelectField
          key="gl-deductible"
          id="gl-deductible"
          label="Property damage deductible"
          value={values.deductible ?? ''}
          onChange={set('deductible')}
          options={reference.options.glDeductibles}
          error={errors.deductible}
        />,
      ])}
    </>
  );
}

function BopFields({ reference, values, set, errors }: LineFieldsProps) {
  return (
    <>
      {driftOrder([
        <TextField
          key="bpp-limit"
          id="bpp-limit"
          label="Business personal property limit (USD)"
          inputMode="decimal"
          value={values.personalPropertyLimit ?? ''}
          onChange={set('personalPropertyLimit')}
          error={errors.personalPropertyLimit}
        />,
        <SelectField
          key="construction"
          id="construction"
          label="Construction type"
          value={values.construction ?? ''}
          onChange={set('construction')}
          options={reference.options.constructionTypes}
          error={errors.construction}
        />,
        <TextField
          key="year-built"
          id="year-built"
          label="Year built"
          inputMode="numeric"
          value={values.yearBuilt ?? ''}
          onChange={set('yearBuilt')}
          error={errors.yearBuilt}
        />,
        <TextField
          key="square-feet"
          id="square-feet"
          label="Square footage"
          hint="Area the business occupies."
          inputMode="numeric"
          value={values.squareFeet ?? ''}
          onChange={set('squareFeet')}
          error={errors.squareFeet}
        />,
        <YesNo
          key="sprinklered"
          id="sprinklered"
          question="Is the building fully sprinklered?"
          value={values.sprinklered ?? ''}
          onChange={set('sprinklered')}
          error={errors.sprinklered}
        />,
        <SelectField
          key="property-deductible"
          id="property-deductible"
          label="Property deductible"
          value={values.propertyDeductible ?? ''}
          onChange={set('propertyDeductible')}
          options={reference.options.propertyDeductibles}
          error={errors.propertyDeductible}
        />,
        <SelectField
          key="bop-limits"
          id="bop-limits"
          label="Liability limits (each occurrence / aggregate)"
          value={values.liabilityLimits ?? ''}
          onChange={set('liabilityLimits')}
          options={reference.options.bopLimits}
          error={errors.liabilityLimits}
        />,
      ])}
    </>
  );
}

function CyberFields({ reference, values, set, errors }: LineFieldsProps) {
  const q = reference.cyberQuestions;
  return (
    <>
      {driftOrder([
        <SelectField
          key="cyber-limit"
          id="cyber-limit"
          label="Aggregate limit"
          value={values.aggregateLimit ?? ''}
          onChange={set('aggregateLimit')}
          options={reference.options.cyberLimits}
          error={errors.aggregateLimit}
        />,
        <SelectField
          key="cyber-retention"
          id="cyber-retention"
          label="Retention"
          value={values.retention ?? ''}
          onChange={set('retention')}
          options={reference.options.cyberRetentions}
          error={errors.retention}
        />,
        <SelectField
          key="records"
          id="records"
          label="Records with personal information"
          value={values.records ?? ''}
          onChange={set('records')}
          options={reference.options.recordsBands}
          error={errors.records}
        />,
        <fieldset key="security-controls" id="security-controls">
          <legend>Security controls</legend>
          {reference.cyberControls.map((c) => (
            <YesNo
              key={c.id}
              id={`control-${c.id}`}
              question={c.question}
              value={values[c.id] ?? ''}
              onChange={set(c.id)}
              error={errors[c.id]}
            />
          ))}
        </fieldset>,
        <YesNo
          key="prior-incidents"
          id="prior-incidents"
          question={q.priorIncidents}
          value={values.priorIncidents ?? ''}
          onChange={set('priorIncidents')}
          error={errors.priorIncidents}
        />,
        <YesNo
          key="accepts-cards"
          id="accepts-cards"
          question={q.acceptsCards}
          value={values.acceptsCards ?? ''}
          onChange={set('acceptsCards')}
          error={errors.acceptsCards}
        />,
        values.acceptsCards === 'yes' && (
          <YesNo
            key="pci-compliant"
            id="pci-compliant"
            question={q.pciCompliant}
            value={values.pciCompliant ?? ''}
            onChange={set('pciCompliant')}
            error={errors.pciCompliant}
          />
        ),
      ])}
    </>
  );
}

const LINE_FIELDS = { gl: GlFields, bop: BopFields, cyber: CyberFields };

export function CoverageStep({ reference, view }: Props) {
  const [values, setValues] = useState<Values>(() => initial(view));
  const [selected, setSelected] = useState<ClassItem | null>(view.classItem);
  const { busy, errors, message, run } = useSave();
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const LineFields = LINE_FIELDS[view.line];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, classCode: selected?.code ?? '' };
    const saved = await run(() => api<QuoteView>('PUT', `/api/quotes/${view.ref}/coverage`, { json: body }));
    if (!saved) return;
    remember(saved);
    navigate(`/quotes/${saved.ref}/loss-history`);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary message={message} fields={errors} />
      <ClassCodeCombobox selected={selected} onSelect={setSelected} error={errors.classCode} />
      <DatePicker
        id="effective-date"
        label="Policy effective date"
        value={values.effectiveDate ?? ''}
        onChange={set('effectiveDate')}
        min={reference.today}
        max={reference.latestEffectiveDate}
        error={errors.effectiveDate}
      />
      <LineFields reference={reference} values={values} set={set} errors={errors} selected={selected} />
      {reference.newRequirements && (
        <>
          <TextField
            id="years-experience"
            label="Years of industry experience (owner or manager)"
            hint="Whole years."
            inputMode="numeric"
            value={values.yearsExperience ?? ''}
            onChange={set('yearsExperience')}
            error={errors.yearsExperience}
          />
          <YesNo
            id="safety-program"
            question="Does the applicant have a written safety program?"
            value={values.safetyProgram ?? ''}
            onChange={set('safetyProgram')}
            error={errors.safetyProgram}
          />
        </>
      )}
      {reference.driftAsks.map((ask) =>
        ask.kind === 'yesno' ? (
          <YesNo
            key={ask.key}
            id={`drift-${ask.key}`}
            question={ask.text}
            value={values[ask.key] ?? ''}
            onChange={set(ask.key)}
            error={errors[ask.key]}
          />
        ) : (
          <TextField
            key={ask.key}
            id={`drift-${ask.key}`}
            label={ask.text}
            value={values[ask.key] ?? ''}
            onChange={set(ask.key)}
            error={errors[ask.key]}
          />
        ),
      )}
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => navigate(`/quotes/${view.ref}/business`)}
        >
          Back
        </button>
        <button type="submit" className="button" disabled={busy}>
          {driftCaption('Continue')}
        </button>
      </div>
    </form>
  );
}
