// The AgentLink master page: navy banner, user bar, breadcrumb, left navigation, one server form
// wrapping the content (as WebForms pages were), footer.
import { esc } from './html.ts';

export const BASE = '/AgentLink';
export const CSS_PATH = `${BASE}/App_Themes/Summit/Site.css`;

export interface PageUser {
  displayName: string;
  agencyName: string;
  agencyCode: string;
}

export type NavKey = 'home' | 'new' | 'find' | 'resources';

export interface ShellOptions {
  title: string;
  content: string;
  year: number;
  user?: PageUser;
  nav?: NavKey;
  crumb?: string[];
  /** Postback URL: when set, the content is wrapped in the server form with its hidden fields. */
  action?: string;
  viewState?: string;
}

const NAV: { key: NavKey; href: string; text: string }[] = [
  { key: 'home', href: `${BASE}/Default.aspx`, text: 'Home' },
  { key: 'new', href: `${BASE}/Submissions/NewSubmission.aspx`, text: 'New Submission' },
  { key: 'find', href: `${BASE}/Submissions/FindSubmission.aspx`, text: 'Find Submission' },
  { key: 'resources', href: `${BASE}/Resources.aspx`, text: 'Agency Resources' },
];

function leftNav(selected: NavKey | undefined): string {
  const items = NAV.map(
    (n) =>
      `<li><a href="${n.href}"${n.key === selected ? ' class="selected"' : ''} id="ctl00_navMain_lnk${n.key}">${n.text}</a></li>`,
  ).join('');
  return `<td class="leftnav" id="ctl00_tdNav"><h4>Commercial Lines</h4><ul>${items}</ul>
<h4>Agency Services</h4><ul><li><a href="${BASE}/Resources.aspx#billing">Billing Inquiry</a></li><li><a href="${BASE}/Resources.aspx#contacts">Underwriting Contacts</a></li></ul></td>`;
}

function userBar(user: PageUser | undefined): string {
  if (!user) return '&nbsp;';
  return (
    `Welcome, <b id="ctl00_lblUserName">${esc(user.displayName)}</b> | ${esc(user.agencyName)} ` +
    `(Agency Code ${esc(user.agencyCode)}) | <a href="${BASE}/Logout.aspx" id="ctl00_lnkSignOut">Sign Out</a>`
  );
}

function hiddenFields(viewState: string): string {
  return (
    `<div class="aspNetHidden"><input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />` +
    `<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />` +
    `<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${esc(viewState)}" /></div>` +
    `<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="CA0B0334" />` +
    `<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAS7hXk3Qn0bS1ZpZ1F4mD9T" /></div>`
  );
}

export function shell(options: ShellOptions): string {
  const crumb = ['AgentLink', ...(options.crumb ?? [options.title])].map(esc).join(' &gt; ');
  const inner = options.action
    ? `<form name="aspnetForm" method="post" action="${esc(options.action)}" id="aspnetForm">${hiddenFields(options.viewState ?? '')}${options.content}</form>`
    : options.content;
  const nav = options.user ? leftNav(options.nav) : '';
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en">
<head><meta http-equiv="X-UA-Compatible" content="IE=8" /><title>Summit AgentLink - ${esc(options.title)}</title>
<link href="${CSS_PATH}" type="text/css" rel="stylesheet" /></head>
<body>
<table id="master" cellpadding="0" cellspacing="0" role="presentation">
<tr><td colspan="2"><table class="banner" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr>
<td class="logo">Summit Mutual Insurance<small>AGENTLINK</small></td><td class="userbar">${userBar(options.user)}</td>
</tr></table></td></tr>
<tr><td colspan="2" class="crumb">${crumb}</td></tr>
<tr>${nav}<td class="content" id="ctl00_tdContent">${inner}</td></tr>
<tr><td colspan="2" class="footer">&copy; 2008-${options.year} Summit Mutual Insurance Company. All rights reserved. Summit AgentLink v4.2.1187 |
<a href="${BASE}/Resources.aspx#privacy">Privacy</a> | <a href="${BASE}/Resources.aspx#terms">Terms of Use</a> | Agency Help Desk 1-800-555-0199</td></tr>
</table>
</body></html>`;
}
