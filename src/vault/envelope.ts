// Envelope encryption of one carrier secret: AES-256-GCM under a fresh data key, the data key itself
// AES-256-GCM under a versioned master key. Pure functions over buffers; the store and the key file
// live elsewhere.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../errors.ts';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12; // the GCM standard nonce size; random per encryption, never reused with a key
const TAG_BYTES = 16;

/** What a carrier portal login needs. Never log it, never return it from an interface. */
export interface CredentialSecret {
  username: string;
  password: string;
  /** Base32 TOTP seed, when the portal's MFA can be answered by the agent itself. */
  totpSeed?: string;
}

/** Where a secret belongs. Bound into every ciphertext so a record only decrypts in its own place. */
export interface SecretBinding {
  agencyId: string;
  carrierId: string;
  recordId: string;
}

export interface MasterKey {
  version: number;
  key: Buffer;
}

/** Finds a master key by version; undefined when the keyring does not hold it. */
export type MasterKeyLookup = (version: number) => Buffer | undefined;

export interface WrappedDataKey {
  wrappedKey: Buffer;
  wrappedKeyIv: Buffer;
  wrappedKeyAuthTag: Buffer;
  keyVersion: number;
}

export interface SealedSecret extends WrappedDataKey {
  ciphertext: Buffer;
  iv: Buffer;
  authTag: Buffer;
}

/**
 * The additional authenticated data for a record. JSON of an array is unambiguous whatever the ids
 * contain (no separator can be smuggled in), and the label leaves room for a future format.
 */
export function secretAad(binding: SecretBinding): Buffer {
  return Buffer.from(
    JSON.stringify(['carrier-credential/v1', binding.agencyId, binding.carrierId, binding.recordId]),
    'utf8',
  );
}

export function sealSecret(
  secret: CredentialSecret,
  binding: SecretBinding,
  master: MasterKey,
): SealedSecret {
  const plain: CredentialSecret = { username: secret.username, password: secret.password };
  if (secret.totpSeed !== undefined) plain.totpSeed = secret.totpSeed;
  return sealBytes(Buffer.from(JSON.stringify(plain), 'utf8'), secretAad(binding), master);
}

/** Seals any bytes under a fresh data key bound to `aad`, the data key wrapped under `master`. */
export function sealBytes(plain: Buffer, aad: Buffer, master: MasterKey): SealedSecret {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    const sealed = encrypt(dataKey, plain, aad);
    return {
      ciphertext: sealed.ciphertext,
      iv: sealed.iv,
      authTag: sealed.authTag,
      ...wrap(dataKey, master, aad),
    };
  } finally {
    dataKey.fill(0); // best effort: keep the plaintext key in memory no longer than needed
  }
}

/** Opens what sealBytes sealed with the same `aad`; throws on any alteration or another binding. */
export function openBytes(sealed: SealedSecret, aad: Buffer, masterKeys: MasterKeyLookup): Buffer {
  const dataKey = unwrap(sealed, masterKeys, aad);
  try {
    return decrypt(dataKey, sealed.ciphertext, sealed.iv, sealed.authTag, aad);
  } finally {
    dataKey.fill(0);
  }
}

export function openSecret(
  sealed: SealedSecret,
  binding: SecretBinding,
  masterKeys: MasterKeyLookup,
): CredentialSecret {
  return parseSecret(openBytes(sealed, secretAad(binding), masterKeys));
}

/** Re-encrypts only the data key under `target`; the secret's ciphertext stays as it is. */
export function rewrapDataKey(
  sealed: WrappedDataKey,
  binding: SecretBinding,
  masterKeys: MasterKeyLookup,
  target: MasterKey,
): WrappedDataKey {
  return rewrapBoundKey(sealed, secretAad(binding), masterKeys, target);
}

/** rewrapDataKey for a record sealed by sealBytes with `aad`. */
export function rewrapBoundKey(
  sealed: WrappedDataKey,
  aad: Buffer,
  masterKeys: MasterKeyLookup,
  target: MasterKey,
): WrappedDataKey {
  const dataKey = unwrap(sealed, masterKeys, aad);
  try {
    return wrap(dataKey, target, aad);
  } finally {
    dataKey.fill(0);
  }
}

function wrap(dataKey: Buffer, master: MasterKey, aad: Buffer): WrappedDataKey {
  const sealed = encrypt(master.key, dataKey, aad);
  return {
    wrappedKey: sealed.ciphertext,
    wrappedKeyIv: sealed.iv,
    wrappedKeyAuthTag: sealed.authTag,
    keyVersion: master.version,
  };
}

function unwrap(sealed: WrappedDataKey, masterKeys: MasterKeyLookup, aad: Buffer): Buffer {
  const master = masterKeys(sealed.keyVersion);
  if (!master) {
    throw new AppError(
      'INTERNAL_ERROR',
      `Vault master key version ${sealed.keyVersion} is not in the keyring: every version still wrapping a data key must stay configured`,
    );
  }
  return decrypt(master, sealed.wrappedKey, sealed.wrappedKeyIv, sealed.wrappedKeyAuthTag, aad);
}

function encrypt(key: Buffer, plaintext: Buffer, aad: Buffer) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { ciphertext, iv, authTag: cipher.getAuthTag() };
}

function decrypt(key: Buffer, ciphertext: Buffer, iv: Buffer, authTag: Buffer, aad: Buffer): Buffer {
  try {
    // Node accepts shorter tags unless told the length; a truncated tag must not pass.
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (cause) {
    throw integrityError(cause);
  }
}

function parseSecret(plain: Buffer): CredentialSecret {
  let value: unknown;
  try {
    value = JSON.parse(plain.toString('utf8'));
  } catch {
    // not the parser's error as cause: V8 quotes the text it failed on, which would be the secret
    throw integrityError(undefined);
  } finally {
    plain.fill(0);
  }
  const v = value as Partial<Record<keyof CredentialSecret, unknown>> | null;
  if (
    typeof v !== 'object' ||
    v === null ||
    typeof v.username !== 'string' ||
    typeof v.password !== 'string' ||
    (v.totpSeed !== undefined && typeof v.totpSeed !== 'string')
  ) {
    throw integrityError(undefined);
  }
  const secret: CredentialSecret = { username: v.username, password: v.password };
  if (typeof v.totpSeed === 'string') secret.totpSeed = v.totpSeed;
  return secret;
}

// The message names no secret and no key: it may reach logs.
function integrityError(cause: unknown): AppError {
  return new AppError(
    'INTERNAL_ERROR',
    'Carrier credential cannot be decrypted: the record was altered, or moved to another agency, carrier or record id',
    { cause },
  );
}
