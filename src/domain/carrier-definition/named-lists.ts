// Lists several carrier definitions share, named so a file says `building-facts` or `limits-500k-up`
// instead of repeating them: the kit's vocabulary, not one carrier's knowledge.
import type { AskedField } from '../carriers/requirements.ts';

export const namedAsked = {
  /** The building facts a BOP rates on; portals ask for the ones the submission leaves out. */
  'building-facts': [
    { field: 'businessOwners.constructionType', label: 'Construction Type' },
    { field: 'businessOwners.yearBuilt', label: 'Year Built' },
    { field: 'businessOwners.squareFeet', label: 'Square Footage' },
    { field: 'businessOwners.sprinklered', label: 'Is the building fully sprinklered?' },
  ],
} as const satisfies Record<string, readonly AskedField[]>;

export const namedValues = {
  /** Occurrence / aggregate pairs from 300,000 / 600,000. */
  'limits-300k-up': ['300000/600000', '500000/1000000', '1000000/2000000', '2000000/4000000'],
  /** Occurrence / aggregate pairs from 500,000 / 1,000,000. */
  'limits-500k-up': ['500000/1000000', '1000000/2000000', '2000000/4000000'],
  /** Employers' liability: each accident / disease policy limit / disease each employee. */
  'employers-liability': ['100000/500000/100000', '500000/500000/500000', '1000000/1000000/1000000'],
} as const satisfies Record<string, readonly string[]>;

export type NamedAsked = keyof typeof namedAsked;
export type NamedValues = keyof typeof namedValues;
