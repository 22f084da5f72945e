// Larkspur Quote Studio's pages: the shell, its style sheet, and every page the portal serves, as
// server-rendered HTML with standard controls (labelled inputs, selects, radios, checkboxes, buttons).
import type { Submission } from '../../core/submissions.ts';
import type { Field, Line, Step } from './steps.ts';
import { LINE_NAMES } from './steps.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
export const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
/** `2026-07-01` → `07/01/2026`, as Studio shows dates. */
export const usDate = (iso: string) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
export const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const STUDIO_CSS = `:root{--ink:#2b2340;--plum:#5b3f8c;--lav:#efe9f8;--sage:#5f7f5a;--line:#d9d0e8;--warn:#a3342a}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 "Segoe UI",Roboto,sans-serif;color:var(--ink);background:#faf8fd}
.topbar{display:flex;align-items:center;gap:1.5rem;padding:.7rem 2rem;background:var(--plum);color:#fff}
.topbar .mark{font:600 1.15rem Georgia,serif;letter-spacing:.02em}.topbar .mark small{font:400 .8rem sans-serif;opacity:.8;margin-left:.4rem}
.topbar nav{margin-left:auto;display:flex;gap:1.2rem;align-items:center}.topbar a{color:#fff}
.frame{display:grid;grid-template-columns:220px 1fr;gap:2rem;max-width:1080px;margin:2rem auto;padding:0 1.5rem}
.frame.single{display:block;max-width:560px}.frame.v2{grid-template-columns:1fr}
ol.rail{list-style:none;margin:0;padding:0;border-left:3px solid var(--line)}ol.rail li{padding:.45rem .9rem;color:#7a7090}
ol.rail li[aria-current=step]{color:var(--plum);font-weight:600;border-left:3px solid var(--plum);margin-left:-3px}
.frame.v2 ol.rail{display:flex;border:0;border-bottom:3px solid var(--line)}.frame.v2 ol.rail li[aria-current=step]{border:0;border-bottom:3px solid var(--plum);margin:0 0 -3px}
.sheet{background:#fff;border:1px solid var(--line);border-radius:10px;padding:1.6rem 2rem}
h1{font:600 1.55rem Georgia,serif;margin:0 0 .3rem}.lede{color:#6d6382;margin:0 0 1.4rem}
.row{margin:0 0 1.1rem}.row label,.row legend{display:block;font-weight:600;margin-bottom:.25rem}
.row .hint{display:block;font-size:.85rem;color:#7a7090}.row fieldset{border:0;padding:0;margin:0}
.row fieldset label{display:inline-flex;gap:.35rem;font-weight:400;margin-right:1.2rem}
input[type=text],input[type=password],input[type=date],select{width:100%;max-width:420px;padding:.5rem .6rem;border:1px solid #b9add0;border-radius:6px;font:inherit}
.row.invalid input,.row.invalid select{border-color:var(--warn)}.row .error{display:block;color:var(--warn);font-size:.9rem}
.summary{border:2px solid var(--warn);border-radius:8px;padding:.8rem 1.2rem;margin-bottom:1.2rem}.summary h2{font-size:1rem;margin:0 0 .3rem;color:var(--warn)}
.notice{background:var(--lav);border-left:4px solid var(--plum);padding:.7rem 1rem;margin-bottom:1rem}
.actions{display:flex;gap:.8rem;margin-top:1.6rem}button{font:inherit;padding:.55rem 1.3rem;border-radius:20px;border:1px solid var(--plum);background:#fff;color:var(--plum);cursor:pointer}
button.go{background:var(--plum);color:#fff}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1.5rem}dl.facts dt{color:#6d6382}dl.facts dd{margin:0;font-weight:600}
table.grid{border-collapse:collapse;width:100%}table.grid th,table.grid td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid var(--line)}
.badge{display:inline-block;padding:.15rem .7rem;border-radius:12px;background:var(--sage);color:#fff;font-size:.85rem}.badge.muted{background:#8a7fa0}
.premium{font:600 2.1rem Georgia,serif;color:var(--plum)}footer{text-align:center;color:#8a7fa0;font-size:.8rem;margin:3rem 0 1.5rem}`;

