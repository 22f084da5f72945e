// Ironclad Specialty's agent portal, Ironclad Exchange (E&S cyber, general liability, umbrella):
// sign in (sign-in.ts, with the e-mailed code for a login with an address on file) → continue the
// submission this job filed (a retry) or start one → Applicant → Coverage → Underwriting questions →
// Review → the outcome (quote, indication, referral, decline).
import type { Playbook } from '../../playbook.ts';
import { IRONCLAD_CARRIER_ID, type IroncladLine, isIroncladLine, PRODUCTS } from './mapping.ts';
import { completeSubmission } from './pages/flow.ts';
import { findOrphanDraft } from './pages/orphan-draft.ts';
import { Portal } from './pages/portal.ts';
import { checkSignIn, signIn } from './sign-in.ts';

export const ironcladPlaybook: Playbook<IroncladLine> = {
  carrierId: IRONCLAD_CARRIER_ID,
  lines: ['cyber', 'gl', 'umbrella'],
  async run(ctx) {
    const line = ctx.line;
    if (!isIroncladLine(line)) throw new Error(`Ironclad Specialty does not write ${line}`);
    const portal = new Portal(ctx.page, ctx.portalUrl, ctx.log);
    await signIn(ctx, portal);
    // Only the submission this job filed is continued (a retry); a new job always files anew.
    // Ironclad has no remarks or producer-reference field to stamp our job id into, so the reference
    // recorded when the portal assigned it is the only link.
    const earlier = ctx.portalReference;
    // A later attempt with no reference may have filed a draft it could not record (orphan-draft.ts).
    const orphan =
      earlier === undefined && ctx.attempt > 1
        ? await ctx.step('find-draft', () => findOrphanDraft(ctx, portal, line))
        : undefined;
    if (earlier) {
      ctx.log('Ironclad: continuing the submission this job filed', { reference: earlier });
      // A draft opens at its furthest step, anything else at its outcome.
      await ctx.step('open-submission', () => portal.open(`/exchange/submissions/${earlier}/result`));
    } else if (orphan) {
      // Found by its insured, not by a reference this job recorded: it is filled again from its first
      // page, so every value the portal rates is this submission's whoever saved the pages before.
      await ctx.step('open-submission', () => portal.open(`/exchange/submissions/${orphan}/applicant`));
    } else {
      await ctx.step('new-submission', () => portal.open(`/exchange/new?product=${PRODUCTS[line].product}`));
    }
    return completeSubmission({ portal, ctx });
  },
  signIn: checkSignIn,
};
