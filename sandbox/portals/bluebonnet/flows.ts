// Complete AgentDesk applications per line for the browser tests, returning the premium the rating
// formulas give for the same inputs.
import type { Page } from 'playwright-core';
import { parseDashDate } from './dates.ts';
import { type OtherPremises, rateAuto, rateBop, rateCyber } from './rating.ts';
import {
  AUSTIN,
  answer,
  effectiveIn,
  type Location,
  saveAndContinue,
  startThroughOperations,
} from './test-agent.ts';

export interface BopCase {
  name: string;
  location?: Location;
  naics?: string;
  effectiveDate?: string;
  /** Rows of Additional Premises (none: the one premises of the Business Location). */
  premises?: PremisesRow[];
}

/** A row of Additional Premises as typed, with what the rating reads from it. */
export interface PremisesRow {
  address: string;
  zip: string;
  interest: 'Owner occupant' | 'Tenant';
  construction: string;
  yearBuilt: string;
  area: string;
  sprinklered: 'Yes' | 'No';
  building: string;
  contents: string;
  rated: OtherPremises;
}

export async function fillPremisesRow(page: Page, index: number, row: PremisesRow): Promise<void> {
  const n = `Additional Premises ${index}`;
  await page.getByLabel(`${n} Address`).fill(row.address);
  await page.getByLabel(`${n} ZIP`).fill(row.zip);
  await page.getByLabel(`${n} Interest`).selectOption({ label: row.interest });
  await page.getByLabel(`${n} Construction`).selectOption({ label: row.construction });
  await page.getByLabel(`${n} Year of Construction`).fill(row.yearBuilt);
  await page.getByLabel(`${n} Area (sq ft)`).fill(row.area);
  await page.getByLabel(`${n} Sprinklered`).selectOption({ label: row.sprinklered });
  await page.getByLabel(`${n} Building Limit`).fill(row.building);
  await page.getByLabel(`${n} Contents Limit`).fill(row.contents);
}

/** Fills a whole BOP application and clicks Get Rates; answers the premium expected if it quotes. */
export async function completeBop(page: Page, origin: string, bop: BopCase): Promise<number> {
  const { location, naics } = await fillBop(page, origin, bop);
  await saveAndContinue(page);
  await page.getByRole('button', { name: 'Get Rates' }).click();
  return rateBop({
    state: 'TX',
    zip: location.zip,
    naics,
    annualReceipts: 1_250_000,
    totalInsuredValue: 450_000,
    construction: 'masonry_non_combustible',
    sprinklered: 'Y',
    limit: 'L1000',
    deductible: '2500',
    otherPremises: (bop.premises ?? []).map((p) => p.rated),
  }).annualPremium;
}

/** Fills every section of a BOP application, the last one (Underwriting) not yet saved. */
export async function fillBop(page: Page, origin: string, bop: BopCase) {
  const location = bop.location ?? AUSTIN;
  const naics = bop.naics ?? '444130';
  const effectiveDate = bop.effectiveDate ?? effectiveIn(14);
  await startThroughOperations(
    page,
    origin,
    'Businessowners (BOP)',
    { name: bop.name, effectiveDate },
    location,
    {
      naics,
      receipts: '1,250,000',
      employees: '12',
    },
  );
  await page.getByLabel("Applicant's Interest in Premises").selectOption({ label: 'Tenant' });
  await page.getByLabel('Construction Type').selectOption({ label: 'Masonry Non-Combustible' });
  await page.getByLabel('Year Built').fill('1998');
  await page.getByLabel('Square Footage').fill('6500');
  await answer(page, 'Is the building fully sprinklered?', 'Yes');
  await page.getByLabel('Total Insured Value').fill('450000');
  for (const [i, row] of (bop.premises ?? []).entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add premises' }).click();
    await fillPremisesRow(page, i + 1, row);
  }
  await saveAndContinue(page);
  await page
    .getByLabel('Liability Limits (Occurrence / Aggregate)')
    .selectOption({ label: '$1,000,000 / $2,000,000' });
  await page.getByLabel('Property Deductible').selectOption({ label: '$2,500' });
  await saveAndContinue(page);
  await page
    .getByLabel('How many property or liability losses has the applicant had in the past 3 years?')
    .selectOption({ label: 'None' });
  await answer(page, 'Does the applicant sell or serve alcoholic beverages?', 'No');
  await page.getByLabel('Age of roof (years)').fill('8');
  await answer(page, 'Is there any unrepaired hail, wind or water damage at the premises?', 'No');
  await page.getByLabel('Describe any other operations at this location').fill('None');
  return { location, naics };
}

export interface CyberCase {
  name: string;
  records: string;
  recordsLabel: string;
}

