// A building's fieldset ("Location 2, building 1"): construction, year built, stories, area,
// sprinklers, building and business personal property limits, each controlled, each error keyed by
// its path in the saved body (`locations.0.buildings.1.yearBuilt`, `buildings.0.stories`).
import type { Reference } from '../types.ts';
import { SelectField, TextField, YesNo } from './Field.tsx';

export interface BuildingValues {
  construction: string;
  yearBuilt: string;
  stories: string;
  squareFeet: string;
  sprinklered: string;
  buildingLimit: string;
  personalPropertyLimit: string;
}

export const emptyBuilding = (): BuildingValues => ({
  construction: '',
  yearBuilt: '',
  stories: '',
  squareFeet: '',
  sprinklered: '',
  buildingLimit: '',
  personalPropertyLimit: '',
});

interface BuildingProps {
  id: string;
  name: string;
  at: string;
  reference: Reference;
  building: BuildingValues;
  onChange: (building: BuildingValues) => void;
  onRemove?: () => void;
  errors: Record<string, string>;
}

export function BuildingFields({
  id,
  name,
  at,
  reference,
  building,
  onChange,
  onRemove,
  errors,
}: BuildingProps) {
  const set = (key: keyof BuildingValues) => (value: string) => onChange({ ...building, [key]: value });
  const error = (key: keyof BuildingValues) => errors[`${at}.${key}`];
  return (
    <fieldset className="building" id={id}>
      <legend>{name}</legend>
      <SelectField
        id={`${id}-construction`}
        label="Construction type"
        value={building.construction}
        onChange={set('construction')}
        options={reference.options.constructionTypes}
        error={error('construction')}
      />
      <TextField
        id={`${id}-year-built`}
        label="Year built"
        inputMode="numeric"
        value={building.yearBuilt}
        onChange={set('yearBuilt')}
        error={error('yearBuilt')}
      />
      <TextField
        id={`${id}-stories`}
        label="Stories"
        inputMode="numeric"
        value={building.stories}
        onChange={set('stories')}
        error={error('stories')}
      />
      <TextField
        id={`${id}-square-feet`}
        label="Square footage"
        hint="Area the business occupies."
        inputMode="numeric"
        value={building.squareFeet}
        onChange={set('squareFeet')}
        error={error('squareFeet')}
      />
      <YesNo
        id={`${id}-sprinklered`}
        question="Is the building fully sprinklered?"
        value={building.sprinklered}
        onChange={set('sprinklered')}
        error={error('sprinklered')}
      />
      <TextField
        id={`${id}-building-limit`}
        label="Building limit (USD)"
        hint="0 when the business does not insure the building."
        inputMode="decimal"
        value={building.buildingLimit}
        onChange={set('buildingLimit')}
        error={error('buildingLimit')}
      />
      <TextField
        id={`${id}-bpp-limit`}
        label="Business personal property limit (USD)"
        hint="0 when none at this building."
        inputMode="decimal"
        value={building.personalPropertyLimit}
        onChange={set('personalPropertyLimit')}
        error={error('personalPropertyLimit')}
      />
      {onRemove && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove {name}
        </button>
      )}
    </fieldset>
  );
}
