// Where a hand quote's outcome page shows each part of the quote: its labelled values (a definition list,
// a two-cell table row, a value named by `aria-label`, a caption over its value) matched to the quote's
// parts by what their labels say, the amount read as money, a date as a date. The heading is the quoted
// outcome's wording; the other outcomes' wordings are the operator's to add (one quote shows one outcome).

export interface OutcomeSnapshot {
  url: string;
  heading: string;
  /** Every labelled value the page shows, in page order. */
  pairs: { label: string; value: string }[];
  /** Table captions. */
  tables: string[];
  links: { caption: string; href: string }[];
  /** Short texts standing apart (a badge, a note): a bindable marker is one of them. */
  notes?: string[];
}

/** The quote's parts by the words their labels use, and how each is read. */
const PARTS: { part: string; label: RegExp; parse?: string; value?: RegExp }[] = [
  { part: 'annualPremium', label: /premium/i, parse: 'money', value: /^\$?\s?[\d,]+(\.\d\d)?$/ },
  { part: 'quoteNumber', label: /\b(quote|proposal|indication)\s*(number|no\.?|#|id|reference)/i },
  { part: 'namedInsured', label: /named insured|^insured$|^applicant$/i },
  { part: 'limits', label: /limit/i, parse: 'limits' },
  { part: 'deductible', label: /deductible|retention/i, parse: 'deductible' },
  { part: 'policyStartDate', label: /coverage start|effective|policy start/i, parse: 'date' },
  { part: 'quoteExpiresAt', label: /valid (until|through|thru)|expir/i, parse: 'date' },
];

const DOCUMENT = /letter|proposal|quote|pdf/i;
const BINDABLE = /\bbindable\b/i;

export function draftExtract(outcome: OutcomeSnapshot): { extract: Record<string, unknown>; todo: string[] } {
  const todo: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const { part, label, parse, value } of PARTS) {
    const found = outcome.pairs.find((p) => label.test(p.label) && (!value || value.test(p.value.trim())));
    if (found) fields[part] = { label: found.label, ...(parse ? { parse } : {}) };
    else if (part === 'annualPremium' || part === 'quoteNumber')
      todo.push(`extract.fields.${part}: the outcome page showed no labelled value that reads as one`);
  }
  const extract: Record<string, unknown> = {
    outcome: { quoted: [outcome.heading] },
    fields,
  };
  todo.push(
    'extract.outcome: add the wordings of a decline, a referral and an indication (one quote shows only its own)',
  );
  const breakdown = outcome.tables.find((t) => /breakdown|premium/i.test(t));
  if (breakdown) extract.breakdown = { table: breakdown };
  const marker = outcome.notes?.find((n) => BINDABLE.test(n) && !/\bnot\b/i.test(n));
  if (marker) extract.bindable = [marker];
  else todo.push('extract.bindable: the words that say a quote is bindable (none was recognised)');
  const documents = outcome.links.filter((l) => DOCUMENT.test(l.caption)).map((l) => ({ link: l.caption }));
  if (documents.length) extract.documents = documents;
  return { extract, todo };
}
