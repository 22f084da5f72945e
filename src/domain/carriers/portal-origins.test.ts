import { describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import { configuredCarriers } from './portal-origins.ts';

describe('carrier portal origins', () => {
  it('uses the configured origin, and offers no carrier without one when no sandbox runs', () => {
    const carriers = configuredCarriers({
      portalUrls: { harborline: 'https://brokerhub.harborline.example' },
      sandboxPort: undefined,
      catalog: carrierCatalog,
    });
    expect(carriers.map((c) => [c.id, c.portalUrl])).toEqual([
      ['harborline', 'https://brokerhub.harborline.example'],
    ]);
  });

  it('falls back to the sandbox portal when the sandbox runs', () => {
    const carriers = configuredCarriers({ portalUrls: {}, sandboxPort: 4700, catalog: carrierCatalog });
    expect(carriers.length).toBeGreaterThanOrEqual(5);
    for (const c of carriers) expect(c.portalUrl).toMatch(/^http:\/\/[a-z]+\.localhost:4700$/);
  });
});
