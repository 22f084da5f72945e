// The broker's home: start a quote for a line, and the most recent submissions.
import { api } from '../api.js';
import { esc, renderView } from '../dom.js';
import { state } from '../state.js';
import { renderLoadError } from './notices.js';
import { resultsTable } from './search.js';

const LINES = [
  ['wc', "Workers' Compensation", 'Multi-state class codes, payroll and experience mod.'],
  ['auto', 'Commercial Auto', 'Up to 10 vehicles bindable online; larger fleets get an indication.'],
  ['gl', 'General Liability', 'Premises, operations and products-completed operations.'],
];

export async function renderDashboard() {
  let recent;
  try {
    recent = (await api('GET', '/api/submissions')).results.slice(0, 5);
  } catch (error) {
    renderLoadError(error, renderDashboard);
    return;
  }
  const firstName = (state.user?.name ?? '').split(' ')[0];
  renderView(
    `<h1>Welcome back${firstName ? `, ${esc(firstName)}` : ''}</h1>
<section class="panel"><h2>Start a new quote</h2>
  <ul class="line-tiles">${LINES.map(
    ([line, name, blurb]) =>
      `<li><a class="tile" href="#/quote/new/${line}"><strong>${esc(name)}</strong><span>${esc(blurb)}</span></a></li>`,
  ).join('')}</ul>
</section>
<section class="panel"><div class="panel-head"><h2>Recent submissions</h2><a href="#/submissions">Find a submission</a></div>
  ${resultsTable(recent, 'Recent submissions', { hideCaption: true })}
</section>`,
    'Dashboard',
  );
}
