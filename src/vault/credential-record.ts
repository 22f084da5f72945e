// The carrier_credentials row (store/credentials.ts) converted to the envelope's types. PGlite returns
// bytea as Uint8Array, node-postgres as Buffer: both become Buffers here.
import type { CredentialRow } from '../store/credentials.ts';
import type { SealedSecret, SecretBinding } from './envelope.ts';

export type { CredentialRow } from '../store/credentials.ts';

export function bindingOf(row: Pick<CredentialRow, 'id' | 'agency_id' | 'carrier_id'>): SecretBinding {
  return { agencyId: row.agency_id, carrierId: row.carrier_id, recordId: row.id };
}

/** The sealed columns of a row: a login's, or a kept session's (store/kept-sessions.ts). */
export type SealedRow = Pick<
  CredentialRow,
  'ciphertext' | 'iv' | 'auth_tag' | 'wrapped_key' | 'wrapped_key_iv' | 'wrapped_key_auth_tag' | 'key_version'
>;

export function sealedOf(row: SealedRow): SealedSecret {
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
