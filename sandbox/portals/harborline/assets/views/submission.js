// A submission's own page: the quote summary, the referral or decline notice, or a draft to continue.
import { api } from '../api.js';
import { esc, renderView } from '../dom.js';
import { formatDate, STATUS_LABELS, STEP_TITLES } from '../format.js';
import { renderLoadError } from './notices.js';
import { quoteSummaryHtml } from './quote-summary.js';
import { stepHash } from './wizard.js';

function outcomeHtml(s) {
  const head = `<p class="eyebrow">${esc(s.lineName)} · Submission ${esc(s.id)} · ${esc(s.applicantName)}</p>`;
  if (s.status === 'referred') {
    return `<section class="outcome outcome--referred">${head}
  <h1>Referred to underwriting</h1>
  <p class="status-pill">Status: ${esc(STATUS_LABELS[s.status])}</p>
  <div class="banner banner--warn" role="alert"><p>${esc(s.message)}</p></div>
  <p>Effective date requested: ${esc(formatDate(s.effectiveDate))}</p>
</section>`;
  }
  if (s.status === 'declined') {
    return `<section class="outcome outcome--declined">${head}
  <h1>We're unable to offer a quote</h1>
  <p class="status-pill">Status: ${esc(STATUS_LABELS[s.status])}</p>
  <div class="banner banner--error" role="alert"><p>${esc(s.message)}</p></div>
  <p><a href="#/dashboard">Start another quote</a></p>
</section>`;
  }
  return `<section class="outcome">${head}
  <h1>Draft submission</h1>
  <p class="status-pill">Status: Draft</p>
  <p>Effective date: ${esc(formatDate(s.effectiveDate))}. Next step: ${esc(STEP_TITLES[s.nextStep])}.</p>
  <p><a class="btn btn--primary" href="${stepHash(s.id, s.nextStep)}">Continue submission</a></p>
</section>`;
}

export async function renderSubmission({ id }) {
  let s;
  try {
    s = await api('GET', `/api/submissions/${encodeURIComponent(id)}`);
  } catch (error) {
    renderLoadError(error, () => renderSubmission({ id }));
    return;
  }
  const html = s.quote ? quoteSummaryHtml(s) : outcomeHtml(s);
  renderView(html, s.quote ? `Quote ${s.quote.quoteNumber}` : `Submission ${s.id}`);
}
