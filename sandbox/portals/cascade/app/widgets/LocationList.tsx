// BOP Coverage, "Other locations": the business's further premises, each an address with its buildings
// (construction, year built, stories, area, sprinklers, building and business personal property limits).
// "Add another location" and "Add another building" add a fieldset each ("Location 2", "Location 2,
// building 1"), "Remove …" takes one away. Every input is controlled; errors come keyed by their path
// in the saved body (`locations.0.buildings.0.yearBuilt`).
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

export interface LocationValues {
  street: string;
  city: string;
  state: string;
  zip: string;
  buildings: BuildingValues[];
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

export const emptyLocation = (): LocationValues => ({
  street: '',
  city: '',
  state: '',
  zip: '',
  buildings: [emptyBuilding()],
});

interface Props {
  reference: Reference;
  locations: LocationValues[];
  onChange: (locations: LocationValues[]) => void;
  errors: Record<string, string>;
  maxLocations: number;
  maxBuildings: number;
}

export function LocationList({ reference, locations, onChange, errors, maxLocations, maxBuildings }: Props) {
  const setLocation = (i: number, location: LocationValues) =>
    onChange(locations.map((l, at) => (at === i ? location : l)));
  return (
    <section className="locations" aria-labelledby="other-locations-heading">
      <h2 id="other-locations-heading">Other locations</h2>
      <p className="hint">
        Location 1 is the business address above. Add every other premises the business occupies, with its
        buildings.
      </p>
      {errors.locations && <p className="error">{errors.locations}</p>}
      {locations.map((location, i) => (
        <LocationFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a location is its place in the list
          key={i}
          index={i}
          reference={reference}
          location={location}
          onChange={(l) => setLocation(i, l)}
          onRemove={() => onChange(locations.filter((_, at) => at !== i))}
          errors={errors}
          maxBuildings={maxBuildings}
        />
      ))}
      {locations.length < maxLocations && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...locations, emptyLocation()])}
        >
          Add another location
        </button>
      )}
    </section>
  );
}

interface LocationProps {
  index: number;
  reference: Reference;
  location: LocationValues;
  onChange: (location: LocationValues) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  maxBuildings: number;
}

function LocationFields({
  index,
  reference,
  location,
  onChange,
  onRemove,
  errors,
  maxBuildings,
}: LocationProps) {
  const number = index + 2;
  const at = `locations.${index}`;
  const id = `location-${number}`;
  const set = (key: keyof Omit<LocationValues, 'buildings'>) => (value: string) =>
    onChange({ ...location, [key]: value });
  const setBuilding = (j: number, building: BuildingValues) =>
    onChange({ ...location, buildings: location.buildings.map((b, k) => (k === j ? building : b)) });
  return (
    <fieldset className="location" id={id}>
      <legend>Location {number}</legend>
      <TextField
        id={`${id}-street`}
        label="Street address"
        value={location.street}
        onChange={set('street')}
        error={errors[`${at}.street`]}
      />
      <TextField
        id={`${id}-city`}
        label="City"
        value={location.city}
        onChange={set('city')}
        error={errors[`${at}.city`]}
      />
      <SelectField
        id={`${id}-state`}
        label="State"
        value={location.state}
        onChange={set('state')}
        options={reference.states.map((s) => ({ value: s.code, label: s.name }))}
        error={errors[`${at}.state`]}
      />
      <TextField
        id={`${id}-zip`}
        label="ZIP code"
        inputMode="numeric"
        value={location.zip}
        onChange={set('zip')}
        error={errors[`${at}.zip`]}
      />
      {errors[`${at}.buildings`] && <p className="error">{errors[`${at}.buildings`]}</p>}
      {location.buildings.map((building, j) => (
        <BuildingFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a building is its place in the list
          key={j}
          id={`${id}-building-${j + 1}`}
          name={`Location ${number}, building ${j + 1}`}
          at={`${at}.buildings.${j}`}
          reference={reference}
          building={building}
          onChange={(b) => setBuilding(j, b)}
          {...(location.buildings.length > 1
            ? {
                onRemove: () =>
                  onChange({ ...location, buildings: location.buildings.filter((_, k) => k !== j) }),
              }
            : {})}
          errors={errors}
        />
      ))}
      <div className="row-actions">
        {location.buildings.length < maxBuildings && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onChange({ ...location, buildings: [...location.buildings, emptyBuilding()] })}
          >
            Add another building to location {number}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove location {number}
        </button>
      </div>
    </fieldset>
  );
}

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

function BuildingFields({ id, name, at, reference, building, onChange, onRemove, errors }: BuildingProps) {
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
