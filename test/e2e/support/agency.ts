// Agencies for tests and benches that run the service as processes: an API key each, and carrier logins
// sealed under one master key the services are then given (VAULT_MASTER_KEYS): by default the first
// sandbox account of every portal (fixed, so the sandbox may run in another process), or logins of the
// caller's own (made on the sandbox with POST /_sandbox/accounts).
import { randomBytes } from 'node:crypto';
import { portals } from '../../../sandbox/portals/index.ts';
import { generateApiKey, scopes } from '../../../src/domain/api-keys.ts';
import { insertAgency, insertApiKey } from '../../../src/store/agencies.ts';
import type { Db } from '../../../src/store/db.ts';
import { keyringFromKeys } from '../../../src/vault/master-keys.ts';
import { createVault } from '../../../src/vault/vault.ts';

export interface SandboxAgency {
  agencyId: string;
  apiKey: string;
  /** `1:<key>`, for the services' VAULT_MASTER_KEYS. */
  vaultMasterKeys: string;
}

export interface SandboxLogin {
  carrierId: string;
  username: string;
  password: string;
}

const firstAccounts: SandboxLogin[] = portals.map((p) => ({ carrierId: p.id, ...p.accounts[0]! }));

export async function seedSandboxAgency(
  db: Db,
  name: string,
  logins: readonly SandboxLogin[] = firstAccounts,
  masterKey = randomBytes(32).toString('base64'),
): Promise<SandboxAgency> {
  const vault = createVault({ db, keyring: keyringFromKeys({ 1: masterKey }) });
  const agency = await insertAgency(db, name);
  const apiKey = generateApiKey();
  await insertApiKey(db, { agencyId: agency.id, name: 'test', key: apiKey, scopes });
  for (const login of logins) await vault.setCredential({ agencyId: agency.id, ...login });
  return { agencyId: agency.id, apiKey, vaultMasterKeys: `1:${masterKey}` };
}
