// The demo agency of a sandbox start: an agency, an API key (BOOTSTRAP_API_KEY when set, else one
// generated on the first start and kept in DATA_DIR/demo-api-key.txt, 0600) and a portal login for
// every sandbox carrier (demoLogin picks which). `created` says the key is new: only then is it printed.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateApiKey, scopes } from './domain/api-keys.ts';
import { findAgencyByName, insertAgency, insertApiKey } from './store/agencies.ts';
import type { Db } from './store/db.ts';
import type { Vault } from './vault/vault.ts';

export const DEMO_AGENCY_NAME = 'Demo Agency';

export interface DemoLogin {
  carrierId: string;
  username: string;
  password: string;
  totpSeed?: string;
}

/**
 * The portal login the demo agency signs in with: the portal's login with an e-mail address on file
 * (the portal mails it one-time codes) when e-mailed codes reach the service, else its first login.
 */
export function demoLogin<A extends { email?: string }>(
  accounts: readonly A[],
  options: { mailCodes: boolean },
): A {
  const byMail = options.mailCodes ? accounts.find((a) => a.email) : undefined;
  const login = byMail ?? accounts[0];
  if (!login) throw new Error('a sandbox portal without a login');
  return login;
}

export interface EnsureDemoAgencyOptions {
  db: Db;
  vault: Vault;
  dataDir: string;
  bootstrapApiKey: string | undefined;
  logins: DemoLogin[];
}

/** Returns the demo agency's id and an API key for it. */
export async function ensureDemoAgency(
  options: EnsureDemoAgencyOptions,
): Promise<{ agencyId: string; apiKey: string; created: boolean; keyFile: string }> {
  const { db } = options;
  const agency = (await findAgencyByName(db, DEMO_AGENCY_NAME)) ?? (await insertAgency(db, DEMO_AGENCY_NAME));
  const keyFile = path.join(options.dataDir, 'demo-api-key.txt');
  let apiKey = options.bootstrapApiKey;
  let created = false;
  if (!apiKey && existsSync(keyFile)) apiKey = (await readFile(keyFile, 'utf8')).trim();
  if (!apiKey) {
    apiKey = generateApiKey();
    created = true;
    await writeFile(keyFile, `${apiKey}\n`, { mode: 0o600 });
  }
  await insertApiKey(db, { agencyId: agency.id, name: 'demo', key: apiKey, scopes });
  for (const login of options.logins) {
    await options.vault.setCredential({ agencyId: agency.id, ...login });
  }
  return { agencyId: agency.id, apiKey, created, keyFile };
}
