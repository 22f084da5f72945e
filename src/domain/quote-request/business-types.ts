// `businessType` as partners' systems write it. Agency management systems and ACORD forms spell the
// legal entity many ways ("LLC", "S Corp", "Sole Proprietor", ACORD's "CP"); we accept the common ones
// in any case and store the canonical value (vocabulary.ts), so playbooks only ever see canonical ones.
import { businessTypes } from './vocabulary.ts';

export type BusinessType = (typeof businessTypes)[number];

/** Spellings by canonical value, written lower case with single spaces (see `spellingKey`). */
export const businessTypeSpellings: Record<BusinessType, readonly string[]> = {
  sole_proprietorship: [
    'sole proprietor',
    'sole proprietorship',
    'sole prop',
    'sole owner',
    'individual',
    'individual sole proprietor',
    'proprietorship',
    'in', // ACORD 125 entity code
  ],
  partnership: ['partnership', 'general partnership', 'gp', 'pt'],
  limited_partnership: ['limited partnership', 'lp', 'llp', 'limited liability partnership'],
  llc: ['llc', 'l l c', 'limited liability company', 'limited liability co', 'll'],
  corporation: ['corporation', 'corp', 'inc', 'incorporated', 'c corp', 'c corporation', 'ccorp', 'cp'],
  s_corporation: ['s corporation', 's corp', 'scorp', 'subchapter s', 'subchapter s corporation', 'sc'],
  joint_venture: ['joint venture', 'jv'],
  trust: ['trust', 'trust or estate', 'estate', 'tr'],
  nonprofit: [
    'nonprofit',
    'non profit',
    'not for profit',
    'nonprofit organization',
    'non profit organization',
    'not for profit organization',
    'not for profit corporation',
    'nonprofit corporation',
    '501c3',
    '501 c 3',
    'np',
    'npo',
  ],
  other: ['other'],
};

/** "S-Corp.", "s_corp" and " S  Corp " all become "s corp". */
export const spellingKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byKey = new Map<string, BusinessType>();
for (const type of businessTypes) {
  byKey.set(spellingKey(type), type);
  for (const spelling of businessTypeSpellings[type]) byKey.set(spellingKey(spelling), type);
}

/** The canonical business type a partner's spelling stands for, or undefined when we do not know it. */
export function canonicalBusinessType(value: string): BusinessType | undefined {
  return byKey.get(spellingKey(value));
}

/** A few of the accepted spellings per value, for the API description. */
export const businessTypeExamples =
  'LLC, Corporation, Inc, S Corp, Sole Proprietor, Partnership, LP, Non-Profit, Trust';
