// How many jobs of one login may work in tabs of its one signed-in portal session at once
// (docs/decisions/0033-tabs-of-one-session.md). The one place `Carrier.sessionTabs` is read.
import type { Carrier } from './catalog.ts';

/** The tabs a carrier's portal allows in one session: its definition's count, else 1 (one at a time). */
export function tabsOf(carrier: Pick<Carrier, 'sessionTabs'> | undefined): number {
  const tabs = carrier?.sessionTabs;
  return tabs !== undefined && Number.isInteger(tabs) && tabs >= 1 ? tabs : 1;
}

/**
 * The pg-boss group concurrency of carrier jobs: one job per login (a group), except a carrier whose
 * portal allows tabs, whose jobs carry the carrier as their group tier (dispatch.ts).
 */
export function tabTiers(carriers: readonly Carrier[]): Record<string, number> {
  const tiers: Record<string, number> = {};
  for (const carrier of carriers) if (tabsOf(carrier) > 1) tiers[carrier.id] = tabsOf(carrier);
  return tiers;
}
