// The one HTML page of the Cascade SPA (every non-API path answers it; the app routes on the path), and
// the maintenance notice. Under layout drift the shell carries this portal's part of the plan
// (#drift-plan), which the app applies as it renders (app/drift.ts).
import type { PortalDrift } from '../../../core/drift.ts';

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
<title>Cascade Commercial · Agent Portal</title>
<link rel="stylesheet" href="/assets/cascade.css">
<script type="module" src="/assets/cascade-app.js"></script>
</head>
<body>
<div id="root"><p class="boot" role="status">Loading Cascade Commercial…</p></div>
${driftPlan(drift)}<noscript><p class="boot">The Cascade Commercial agent portal needs JavaScript.</p></noscript>
</body>
</html>`;
}

export function maintenanceHtml(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Scheduled maintenance · Cascade Commercial</title>
<style>body{font-family:system-ui,sans-serif;background:#0b3b4a;color:#f4fbfb;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:34rem;padding:2rem;text-align:center}h1{font-size:1.6rem}</style></head>
<body><main>
<h1>Cascade Commercial is down for scheduled maintenance</h1>
<p>Quoting is paused while we upgrade the agent portal. Saved submissions are safe.</p>
<p>Urgent? Call Cascade Agency Support at 1-877-555-0168.</p>
</main></body></html>`;
}
