// Rules on `ownersOfficers[]` and `priorInsurance[]`: ownership up to 100 percent, what an owner
// included in workers' compensation needs, `workersComp.ownersIncluded` agreeing with the list, and
// prior terms that end after they start and say why they were cut short; additional interests' addresses.
import { type CheckContext, checkStateAndZip, checkUsDate } from './field-rules.ts';
import { messages } from './messages.ts';
import { arrayAt, isObject, type JsonObject, numberAt, objectAt, prop } from './read.ts';

export function checkOwnersOfficers(ctx: CheckContext, body: JsonObject): void {
  const owners = arrayAt(body, 'ownersOfficers');
  if (!owners) return;
  let percent = 0;
  let included = 0;
  let excluded = 0;
  owners.forEach((owner, i) => {
    if (!isObject(owner)) return;
    const path = ['ownersOfficers', i] as const;
    percent += numberAt(owner, 'ownershipPercent') ?? 0;
    const born = checkUsDate(ctx, prop(owner, 'dateOfBirth'), [...path, 'dateOfBirth']);
    if (born !== undefined && born >= ctx.today) ctx.report([...path, 'dateOfBirth'], messages.notInFuture);
    const coverage = prop(owner, 'workersComp');
    if (coverage === 'excluded') excluded++;
    if (coverage !== 'included') return;
    included++;
    for (const key of ['classCode', 'annualPay']) {
      if (prop(owner, key) === undefined) ctx.report([...path, key], messages.requiredWhenIncluded);
    }
  });
  // Shares are compared in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
  if (Math.round(percent * 100) > 100 * 100) {
    ctx.report(['ownersOfficers'], messages.ownershipOver100(Math.round(percent * 100) / 100));
  }
  const wc = objectAt(body, 'workersComp');
  const ownersIncluded = wc ? prop(wc, 'ownersIncluded') : undefined;
  if (typeof ownersIncluded !== 'boolean' || included + excluded === 0) return;
  if (ownersIncluded !== included > 0) {
    ctx.report(['workersComp', 'ownersIncluded'], messages.ownersIncludedContradicts(included > 0));
  }
}

export function checkPriorInsurance(ctx: CheckContext, body: JsonObject): void {
  arrayAt(body, 'priorInsurance')?.forEach((policy, i) => {
    if (!isObject(policy)) return;
    const path = ['priorInsurance', i] as const;
    const start = checkUsDate(ctx, prop(policy, 'effectiveDate'), [...path, 'effectiveDate']);
    const end = checkUsDate(ctx, prop(policy, 'expirationDate'), [...path, 'expirationDate']);
    if (start !== undefined && end !== undefined && end <= start) {
      ctx.report([...path, 'expirationDate'], messages.afterEffectiveDate);
    }
    const ending = prop(policy, 'ending');
    if ((ending === 'non_renewed' || ending === 'cancelled') && prop(policy, 'reason') === undefined) {
      ctx.report([...path, 'reason'], messages.reasonForEnding);
    }
  });
}

export function checkAdditionalInterests(ctx: CheckContext, body: JsonObject): void {
  arrayAt(body, 'additionalInterests')?.forEach((interest, i) => {
    if (isObject(interest)) checkStateAndZip(ctx, interest, ['additionalInterests', i]);
  });
}