export async function completeCyber(page: Page, origin: string, cyber: CyberCase): Promise<number> {
  await startThroughOperations(
    page,
    origin,
    'Cyber Liability',
    { name: cyber.name, effectiveDate: effectiveIn(20) },
    AUSTIN,
    {
      naics: '541211',
      receipts: '2400000',
      employees: '18',
    },
  );
  await page.getByLabel('Number of personal records held').selectOption({ label: cyber.recordsLabel });
  await answer(page, 'Is multi-factor authentication required for email and all remote access?', 'Yes');
  await answer(page, 'Is sensitive data encrypted at rest and in transit?', 'Yes');
  await answer(
    page,
    'Are critical systems backed up at least weekly, with a copy offline or immutable?',
    'No',
  );
  await answer(page, 'Does the applicant accept payment cards?', 'Yes');
  await saveAndContinue(page);
  await page.getByLabel('Aggregate Limit').selectOption({ label: '$1,000,000' });
  await page.getByLabel('Retention').selectOption({ label: '$10,000' });
  await saveAndContinue(page);
  await answer(page, 'has the applicant had a data breach, ransomware event or cyber claim?', 'No');
  await answer(
    page,
    'Is the applicant aware of any circumstance that could give rise to a cyber claim?',
    'No',
  );
  await answer(page, 'Does the applicant require IT vendors to carry their own liability insurance?', 'Yes');
  await saveAndContinue(page);
  await page.getByRole('button', { name: 'Get Rates' }).click();
  return rateCyber({
    state: 'TX',
    naics: '541211',
    annualReceipts: 2_400_000,
    records: cyber.records,
    limit: 'C1000',
    retention: '10000',
    encryption: true,
    backups: false,
    paymentCards: true,
  }).annualPremium;
}

export interface VehicleRow {
  year: string;
  make: string;
  model: string;
  vin: string;
  zip: string;
}

export async function fillVehicleRow(page: Page, index: number, v: VehicleRow): Promise<void> {
  const n = `Vehicle ${index}`;
  await page.getByLabel(`${n} Year`).fill(v.year);
  await page.getByLabel(`${n} Make`).fill(v.make);
  await page.getByLabel(`${n} Model`).fill(v.model);
  await page.getByLabel(`${n} Vehicle Identification Number`).fill(v.vin);
  await page.getByLabel(`${n} Garaging ZIP`).fill(v.zip);
  await page.getByLabel(`${n} Use`).selectOption({ label: 'Service' });
  await page.getByLabel(`${n} Radius`).selectOption({ label: 'Local (0-50 miles)' });
}

export const VEHICLES: VehicleRow[] = [
  { year: '2022', make: 'Ford', model: 'F-250', vin: '1FTBF2B60NEA12345', zip: '78704' },
  { year: '2016', make: 'Chevrolet', model: 'Express 2500', vin: '1GCWGAFF4G1234567', zip: '77002' },
];

/** Auto applicant through the vehicle schedule (two vehicles, via Add vehicle). */
export async function autoThroughVehicles(page: Page, origin: string, name: string): Promise<string> {
  const effectiveDate = effectiveIn(30);
  await startThroughOperations(page, origin, 'Commercial Auto', { name, effectiveDate }, AUSTIN, {
    naics: '238220',
    receipts: '3200000',
    employees: '22',
  });
  await fillVehicleRow(page, 1, VEHICLES[0]!);
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await fillVehicleRow(page, 2, VEHICLES[1]!);
  await saveAndContinue(page);
  return effectiveDate;
}

export async function completeAuto(
  page: Page,
  origin: string,
  name: string,
  licenseState = 'TX',
): Promise<number> {
  const effectiveDate = await autoThroughVehicles(page, origin, name);
  await page.getByLabel('Driver 1 First Name').fill('Luis');
  await page.getByLabel('Driver 1 Last Name').fill('Garza');
  await page.getByLabel('Driver 1 Date of Birth').fill('04-12-1985');
  await page.getByLabel('Driver 1 License State').selectOption(licenseState);
  await page.getByLabel('Driver 1 License Number').fill('31245678');
  await saveAndContinue(page);
  await page.getByLabel('Liability Limit (Combined Single Limit)').selectOption({ label: '$1,000,000 CSL' });
  await page.getByLabel('Physical Damage Deductible').selectOption({ label: '$1,000' });
  await saveAndContinue(page);
  for (const question of ['hazardous materials', 'used for hire', 'moving violations'])
    await page.getByRole('group', { name: question }).getByLabel('No', { exact: true }).check();
  await answer(
    page,
    'Does the applicant obtain motor vehicle records (MVRs) on all drivers before hire?',
    'Yes',
  );
  await saveAndContinue(page);
  await page.getByRole('button', { name: 'Get Rates' }).click();
  const effective = parseDashDate(effectiveDate)!;
  const ageOnEffective = Number(effective.slice(0, 4)) - 1985 - (effective.slice(5) < '04-12' ? 1 : 0);
  return rateAuto({
    naics: '238220',
    effectiveYear: Number(effective.slice(0, 4)),
    limit: 'CSL1000',
    physicalDamageDeductible: '1000',
    vehicles: VEHICLES.map((v) => ({
      year: Number(v.year),
      garagingZip: v.zip,
      garagingState: 'TX',
      use: 'service',
      radius: 'local',
    })),
    driverAges: [ageOnEffective],
  }).annualPremium;
}
