import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../../test/fixtures/bakery.ts';
import { bakeryLocationsCsv, bakeryLossesCsv } from '../../../test/fixtures/schedules.ts';
import { formatUsDate, usToday } from '../quote-request/dates.ts';
import { driverColumns, vehicleColumns } from './auto-columns.ts';
import { type Column, headerKey } from './column.ts';
import { locationColumns } from './location-columns.ts';
import { lossColumns } from './loss-columns.ts';
import { parseSchedules } from './parse-schedules.ts';

const now = new Date('2026-03-10T15:00:00Z');
const today = usToday(now);

describe('parseSchedules', () => {
  it("reads the bakery's locations export into the locations the create body holds", () => {
    const result = parseSchedules({ locations: bakeryLocationsCsv }, now);
    expect(result).toEqual({ ok: true, value: { locations: bakeryBody(now).locations, ignoredColumns: {} } });
  });

  it('reads a loss run with its own column names', () => {
    const body = bakeryBody(now);
    const loss = body.lossHistory![0]!;
    const [m, d, y] = loss.dateOfLoss.split('/');
    // the loss date written M/D/YYYY without leading zeros, the report date as ISO
    const written = `${Number(m)}/${Number(d)}/${y}`;
    const reported = loss.dateReported!.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$1-$2');
    const result = parseSchedules({ losses: bakeryLossesCsv(written, reported) }, now);
    expect(result).toEqual({ ok: true, value: { lossHistory: body.lossHistory, ignoredColumns: {} } });
  });

  it('reads vehicles and drivers, listing the columns it does not know', () => {
    const vehicles =
      'VIN,Model Year,Make,Model,Garaging Zip Code,Vehicle Use,Radius of Operation,Body Type,OCN,Unit #\n' +
      '1ftbr1c89mka69532,2021,Ford,Transit 250,78701,Business,50,Cargo Van,"$48,000",7\n';
    const drivers =
      'First Name,Last Name,DOB,DL State,DL #,Yrs Licensed\nLuis,Ortega,4/18/1988,TX,12345678,18\n';
    const result = parseSchedules({ vehicles, drivers }, now);
    expect(result).toEqual({
      ok: true,
      value: {
        vehicles: [
          {
            vin: '1FTBR1C89MKA69532',
            year: 2021,
            make: 'Ford',
            model: 'Transit 250',
            garagingZip: '78701',
            use: 'commercial',
            radius: 50,
            vehicleType: 'van',
            costNew: 48_000,
          },
        ],
        drivers: [
          {
            firstName: 'Luis',
            lastName: 'Ortega',
            dateOfBirth: '04/18/1988',
            licenseState: 'TX',
            licenseNumber: '12345678',
            yearsLicensed: 18,
          },
        ],
        ignoredColumns: { vehicles: ['Unit #'] },
      },
    });
  });

  it('names every bad cell by row and column and imports nothing', () => {
    const header =
      'Location Number,Street Address,City,State,ZIP Code,Building Number,Year Built,Construction,Sprinklered';
    const good = (n: number) => `${n},${100 + n} Main St,Austin,TX,78701,1,1990,Frame,Y`;
    const rows = [header, good(1), good(2), good(3), good(4), good(5)];
    // row 7 of the file: a ZIP outside the state, a year in the future, a construction we do not know
    rows.push('6,106 Main St,Austin,TX,10001,1,2099,Adobe,maybe');
    rows.push('6,106 Main St,Dallas,TX,10001,2,1990,Frame,N');
    const result = parseSchedules({ locations: `${rows.join('\n')}\n` }, now);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        'locations["row 7"].Construction': [
          'must be one of: frame, joisted_masonry, non_combustible, masonry_non_combustible, modified_fire_resistive, fire_resistive (or a common spelling such as wood_frame, jm, nc, noncombustible)',
        ],
        'locations["row 7"].Sprinklered': ['must be Y or N (or Yes, No, True, False)'],
        'locations["row 8"].City': ['differs from row 7 for location 6 ("Austin")'],
        'locations["row 7"]["Year Built"]': ['must not be in the future'],
        'locations["row 7"]["ZIP Code"]': ['ZIP code 10001 is in NY, not TX'],
      },
    });
  });

  it('refuses a file without a column it needs, or that is not CSV', () => {
    expect(parseSchedules({ drivers: 'First Name,Last Name\nLuis,Ortega\n' }, now)).toEqual({
      ok: false,
      fieldErrors: {
        'drivers.header': [
          'has no "Date of Birth" column (or one of: DOB, Birth Date, Birthdate)',
          expect.stringMatching(/^has no "License State" column/),
          expect.stringMatching(/^has no "License Number" column/),
        ],
      },
    });
    const broken = parseSchedules({ losses: 'Line,Date of Loss\n"gl,01/02/2025\n' }, now);
    expect(broken.ok).toBe(false);
    expect(Object.keys(broken.ok ? {} : broken.fieldErrors)).toEqual(['losses']);
  });

  it('checks loss dates as the create body does', () => {
    const result = parseSchedules(
      {
        losses: `Line,Date of Loss,Date Reported\nGL,${formatUsDate(today + 2)},${formatUsDate(today - 1)}\n`,
      },
      now,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        'losses["row 2"]["Date of Loss"]': ['must not be in the future'],
        'losses["row 2"]["Date Reported"]': ['must not be before dateOfLoss'],
      },
    });
  });
});

describe('the alias tables', () => {
  it.each([
    ['locations', locationColumns],
    ['vehicles', vehicleColumns],
    ['drivers', driverColumns],
    ['losses', lossColumns],
  ] as [string, readonly Column[]][])('give every header of %s one column only', (_, columns) => {
    const seen = new Map<string, Column>();
    for (const column of columns) {
      for (const name of new Set([column.header, column.field, ...column.aliases].map(headerKey))) {
        if (column.target === 'building' && column.field === 'id' && name === 'id') continue;
        expect(seen.get(name), `${name} of ${column.header}`).toBeUndefined();
        seen.set(name, column);
      }
    }
  });
});
