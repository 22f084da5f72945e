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

/** Maps several portals share: our value → the words a portal's option shows. */
export const namedMaps = {
  /** A state's code → its name, as a portal's State select shows it. */
  'us-state-names': {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
  /** Our ISO construction classes → their usual words. */
  construction: {
    frame: 'Frame',
    joisted_masonry: 'Joisted masonry',
    non_combustible: 'Non-combustible',
    masonry_non_combustible: 'Masonry non-combustible',
    modified_fire_resistive: 'Modified fire resistive',
    fire_resistive: 'Fire resistive',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type NamedMap = keyof typeof namedMaps;
