// Quote.aspx: the bindable quote with its premium breakdown and the quote letter link.
// Layout 2 (fault `layoutVersion: 2`) shows the same quote as a "quote card" with other labels.
import type { FastifyInstance } from 'fastify';
import type { QuotePageFault } from '../../../core/faults.ts';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../../core/misreport.ts';
import type { Submission } from '../../../core/submissions.ts';
import { type SummitApp, sendPage } from '../app.ts';
import { HOME_PATH, requireAgent } from '../auth.ts';
import { deductibleText, limitsText, policyPeriod } from '../describe.ts';
import { esc, money } from '../html.ts';
import { shell } from '../layout.ts';
import { LOB_NAMES } from '../reference.ts';
import type { SummitDraft } from '../types.ts';
import { formatUsDate } from '../validate.ts';
import { continueUrl, FIND_PATH, LETTER_PATH, loadSubmission, NEW_PATH, QUOTE_PATH } from '../wizard.ts';

const usDate = (iso: string) => formatUsDate(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

/** What the page shows under the `quotePage` fault (the stored quote is unchanged). */
function shown(submission: Submission, draft: SummitDraft, fault: QuotePageFault | undefined) {
  const quote = submission.quote!;
  return {
    quote: { ...quote, breakdown: quote.breakdown && shownBreakdown(quote.breakdown, fault) },
    insured: shownInsured(draft.applicant?.insuredName ?? '', fault),
    limits: shownLimit(limitsText(draft), fault),
    bindable: showsBindable(fault),
  };
}

type Shown = ReturnType<typeof shown>;

function quoteV1(
  submission: Submission,
  draft: SummitDraft,
  { quote, insured, limits, bindable }: Shown,
): string {
  const period = policyPeriod(draft);
  const deductible = deductibleText(draft);
  const letter = `${LETTER_PATH}?SubmissionNo=${encodeURIComponent(submission.id)}`;
  const rows: [string, string, string][] = [
    ['QuoteNumber', 'Quote Number', quote.quoteNumber],
    ['SubmissionNo', 'Submission No.', submission.id],
    ['QuoteStatus', 'Quote Status', bindable ? 'Bindable Quote' : 'Quoted'],
    ['NamedInsured', 'Named Insured', insured],
    ['LineOfBusiness', 'Line of Business', LOB_NAMES[draft.lob]],
    ['EffectiveDate', 'Proposed Effective Date', period.effective],
    ['ExpirationDate', 'Expiration Date', period.expiration],
    [
      'Limits',
      draft.lob === 'umbrella' ? 'Umbrella Limit (Occurrence/Aggregate)' : 'Each Occurrence / Aggregate',
      limits,
    ],
    ['Deductible', deductible.label, deductible.value],
    ['QuoteDate', 'Quote Date', usDate(draft.ratedAt ?? submission.updatedAt)],
    ['ValidThrough', 'Quote Valid Through', usDate(quote.expiresAt)],
  ];
  const summary = rows
    .map(
      ([id, label, value]) =>
        `<tr><td class="lbl">${esc(label)}:</td><td class="ctl"><span id="ctl00_MainContent_lbl${id}">${esc(value)}</span></td></tr>`,
    )
    .join('');
  const breakdown = (quote.breakdown ?? [])
    .map(
      (b, i) =>
        `<tr${i % 2 ? ' class="alt"' : ''}><th scope="row">${esc(b.label)}</th><td class="amt">${money(b.amount)}</td></tr>`,
    )
    .join('');
  return `<h1 class="pagetitle">Quote</h1>
${bindable ? '<div class="notice" id="ctl00_MainContent_pnlBindable">This is a bindable quote. To bind coverage, contact your Summit Mutual underwriter before the quote expires.</div>' : ''}
<h2 class="section">Quote Summary</h2><table class="form" id="ctl00_MainContent_tblQuoteSummary">${summary}</table>
<h2 class="section">${quote.breakdown ? 'Premium Breakdown' : 'Premium'}</h2>
<table class="grid" id="ctl00_MainContent_gvPremium" style="width:420px"><tr><th scope="col">Coverage</th><th scope="col" class="amt">Annual Premium</th></tr>
${breakdown}<tr class="total"><th scope="row">Total Annual Premium</th><td class="amt" id="ctl00_MainContent_lblTotalPremium">${money(quote.annualPremium)}</td></tr></table>
<div class="buttons"><a href="${letter}" id="ctl00_MainContent_lnkPrintQuote">Print Quote Letter</a> &nbsp;|&nbsp;
<a href="${NEW_PATH}">New Submission</a> &nbsp;|&nbsp; <a href="${HOME_PATH}">Return to Home</a></div>`;
}

function quoteV2(
  submission: Submission,
  draft: SummitDraft,
  { quote, insured, limits, bindable }: Shown,
): string {
  const period = policyPeriod(draft);
  const deductible = deductibleText(draft);
  const letter = `${LETTER_PATH}?SubmissionNo=${encodeURIComponent(submission.id)}`;
  const detail = (quote.breakdown ?? [])
    .map((b) => `<li>${esc(b.label)} &mdash; ${money(b.amount)}</li>`)
    .join('');
  return `<div class="v2" id="ctl00_MainContent_ucQuote_pnlQuote"><h1 class="pagetitle">Your Summit Mutual Quote</h1>
<fieldset><legend>Quote Reference ${esc(quote.quoteNumber)}</legend>
<dl>
<dt>Total Estimated Annual Premium</dt><dd id="ctl00_MainContent_ucQuote_lblPremium"><b>${money(quote.annualPremium)}</b></dd>
<dt>Insured</dt><dd>${esc(insured)} (${esc(LOB_NAMES[draft.lob])}, submission ${esc(submission.id)})</dd>
<dt>Coverage Period</dt><dd>${esc(period.effective)} through ${esc(period.expiration)}</dd>
<dt>Limits</dt><dd>${esc(limits)}</dd>
<dt>${esc(deductible.label)}</dt><dd>${esc(deductible.value)}</dd>
<dt>Quote Expires</dt><dd>${esc(usDate(quote.expiresAt))}</dd>
</dl>${detail ? `<p><b>Premium detail</b></p><ul id="ctl00_MainContent_ucQuote_lstPremium">${detail}</ul>` : ''}
<p>Status: ${bindable ? 'bindable' : 'quoted'}. <a href="${letter}" id="ctl00_MainContent_ucQuote_lnkDownload">Download Quote Letter (PDF)</a></p>
</fieldset><p><a href="${FIND_PATH}">Find another submission</a></p></div>`;
}

export function registerQuotePage(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;
  fastify.get<{ Querystring: { SubmissionNo?: string } }>(QUOTE_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    const loaded = loadSubmission(app, request.query.SubmissionNo);
    if (!loaded) return reply.redirect(FIND_PATH);
    if (!loaded.submission.quote) return reply.redirect(continueUrl(loaded.submission));
    const { layoutVersion, quotePage } = ctx.faults.get(ctx.carrierId);
    const view = shown(loaded.submission, loaded.draft, quotePage);
    const content =
      layoutVersion === 2
        ? quoteV2(loaded.submission, loaded.draft, view)
        : quoteV1(loaded.submission, loaded.draft, view);
    return sendPage(
      reply,
      shell({
        title: 'Quote',
        content,
        year: app.year(),
        user: app.profile(session.username),
        nav: 'find',
        crumb: ['Submissions', loaded.submission.id, 'Quote'],
      }),
    );
  });
}
