// Where each carrier's portal is: the origin configured for it (CARRIER_PORTAL_URLS), else the
// sandbox portal when the sandbox runs. A carrier with neither is not offered: an agent must never be
// sent to a sandbox origin that nothing serves, or that someone else's process serves.
import type { Carrier } from './catalog.ts';

export function configuredCarriers(options: {
  portalUrls: Record<string, string>;
  /** The running sandbox's port, when it runs in this deployment. */
  sandboxPort: number | undefined;
  /** The catalog, sandbox hosts resolved by the function given (src/carrier-definitions/). */
  catalog: (sandboxPortalUrl: (host: string) => string) => Carrier[];
}): Carrier[] {
  const { portalUrls, sandboxPort, catalog } = options;
  return catalog((host) => `http://${host}.localhost:${sandboxPort}`).flatMap((carrier) => {
    const configured = portalUrls[carrier.id];
    if (configured) return [{ ...carrier, portalUrl: configured }];
    return sandboxPort === undefined ? [] : [carrier];
  });
}
