// Quote Studio's outcome pages: a rated submission's result (premium, breakdown, letter link) and its
// quote letter, as the quote page shows them (faults may misreport them; the stored quote stays right).
import type { Submission } from '../../core/submissions.ts';
import { dollars, esc, longDate, shell, usDate } from './pages.ts';
import { LINE_NAMES, type Line } from './steps.ts';

export interface ShownQuote {
  insured: string;
  limits: string;
  deductible: string;
  breakdown: { label: string; amount: number }[];
  bindable: boolean;
}

export function resultPage(user: string, submission: Submission, shown: ShownQuote): string {
  const q = submission.quote;
  const line = LINE_NAMES[submission.line as Line];
  if (submission.status === 'declined' || submission.status === 'referred') {
    const heading = submission.status === 'declined' ? 'We can’t offer a quote' : 'Referred to underwriting';
    return shell(
      heading,
      `<main class="frame single" style="max-width:760px"><div class="sheet"><h1>${heading}</h1><p class="hint">${esc(line)} · reference ${esc(submission.id)} · ${esc(shown.insured)}</p>
<div class="notice" role="status" id="outcome-message">${esc(submission.message)}</div><p><a href="/studio">Back to the dashboard</a></p></div></main>`,
      user,
    );
  }
  const indication = submission.status === 'indicated';
  const marker = indication
    ? '<span class="badge muted" id="quote-status">Indication, not bindable</span>'
    : shown.bindable
      ? '<span class="badge" id="quote-status">Bindable quote</span>'
      : '<span class="badge muted" id="quote-status">Quote</span>';
  const rows = shown.breakdown
    .map((b) => `<tr><td>${esc(b.label)}</td><td>${dollars(b.amount)}</td></tr>`)
    .join('');
  return shell(
    'Your quote',
    `<main class="frame single" style="max-width:760px"><div class="sheet"><h1>${indication ? 'Your indication' : 'Your quote is ready'}</h1>
<p class="hint">${esc(line)} · reference ${esc(submission.id)}</p>${marker}
${indication ? `<div class="notice" role="status" id="outcome-message">${esc(submission.message)}</div>` : ''}
<p class="premium" aria-label="Annual premium" id="annual-premium">${dollars(q!.annualPremium)}</p>
<dl class="facts"><dt>Named insured</dt><dd id="insured">${esc(shown.insured)}</dd><dt>Quote number</dt><dd id="quote-number">${esc(q!.quoteNumber)}</dd>
<dt>Limits</dt><dd id="limits">${esc(shown.limits)}</dd><dt>Deductible</dt><dd id="deductible">${esc(shown.deductible)}</dd>
<dt>Coverage start</dt><dd>${esc(usDate(submission.effectiveDate))}</dd><dt>Valid until</dt><dd id="valid-until">${esc(longDate(q!.expiresAt))}</dd></dl>
<h2>Premium breakdown</h2><table class="grid" aria-label="Premium breakdown"><tbody>${rows}<tr><th>Total annual premium</th><th>${dollars(q!.annualPremium)}</th></tr></tbody></table>
<p><a href="/studio/quotes/${esc(submission.id)}/letter">Quote letter (HTML)</a></p></div></main>`,
    user,
  );
}

export function letterPage(submission: Submission, shown: ShownQuote, address: string): string {
  const q = submission.quote!;
  const rows = shown.breakdown
    .map((b) => `<tr><td>${esc(b.label)}</td><td>${dollars(b.amount)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quote letter ${esc(q.quoteNumber)}</title>
<style>body{font:14px/1.5 Georgia,serif;max-width:680px;margin:2rem auto;color:#222}h1{font-size:1.3rem}td{padding:.2rem 1rem .2rem 0}</style></head>
<body><p>Larkspur Mutual Insurance Company<br>400 Sagebrush Way, Boise, ID 83702</p>
<h1>${submission.status === 'indicated' ? 'Premium indication' : 'Quotation'} ${esc(q.quoteNumber)}</h1>
<p>Named insured: ${esc(shown.insured)}<br>${esc(address)}</p>
<p>Line: ${esc(LINE_NAMES[submission.line as Line])}<br>Coverage start: ${esc(usDate(submission.effectiveDate))}<br>
Limits: ${esc(shown.limits)}<br>Deductible: ${esc(shown.deductible)}</p>
<table><tbody>${rows}<tr><th>Total annual premium</th><th>${dollars(q.annualPremium)}</th></tr></tbody></table>
<p>${submission.status === 'indicated' ? 'This indication is not bindable.' : 'This quotation may be bound'} until ${esc(longDate(q.expiresAt))}.</p></body></html>`;
}
