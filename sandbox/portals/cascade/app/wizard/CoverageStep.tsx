// Step 2, Coverage: the class (combobox), the effective date (calendar picker) and the line's own
// limits, deductibles and questions. Under layout drift the line's fields come in the plan's order, and
// the step also asks what drift adds (the moved DBA, new questions: reference.driftAsks).
import { type FormEvent, useState } from 'react';
import type { Building } from '../../model.ts';
import { api } from '../api.ts';
import { remember } from '../cache.ts';
import { driftCaption } from '../drift.ts';
import { navigate } from '../router.ts';
import type { ClassItem, QuoteView, Reference } from '../types.ts';
import type { BuildingValues } from '../widgets/BuildingFields.tsx';
import { ClassCodeCombobox } from '../widgets/ClassCodeCombobox.tsx';
import { DatePicker } from '../widgets/DatePicker.tsx';
import { ErrorSummary, TextField, YesNo } from '../widgets/Field.tsx';
import type { LocationValues } from '../widgets/LocationList.tsx';
import { BopFields } from './BopFields.tsx';
import { CyberFields, GlFields, type Values } from './LineFields.tsx';
import { useSave } from './save.ts';

interface Props {
  reference: Reference;
  view: QuoteView;
}

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
      buildingLimit: c.buildingLimit === undefined ? '' : String(c.buildingLimit),
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

const LINE_FIELDS = { gl: GlFields, cyber: CyberFields };

const str = (n: number) => String(n);

const buildingValues = (b: Building): BuildingValues => ({
  construction: b.construction,
  yearBuilt: str(b.yearBuilt),
  stories: str(b.stories),
  squareFeet: str(b.squareFeet),
  sprinklered: b.sprinklered ? 'yes' : 'no',
  buildingLimit: str(b.buildingLimit),
  personalPropertyLimit: str(b.personalPropertyLimit),
});

function initialBuildings(view: QuoteView): BuildingValues[] {
  const c = view.data.coverage;
  return c?.line === 'bop' ? (c.buildings ?? []).map(buildingValues) : [];
}

function initialLocations(view: QuoteView): LocationValues[] {
  const c = view.data.coverage;
  if (c?.line !== 'bop') return [];
  return (c.locations ?? []).map((l) => ({
    street: l.street,
    city: l.city,
    state: l.state,
    zip: l.zip,
    buildings: l.buildings.map(buildingValues),
  }));
}

export function CoverageStep({ reference, view }: Props) {
  const [values, setValues] = useState<Values>(() => initial(view));
  const [selected, setSelected] = useState<ClassItem | null>(view.classItem);
  const { busy, errors, message, run } = useSave();
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const [buildings, setBuildings] = useState<BuildingValues[]>(() => initialBuildings(view));
  const [locations, setLocations] = useState<LocationValues[]>(() => initialLocations(view));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      classCode: selected?.code ?? '',
      ...(view.line === 'bop' ? { buildings, locations } : {}),
    };
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
      {view.line === 'bop' ? (
        <BopFields
          reference={reference}
          values={values}
          set={set}
          errors={errors}
          selected={selected}
          buildings={buildings}
          setBuildings={setBuildings}
          locations={locations}
          setLocations={setLocations}
        />
      ) : (
        (() => {
          const LineFields = LINE_FIELDS[view.line];
          return (
            <LineFields reference={reference} values={values} set={set} errors={errors} selected={selected} />
          );
        })()
      )}
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
