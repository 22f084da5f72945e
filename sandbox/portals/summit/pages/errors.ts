// The pages IIS/ASP.NET showed when things went wrong: the "yellow screen" server errors, the
// not-found page, and AgentLink's scheduled-maintenance notice.
import { esc } from '../html.ts';

function yellowScreen(title: string, description: string): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${esc(title)}</title>
<style>body{font-family:Verdana;font-weight:normal;font-size:.7em;color:black;background:white}
h1{font-family:Verdana;font-weight:normal;font-size:18pt;color:red}h2{font-family:Verdana;font-weight:normal;font-size:14pt;color:maroon}
</style></head><body><span><h1>Server Error in '/AgentLink' Application.<hr width="100%" size="1" color="silver" /></h1>
<h2><i>${esc(title)}</i></h2></span><p><b>Description:</b> ${esc(description)}</p>
<hr width="100%" size="1" color="silver" /><b>Version Information:</b>&nbsp;Microsoft .NET Framework Version:2.0.50727.8806; ASP.NET Version:2.0.50727.8806
</body></html>`;
}

export const viewStateErrorPage = () =>
  yellowScreen(
    'Validation of viewstate MAC failed.',
    'The page could not be posted back: its view state is missing or invalid. Open the page again from AgentLink and resubmit.',
  );

export const notFoundPage = () =>
  yellowScreen(
    'The resource cannot be found.',
    'HTTP 404. The resource you are looking for (or one of its dependencies) could have been removed, had its name changed, or is temporarily unavailable.',
  );

export const runtimeErrorPage = () =>
  yellowScreen(
    'Runtime Error',
    'An application error occurred on the server. The current custom error settings for this application prevent the details of the application error from being viewed remotely.',
  );

export function maintenancePage(): string {
  return `<!DOCTYPE html><html lang="en"><head><title>Summit AgentLink - Scheduled Maintenance</title></head>
<body style="font-family:Verdana;font-size:12px;background:#dfe5ee">
<table width="640" align="center" cellpadding="12" style="background:#fff;border:1px solid #8a9bb8;margin-top:40px">
<tr><td style="background:#14285a;color:#fff;font-family:Georgia;font-size:20px">Summit Mutual Insurance</td></tr>
<tr><td><h1 style="font-size:16px;color:#14285a">Summit AgentLink is unavailable</h1>
<p>AgentLink is undergoing scheduled system maintenance. We apologize for any inconvenience.</p>
<p>The portal is expected to be available again shortly. For urgent binding requests please call the
Agency Help Desk at 1-800-555-0199.</p></td></tr></table></body></html>`;
}
