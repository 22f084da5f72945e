import { describe, expect, it } from 'vitest';
import type { SubmissionData } from './model.ts';
import { decide } from './underwriting.ts';

const business = {
  legalName: 'Test Co',
  dba: '',
  fein: '12-3456789',
  naics: '238220',
  naicsTitle: 'Plumbing',
  entityType: 'llc',
  yearStarted: 2010,
  annualRevenue: 1_000_000,
  employeeCount: 10,
  street: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30303',
  contactName: 'A B',
  contactEmail: 'a@b.co',
  contactPhone: '(404) 555-0100',
  effectiveDate: '2030-03-01',
};

const wc = (classCode: string, experienceMod = 1): SubmissionData => ({
  business,
  wc: {
    classes: [{ state: 'GA', classCode, payroll: 100_000, fullTime: 2, partTime: 0 }],
    experienceMod,
    elLimit: '100000/500000/100000',
    ownersIncluded: false,
  },
  questions: { heightsOver15ft: 'no', priorClaims: 'None', subcontractorCertificates: 'Yes' },
});

const vehicle = {
  vin: 'X',
  year: 2020,
  make: 'Ford',
  model: 'F',
  garagingZip: '75201',
  garagingState: 'TX',
  use: 'service',
  radius: 'local',
};
const auto = (vehicles: number, dateOfBirth: string, hazmat = 'no'): SubmissionData => ({
  business,
  vehicles: {
    vehicles: Array.from({ length: vehicles }, () => vehicle),
    liabilityLimit: '1000000',
    deductible: 1000,
  },
  drivers: {
    drivers: [{ firstName: 'A', lastName: 'B', dateOfBirth, licenseState: 'TX', licenseNumber: 'TX1234' }],
  },
  questions: { hazardousMaterials: hazmat, unlistedDrivers: 'no', atFaultAccidents: '0' },
});

describe('decide', () => {
  it('quotes a clean WC submission and declines trucking classes', () => {
    expect(decide('wc', wc('8810'))).toEqual({ status: 'quoted' });
    expect(decide('wc', wc('7219'))).toMatchObject({
      status: 'declined',
      message: expect.stringMatching(/Trucking/),
    });
  });

  it('refers an experience mod above 1.50 and work at heights', () => {
    expect(decide('wc', wc('8810', 1.5))).toEqual({ status: 'quoted' });
    expect(decide('wc', wc('8810', 1.51))).toMatchObject({ status: 'referred' });
    const heights = wc('8810');
    heights.questions = { ...heights.questions, heightsOver15ft: 'yes' };
    expect(decide('wc', heights)).toMatchObject({
      status: 'referred',
      message: expect.stringMatching(/15 feet/),
    });
  });

  it('declines drivers under 21 on the effective date and hazardous materials', () => {
    expect(decide('auto', auto(1, '2009-03-01'))).toEqual({ status: 'quoted' });
    expect(decide('auto', auto(1, '2009-03-02'))).toMatchObject({ status: 'declined' });
    expect(decide('auto', auto(1, '1980-01-01', 'yes'))).toMatchObject({
      status: 'declined',
      message: expect.stringMatching(/hazardous/),
    });
  });

  it('gives an indication above 10 vehicles', () => {
    expect(decide('auto', auto(10, '1980-01-01'))).toEqual({ status: 'quoted' });
    expect(decide('auto', auto(11, '1980-01-01'))).toMatchObject({ status: 'indicated' });
  });

  it('declines roofing contractors for GL', () => {
    const gl: SubmissionData = {
      business: { ...business, naics: '238160' },
      gl: { classCode: '91340', exposure: 1, limits: '1000000/2000000', deductible: 0 },
      questions: {},
    };
    expect(decide('gl', gl)).toMatchObject({ status: 'declined', message: expect.stringMatching(/Roofing/) });
  });
});
