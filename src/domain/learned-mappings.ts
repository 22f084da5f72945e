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
export type WithdrawReason = 'withdrawn' | 'replaced' | 'portal_refused' | 'quote_mismatch' | 'rejected';

/** A control's label taking one of our fields, or the caption of the button that finishes a screen. */
export type MappingKind = 'field' | 'continue';
/** A proposal (from a take-over) is never applied until an admin accepts it. */
export type MappingState = 'proposed' | 'active';
/** A person's one-click confirmation of a proposal (decision 0021), or a take-over (decision 0030). */
export type MappingSource = 'confirmation' | 'take_over';
