// The credentials vault: carrier portal logins per agency, encrypted at rest (docs/vault.md).
// Write-only from every interface: only the agent, at login time, reads a secret back.
import { markCredentialRefused, markCredentialVerified } from '../store/credentials.ts';
import type { Db } from '../store/db.ts';
import { deleteCredential } from './delete-credential.ts';
import type { CredentialSecret } from './envelope.ts';
import { dropKeptSession, keepSession, useKeptSession } from './kept-sessions.ts';
import { type CredentialStatus, listCredentialStatuses } from './list-credential-statuses.ts';
import type { Keyring } from './master-keys.ts';
import { type CodeBox, createCodeBox } from './one-time-codes.ts';
import { type SetCredentialInput, type SetCredentialResult, setCredential } from './set-credential.ts';
import { type CredentialForLogin, useCredential, useCredentialForCheck } from './use-credential.ts';

export type { CredentialStatus } from './list-credential-statuses.ts';
export type { SetCredentialInput, SetCredentialResult } from './set-credential.ts';
export type { CredentialForLogin } from './use-credential.ts';

export interface VaultOptions {
  db: Db;
  keyring: Keyring;
}

export interface Vault {
  /** Saves or replaces a login; a replaced one is `configured` again. Returns no secret. */
  setCredential(input: SetCredentialInput): Promise<SetCredentialResult>;
  /**
   * The decrypted login, for the agent at login time only. Never log it, never return it from an
   * interface (API, app, webhook, error, step record, screenshot).
   */
  useCredential(agencyId: string, carrierId: string): Promise<CredentialForLogin>;
  /**
   * The decrypted login whatever its status (undefined when there is none), for a login check
   * ("Test login") only. The same rules as useCredential.
   */
  useCredentialForCheck(agencyId: string, carrierId: string): Promise<CredentialSecret | undefined>;
  /** Every carrier the agency has a login for, with its status; never a secret. */
  listCredentialStatuses(agencyId: string): Promise<CredentialStatus[]>;
  /**
   * After the portal refused the login in a job (only a login still `configured` changes). `reason` is
   * shown to people: never put the secret in it.
   */
  markInvalid(agencyId: string, carrierId: string, reason: string): Promise<boolean>;
  /** After the portal locked the account out in a job (a `configured` or `invalid` login changes). */
  markLocked(agencyId: string, carrierId: string, reason: string): Promise<boolean>;
  /** After a successful portal login with it. */
  markVerified(agencyId: string, carrierId: string): Promise<boolean>;
  /** Removes the login, any check of it and its kept session. */
  deleteCredential(agencyId: string, carrierId: string): Promise<boolean>;
  /**
   * The portal session kept for the login (a browser storage state), for the agent starting a job
   * only; undefined when none is kept or it expired. As secret as the login itself.
   */
  useKeptSession(agencyId: string, carrierId: string): Promise<unknown>;
  /** Seals and keeps the login's signed-in storage state until `expiresAt` (replacing any). */
  keepSession(agencyId: string, carrierId: string, state: unknown, expiresAt: Date): Promise<void>;
  /** Forgets the login's kept session (the portal no longer honours it). */
  dropKeptSession(agencyId: string, carrierId: string): Promise<void>;
  /** Seals and opens one-time codes on their way to the worker (bound to the job). */
  codes: CodeBox;
}

const MAX_REASON_LENGTH = 500;

export function createVault(options: VaultOptions): Vault {
  const { db } = options;
  return {
    setCredential: (input) => setCredential(options, input),
    useCredential: (agencyId, carrierId) => useCredential(options, agencyId, carrierId),
    useCredentialForCheck: (agencyId, carrierId) => useCredentialForCheck(options, agencyId, carrierId),
    listCredentialStatuses: (agencyId) => listCredentialStatuses(options, agencyId),
    markInvalid: (agencyId, carrierId, reason) =>
      markCredentialRefused(
        db,
        agencyId,
        carrierId,
        'invalid',
        reason.slice(0, MAX_REASON_LENGTH) || 'The carrier portal refused the login',
      ),
    markLocked: (agencyId, carrierId, reason) =>
      markCredentialRefused(
        db,
        agencyId,
        carrierId,
        'locked',
        reason.slice(0, MAX_REASON_LENGTH) || 'The carrier portal locked the account out',
      ),
    markVerified: (agencyId, carrierId) => markCredentialVerified(db, agencyId, carrierId),
    deleteCredential: (agencyId, carrierId) => deleteCredential(db, agencyId, carrierId),
    useKeptSession: (agencyId, carrierId) => useKeptSession(options, { agencyId, carrierId }),
    keepSession: (agencyId, carrierId, state, expiresAt) =>
      keepSession(options, { agencyId, carrierId }, state, expiresAt),
    dropKeptSession: (agencyId, carrierId) => dropKeptSession(options, { agencyId, carrierId }),
    codes: createCodeBox(options.keyring),
  };
}