export function shell(title: string, body: string, user?: string): string {
  const nav = user
    ? `<nav aria-label="Studio"><a href="/studio">Dashboard</a><a href="/studio/quotes">Find a quote</a><span>${esc(user)}</span><a href="/studio/sign-out">Sign out</a></nav>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Larkspur Quote Studio</title>
<link rel="stylesheet" href="/assets/studio.css"></head><body><header class="topbar"><span class="mark">Larkspur Mutual<small>Quote Studio</small></span>${nav}</header>
${body}<footer>Larkspur Mutual Insurance Company, Boise, Idaho. Producer use only. Producer help desk (800) 555-0147.</footer></body></html>`;
}

export const maintenance = () =>
  shell(
    'Maintenance',
    '<main class="frame single"><div class="sheet"><h1>Quote Studio is resting</h1><p>We are upgrading Quote Studio. Please come back in a little while; saved quotes are safe.</p></div></main>',
  );

const alert = (text?: string, kind = 'summary') =>
  text
    ? `<div class="${kind}" role="alert">${kind === 'summary' ? `<p>${esc(text)}</p>` : esc(text)}</div>`
    : '';

export function signInPage(opts: {
  message?: string;
  notice?: string;
  user?: string;
  next?: string;
}): string {
  const next = opts.next ? `<input type="hidden" name="next" value="${esc(opts.next)}">` : '';
  return shell(
    'Sign in',
    `<main class="frame single"><div class="sheet"><h1>Sign in to Quote Studio</h1><p class="lede">For appointed Larkspur Mutual producers.</p>
${alert(opts.notice, 'notice')}${alert(opts.message)}
<form method="post" action="/studio/sign-in" novalidate>${next}
<div class="row"><label for="producer_id">Producer ID</label><input type="text" id="producer_id" name="producer_id" value="${esc(opts.user ?? '')}" autocomplete="username"></div>
<div class="row"><label for="passphrase">Password</label><input type="password" id="passphrase" name="passphrase" autocomplete="current-password"></div>
<div class="actions"><button type="submit" class="go">Continue</button></div></form></div></main>`,
  );
}

export function verifyPage(opts: { message?: string; next?: string }): string {
  const next = opts.next ? `<input type="hidden" name="next" value="${esc(opts.next)}">` : '';
  return shell(
    'Verify it is you',
    `<main class="frame single"><div class="sheet"><h1>Verify it’s you</h1><p class="lede">Open your authenticator app and enter the 6-digit code for Larkspur Quote Studio.</p>
${alert(opts.message)}<form method="post" action="/studio/verify" novalidate>${next}
<div class="row"><label for="otp">Authenticator code</label><input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></div>
<div class="row"><label><input type="checkbox" name="remember" value="yes"> Remember this device for 30 days</label></div>
<div class="actions"><button type="submit" class="go">Verify</button></div></form></div></main>`,
  );
}

export function dashboardPage(user: string, recent: Submission[]): string {
  const rows = recent
    .map(
      (s) =>
        `<tr><td><a href="/studio/quotes/${esc(s.id)}">${esc(s.id)}</a></td><td>${esc(s.applicantName || '(not named yet)')}</td><td>${esc(LINE_NAMES[s.line as Line])}</td><td>${esc(usDate(s.effectiveDate))}</td><td>${esc(s.status)}</td></tr>`,
    )
    .join('');
  return shell(
    'Dashboard',
    `<main class="frame single" style="max-width:900px"><div class="sheet"><h1>Welcome back</h1><p class="lede">Start a quote, or pick up one you saved.</p>
<form method="post" action="/studio/quotes" class="actions"><button type="submit" class="go" name="line" value="gl">New general liability quote</button>
<button type="submit" class="go" name="line" value="bop">New businessowners quote</button></form>
<h2>Your recent quotes</h2><table class="grid"><thead><tr><th>Reference</th><th>Named insured</th><th>Line</th><th>Coverage start</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No quotes yet.</td></tr>'}</tbody></table></div></main>`,
    user,
  );
}

