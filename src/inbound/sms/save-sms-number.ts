// An agency's SMS number and provider auth token, set and cleared from the app. The token is sealed
// before it reaches the store and never comes back out: the settings say only whether one is set.
import { normaliseSmsNumber } from '../../domain/sms-number.ts';
import { validationError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import {
  deleteSmsNumber,
  findSmsNumber,
  otherHolderOf,
  type SmsNumberRecord,
  upsertSmsNumber,
} from '../../store/sms-numbers.ts';
import type { SmsTokenBox } from './sms-token-box.ts';

export interface SmsSettings {
  number: string | null;
  tokenSet: boolean;
  /** Where the provider must post the number's texts. */
  webhookUrl: string;
  updatedAt: string | null;
}

export interface SaveSmsNumberInput {
  agencyId: string;
  number: string;
  /** A string replaces the token, null clears it, undefined keeps it. */
  authToken?: string | null;
}

const takenReason = 'is already another agency’s number';

export const smsWebhookUrl = (publicUrl: string) => `${publicUrl}/inbound/sms`;

export function smsSettingsView(record: SmsNumberRecord | undefined, publicUrl: string): SmsSettings {
  return {
    number: record?.number ?? null,
    tokenSet: Boolean(record?.sealedToken),
    webhookUrl: smsWebhookUrl(publicUrl),
    updatedAt: record ? new Date(record.updatedAt).toISOString() : null,
  };
}

export async function readSmsSettings(db: Db, agencyId: string, publicUrl: string): Promise<SmsSettings> {
  return smsSettingsView(await findSmsNumber(db, agencyId), publicUrl);
}

/** Throws VALIDATION_ERROR (400) for a number that is not E.164 or that another agency holds. */
export async function saveSmsNumber(
  deps: { db: Db; tokens: SmsTokenBox },
  input: SaveSmsNumberInput,
): Promise<SmsNumberRecord> {
  const check = normaliseSmsNumber(input.number);
  if (!check.ok) throw validationError({ number: [check.reason] });
  if (await otherHolderOf(deps.db, input.agencyId, check.number))
    throw validationError({ number: [takenReason] });
  const sealedToken =
    typeof input.authToken === 'string'
      ? deps.tokens.seal(input.agencyId, input.authToken.trim())
      : input.authToken;
  try {
    return await upsertSmsNumber(deps.db, { agencyId: input.agencyId, number: check.number, sealedToken });
  } catch (error) {
    // Another agency saved the same number between the check and the write.
    if ((error as { code?: string }).code === '23505') throw validationError({ number: [takenReason] });
    throw error;
  }
}

export async function clearSmsNumber(db: Db, agencyId: string): Promise<boolean> {
  return deleteSmsNumber(db, agencyId);
}
