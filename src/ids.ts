// Prefix-style, time-sortable ids (TypeID: prefix + UUIDv7 in base32), e.g. qr_01jd4…
import { typeid } from 'typeid-js';

export const idPrefixes = {
  agency: 'ag',
  apiKey: 'key',
  client: 'cl',
  quoteRequest: 'qr',
  job: 'job',
  webhook: 'wh',
  event: 'evt',
  delivery: 'dlv',
  credential: 'cred',
  user: 'usr',
  artifact: 'art',
  loginCheck: 'lchk',
  learnedMapping: 'lmap',
} as const;

export type IdKind = keyof typeof idPrefixes;

export function newId(kind: IdKind): string {
  return typeid(idPrefixes[kind]).toString();
}

/** A cheap shape check before touching the store: prefix, underscore, 26 base32 characters. */
export function looksLikeId(kind: IdKind, value: string): boolean {
  return new RegExp(`^${idPrefixes[kind]}_[0-7][0-9a-hjkmnp-tv-z]{25}$`).test(value);
}
