// Where a hand quote's outcome page shows each part of the quote: its labelled values (a definition list,
// a two-cell table row, a value named by `aria-label`, a caption over its value) matched to the quote's
// parts by what their labels say, the amount read as money, a date as a date. The heading is the quoted
// outcome's wording; the other outcomes' wordings are the operator's to add (one quote shows one outcome).

export interface OutcomeSnapshot {
  url: string;
  heading: string;
  /**
   * Every labelled value the page shows, in page order, with how it is anchored: a definition term
   * (`term`), an `aria-label` (`label`), the element after a caption (`after`), or a table row or a
   * "Label: value" line (`row`, which a definition cannot anchor by yet).
   */
  pairs: { label: string; value: string; anchor: 'term' | 'label' | 'after' | 'row' }[];
  /** Table captions. */
  tables: string[];
  links: { caption: string; href: string }[];
  /** Short texts standing apart (a badge, a note), each with a selector that finds it. */
  notes?: { text: string; selector: string }[];
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

/** A document's type from its link's words or address (`(PDF)`, `.html`). */
function contentTypeOf(link: { caption: string; href: string }): string | undefined {
  const said = `${link.caption} ${link.href}`;
  if (/\bpdf\b/i.test(said)) return 'application/pdf';
  if (/\bhtml?\b/i.test(said)) return 'text/html';
  return undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function draftExtract(
  outcome: OutcomeSnapshot,
  page: string,
  carrierId: string,
): { extract: Record<string, unknown>; todo: string[] } {
  const todo: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const { part, label, parse, value } of PARTS) {
    const fits = (p: OutcomeSnapshot['pairs'][number]) =>
      label.test(p.label) && (!value || value.test(p.value.trim()));
    // A value the definition can anchor first (a term, an aria-label, a caption), a table row last.
    const found = outcome.pairs.find((p) => p.anchor !== 'row' && fits(p)) ?? outcome.pairs.find(fits);
    if (found && found.anchor !== 'row')
      fields[part] = { [found.anchor]: found.label, ...(parse ? { parse } : {}) };
    else if (found)
      todo.push(
        `extract.fields.${part}: "${found.label}" shows it in a table row: anchor it with a \`selector\``,
      );
    else if (part === 'annualPremium' || part === 'quoteNumber')
      todo.push(`extract.fields.${part}: the outcome page showed no labelled value that reads as one`);
  }
  const extract: Record<string, unknown> = {
    page,
    quoted: [`^${escapeRegex(outcome.heading)}$`],
    fields,
  };
  todo.push(
    'extract.referred, extract.declined, extract.message (and extract.indication): the wordings of a referral, a decline and an indication, and where their words are (one quote shows only its own)',
  );
  const breakdown = outcome.tables.find((t) => /breakdown|premium/i.test(t));
  if (breakdown) extract.breakdown = { table: breakdown };
  const marker = outcome.notes?.find((n) => BINDABLE.test(n.text) && !/\bnot\b/i.test(n.text));
  if (marker) extract.bindable = { selector: marker.selector, match: [`^${escapeRegex(marker.text)}$`] };
  else todo.push('extract.bindable: the words that say a quote is bindable (none was recognised)');
  const documents = outcome.links.filter((l) => DOCUMENT.test(l.caption));
  if (documents.length)
    extract.documents = documents.map((l, i) => {
      const contentType = contentTypeOf(l);
      if (!contentType) todo.push(`extract.documents.${i}.contentType: what "${l.caption}" answers`);
      const extension = contentType === 'application/pdf' ? 'pdf' : 'html';
      return {
        link: l.caption,
        name: `${carrierId}-${i === 0 ? 'quote-letter' : `document-${i + 1}`}.${extension}`,
        contentType: contentType ?? 'TODO',
      };
    });
  return { extract, todo };
}
