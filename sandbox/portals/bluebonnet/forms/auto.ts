// The Commercial Auto application: vehicle and driver schedules, coverages, underwriting questions.
import { parseDashDate } from '../dates.ts';
import { formatMoney } from '../html.ts';
import { type AutoRatingInput, rateAuto } from '../rating.ts';
import { lookupZip, TERRITORY_STATES } from '../reference.ts';
import { applicantSection, locationSection, operationsSection } from './common.ts';
import { driverAges, driverSchedule, driversSection, outOfTerritoryDrivers } from './drivers.ts';
import { sectorKnockout } from './eligibility.ts';
import { cell, rowCount } from './schedule.ts';
import { type FormValues, type LineForm, type Option, type SectionDef, yesNo } from './types.ts';
import { vehicleSchedule, vehiclesSection } from './vehicles.ts';

export const autoLimitOptions: Option[] = [
  { value: 'CSL300', label: '$300,000 CSL' },
  { value: 'CSL500', label: '$500,000 CSL' },
  { value: 'CSL1000', label: '$1,000,000 CSL' },
];

export const physicalDamageOptions: Option[] = [
  { value: 'none', label: 'No physical damage (liability only)' },
  ...['500', '1000', '2500'].map((v) => ({ value: v, label: formatMoney(Number(v)) })),
];

const coverageSection: SectionDef = {
  id: 'coverage',
  title: 'Auto Coverages',
  fields: [
    {
      name: 'cov_auto_limit',
      label: 'Liability Limit (Combined Single Limit)',
      kind: 'select',
      options: autoLimitOptions,
    },
    {
      name: 'cov_pd_deductible',
      label: 'Physical Damage Deductible (Comprehensive & Collision)',
      kind: 'select',
      options: physicalDamageOptions,
    },
  ],
};

const underwritingSection: SectionDef = {
  id: 'underwriting',
  title: 'Underwriting Questions',
  fields: [
    {
      name: 'uw_hazmat',
      label: 'Are any vehicles used to transport hazardous materials requiring placards?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_for_hire',
      label: 'Are any vehicles used for hire, ride-share or delivery for others?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_violations',
      label: 'Has any driver had more than two moving violations or any DWI in the past 3 years?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_mvr',
      label: 'Does the applicant obtain motor vehicle records (MVRs) on all drivers before hire?',
      kind: 'radio',
      options: yesNo,
    },
    {
      name: 'uw_notes',
      label: 'Additional information for the underwriter',
      kind: 'textarea',
      size: 'long',
      optional: true,
    },
  ],
};

export function autoRatingInput(values: FormValues): AutoRatingInput {
  const effective = parseDashDate(values.app_eff_date ?? '') ?? '2000-01-01';
  const vehicles = Array.from({ length: rowCount(values, vehicleSchedule) }, (_, r) => {
    const get = (column: string) => values[cell(vehicleSchedule, r, column)] ?? '';
    const zip = get('zip');
    return {
      year: Number(get('year')),
      garagingZip: zip,
      garagingState: lookupZip(zip)?.state ?? '',
      use: get('use'),
      radius: get('radius'),
    };
  });
  return {
    naics: values.ops_naics ?? '',
    effectiveYear: Number(effective.slice(0, 4)),
    limit: values.cov_auto_limit ?? '',
    physicalDamageDeductible: values.cov_pd_deductible ?? '',
    vehicles,
    driverAges: driverAges(values, effective),
  };
}

const labelOf = (options: Option[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? '';

export const autoForm: LineForm = {
  line: 'auto',
  title: 'Commercial Auto',
  code: 'CA',
  sections: [
    applicantSection,
    locationSection('Mailing Address'),
    operationsSection,
    vehiclesSection,
    driversSection,
    coverageSection,
    underwritingSection,
  ],
  classKnockout: (naics) => sectorKnockout(naics, 'Commercial Auto'),
  review(values) {
    if (values.uw_hazmat === 'Y')
      return {
        status: 'declined',
        message: 'Bluebonnet does not write risks hauling placarded hazardous materials.',
      };
    const outside = outOfTerritoryDrivers(values, TERRITORY_STATES);
    if (outside.length)
      return {
        status: 'referred',
        message: `Drivers licensed outside Bluebonnet's territory must be reviewed by an underwriter: ${outside.join(', ')}.`,
      };
    if (values.uw_violations === 'Y')
      return { status: 'referred', message: 'Driver violation history must be reviewed by an underwriter.' };
    if (values.uw_for_hire === 'Y')
      return {
        status: 'referred',
        message: 'For-hire, ride-share and delivery operations are referred to underwriting.',
      };
    return undefined;
  },
  quoteType: () => 'bindable',
  rate: (values) => rateAuto(autoRatingInput(values)),
  summary: (values) => [
    { label: 'Liability Limit', value: labelOf(autoLimitOptions, values.cov_auto_limit) },
    { label: 'Physical Damage Deductible', value: labelOf(physicalDamageOptions, values.cov_pd_deductible) },
    { label: 'Vehicles', value: String(rowCount(values, vehicleSchedule)) },
    { label: 'Drivers', value: String(rowCount(values, driverSchedule)) },
  ],
};
