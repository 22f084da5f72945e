// How a portal's label or screen heading is compared when a learned mapping is looked up: the same
// words whatever their case, spacing or a trailing ':' or '*' (a required marker).

export function mappingKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s:*]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Who confirmed or withdrew a mapping: a person of the agency (`usr_…`), an API key (`key_…`), an
 * operator at the CLI, or the service itself (a refusal or a mismatch).
 */
export type MappingActor = string;
export const OPERATOR: MappingActor = 'operator';
export const SYSTEM: MappingActor = 'system';

/** Why a mapping stopped applying. */
export type WithdrawReason = 'withdrawn' | 'replaced' | 'portal_refused' | 'quote_mismatch';
