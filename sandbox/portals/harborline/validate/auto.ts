// Auto steps "Vehicles & coverage" and "Drivers".
import type { Driver, DriversInfo, Vehicle, VehiclesInfo } from '../model.ts';
import { LINE_STATES, STATES } from '../reference/states.ts';
import {
  AUTO_DEDUCTIBLES,
  AUTO_LIMITS,
  MAX_DRIVERS,
  MAX_VEHICLES,
  makesFor,
  newestModelYear,
  OLDEST_MODEL_YEAR,
  RADIUS_BANDS,
  VEHICLE_USES,
} from '../reference/vehicles.ts';
import type { Validated } from './business.ts';
import {
  ageOn,
  type FieldErrors,
  isIsoDate,
  lookupZip,
  option,
  parseWhole,
  text,
  todayIso,
  VIN_PATTERN,
} from './common.ts';

export function validateVehicles(body: Record<string, unknown>, now: Date): Validated<VehiclesInfo> {
  const errors: FieldErrors = {};
  const raw = Array.isArray(body.vehicles) ? (body.vehicles as Record<string, unknown>[]) : [];
  if (raw.length === 0) errors.vehicles = 'Add at least one vehicle.';
  if (raw.length > MAX_VEHICLES)
    errors.vehicles = `Broker Hub accepts up to ${MAX_VEHICLES} vehicles per submission.`;
  const vins = new Set<string>();
  const vehicles: Vehicle[] = raw.slice(0, MAX_VEHICLES).map((r, i) => {
    const at = (field: string) => `vehicles.${i}.${field}`;
    const v: Vehicle = {
      vin: text(r?.vin, 20).toUpperCase(),
      year: parseWhole(r?.year),
      make: text(r?.make, 40),
      model: text(r?.model, 40),
      garagingZip: text(r?.garagingZip, 10),
      garagingState: '',
      use: text(r?.use, 20),
      radius: text(r?.radius, 20),
    };
    if (!VIN_PATTERN.test(v.vin))
      errors[at('vin')] = 'Enter a 17-character VIN (the letters I, O and Q are not used).';
    else if (vins.has(v.vin)) errors[at('vin')] = 'This VIN is already listed.';
    vins.add(v.vin);
    if (!(v.year >= OLDEST_MODEL_YEAR && v.year <= newestModelYear(now)))
      errors[at('year')] = 'Select the model year.';
    else if (!makesFor(v.year).includes(v.make)) errors[at('make')] = 'Select a make from the list.';
    if (!v.model) errors[at('model')] = 'Enter the model.';
    const zip = lookupZip(v.garagingZip);
    if (!/^\d{5}$/.test(v.garagingZip)) errors[at('garagingZip')] = 'Enter a 5-digit ZIP code.';
    else if (!zip) errors[at('garagingZip')] = `We couldn't find ZIP code ${v.garagingZip}.`;
    else if (!LINE_STATES.auto.includes(zip.state)) {
      errors[at('garagingZip')] =
        `Harborline does not write commercial auto for vehicles garaged in ${STATES[zip.state] ?? zip.state}.`;
    } else v.garagingState = zip.state;
    if (!option(VEHICLE_USES, v.use)) errors[at('use')] = 'Select how the vehicle is used.';
    if (!option(RADIUS_BANDS, v.radius)) errors[at('radius')] = 'Select the radius of operation.';
    return v;
  });
  const limit = option(AUTO_LIMITS, body.liabilityLimit);
  if (!limit) errors.liabilityLimit = 'Select a liability limit.';
  const deductible = option(AUTO_DEDUCTIBLES, body.deductible);
  if (!deductible) errors.deductible = 'Select a comprehensive and collision deductible.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { vehicles, liabilityLimit: limit!.value, deductible: deductible!.value } };
}

export function validateDrivers(body: Record<string, unknown>, now: Date): Validated<DriversInfo> {
  const errors: FieldErrors = {};
  const raw = Array.isArray(body.drivers) ? (body.drivers as Record<string, unknown>[]) : [];
  if (raw.length === 0) errors.drivers = 'Add at least one driver.';
  if (raw.length > MAX_DRIVERS)
    errors.drivers = `Broker Hub accepts up to ${MAX_DRIVERS} drivers per submission.`;
  const today = todayIso(now);
  const licenses = new Set<string>();
  const drivers: Driver[] = raw.slice(0, MAX_DRIVERS).map((r, i) => {
    const at = (field: string) => `drivers.${i}.${field}`;
    const d: Driver = {
      firstName: text(r?.firstName, 40),
      lastName: text(r?.lastName, 40),
      dateOfBirth: text(r?.dateOfBirth, 10),
      licenseState: text(r?.licenseState, 2).toUpperCase(),
      licenseNumber: text(r?.licenseNumber, 25).toUpperCase().replace(/\s/g, ''),
    };
    if (!d.firstName) errors[at('firstName')] = "Enter the driver's first name.";
    if (!d.lastName) errors[at('lastName')] = "Enter the driver's last name.";
    if (!isIsoDate(d.dateOfBirth) || d.dateOfBirth >= today)
      errors[at('dateOfBirth')] = 'Enter a valid date of birth.';
    else if (ageOn(d.dateOfBirth, today) < 16)
      errors[at('dateOfBirth')] = 'Drivers must be at least 16 years old.';
    else if (ageOn(d.dateOfBirth, today) > 99) errors[at('dateOfBirth')] = 'Check the date of birth.';
    if (!STATES[d.licenseState]) errors[at('licenseState')] = 'Select the license state.';
    if (!/^[A-Z0-9-]{4,20}$/.test(d.licenseNumber)) {
      errors[at('licenseNumber')] = "Enter the driver's license number (4 to 20 letters and digits).";
    } else if (licenses.has(`${d.licenseState}-${d.licenseNumber}`)) {
      errors[at('licenseNumber')] = 'This license is already listed.';
    }
    licenses.add(`${d.licenseState}-${d.licenseNumber}`);
    return d;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { drivers } };
}
