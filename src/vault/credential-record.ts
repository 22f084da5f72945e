// The carrier_credentials row as the store returns it, and its conversion to the envelope's types.
// PGlite returns bytea as Uint8Array, node-postgres as Buffer: both become Buffers here.
import type { SealedSecret, SecretBinding } from './envelope.ts';

export interface CredentialRow {
  id: string;
  agency_id: string;
  carrier_id: string;
  status: 'configured' | 'invalid';
  status_reason: string | null;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  auth_tag: Uint8Array;
  wrapped_key: Uint8Array;
  wrapped_key_iv: Uint8Array;
  wrapped_key_auth_tag: Uint8Array;
  key_version: number;
  created_at: Date | string;
  updated_at: Date | string;
  last_verified_at: Date | string | null;
}

export function bindingOf(row: Pick<CredentialRow, 'id' | 'agency_id' | 'carrier_id'>): SecretBinding {
  return { agencyId: row.agency_id, carrierId: row.carrier_id, recordId: row.id };
}

export function sealedOf(row: CredentialRow): SealedSecret {
  return {
    ciphertext: bytes(row.ciphertext),
    iv: bytes(row.iv),
    authTag: bytes(row.auth_tag),
    wrappedKey: bytes(row.wrapped_key),
    wrappedKeyIv: bytes(row.wrapped_key_iv),
    wrappedKeyAuthTag: bytes(row.wrapped_key_auth_tag),
    keyVersion: row.key_version,
  };
}

export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

const bytes = (value: Uint8Array): Buffer =>
  Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
