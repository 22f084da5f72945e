// The line's own Coverage fields: general liability's exposure, limits and deductible, and cyber's
// limits and questions (the business owner's policy's are in BopFields.tsx). Under layout drift they
// come in the plan's order.
import { driftOrder } from '../drift.ts';
import type { ClassItem, Reference } from '../types.ts';
import { SelectField, TextField, YesNo } from '../widgets/Field.tsx';

export type Values = Record<string, string>;

export interface LineFieldsProps {
  reference: Reference;
  values: Values;
  set: (key: string) => (value: string) => void;
  errors: Record<string, string>;
  selected: ClassItem | null;
}

export function GlFields({ reference, values, set, errors, selected }: LineFieldsProps) {
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

export function CyberFields({ reference, values, set, errors }: LineFieldsProps) {
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