export function searchPage(
  user: string,
  query: { insured: string; start: string },
  found: Submission[] | undefined,
): string {
  const rows = (found ?? [])
    .map(
      (s) =>
        `<tr><td><a href="/studio/quotes/${esc(s.id)}">${esc(s.id)}</a></td><td>${esc(s.applicantName)}</td><td>${esc(LINE_NAMES[s.line as Line])}</td><td>${esc(usDate(s.effectiveDate))}</td><td>${esc(s.status)}</td><td>${esc(s.quote?.quoteNumber ?? '')}</td></tr>`,
    )
    .join('');
  const results =
    found === undefined
      ? ''
      : found.length
        ? `<table class="grid" aria-label="Matching quotes"><thead><tr><th>Reference</th><th>Named insured</th><th>Line</th><th>Coverage start</th><th>Status</th><th>Quote number</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p role="status">No quotes match.</p>';
  return shell(
    'Find a quote',
    `<main class="frame single" style="max-width:900px"><div class="sheet"><h1>Find a quote</h1>
<form method="get" action="/studio/quotes"><div class="row"><label for="insured">Named insured contains</label><input type="text" id="insured" name="insured" value="${esc(query.insured)}"></div>
<div class="row"><label for="start">Coverage start date</label><input type="date" id="start" name="start" value="${esc(query.start)}"></div>
<div class="actions"><button type="submit">Search</button></div></form>${results}</div></main>`,
    user,
  );
}

function rail(steps: Step[], current: string): string {
  const items = [...steps.map((s) => [s.slug, s.title]), ['review', 'Review and quote']]
    .map(([slug, title]) => `<li${slug === current ? ' aria-current="step"' : ''}>${esc(title)}</li>`)
    .join('');
  return `<ol class="rail" aria-label="Steps">${items}</ol>`;
}

function control(field: Field, value: string, error: string | undefined, layout: 1 | 2): string {
  const id = `f_${field.name}`;
  const described = [field.hint ? `${id}_hint` : '', error ? `${id}_error` : ''].filter(Boolean).join(' ');
  const aria = `${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  const hint = field.hint ? `<span class="hint" id="${id}_hint">${esc(field.hint)}</span>` : '';
  const err = error ? `<span class="error" id="${id}_error">${esc(error)}</span>` : '';
  const cls = `row${error ? ' invalid' : ''}`;
  const options = field.options ?? [];
  // Layout 2 offers limits as a drop-down instead of radio buttons.
  const kind =
    layout === 2 && field.kind === 'radio' && field.name.endsWith('_limits') ? 'select' : field.kind;
  if (kind === 'checkbox')
    return `<div class="${cls}"><label><input type="checkbox" id="${id}" name="${field.name}" value="yes"${value === 'yes' ? ' checked' : ''}${aria}> ${esc(field.label)}</label>${hint}${err}</div>`;
  if (kind === 'radio') {
    const radios = options
      .map(
        (o) =>
          `<label><input type="radio" name="${field.name}" value="${esc(o.value)}"${o.value === value ? ' checked' : ''}> ${esc(o.label)}</label>`,
      )
      .join('');
    return `<div class="${cls}"><fieldset${aria}><legend>${esc(field.label)}</legend>${radios}</fieldset>${hint}${err}</div>`;
  }
  if (kind === 'select') {
    const opts = [`<option value="">Select…</option>`]
      .concat(
        options.map(
          (o) =>
            `<option value="${esc(o.value)}"${o.value === value ? ' selected' : ''}>${esc(o.label)}</option>`,
        ),
      )
      .join('');
    return `<div class="${cls}"><label for="${id}">${esc(field.label)}</label>${hint}<select id="${id}" name="${field.name}"${aria}>${opts}</select>${err}</div>`;
  }
  const type = kind === 'date' ? 'date' : 'text';
  const mode = ['money', 'year', 'count', 'zip'].includes(kind) ? ' inputmode="numeric"' : '';
  return `<div class="${cls}"><label for="${id}">${esc(field.label)}</label>${hint}<input type="${type}" id="${id}" name="${field.name}" value="${esc(value)}"${mode}${aria}>${err}</div>`;
}

export function stepPage(opts: {
  user: string;
  submission: Submission;
  steps: Step[];
  step: Step;
  values: Record<string, string>;
  errors: Record<string, string>;
  layout: 1 | 2;
  /** The step's schedule (schedule-html.ts), inside its form. */
  schedule?: string;
}): string {
  const { submission, steps, step, values, errors, layout } = opts;
  const count = Object.keys(errors).length;
  const summary = count
    ? `<div class="summary" role="alert" tabindex="-1"><h2>Please fix ${count === 1 ? 'this item' : `these ${count} items`}</h2><ul>${Object.values(
        errors,
      )
        .map((e) => `<li>${esc(e)}</li>`)
        .join('')}</ul></div>`
    : '';
  const index = steps.indexOf(step);
  const back = index > 0 ? `<button type="submit" name="go" value="back">Back</button>` : '';
  return shell(
    step.title,
    `<main class="frame${layout === 2 ? ' v2' : ''}">${rail(steps, step.slug)}<div class="sheet">
<p class="hint">${esc(LINE_NAMES[submission.line as Line])} quote ${esc(submission.id)} · step ${index + 1} of ${steps.length + 1}</p>
<h1>${esc(step.title)}</h1><p class="lede">${esc(step.intro)}</p>${summary}
<form method="post" action="/studio/quotes/${esc(submission.id)}/${step.slug}" novalidate>
<div class="fields">${step.fields.map((f) => control(f, values[f.name] ?? '', errors[f.name], layout)).join('\n')}</div>${opts.schedule ?? ''}
<div class="actions">${back}<button type="submit" class="go" name="go" value="next">Save and continue</button></div></form></div></main>`,
    opts.user,
  );
}

export function reviewPage(opts: {
  user: string;
  submission: Submission;
  steps: Step[];
  values: Record<string, string>;
  message?: string;
  layout: 1 | 2;
  /** Further facts of a step (its schedule's rows), by step. */
  facts?: (step: Step) => string;
}): string {
  const { submission, steps, values } = opts;
  const sections = steps
    .map((step) => {
      const facts = step.fields
        .map((f) => {
          const raw = values[f.name] ?? '';
          const shown =
            f.kind === 'checkbox'
              ? raw === 'yes'
                ? 'Yes'
                : 'No'
              : f.kind === 'date'
                ? usDate(raw)
                : (f.options?.find((o) => o.value === raw)?.label ?? raw);
          return `<dt>${esc(f.label)}</dt><dd>${esc(shown || '—')}</dd>`;
        })
        .join('')
        .concat(opts.facts?.(step) ?? '');
      return `<section><h2>${esc(step.title)} <a href="/studio/quotes/${esc(submission.id)}/${step.slug}" aria-label="Edit ${esc(step.title)}">Edit</a></h2><dl class="facts">${facts}</dl></section>`;
    })
    .join('');
  return shell(
    'Review and quote',
    `<main class="frame${opts.layout === 2 ? ' v2' : ''}">${rail(steps, 'review')}<div class="sheet"><h1>Review and quote</h1>
<p class="lede">Check the answers, then ask Larkspur for a premium.</p>${alert(opts.message)}${sections}
<form method="post" action="/studio/quotes/${esc(submission.id)}/review" novalidate><div class="row"><label><input type="checkbox" name="attest" value="yes"> The applicant confirmed these answers are true and complete</label></div>
<div class="actions"><button type="submit" class="go">Get my quote</button></div></form></div></main>`,
    opts.user,
  );
}
