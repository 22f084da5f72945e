// The demo agency of a sandbox start: an agency, an API key (BOOTSTRAP_API_KEY when set, else one
// generated on the first start and kept in DATA_DIR/demo-api-key.txt, 0600), a portal login for
// every sandbox carrier (demoLogin picks which), and an SMS number with a random provider token for the
// sandbox phone to sign its texts with. `created` says the key is new: only then is it printed.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateApiKey, scopes } from './domain/api-keys.ts';
import { saveSmsNumber } from './inbound/sms/save-sms-number.ts';
import type { SmsTokenBox } from './inbound/sms/sms-token-box.ts';
import { findAgencyByName, insertAgency, insertApiKey } from './store/agencies.ts';
import type { Db } from './store/db.ts';
import { findSmsNumber } from './store/sms-numbers.ts';
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

/** The demo agency's SMS number, from the fictional 555-01xx range. */
export const DEMO_SMS_NUMBER = '+15550100199';

/**
 * The demo agency's SMS number and provider token, for the sandbox phone: the ones set in the app when
 * both are, else the demo number and a fresh random token (a number set in the app is kept).
 */
export async function ensureDemoSmsNumber(deps: {
  db: Db;
  tokens: SmsTokenBox;
  agencyId: string;
}): Promise<{ number: string; authToken: string }> {
  const { db, tokens, agencyId } = deps;
  const current = await findSmsNumber(db, agencyId);
  if (current?.sealedToken) {
    return { number: current.number, authToken: await tokens.open(agencyId, current.sealedToken) };
  }
  const authToken = randomBytes(16).toString('hex');
  const saved = await saveSmsNumber(
    { db, tokens },
    { agencyId, number: current?.number ?? DEMO_SMS_NUMBER, authToken },
  );
  return { number: saved.number, authToken };
}
