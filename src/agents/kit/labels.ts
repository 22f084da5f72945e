// How the kit recognises a control by what a person reads beside it, when the portal words it its own
// way: a label is reduced to its meaning (lower case, punctuation and filler words gone, each word and
// known phrase replaced by one canonical term from an underwriter's thesaurus), and two labels match
// when their meanings overlap enough. "Business Name", "Company name" and "Legal name of insured" are
// one field; "City" and "State" are not. Pure functions: the page is read elsewhere (controls.ts).

/** Phrases first (longest first), so "zip code" is one term before "code" is read alone. */
const PHRASES: [RegExp, string][] = [
  [/\bdoing business as\b|\btrade name\b|\bd\/b\/a\b|\bdba name\b/g, 'dba'],
  [/\bfederal employer (identification )?(id|number|no)\b|\bemployer identification number\b/g, 'fein'],
  [/\b(federal )?tax (id|identification)( number| no)?\b|\bein\b/g, 'fein'],
  [/\bzip( code)?\b|\bpostal( code)?\b|\bpost code\b/g, 'postcode'],
  [/\be-?mail address\b|\be-mail\b/g, 'email'],
  [/\btelephone( number)?\b|\bphone number\b/g, 'phone'],
  [/\bcontact person\b|\bperson to contact\b/g, 'contact name'],
  [/\bnumber of\b|\bno\. of\b|#\s*of\b|\bhow many\b|\bcount of\b/g, 'count '],
  [/\bgross (annual )?(sales|receipts|revenue)\b|\bannual (gross )?(sales|receipts|revenue)\b/g, 'revenue'],
  [/\b(total|yearly) (sales|receipts|revenue)\b|\bturnover\b/g, 'revenue'],
  [/\bnature of (the )?business\b|\bdescription of operations\b|\boperations description\b/g, 'operations'],
  [
    /\bbusiness description\b|\bdescribe (your |the )?operations\b|\bwhat (the business )?does\b/g,
    'operations',
  ],
  [
    /\byears (in|of) business\b|\byears established\b|\byears (in )?operations?\b|\byears operating\b/g,
    'yearsinbusiness',
  ],
  [
    /\byear (business |operations )?(started|established|founded|began|begun)\b|\byear of (establishment|founding)\b/g,
    'yearstarted',
  ],
  [/\bstart(ed)? year\b|\bfounded in\b|\bdate established\b/g, 'yearstarted'],
  [
    /\b(policy |coverage )?(effective|inception|start) date\b|\b(policy|coverage) (start|inception)\b|\beffective\b|\binception\b/g,
    'effective',
  ],
  [/\b(policy |coverage )?(expiration|expiry|end) date\b|\bexpires?\b/g, 'expiration'],
  [/\bstreet address\b|\baddress line 1\b|\bmailing address\b|\bstreet\b|\baddress 1\b/g, 'street'],
  [/\bnaics( industry)?( code| classification)?\b|\bindustry code\b|\bindustry classification\b/g, 'naics'],
  [/\bclass(ification)? code\b/g, 'classcode'],
  [
    /\blegal (entity|form|structure)( type)?\b|\bentity type\b|\bbusiness (type|structure|entity)\b/g,
    'entitytype',
  ],
  [/\btype of (business )?entity\b|\borganization type\b|\bform of (business|organization)\b/g, 'entitytype'],
  [/\bsquare (feet|footage)\b|\bsq\.? ?ft\b|\bfloor area\b/g, 'area'],
  [/\bper occurrence\b|\beach occurrence\b|\boccurrence\b/g, 'occurrence'],
  [/\bgeneral aggregate\b|\baggregate\b/g, 'aggregate'],
  [/\balcoholic beverages?\b|\bliquor\b|\balcohol\b/g, 'alcohol'],
];

/** Words with one meaning for our purpose (after stemming). */
const WORDS: Record<string, string> = {
  company: 'business',
  firm: 'business',
  organization: 'business',
  organisation: 'business',
  insured: 'business',
  applicant: 'business',
  named: 'name',
  staff: 'employee',
  headcount: 'employee',
  worker: 'employee',
  personnel: 'employee',
  fte: 'employee',
  total: 'count',
  quantity: 'count',
  amount: 'value',
  income: 'revenue',
  town: 'city',
  municipality: 'city',
  province: 'state',
  remuneration: 'payroll',
  wage: 'payroll',
  premis: 'location',
  site: 'location',
  mobile: 'phone',
  cell: 'phone',
  retention: 'deductible',
  limit: 'limit',
  begin: 'effective',
  last: 'past',
  prior: 'past',
  previou: 'past',
  preceding: 'past',
  recent: 'past',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  ten: '10',
  yr: 'year',
  claim: 'loss',
  subcontractor: 'subcontract',
  incident: 'loss',
  sold: 'sell',
  sal: 'sell',
  served: 'serv',
  servic: 'serv',
};

/** Words that carry no meaning in a form label. */
const FILLER = new Set(
  (
    'a an the of for your our please enter select choose provide to in on at is are and or this its legal ' +
    'full primary main current proposed requested desired annual yearly usd optional required as by with ' +
    'does do did any there have has been be was were if if_any ever yyyy mm dd digit estimated approximate ' +
    'applicable'
  ).split(' '),
);

/** Whether a word carries no meaning in a form label ("please", "the", "optional"). */
export const isFiller = (word: string): boolean => FILLER.has(word);

/** A word's stem: plural and verb endings dropped ("subcontractors" → "subcontractor", "served" → "serv"). */
export function stem(word: string): string {
  if (/^\d+$/.test(word) || word.length <= 3) return word;
  let w = word;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (/(s|x|ch|sh|z)es$/.test(w)) w = w.slice(0, -2);
  else if (/[^su]s$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (/[^e]e$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Terms that say little alone: they count half. */
const WEAK = new Set(
  [
    'contact',
    'business',
    'name',
    'count',
    'value',
    'code',
    'date',
    'type',
    'detail',
    'information',
    'info',
    'year',
    'past',
  ].map((w) => stem(w)),
);

/** A label as read: whitespace collapsed, trailing `*`, `:` and `?` dropped. */
export function cleanLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s:*?]+$/, '')
    .replace(/^[\s*]+/, '')
    .trim();
}

/** The canonical terms a label means (a set: word order and repeats do not matter). */
export function meaningOf(label: string): Set<string> {
  let text = ` ${cleanLabel(label).toLowerCase()} `;
  for (const [pattern, term] of PHRASES) text = text.replace(pattern, ` ${term} `);
  const terms = text
    .split(/[^a-z0-9#]+/)
    .filter((w) => w && !FILLER.has(w))
    .map((w) => stem(WORDS[w] ?? WORDS[stem(w)] ?? w))
    .filter((w) => !FILLER.has(w));
  return new Set(terms);
}

/** How much a stemmed word or term says alone: 1, or 0.5 for a weak one ("contact", "name", "year"). */
export const termWeight = (term: string): number => (WEAK.has(term) ? 0.5 : 1);
const weight = termWeight;
const weightOf = (terms: Iterable<string>) => {
  let total = 0;
  for (const t of terms) total += weight(t);
  return total;
};

/**
 * How alike two labels are, 0 to 1: 1 when equal once cleaned, else how much their meanings share,
 * half as a share of both (Jaccard) and half as a share of the shorter one (so "Phone number" is the
 * contact phone), weak terms ("contact", "name") counting half; scaled below 1 so the label a
 * playbook knows always beats a synonym. A label whose meaning is empty matches nothing.
 */
export function labelSimilarity(a: string, b: string): number {
  const left = cleanLabel(a).toLowerCase();
  const right = cleanLabel(b).toLowerCase();
  if (left === right && left !== '') return 1;
  const x = meaningOf(a);
  const y = meaningOf(b);
  if (x.size === 0 || y.size === 0) return 0;
  const shared = [...x].filter((t) => y.has(t));
  const both = weightOf(shared);
  if (both === 0) return 0;
  const union = weightOf(x) + weightOf(y) - both;
  const jaccard = both / union;
  const containment = both / Math.min(weightOf(x), weightOf(y));
  return (0.99 * (jaccard + containment)) / 2;
}

/** Below this, a label is not taken for another. */
export const SAME_FIELD = 0.6;

/** The best similarity of `label` to any of the names a field is known by. */
export function bestSimilarity(label: string, names: readonly string[]): number {
  let best = 0;
  for (const name of names) best = Math.max(best, labelSimilarity(label, name));
  return best;
}

export interface Candidate<T> {
  item: T;
  label: string;
}

export interface Pairing<W, C> {
  wanted: W;
  found: C;
  score: number;
}

/**
 * Pairs each wanted field with at most one control and each control with at most one field, best
 * pairs first (equal labels before synonyms). A field whose two best controls tie is left unpaired,
 * and a control two fields claim equally is left to neither: the kit does not guess between them.
 */
export function pairByLabel<W, C>(
  wanted: readonly W[],
  namesOf: (w: W) => readonly string[],
  found: readonly Candidate<C>[],
  accepts: (w: W, c: C) => boolean = () => true,
): { pairs: Pairing<W, C>[]; unpaired: W[]; ambiguous: { wanted: W; labels: string[] }[] } {
  const scored: { w: number; c: number; score: number }[] = [];
  wanted.forEach((w, wi) => {
    found.forEach((c, ci) => {
      if (!accepts(w, c.item)) return;
      const score = bestSimilarity(c.label, namesOf(w));
      if (score >= SAME_FIELD) scored.push({ w: wi, c: ci, score });
    });
  });
  scored.sort((a, b) => b.score - a.score);
  const takenW = new Set<number>();
  const takenC = new Set<number>();
  const pairs: Pairing<W, C>[] = [];
  const ambiguous: { wanted: W; labels: string[] }[] = [];
  for (const entry of scored) {
    if (takenW.has(entry.w) || takenC.has(entry.c)) continue;
    // Two fields the control's label names equally well ("Insured contact person": the named insured's
    // or the contact's name): it is neither's by its label, and each field looks further.
    if (
      scored.some((o) => o.c === entry.c && o.w !== entry.w && !takenW.has(o.w) && o.score === entry.score)
    ) {
      takenC.add(entry.c);
      continue;
    }
    const rivals = scored.filter(
      (o) => o.w === entry.w && o.c !== entry.c && !takenC.has(o.c) && o.score === entry.score,
    );
    takenW.add(entry.w);
    if (rivals.length > 0) {
      ambiguous.push({
        wanted: wanted[entry.w]!,
        labels: [entry, ...rivals].map((r) => found[r.c]!.label),
      });
      continue;
    }
    takenC.add(entry.c);
    pairs.push({ wanted: wanted[entry.w]!, found: found[entry.c]!.item, score: entry.score });
  }
  const unpaired = wanted.filter((_, i) => !takenW.has(i));
  return { pairs, unpaired, ambiguous };
}
