// Rules on `ownersOfficers[]`: ownership up to 100 percent, what a person included in workers'
// compensation needs, and `workersComp.ownersIncluded` agreeing with the list.
import { type CheckContext, checkUsDate } from './field-rules.ts';
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
