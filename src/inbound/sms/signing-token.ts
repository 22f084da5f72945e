// Which auth token checks an inbound text: the agency's own (opened from the store), else the one
// SMS_AUTH_TOKEN of a provider account shared by every agency, else none (the text is refused).
// `POST /inbound/sms` finds the agency by the text's `To`; `/inbound/sms/:agencyId` names it.
import type { Db } from '../../store/db.ts';
import { findSmsNumber, findSmsNumberByPhone, type SmsNumberRecord } from '../../store/sms-numbers.ts';
import type { SmsTokenBox } from './sms-token-box.ts';

export interface SigningTokenDeps {
  db: Db;
  tokens: SmsTokenBox;
  /** SMS_AUTH_TOKEN, when set. */
  sharedToken: string | undefined;
}

async function tokenOf(deps: SigningTokenDeps, record: SmsNumberRecord | undefined) {
  if (record?.sealedToken) return deps.tokens.open(record.agencyId, record.sealedToken);
  return deps.sharedToken || undefined;
}

export async function signingTokenForAgency(
  deps: SigningTokenDeps,
  agencyId: string,
): Promise<string | undefined> {
  return tokenOf(deps, await findSmsNumber(deps.db, agencyId));
}

/** The agency holding `number` and its token; undefined when no agency holds the number. */
export async function signingTokenForNumber(
  deps: SigningTokenDeps,
  number: string,
): Promise<{ agencyId: string; token: string | undefined } | undefined> {
  const record = await findSmsNumberByPhone(deps.db, number);
  if (!record) return undefined;
  return { agencyId: record.agencyId, token: await tokenOf(deps, record) };
}
