// The SDK's committed document and types are what `npm run sdk:generate` makes from the routes now.
import { describe, expect, it } from 'vitest';
import { committed, generate } from '../../sdk/scripts/generate.ts';

describe('SDK generated files', () => {
  it('are current (run `npm run sdk:generate` after changing a route schema)', {
    timeout: 120_000,
  }, async () => {
    const [fresh, onDisk] = await Promise.all([generate(), committed()]);
    expect(onDisk.document, 'sdk/openapi.json is stale').toBe(fresh.document);
    expect(onDisk.types, 'sdk/src/generated/openapi.ts is stale').toBe(fresh.types);
  });
});
