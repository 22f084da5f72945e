// The capacity bench's world: per agency a login of its own on each sandbox carrier (made on the
// sandbox, kept in the agency's vault), an SMS number that is the phone on file of its texting logins,
// an inbound address that is the address on file of its e-mailing logins, an API key; and per job a
// client of its own (name, address, FEIN, reference) quoting one line with one carrier.
import { randomBytes } from 'node:crypto';
import type { Sandbox } from '../sandbox/server.ts';
import { generateApiKey, scopes } from '../src/domain/api-keys.ts';
import { type Line, lineObjectKeys } from '../src/domain/lines.ts';
import type { CreateQuoteRequest } from '../src/domain/quote-request/model/create-body.ts';
import { ensureAgencyMailAddress } from '../src/inbound/email/address.ts';
import { saveSmsNumber } from '../src/inbound/sms/save-sms-number.ts';
import { createSmsTokenBox } from '../src/inbound/sms/sms-token-box.ts';
import { insertAgency, insertApiKey } from '../src/store/agencies.ts';
import type { Db } from '../src/store/db.ts';
import type { Keyring } from '../src/vault/master-keys.ts';
import { createVault } from '../src/vault/vault.ts';
import { illinoisStore, texasOffice, washingtonOffice } from '../test/fixtures/quote-request.ts';

export const MAIL_DOMAIN = 'codes.localhost';

type Client = (name: string, reference: string, street: string, fein: string) => CreateQuoteRequest;

const inAustin: Client = (name, reference, street, fein) => {
  const body = texasOffice(name, reference);
  return { ...body, input: { ...body.input, streetAddress: street, fein } };
};
const inChicago: Client = (name, reference, street, fein) => {
  const body = illinoisStore(name, reference);
  return { ...body, input: { ...body.input, streetAddress: street, fein } };
};

interface Plan {
  line: Line;
  client: Client;
  kind: string;
  streets: string;
  /** The login made for agency `n` (1-based), given its SMS number and inbound address. */
  login(
    n: string,
    phone: string,
    email: string,
  ): { username: string; password: string; phone?: string; email?: string };
}

const totpSeed = () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return Array.from(randomBytes(32), (b) => alphabet[b % 32]).join('');
};

/** One line per carrier, as it quotes for these clients (bench/runs.ts, the nobody-asked test). */
export const plans: Record<string, Plan & { totp?: boolean }> = {
  'summit-mutual': {
    line: 'gl',
    client: inAustin,
    kind: 'Accounting LLC',
    streets: 'Congress Ave',
    login: (n, phone) => ({ username: `bench.agent${n}`, password: `Summit#Bench${n}`, phone }),
  },
  harborline: {
    line: 'wc',
    client: inAustin,
    kind: 'Bookkeeping LLC',
    streets: 'Lavaca St',
    login: (n) => ({ username: `producer${n}@bench-agency${n}.example`, password: `Harbor!Bench${n}` }),
    totp: true,
  },
  'pioneer-casualty': {
    line: 'bop',
    client: inChicago,
    kind: 'Hardware LLC',
    streets: 'W Madison St',
    login: (n, phone) => ({ username: `bench.agency${n}`, password: `Prairie#Bench${n}`, phone }),
  },
  'ironclad-specialty': {
    line: 'gl',
    client: inAustin,
    kind: 'Tax Advisors LLC',
    streets: 'Guadalupe St',
    login: (n, _phone, email) => ({ username: `bench.agent${n}`, password: `Ironclad-Bench-${n}`, email }),
  },
  bluebonnet: {
    line: 'bop',
    client: inAustin,
    kind: 'CPA Group LLC',
    streets: 'Brazos St',
    login: (n) => ({ username: `bench.producer${n}`, password: `Bluebonnet!Bench${n}` }),
  },
  'cascade-commercial': {
    line: 'gl',
    client: (name, reference, street, fein) => {
      const body = washingtonOffice(name, reference);
      return { ...body, input: { ...body.input, streetAddress: street, fein } };
    },
    kind: 'Consulting LLC',
    streets: 'Third Ave',
    login: (n, _phone, email) => ({
      username: `producer${n}@bench-agency${n}.example`,
      password: `Cascade-Bench-${n}`,
      email,
    }),
  },
};

const PLACES = [
  'Hill Country',
  'Barton Creek',
  'Zilker',
  'Pecan Street',
  'Red River',
  'Shoal Creek',
  'Bull Creek',
  'Onion Creek',
  'Lady Bird',
  'Bee Cave',
  'Lakeway',
  'Cedar Park',
  'Round Rock',
  'Mueller',
  'Travis Heights',
  'Clarksville',
  'Hyde Park',
  'Tarrytown',
  'Bouldin',
  'Rosedale',
];

