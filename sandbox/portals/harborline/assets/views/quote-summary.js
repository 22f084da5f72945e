// The quote summary screen in its two layouts: v1 a details table ("Annual premium"), v2 cards
// ("Total annual cost"), chosen by the server (`summaryLayout`).
import { esc } from '../dom.js';
import { formatDate, money } from '../format.js';

const letterHref = (s) => `/api/submissions/${encodeURIComponent(s.id)}/quote-letter.pdf`;

function tableLayout(s) {
  const q = s.quote;
  const t = s.data.terms;
  const indication = q.quoteType === 'indication';
  const rows = [
    ['Quote number', q.quoteNumber],
    ['Applicant', s.applicantName],
    ['Line of business', s.lineName],
    ['Quote type', indication ? 'Indication (not bindable)' : s.hideBindable ? 'Quote' : 'Bindable'],
    ['Effective date', formatDate(t.effectiveDate)],
    ['Expiration date', formatDate(t.expirationDate)],
    ...t.limits.map((l) => [`Limit: ${l.label}`, l.value]),
    ...(t.deductible ? [['Deductible', t.deductible]] : []),
    ['Annual premium', money(q.annualPremium)],
    ['Quote valid until', formatDate(q.expiresAt)],
  ];
  const breakdown = (q.breakdown ?? [])
    .map((b) => `<tr><th scope="row">${esc(b.label)}</th><td class="num">${esc(money(b.amount))}</td></tr>`)
    .join('');
  return `<section class="quote quote--table">
  <p class="eyebrow">${esc(s.lineName)} · Submission ${esc(s.id)}</p>
  <h1>${indication ? 'Premium indication' : 'Quote ready'}</h1>
  ${indication ? `<p class="banner banner--warn" role="note">${esc(s.message)}</p>` : s.hideBindable ? '' : '<p class="banner banner--ok">This quote is bindable. Contact your Harborline underwriter to bind.</p>'}
  <table class="details"><caption>Quote details</caption><tbody>
    ${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}
  </tbody></table>
  <table class="details"><caption>Premium breakdown</caption><tbody>${breakdown}</tbody>
    <tfoot><tr><th scope="row">Total</th><td class="num">${esc(money(q.annualPremium))}</td></tr></tfoot></table>
  <p><a class="btn btn--secondary" href="${letterHref(s)}" download>Download quote letter (PDF)</a></p>
</section>`;
}

function cardLayout(s) {
  const q = s.quote;
  const t = s.data.terms;
  const indication = q.quoteType === 'indication';
  const item = (label, value) =>
    `<div class="kv"><span class="kv-label">${esc(label)}</span><span class="kv-value">${esc(value)}</span></div>`;
  return `<section class="quote quote--cards">
  <h1>Your Harborline quote</h1>
  <div class="cards">
    <article class="card card--hero" aria-labelledby="cost-label">
      <h2 id="cost-label">Total annual cost</h2>
      <p class="hero-amount">${esc(money(q.annualPremium))}</p>
      <p class="hero-note">${indication ? esc(s.message) : s.hideBindable ? '' : 'Ready to bind'}</p>
    </article>
    <article class="card" aria-labelledby="policy-label">
      <h2 id="policy-label">Policy</h2>
      ${item('Reference', q.quoteNumber)}
      ${item('Business', s.applicantName)}
      ${item('Coverage', s.lineName)}
      ${item('Coverage starts', formatDate(t.effectiveDate))}
      ${item('Coverage ends', formatDate(t.expirationDate))}
      ${item('Offer expires', formatDate(q.expiresAt))}
    </article>
    <article class="card" aria-labelledby="limits-label">
      <h2 id="limits-label">Limits</h2>
      ${t.limits.map((l) => item(l.label, l.value)).join('')}
      ${t.deductible ? item('Deductible', t.deductible) : ''}
    </article>
  </div>
  <h2>How we priced it</h2>
  <ul class="pricing">${(q.breakdown ?? []).map((b) => `<li><span>${esc(b.label)}</span><span>${esc(money(b.amount))}</span></li>`).join('')}</ul>
  <p><a class="btn btn--primary" href="${letterHref(s)}" download>Download quote PDF</a></p>
</section>`;
}

export function quoteSummaryHtml(s) {
  return s.summaryLayout === 'cards' ? cardLayout(s) : tableLayout(s);
}
