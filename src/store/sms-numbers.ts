// agency_sms_numbers: each agency's SMS number and its provider auth token, sealed (never plain; the
// sealing is src/inbound/sms/sms-token-box.ts). Reads by agency (the app) and by number (a text's `To`).
import type { Queryable } from './db.ts';

export interface SmsNumberRecord {
  agencyId: string;
  number: string;
  /** `enc:<version>:…`, or null when the agency has no token of its own. */
  sealedToken: string | null;
  updatedAt: Date;
}

const select = `SELECT agency_id AS "agencyId", phone_number AS "number", auth_token AS "sealedToken",
  updated_at AS "updatedAt" FROM agency_sms_numbers`;

export async function findSmsNumber(db: Queryable, agencyId: string): Promise<SmsNumberRecord | undefined> {
  const [row] = await db.query<SmsNumberRecord>(`${select} WHERE agency_id = $1`, [agencyId]);
  return row;
}

export async function findSmsNumberByPhone(
  db: Queryable,
  number: string,
): Promise<SmsNumberRecord | undefined> {
  const [row] = await db.query<SmsNumberRecord>(`${select} WHERE phone_number = $1`, [number]);
  return row;
}

/** The agency that holds `number`, if another than `agencyId`. */
export async function otherHolderOf(db: Queryable, agencyId: string, number: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM agency_sms_numbers WHERE phone_number = $1 AND agency_id <> $2) AS taken',
    [number, agencyId],
  );
  return row!.taken;
}

/**
 * Sets the agency's number; `sealedToken` replaces its token when a string, clears it when null, and
 * keeps it when undefined. Throws the store's unique violation (23505) when another agency holds it.
 */
export async function upsertSmsNumber(
  db: Queryable,
  input: { agencyId: string; number: string; sealedToken: string | null | undefined },
): Promise<SmsNumberRecord> {
  const keep = input.sealedToken === undefined;
  const [row] = await db.query<SmsNumberRecord>(
    `INSERT INTO agency_sms_numbers (agency_id, phone_number, auth_token) VALUES ($1, $2, $3)
     ON CONFLICT (agency_id) DO UPDATE SET phone_number = EXCLUDED.phone_number,
       auth_token = CASE WHEN $4::boolean THEN agency_sms_numbers.auth_token ELSE EXCLUDED.auth_token END,
       updated_at = now()
     RETURNING agency_id AS "agencyId", phone_number AS "number", auth_token AS "sealedToken",
       updated_at AS "updatedAt"`,
    [input.agencyId, input.number, keep ? null : input.sealedToken, keep],
  );
  return row!;
}

export async function deleteSmsNumber(db: Queryable, agencyId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM agency_sms_numbers WHERE agency_id = $1 RETURNING agency_id', [
    agencyId,
  ]);
  return rows.length > 0;
}

/** Tokens sealed under another master key version than `version`, locked for a rotation's reseal. */
export async function lockSmsTokensNotOn(
  tx: Queryable,
  version: number,
): Promise<{ agencyId: string; sealedToken: string }[]> {
  return tx.query(
    `SELECT agency_id AS "agencyId", auth_token AS "sealedToken" FROM agency_sms_numbers
     WHERE auth_token IS NOT NULL AND auth_token NOT LIKE $1 FOR UPDATE`,
    [`enc:${version}:%`],
  );
}

export async function replaceSmsToken(tx: Queryable, agencyId: string, sealedToken: string): Promise<void> {
  await tx.query('UPDATE agency_sms_numbers SET auth_token = $2 WHERE agency_id = $1', [
    agencyId,
    sealedToken,
  ]);
}
