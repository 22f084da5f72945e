// Which location is the primary one: the one flagged `primary`, else the first (decision 0035).

/** Index of the primary location in `locations` (0 when none is flagged, or the list is empty). */
export function primaryLocationIndex(locations: readonly unknown[]): number {
  const flagged = locations.findIndex(
    (l) => typeof l === 'object' && l !== null && (l as { primary?: unknown }).primary === true,
  );
  return flagged === -1 ? 0 : flagged;
}

/** The id the request's own address has when `locations` is not sent, and its building's. */
export const impliedLocationId = '1';
export const impliedBuildingId = '1';