export interface Agency {
  n: string;
  agencyId: string;
  apiKey: string;
  smsNumber: string;
  mailAddress: string;
  /** carrierId → the agency's username there. */
  usernames: Record<string, string>;
}

export interface PlannedJob {
  agency: Agency;
  carrierId: string;
  line: Line;
  body: CreateQuoteRequest;
}

/** Agencies, their logins on the sandbox and in the vault, numbers and addresses: before services start. */
export async function seedAgencies(
  db: Db,
  keyring: Keyring,
  sandbox: Sandbox,
  count: number,
  carriers: string[],
): Promise<Agency[]> {
  const vault = createVault({ db, keyring });
  const agencies: Agency[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    const agency = await insertAgency(db, `Capacity Agency ${n}`);
    const apiKey = generateApiKey();
    await insertApiKey(db, { agencyId: agency.id, name: 'capacity bench', key: apiKey, scopes });
    const smsNumber = `+1555020${String(i).padStart(4, '0')}`;
    // No token of the agency's own: the service checks every text with SMS_AUTH_TOKEN (one provider
    // account holding every agency's number), the token the sandbox phone signs with.
    await saveSmsNumber(
      { db, tokens: createSmsTokenBox(keyring) },
      { agencyId: agency.id, number: smsNumber },
    );
    const mailAddress = await ensureAgencyMailAddress(db, agency.id, MAIL_DOMAIN);
    const usernames: Record<string, string> = {};
    for (const carrierId of carriers) {
      const plan = plans[carrierId]!;
      const login = plan.login(n, smsNumber, mailAddress);
      const seed = plan.totp ? totpSeed() : undefined;
      sandbox.state.accounts.add({ carrierId, ...login, ...(seed ? { totpSeed: seed } : {}) });
      await vault.setCredential({
        agencyId: agency.id,
        carrierId,
        username: login.username,
        password: login.password,
        ...(seed ? { totpSeed: seed } : {}),
      });
      usernames[carrierId] = login.username;
    }
    agencies.push({ n, agencyId: agency.id, apiKey, smsNumber, mailAddress, usernames });
  }
  return agencies;
}

/**
 * One job per agency and carrier, each for a client of its own. Each agency lists its carriers from
 * another one (agency 2 from the second): the queue takes agencies' first jobs first, so the first
 * round mixes carriers as real agencies' runs would, instead of fourteen jobs of one portal.
 */
export function planJobs(agencies: Agency[], carriers: string[]): PlannedJob[] {
  return agencies.flatMap((agency, i) =>
    carriers.map((_, k) => {
      const j = (k + i) % carriers.length;
      const carrierId = carriers[j]!;
      const plan = plans[carrierId]!;
      const place = PLACES[i % PLACES.length]!;
      const name = `${place} ${plan.kind}${i >= PLACES.length ? ` ${agency.n}` : ''}`;
      const street = `${100 + 12 * i + j} ${plan.streets}`;
      const fein = `${70 + j}-${String(1_000_000 + 1000 * i + j).slice(-7)}`;
      const body = plan.client(name, `CAP-${agency.n}-${carrierId}`, street, fein);
      body.carrierIds = [carrierId];
      body.linesRequested = [plan.line];
      for (const [line, key] of Object.entries(lineObjectKeys))
        if (line !== plan.line) delete (body as Record<string, unknown>)[key];
      return { agency, carrierId, line: plan.line, body };
    }),
  );
}

type Question = { id: string; text: string; type: string; choices?: string[] };

/** The scripted person's answer, by the question's type and words (as bench/runs.ts answers). */
export function answerFor(q: Question): string | number | boolean {
  if (q.type === 'yes_no') return false;
  if (q.type === 'choice') return q.choices?.find((c) => /^(none|no|0)\b/i.test(c)) ?? q.choices?.[0] ?? '';
  if (q.type === 'year') return 2004;
  if (q.type === 'integer') return 6;
  if (q.type === 'money') return 500000;
  const text = q.text;
  if (/year (built|constructed)/i.test(text)) return '2004';
  if (/square f/i.test(text)) return '2400';
  if (/safety program|procedure|backup/i.test(text))
    return 'Written safety program: monthly training, quarterly inspections.';
  if (/describe|explain|other operations/i.test(text)) return 'None';
  if (/how many|number of|age|\(years\)/i.test(text)) return '6';
  return 'None';
}
