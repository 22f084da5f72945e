// The single HTML shell of the Broker Hub SPA and the maintenance notice.
import type { PortalDrift } from '../../core/drift.ts';

/** Layout drift's plan for this portal, read by assets/drift.js as views render. */
const driftPlan = (drift: PortalDrift | undefined) =>
  drift
    ? `<script type="application/json" id="drift-plan">${JSON.stringify(drift).replaceAll('<', '\\u003c')}</script>\n`
    : '';

export function shellHtml(drift?: PortalDrift): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harborline Broker Hub</title>
<link rel="icon" href="/assets/harborline-mark.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/app.css">
<link rel="stylesheet" href="/assets/forms.css">
<link rel="stylesheet" href="/assets/quote.css">
${driftPlan(drift)}<script type="module" src="/assets/app.js"></script>
</head>
<body>
<a class="skip-link" href="#app">Skip to content</a>
<header class="topbar">
  <a class="brand" href="#/dashboard"><img src="/assets/harborline-mark.svg" alt="" width="28" height="28"><span>Harborline <strong>Broker Hub</strong></span></a>
  <nav id="topnav" aria-label="Main" hidden></nav>
</header>
<main id="app" tabindex="-1"><div class="boot" role="status">Loading Broker Hub…</div></main>
<div id="toast" class="toast" role="status" aria-live="polite" hidden></div>
<div id="overlay" class="overlay" hidden><div class="spinner" aria-hidden="true"></div><p id="overlay-text" role="status"></p></div>
<noscript><p class="noscript">Broker Hub needs JavaScript. Enable it in your browser to continue.</p></noscript>
<footer class="footer">© Harborline Insurance Company. For appointed producers only. Broker Support 1-800-555-0142.</footer>
</body>
</html>`;
}

export function maintenanceHtml(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Broker Hub maintenance | Harborline Insurance</title>
<style>body{font-family:system-ui,sans-serif;background:#0b3954;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:34rem;padding:2rem;text-align:center}h1{font-size:1.6rem}</style></head>
<body><main>
<h1>Broker Hub is undergoing scheduled maintenance</h1>
<p>We're making improvements to Harborline Broker Hub. Quoting and policy services will be back shortly.</p>
<p>Need help with a time-sensitive submission? Call Broker Support at 1-800-555-0142.</p>
</main></body></html>`;
}
