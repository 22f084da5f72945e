// The business owner's policy's Coverage fields: location 1 (the business address: its building and
// business personal property, in the drift plan's order, then its optional building limit), the policy's
// deductible and limits, and the other locations with their buildings (LocationList).
import { driftOrder } from '../drift.ts';
import { SelectField, TextField, YesNo } from '../widgets/Field.tsx';
import { LocationList, type LocationValues } from '../widgets/LocationList.tsx';
import type { LineFieldsProps } from './LineFields.tsx';

interface BopProps extends LineFieldsProps {
  locations: LocationValues[];
  setLocations: (locations: LocationValues[]) => void;
}

export function BopFields({ reference, values, set, errors, locations, setLocations }: BopProps) {
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
      <TextField
        id="building-limit"
        label="Building limit (USD)"
        hint="Optional: the building at the business address, when the business insures it."
        inputMode="decimal"
        value={values.buildingLimit ?? ''}
        onChange={set('buildingLimit')}
        error={errors.buildingLimit}
      />
      <LocationList
        reference={reference}
        locations={locations}
        onChange={setLocations}
        errors={errors}
        maxLocations={reference.limits.extraLocations}
        maxBuildings={reference.limits.buildingsPerLocation}
      />
    </>
  );
}
