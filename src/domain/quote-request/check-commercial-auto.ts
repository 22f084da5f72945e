// Rules on `commercialAuto`: VINs, garaging ZIP codes, and drivers old enough to hold a license.

import { yearsBetween } from './dates.ts';
import { type CheckContext, checkFormat, checkStateCode, checkUsDate, checkZipCode } from './field-rules.ts';
import { messages } from './messages.ts';
import { arrayAt, isObject, type JsonObject, prop } from './read.ts';

export const minimumDriverAge = 16;

export function checkCommercialAuto(ctx: CheckContext, auto: JsonObject): void {
  arrayAt(auto, 'vehicles')?.forEach((vehicle, i) => {
    if (!isObject(vehicle)) return;
    const path = ['commercialAuto', 'vehicles', i] as const;
    checkFormat(ctx, prop(vehicle, 'vin'), [...path, 'vin'], 'vin');
    checkZipCode(ctx, prop(vehicle, 'garagingZip'), [...path, 'garagingZip']);
  });

  arrayAt(auto, 'drivers')?.forEach((driver, i) => {
    if (!isObject(driver)) return;
    const path = ['commercialAuto', 'drivers', i] as const;
    const born = checkUsDate(ctx, prop(driver, 'dateOfBirth'), [...path, 'dateOfBirth']);
    if (born !== undefined && yearsBetween(born, ctx.today) < minimumDriverAge) {
      ctx.report([...path, 'dateOfBirth'], messages.driverAge(minimumDriverAge));
    }
    checkStateCode(ctx, prop(driver, 'licenseState'), [...path, 'licenseState']);
  });

  checkFormat(ctx, prop(auto, 'liabilityLimit'), ['commercialAuto', 'liabilityLimit'], 'limitAny');
}
