// The comparison's premium order: cheapest first by default, dearest first on the toggle. Ties keep
// the carrier order so the table does not jump between renders.
export type PremiumOrder = 'ascending' | 'descending';

export function sortByPremium<T extends { annualPremium: number; carrierId: string }>(
  rows: readonly T[],
  order: PremiumOrder,
): T[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * (a.annualPremium - b.annualPremium) || a.carrierId.localeCompare(b.carrierId),
  );
}
