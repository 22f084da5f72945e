// Client-side checks run before anything is sent (the server repeats them and adds the ones that need its
// data: ZIP lookups, NAICS codes, makes by year). Keys and wording match the server's.
import { parseAmount, parseWhole } from './format.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

function isIsoDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function ageOn(birth, on) {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function checkBusiness(v, line, ref) {
  const e = {};
  const year = Number(ref.today.slice(0, 4));
  if (v.legalName.trim().length < 2) e.legalName = "Enter the applicant's legal business name.";
  if (!v.fein && line === 'wc') e.fein = "FEIN is required for workers' compensation.";
  else if (v.fein && !/^\d{2}-\d{7}$/.test(v.fein)) e.fein = 'Enter the FEIN as 12-3456789.';
  if (!/^\d{6}$/.test(v.naics)) e.naics = 'Enter a 6-digit NAICS code.';
  if (!v.entityType) e.entityType = 'Select a business structure.';
  const started = parseWhole(v.yearStarted);
  if (!(started >= 1800 && started <= year)) e.yearStarted = `Enter a year between 1800 and ${year}.`;
  const revenue = parseAmount(v.annualRevenue);
  if (!(revenue > 0)) e.annualRevenue = 'Annual revenue must be greater than $0.';
  else if (revenue > 25_000_000)
    e.annualRevenue = 'Broker Hub quotes businesses with annual revenue up to $25,000,000.';
  const employees = parseWhole(v.employeeCount);
  if (!(employees >= 1))
    e.employeeCount = 'Enter at least 1 employee (include owners who work in the business).';
  else if (employees > 250)
    e.employeeCount = 'Broker Hub quotes businesses with up to 250 employees. Contact your underwriter.';
  if (v.street.trim().length < 3) e.street = 'Enter the street address.';
  if (v.city.trim().length < 2) e.city = 'Enter the city.';
  if (!v.state) e.state = 'Select a state.';
  if (!/^\d{5}$/.test(v.zip.trim())) e.zip = 'Enter a 5-digit ZIP code.';
  if (v.contactName.trim().length < 2) e.contactName = 'Enter a contact name.';
  if (!EMAIL.test(v.contactEmail.trim())) e.contactEmail = 'Enter a valid email address.';
  if (v.contactPhone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').length !== 10) {
    e.contactPhone = 'Enter a 10-digit phone number.';
  }
  if (!isIsoDate(v.effectiveDate)) e.effectiveDate = 'Enter the policy effective date.';
  else if (v.effectiveDate < ref.today) e.effectiveDate = "The effective date can't be in the past.";
  else if (v.effectiveDate > ref.latestEffectiveDate) {
    e.effectiveDate = 'Harborline can only quote policies effective within the next 60 days.';
  }
  return e;
}

export function checkWc(v) {
  const e = {};
  if (v.classes.length === 0) e.classes = 'Add at least one class code.';
  v.classes.forEach((row, i) => {
    const at = (f) => `classes.${i}.${f}`;
    if (!row.state) e[at('state')] = 'Select a state.';
    else if (!row.classCode) e[at('classCode')] = 'Select a class code for this state.';
    if (!(parseAmount(row.payroll) > 0)) e[at('payroll')] = 'Payroll must be greater than $0.';
    const ft = parseWhole(row.fullTime);
    const pt = parseWhole(row.partTime);
    if (Number.isNaN(ft)) e[at('fullTime')] = 'Enter the number of full-time employees (0 or more).';
    if (Number.isNaN(pt)) e[at('partTime')] = 'Enter the number of part-time employees (0 or more).';
    else if (ft + pt < 1) e[at('partTime')] = 'Enter at least one full-time or part-time employee.';
  });
  const mod = /^\d(\.\d{1,2})?$/.test(v.experienceMod.trim()) ? Number(v.experienceMod) : Number.NaN;
  if (!(mod >= 0.5 && mod <= 3)) {
    e.experienceMod = 'Enter an experience mod between 0.50 and 3.00 (1.00 if the business has none).';
  }
  if (!v.elLimit) e.elLimit = "Select employers' liability limits.";
  if (!v.ownersIncluded) e.ownersIncluded = 'Choose whether owners and officers are covered.';
  return e;
}

export function checkVehicles(v) {
  const e = {};
  if (v.vehicles.length === 0) e.vehicles = 'Add at least one vehicle.';
  v.vehicles.forEach((row, i) => {
    const at = (f) => `vehicles.${i}.${f}`;
    if (!VIN.test(row.vin.trim().toUpperCase())) {
      e[at('vin')] = 'Enter a 17-character VIN (the letters I, O and Q are not used).';
    }
    if (!row.year) e[at('year')] = 'Select the model year.';
    else if (!row.make) e[at('make')] = 'Select a make from the list.';
    if (!row.model.trim()) e[at('model')] = 'Enter the model.';
    if (!/^\d{5}$/.test(row.garagingZip.trim())) e[at('garagingZip')] = 'Enter a 5-digit ZIP code.';
    if (!row.use) e[at('use')] = 'Select how the vehicle is used.';
    if (!row.radius) e[at('radius')] = 'Select the radius of operation.';
  });
  if (!v.liabilityLimit) e.liabilityLimit = 'Select a liability limit.';
  if (!v.deductible) e.deductible = 'Select a comprehensive and collision deductible.';
  return e;
}

export function checkDrivers(v, ref) {
  const e = {};
  if (v.drivers.length === 0) e.drivers = 'Add at least one driver.';
  v.drivers.forEach((row, i) => {
    const at = (f) => `drivers.${i}.${f}`;
    if (!row.firstName.trim()) e[at('firstName')] = "Enter the driver's first name.";
    if (!row.lastName.trim()) e[at('lastName')] = "Enter the driver's last name.";
    if (!isIsoDate(row.dateOfBirth) || row.dateOfBirth >= ref.today)
      e[at('dateOfBirth')] = 'Enter a valid date of birth.';
    else if (ageOn(row.dateOfBirth, ref.today) < 16)
      e[at('dateOfBirth')] = 'Drivers must be at least 16 years old.';
    if (!row.licenseState) e[at('licenseState')] = 'Select the license state.';
    if (!/^[A-Z0-9-]{4,20}$/.test(row.licenseNumber.toUpperCase().replace(/\s/g, ''))) {
      e[at('licenseNumber')] = "Enter the driver's license number (4 to 20 letters and digits).";
    }
  });
  return e;
}

export function checkGl(v) {
  const e = {};
  if (!v.classCode) e.classCode = 'Select a general liability class.';
  if (!(parseAmount(v.exposure) > 0)) e.exposure = 'Enter the exposure amount (greater than 0).';
  if (!v.limits) e.limits = 'Select the limits of insurance.';
  if (v.deductible === '') e.deductible = 'Select a property damage deductible.';
  return e;
}

export function checkQuestions(answers, questions) {
  const e = {};
  for (const q of questions) {
    const a = (answers[q.id] || '').trim();
    if (q.optional && !a) continue;
    if (q.type === 'yesno' && a !== 'yes' && a !== 'no') e[q.id] = 'Answer Yes or No.';
    else if (q.type === 'choice' && !q.choices.includes(a)) e[q.id] = 'Choose an answer.';
    else if (q.type === 'text' && a.length < (q.minLength ?? 3))
      e[q.id] = q.message ?? 'Describe the work, or enter None.';
  }
  return e;
}
