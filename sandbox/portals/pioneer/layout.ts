// ProducerNet's page shell: masthead with navigation, the "Step N of 5" indicator, and footer.
import { STEP_ORDER, type StepInfo, stepNumber, stepTitles } from './flow.ts';
import { escapeHtml, hidden } from './html.ts';
import { LINE_NAMES } from './reference.ts';

export interface PageOptions {
  title: string;
  body: string;
  /** Signed-in user: shows the navigation. */
  user?: { username: string; token: string };
  nav?: 'home' | 'quote' | 'search';
  step?: StepInfo;
}

function stepper(step: StepInfo): string {
  const titles = stepTitles(step.line);
  const current = stepNumber(step.current);
  const items = STEP_ORDER.map((_slug, i) => {
    const n = i + 1;
    const cls = n < current ? ' class="done"' : '';
    const aria = n === current ? ' aria-current="step"' : '';
    return `<li${cls}${aria}>${n}. ${escapeHtml(titles[i])}</li>`;
  }).join('');
  return (
    `<nav class="stepper" aria-label="Quote progress"><p class="count">${escapeHtml(LINE_NAMES[step.line])} · ` +
    `Step ${current} of ${STEP_ORDER.length}</p><ol>${items}</ol></nav>`
  );
}

function masthead(options: PageOptions): string {
  const user = options.user;
  const current = (key: PageOptions['nav']) => (options.nav === key ? ' aria-current="page"' : '');
  const nav = user
    ? `<nav class="topnav" aria-label="ProducerNet">` +
      `<a href="/producernet/home"${current('home')}>Home</a>` +
      `<a href="/producernet/quote/new"${current('quote')}>New Quote</a>` +
      `<a href="/producernet/submissions"${current('search')}>Find Submissions</a>` +
      `<span class="user">Signed in as ${escapeHtml(user.username)}</span>` +
      `<form method="post" action="/producernet/logout">${hidden('_pnToken', user.token)}<button type="submit">Sign Out</button></form>` +
      `</nav>`
    : '';
  return (
    `<header class="masthead"><div class="inner"><a class="brand" href="/producernet/home">` +
    `<span class="mark" aria-hidden="true">P</span><span><span class="carrier">Pioneer Casualty Group</span>` +
    `<span class="product">ProducerNet</span></span></a>${nav}</div></header>`
  );
}

export function renderPage(options: PageOptions): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(options.title)} | Pioneer ProducerNet</title>` +
    `<link rel="stylesheet" href="/assets/producernet.css"></head><body>` +
    masthead(options) +
    `<main id="main">${options.step ? stepper(options.step) : ''}${options.body}</main>` +
    `<footer class="site-footer"><div class="inner">© Pioneer Casualty Group, ` +
    `Des Moines, Iowa · Producer Support 1-800-555-0199 (7:30 a.m. to 5:00 p.m. Central) · ` +
    `For agent use only.</div></footer></body></html>`
  );
}

export function maintenancePage(): string {
  return renderPage({
    title: 'Scheduled Maintenance',
    body:
      `<div class="panel"><h1>ProducerNet is temporarily unavailable</h1>` +
      `<p>Pioneer ProducerNet is undergoing scheduled maintenance. Quoting, submissions and policy ` +
      `service are unavailable until maintenance is complete.</p>` +
      `<p>Maintenance windows are Sundays from 1:00 a.m. to 5:00 a.m. Central. For urgent requests call ` +
      `Producer Support at 1-800-555-0199.</p></div>`,
  });
}
