// A client-ready proposal of the quotes the producer ticked: agency, client, and per line the chosen
// carriers with premium, type and terms. Only quotes the agent extracted and checked go in; a job id
// that is not one of the request's quoted jobs is refused rather than skipped.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { type FieldErrors, validationError } from '../errors.ts';
import type { ResultViewT } from './schemas/views.ts';

export interface ProposalInput {
  agencyName: string;
  clientName: string;
  reference: string;
  results: readonly ResultViewT[];
  jobIds: readonly string[];
  lineNames: Record<string, string>;
  now: Date;
}

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
// The standard fonts are WinAnsi: anything else becomes a question mark instead of failing.
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const whole = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The terms as numbers, written the same for every carrier ("Limits $1,000,000 / $2,000,000"), in the
 * order of the line's structure; the carrier's words where they gave no number.
 */
function coverageTerms(q: ResultViewT): string[] {
  const c = q.coverage;
  if (!c) return [];
  const limits = c.limits ? Object.values(c.limits).map(whole).join(' / ') : c.asQuoted.limits;
  const amount = (n: number | null, words: string | undefined) =>
    n === 0 ? 'None' : n === null ? words : whole(n);
  return [
    limits ? `Limits ${limits}` : '',
    c.deductible !== null || c.asQuoted.deductible
      ? `Deductible ${amount(c.deductible, c.asQuoted.deductible)}`
      : '',
    c.retention !== null || c.asQuoted.retention
      ? `Retention ${amount(c.retention, c.asQuoted.retention)}`
      : '',
  ];
}

/** Only quotes of this request go in: every ticked id must be one of its quoted jobs, and one at least. */
export function tickedQuoteErrors(results: readonly ResultViewT[], jobIds: readonly string[]): FieldErrors {
  const unknown = jobIds.filter((id) => !results.some((r) => r.jobId === id));
  if (jobIds.length > 0 && unknown.length === 0) return {};
  return {
    jobIds: [
      jobIds.length === 0
        ? 'tick at least one quote'
        : `not quoted jobs of this request: ${unknown.join(', ')}`,
    ],
  };
}

export async function buildProposal(input: ProposalInput): Promise<Uint8Array> {
  const errors = tickedQuoteErrors(input.results, input.jobIds);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const chosen = input.jobIds.map((id) => input.results.find((r) => r.jobId === id));
  const doc = await PDFDocument.create();
  doc.setTitle(`Insurance proposal for ${printable(input.clientName)}`);
  doc.setProducer('quoting-service');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  let y = 740;
  const line = (text: string, font: PDFFont = regular, size = 11, x = 56) => {
    if (y < 72) {
      page = doc.addPage([612, 792]);
      y = 740;
    }
    page.drawText(printable(text), { x, y, size, font, color: rgb(0.1, 0.12, 0.15) });
    y -= size + 7;
  };
  line(input.agencyName, bold, 16);
  line(`Insurance proposal for ${input.clientName}`, bold, 13);
  line(`Reference ${input.reference} - prepared ${input.now.toISOString().slice(0, 10)}`);
  y -= 10;
  const byLine = new Map<string, ResultViewT[]>();
  for (const r of chosen as ResultViewT[])
    byLine.set(r.lineOfBusiness, [...(byLine.get(r.lineOfBusiness) ?? []), r]);
  for (const [lob, quotes] of byLine) {
    line(input.lineNames[lob] ?? lob, bold, 13);
    for (const q of [...quotes].sort((a, b) => a.annualPremium - b.annualPremium)) {
      line(`${q.carrierId}: ${money(q.annualPremium)} a year (${q.quoteType})`, bold, 11, 68);
      const terms = [
        ...coverageTerms(q),
        q.policyStartDate && q.policyExpirationDate
          ? `Policy ${q.policyStartDate} to ${q.policyExpirationDate}`
          : '',
      ].filter(Boolean);
      if (terms.length) line(terms.join(' - '), regular, 10, 80);
      line(
        `Quote ${q.quoteNumber}${q.quoteExpiresAt ? `, valid until ${q.quoteExpiresAt}` : ''}`,
        regular,
        10,
        80,
      );
      for (const item of q.premiumBreakdown ?? [])
        line(`${item.label}: ${money(item.amount)}`, regular, 9, 92);
    }
    y -= 8;
  }
  line(
    'Indications are not bindable until the carrier confirms them. Premiums as quoted by each carrier.',
    regular,
    8,
  );
  return doc.save();
}
