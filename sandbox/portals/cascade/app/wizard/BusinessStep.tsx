// Step 1, Business: who the insured is and where. "Continue" checks the address first and shows the
// standardized-address dialog; the section is saved with the address chosen there (a new draft is
// created on the first save). Under layout drift the fields of each fieldset come in the plan's order,
// and a DBA drift moved is asked on Coverage instead.
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import { remember } from '../cache.ts';
import { driftCaption, driftMoved, driftOrder } from '../drift.ts';
import { navigate } from '../router.ts';
import type { Line, QuoteView, Reference } from '../types.ts';
import { AddressDialog, type AddressLines } from '../widgets/AddressDialog.tsx';
import { ErrorSummary, SelectField, TextField } from '../widgets/Field.tsx';
import { useSave } from './save.ts';

interface Props {
  line: Line;
  reference: Reference;
  view: QuoteView | null;
}

type Values = Record<
  | 'legalName'
  | 'dba'
  | 'entity'
  | 'yearStarted'
  | 'annualRevenue'
  | 'employees'
  | 'street'
  | 'city'
  | 'state'
  | 'zip',
  string
>;

function initial(view: QuoteView | null): Values {
  const b = view?.data.business;
  return {
    legalName: b?.legalName ?? '',
    dba: b?.dba ?? '',
    entity: b?.entity ?? '',
    yearStarted: b ? String(b.yearStarted) : '',
    annualRevenue: b ? String(b.annualRevenue) : '',
    employees: b ? String(b.employees) : '',
    street: b?.street ?? '',
    city: b?.city ?? '',
    state: b?.state ?? '',
    zip: b?.zip ?? '',
  };
}

/** The blanks, with the server's own words, before anything is sent. */
function blanks(values: Values, year: string): Record<string, string> {
  const messages: Partial<Values> = {
    legalName: "Enter the business's legal name.",
    entity: 'Choose the legal entity.',
    yearStarted: `Enter a year from 1800 to ${year}.`,
    annualRevenue: 'Enter the annual revenue in dollars (more than $0).',
    employees: 'Enter the number of employees, owners included (at least 1).',
    street: 'Enter the street address.',
    city: 'Enter the city.',
    state: 'Choose the state.',
    zip: 'Enter a 5-digit ZIP code.',
  };
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !values[key as keyof Values].trim()),
  ) as Record<string, string>;
}

interface Verified {
  entered: AddressLines;
  suggested: AddressLines;
  same: boolean;
}

export function BusinessStep({ line, reference, view }: Props) {
  const [values, setValues] = useState<Values>(() => initial(view));
  const [verified, setVerified] = useState<Verified | null>(null);
  const { busy, errors, message, run, refuse } = useSave();
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = async (choice: 'suggested' | 'entered', address: AddressLines) => {
    const body = { ...values, ...address, addressChoice: choice };
    const saved = await run(() =>
      view
        ? api<QuoteView>('PUT', `/api/quotes/${view.ref}/business`, { json: body })
        : api<QuoteView>('POST', '/api/quotes', { json: { line, ...body } }),
    );
    setVerified(null);
    if (!saved) return;
    remember(saved);
    navigate(`/quotes/${saved.ref}/coverage`);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (refuse(blanks(values, reference.today.slice(0, 4)))) return;
    const { street, city, state, zip } = values;
    const found = await run(() =>
      api<Verified>('POST', '/api/address/verify', { json: { street, city, state, zip } }),
    );
    if (!found) return;
    if (found.same) await save('entered', found.entered);
    else setVerified(found);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary message={message} fields={errors} />
      <fieldset>
        <legend>The insured</legend>
        {driftOrder([
          <TextField
            key="legal-name"
            id="legal-name"
            label="Legal business name"
            value={values.legalName}
            onChange={set('legalName')}
            error={errors.legalName}
          />,
          ...(driftMoved('dba')
            ? []
            : [
                <TextField
                  key="dba"
                  id="dba"
                  label="DBA (optional)"
                  value={values.dba}
                  onChange={set('dba')}
                />,
              ]),
          <SelectField
            key="entity"
            id="entity"
            label="Legal entity"
            value={values.entity}
            onChange={set('entity')}
            options={reference.entities.map((e) => ({ value: e, label: e }))}
            error={errors.entity}
          />,
          <TextField
            key="year-started"
            id="year-started"
            label="Year business started"
            inputMode="numeric"
            value={values.yearStarted}
            onChange={set('yearStarted')}
            error={errors.yearStarted}
          />,
          <TextField
            key="annual-revenue"
            id="annual-revenue"
            label="Annual revenue (USD)"
            inputMode="decimal"
            value={values.annualRevenue}
            onChange={set('annualRevenue')}
            error={errors.annualRevenue}
          />,
          <TextField
            key="employees"
            id="employees"
            label="Total employees"
            hint="Owners included."
            inputMode="numeric"
            value={values.employees}
            onChange={set('employees')}
            error={errors.employees}
          />,
        ])}
      </fieldset>
      <fieldset>
        <legend>Business address</legend>
        {driftOrder([
          <TextField
            key="street"
            id="street"
            label="Street address"
            autoComplete="address-line1"
            value={values.street}
            onChange={set('street')}
            error={errors.street}
          />,
          <TextField
            key="city"
            id="city"
            label="City"
            autoComplete="address-level2"
            value={values.city}
            onChange={set('city')}
            error={errors.city}
          />,
          <SelectField
            key="state"
            id="state"
            label="State"
            value={values.state}
            onChange={set('state')}
            options={reference.states.map((s) => ({ value: s.code, label: s.name }))}
            error={errors.state}
          />,
          <TextField
            key="zip"
            id="zip"
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            value={values.zip}
            onChange={set('zip')}
            error={errors.zip}
          />,
        ])}
      </fieldset>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => navigate('/dashboard')}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {driftCaption('Continue')}
        </button>
      </div>
      {verified && (
        <AddressDialog
          entered={verified.entered}
          suggested={verified.suggested}
          busy={busy}
          onEdit={() => setVerified(null)}
          onChoose={(choice) => {
            if (choice === 'suggested') setValues((v) => ({ ...v, ...verified.suggested }));
            void save(choice, choice === 'suggested' ? verified.suggested : verified.entered);
          }}
        />
      )}
    </form>
  );
}
