// BOP Coverage, "Other locations": the business's further premises, each an address with its buildings
// (construction, year built, stories, area, sprinklers, building and business personal property limits).
// "Add another location" and "Add another building" add a fieldset each ("Location 2", "Location 2,
// building 1"), "Remove …" takes one away. Every input is controlled; errors come keyed by their path
// in the saved body (`locations.0.buildings.0.yearBuilt`).
import type { Reference } from '../types.ts';
import { BuildingFields, type BuildingValues, emptyBuilding } from './BuildingFields.tsx';
import { SelectField, TextField } from './Field.tsx';

export type { BuildingValues };

export interface LocationValues {
  street: string;
  city: string;
  state: string;
  zip: string;
  buildings: BuildingValues[];
}

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
