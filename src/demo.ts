// The demo agency of a sandbox start: an agency, an API key (BOOTSTRAP_API_KEY when set, else one
// generated on the first start and kept in DATA_DIR/demo-api-key.txt, 0600), a portal login for
// every sandbox carrier (demoLogin picks which), an admin for the app, and an SMS number with a random
// provider token for the sandbox phone to sign its texts with. `created` says the key is new: only then
// is it printed.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateApiKey, scopes } from './domain/api-keys.ts';
import { ensureAgencyMailAddress } from './inbound/email/address.ts';
import { saveSmsNumber } from './inbound/sms/save-sms-number.ts';
import type { SmsTokenBox } from './inbound/sms/sms-token-box.ts';
import { loopbackFor, type Service } from './service.ts';
import { findAgencyByName, insertAgency, insertApiKey } from './store/agencies.ts';
import type { Db } from './store/db.ts';
import { findSmsNumber } from './store/sms-numbers.ts';
import { ensureDemoAdmin } from './users/ensure-demo-admin.ts';
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

export interface Demo {
  agency: Awaited<ReturnType<typeof ensureDemoAgency>>;
  admin: Awaited<ReturnType<typeof ensureDemoAdmin>>;
  /** The address the sandbox mails the demo agency's codes to (inbound mail on). */
  mailAddress: string | undefined;
  /** The number the sandbox phone texts the service from, once pointed at it. */
  smsNumber?: string;
}

/**
 * The demo agency on a sandbox start of the whole service (role all), seeded before the API answers
 * anyone. Its e-mailed codes reach waiting jobs by themselves: the sandbox mails them to the agency's
 * address through our own SMTP port.
 */
export async function seedDemo(service: Service): Promise<Demo | undefined> {
  const { config, db, sandbox, inboundMail } = service;
  if (!sandbox || config.role !== 'all') return undefined;
  const agency = await ensureDemoAgency({
    db,
    vault: service.vault,
    dataDir: config.dataDir,
    bootstrapApiKey: config.bootstrapApiKey,
    // With mail coming in, a portal that e-mails codes signs the demo in with its e-mail-code login.
    logins: sandbox.portals.map((portal) => ({
      carrierId: portal.id,
      ...demoLogin(portal.accounts, { mailCodes: inboundMail !== undefined }),
    })),
  });
  let mailAddress: string | undefined;
  if (inboundMail) {
    mailAddress = await ensureAgencyMailAddress(db, agency.agencyId, config.inboundMail.domain);
    sandbox.state.mail.configure({
      relay: { host: loopbackFor(inboundMail.host), port: inboundMail.port },
      to: mailAddress,
    });
  }
  const admin = await ensureDemoAdmin(db, {
    agencyId: agency.agencyId,
    dataDir: config.dataDir,
    bootstrap: config.bootstrapAdmin,
  });
  return { agency, admin, mailAddress };
}

/**
 * The demo's SMS codes reach waiting jobs by themselves: the sandbox phone posts each text, signed with
 * the demo agency's token, to this service's own /inbound/sms at `localUrl` (signed for PUBLIC_URL, the
 * address the endpoint checks).
 */
export async function pointDemoPhone(
  service: Service,
  demo: Demo,
  localUrl: string,
  log: { warn(fields: object, message: string): void },
): Promise<void> {
  if (!service.sandbox) return;
  try {
    const { number, authToken } = await ensureDemoSmsNumber({
      db: service.db,
      tokens: service.smsTokens,
      agencyId: demo.agency.agencyId,
    });
    service.sandbox.phone.configure({
      webhookUrl: `${localUrl}/inbound/sms`,
      signatureUrl: `${service.config.publicUrl}/inbound/sms`,
      authToken,
      to: number,
    });
    demo.smsNumber = number;
  } catch (error) {
    // e.g. the demo number was given to another agency in the app: codes are then typed by a person.
    log.warn({ reason: (error as Error).message }, 'the sandbox phone is not pointed at /inbound/sms');
  }
}
