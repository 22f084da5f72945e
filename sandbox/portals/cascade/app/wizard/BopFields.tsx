// The business owner's policy's Coverage fields: location 1 (the business address: its building and
// business personal property, in the drift plan's order, then its optional building limit), the policy's
// deductible and limits, and the other locations with their buildings (LocationList).
import { driftOrder } from '../drift.ts';
import { BuildingFields, type BuildingValues, emptyBuilding } from '../widgets/BuildingFields.tsx';
import { SelectField, TextField, YesNo } from '../widgets/Field.tsx';
import { LocationList, type LocationValues } from '../widgets/LocationList.tsx';
import type { LineFieldsProps } from './LineFields.tsx';

interface BopProps extends LineFieldsProps {
  /** Location 1's buildings after its first. */
  buildings: BuildingValues[];
  setBuildings: (buildings: BuildingValues[]) => void;
  locations: LocationValues[];
  setLocations: (locations: LocationValues[]) => void;
}

export function BopFields({
  reference,
  values,
  set,
  errors,
  buildings,
  setBuildings,
  locations,
  setLocations,
}: BopProps) {
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
      <MoreBuildings reference={reference} buildings={buildings} onChange={setBuildings} errors={errors} />
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

/** "More buildings at the business address": location 1's buildings after its first. */
function MoreBuildings({
  reference,
  buildings,
  onChange,
  errors,
}: {
  reference: LineFieldsProps['reference'];
  buildings: BuildingValues[];
  onChange: (buildings: BuildingValues[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <section className="locations" aria-labelledby="more-buildings-heading">
      <h2 id="more-buildings-heading">More buildings at the business address</h2>
      {errors.buildings && <p className="error">{errors.buildings}</p>}
      {buildings.map((building, j) => (
        <BuildingFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a building is its place in the list
          key={j}
          id={`location-1-building-${j + 2}`}
          name={`Location 1, building ${j + 2}`}
          at={`buildings.${j}`}
          reference={reference}
          building={building}
          onChange={(b) => onChange(buildings.map((old, k) => (k === j ? b : old)))}
          onRemove={() => onChange(buildings.filter((_, k) => k !== j))}
          errors={errors}
        />
      ))}
      {buildings.length + 1 < reference.limits.buildingsPerLocation && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...buildings, emptyBuilding()])}
        >
          Add another building to location 1
        </button>
      )}
    </section>
  );
}
