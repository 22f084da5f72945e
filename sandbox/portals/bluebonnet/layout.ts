// The AgentDesk page shell: masthead with the bluebonnet mark, navigation once signed in, footer.
import { escapeHtml } from './html.ts';

export interface ShellOptions {
  title: string;
  body: string;
  /** The signed-in User ID; navigation shows only when set. */
  user?: string;
  year: number;
}

const LOGO = `<svg width="30" height="38" viewBox="0 0 30 38" aria-hidden="true" focusable="false">
<path d="M15 37V14" stroke="#8fbf6a" stroke-width="2.5"/>
<ellipse cx="15" cy="5" rx="4" ry="4.5" fill="#fff"/>
<ellipse cx="10" cy="11" rx="4.5" ry="4" fill="#9fb3ff"/><ellipse cx="20" cy="11" rx="4.5" ry="4" fill="#9fb3ff"/>
<ellipse cx="9" cy="18" rx="5" ry="4" fill="#6f86ea"/><ellipse cx="21" cy="18" rx="5" ry="4" fill="#6f86ea"/>
<ellipse cx="10" cy="25" rx="5" ry="4" fill="#4c63d0"/><ellipse cx="20" cy="25" rx="5" ry="4" fill="#4c63d0"/>
</svg>`;

export function renderShell({ title, body, user, year }: ShellOptions): string {
  const nav = user
    ? `<nav aria-label="AgentDesk"><a href="/agentdesk/home">Home</a><a href="/agentdesk/applications">Find an Application</a><span class="who">Signed in as ${escapeHtml(user)}</span><a href="/agentdesk/logout">Sign Out</a></nav>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Bluebonnet AgentDesk</title><link rel="stylesheet" href="/assets/agentdesk.css"></head>
<body><header class="masthead"><a class="brand" href="/agentdesk/home">${LOGO}<span class="brand-name">Bluebonnet General</span><span class="brand-app">AgentDesk</span></a>${nav}</header>
<main id="main">${body}</main>
<footer>&copy; ${year} Bluebonnet General Insurance Company, Austin, Texas. For use by appointed producers only.
Agency Support (800) 555-0199, Monday to Friday, 7:30 a.m. to 6 p.m. Central.</footer></body></html>`;
}

export function maintenanceHtml(): string {
  return renderShell({
    title: 'Scheduled maintenance',
    year: new Date().getFullYear(),
    body: `<div class="card narrow"><h1>AgentDesk is temporarily unavailable</h1>
<p>Bluebonnet AgentDesk is down for scheduled system maintenance. Quoting, applications and policy
service will be back shortly.</p><p>If you need to bind coverage urgently, call Agency Support at (800) 555-0199.</p></div>`,
  });
}
