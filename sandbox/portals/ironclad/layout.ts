// The Ironclad Exchange HTML shell: dark slate header, card layout, the submission stepper.

export const PORTAL_NAME = 'Ironclad Exchange';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export interface ShellOptions {
  title: string;
  /** The signed-in user id, shown in the header with the sign-out button. */
  user?: string;
  body: string;
  /** Loads the progressive-disclosure script. */
  script?: boolean;
}

export function renderShell({ title, user, body, script }: ShellOptions): string {
  const nav = user
    ? `<nav class="ix-nav" aria-label="Main">
        <a href="/exchange/home">Dashboard</a>
        <a href="/exchange/submissions">Find a submission</a>
      </nav>
      <form method="post" action="/signout" class="ix-user">
        <span>Signed in as <strong>${escapeHtml(user)}</strong></span>
        <button type="submit" class="ix-link-button">Sign out</button>
      </form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${PORTAL_NAME}</title>
<link rel="stylesheet" href="/assets/exchange.css">
${script ? '<script src="/assets/exchange.js" defer></script>' : ''}
</head>
<body>
<header class="ix-header">
  <a class="ix-brand" href="/exchange/home"><span class="ix-mark" aria-hidden="true">&#9670;</span> Ironclad <span>Exchange</span></a>
  ${nav}
</header>
<main class="ix-main">
${body}
</main>
<footer class="ix-footer">Ironclad Specialty Insurance Company &middot; Excess &amp; surplus lines &middot; Producer Support 1-888-555-0143</footer>
</body>
</html>`;
}

export const STEPS = ['Applicant', 'Coverage', 'Underwriting', 'Review', 'Quote'] as const;

/** The wizard progress bar; `current` is the 0-based index in STEPS. */
export function renderStepper(current: number): string {
  const items = STEPS.map((step, index) => {
    const state = index < current ? 'done' : index === current ? 'current' : 'todo';
    const aria = index === current ? ' aria-current="step"' : '';
    return `<li class="ix-step ix-step-${state}"${aria}><span>${index + 1}</span> ${step}</li>`;
  }).join('');
  return `<ol class="ix-stepper" aria-label="Submission progress">${items}</ol>`;
}

export function renderAlert(kind: 'error' | 'info' | 'warning' | 'success', html: string): string {
  const role = kind === 'error' ? ' role="alert"' : ' role="status"';
  return `<div class="ix-alert ix-alert-${kind}"${role}>${html}</div>`;
}

export function renderMaintenance(): string {
  return renderShell({
    title: 'Scheduled maintenance',
    body: `<section class="ix-card ix-narrow">
  <h1>Ironclad Exchange is undergoing scheduled maintenance</h1>
  <p>We are upgrading the Exchange. Quoting, submissions and documents are unavailable for now.</p>
  <p>Please try again in a few minutes. Urgent binding requests: call Producer Support at 1-888-555-0143.</p>
</section>`,
  });
}

export function renderNotFound(user?: string): string {
  return renderShell({
    title: 'Not found',
    user,
    body: `<section class="ix-card ix-narrow"><h1>We couldn't find that page</h1>
<p>The submission may belong to another producer, or the link is out of date.</p>
<p><a href="/exchange/submissions">Find a submission</a></p></section>`,
  });
}
