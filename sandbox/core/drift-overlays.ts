// Web drift's layers over a portal's pages (decision 0020): a cookie banner fixed across the lower third
// of every page until its accept button is pressed, and a modal notice dialog (a backdrop over the
// whole page, `role="dialog"`) on the first page after sign-in until it is acknowledged. Both are put
// in by one script at the end of the document, as consent managers and announcement widgets do, and
// remembered by the portal in a cookie, so a kept session does not see them again. A single-page app
// gets the notice when its view changes from sign-in to the portal (a mutation observer). Neither
// changes anything the portal posts or rates.
import type { PortalDrift } from './drift.ts';

export const CONSENT_COOKIE = 'sbx_consent';
export const NOTICE_COOKIE = 'sbx_notice';

/** The script that puts the plan's banner and notice on a page; '' when the plan has neither. */
export function overlayScript(drift: Pick<PortalDrift, 'banner' | 'notice'>): string {
  if (!drift.banner && !drift.notice) return '';
  const words = JSON.stringify({ banner: drift.banner, notice: drift.notice }).replaceAll('<', '\\u003c');
  return `<script>(${install.toString()})(${words}, ${JSON.stringify([CONSENT_COOKIE, NOTICE_COOKIE])});</script>`;
}

/** Runs in the page (self-contained). */
function install(
  words: {
    banner: { text: string; accept: string; other: string } | null;
    notice: { title: string; text: string; button: string } | null;
  },
  cookies: [string, string],
) {
  const [consent, noticed] = cookies;
  const has = (name: string) => document.cookie.split(/;\s*/).includes(`${name}=1`);
  const remember = (name: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a portal's own script, as consent managers write it
    document.cookie = `${name}=1; path=/; SameSite=Lax`;
  };
  const button = (caption: string, primary: boolean) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = caption;
    b.setAttribute(
      'style',
      `font:inherit;padding:.55rem 1.1rem;border-radius:6px;cursor:pointer;border:1px solid #1d4e89;${
        primary ? 'background:#1d4e89;color:#fff' : 'background:#fff;color:#1d4e89'
      }`,
    );
    return b;
  };

  function banner() {
    const w = words.banner;
    if (!w || has(consent) || document.querySelector('[data-sbx-banner]')) return;
    const layer = document.createElement('div');
    layer.setAttribute('data-sbx-banner', '');
    layer.setAttribute('role', 'region');
    layer.setAttribute('aria-label', 'Cookie consent');
    layer.setAttribute(
      'style',
      'position:fixed;left:0;right:0;bottom:0;height:34vh;z-index:2147483000;background:#f7f7f2;' +
        'border-top:2px solid #1d4e89;box-shadow:0 -4px 18px rgba(0,0,0,.18);padding:1.5rem 2rem;' +
        'box-sizing:border-box;font-family:system-ui,sans-serif;color:#222',
    );
    const text = document.createElement('p');
    text.textContent = w.text;
    const details = document.createElement('p');
    details.hidden = true;
    details.textContent = 'Strictly necessary cookies are always on. Analytics cookies are optional.';
    const accept = button(w.accept, true);
    accept.addEventListener('click', () => {
      remember(consent);
      layer.remove();
    });
    const other = button(w.other, false);
    other.style.marginLeft = '0.75rem';
    other.addEventListener('click', () => {
      details.hidden = !details.hidden;
    });
    layer.append(text, details, accept, other);
    document.body.append(layer);
  }

  // The portal's own pages, not its sign-in: no password or one-time code asked, not a sign-in path.
  const signedIn = () =>
    !/log-?in|sign-?in|sign-?on|mfa|verify|otp|two-?factor|\/code\b/i.test(location.pathname) &&
    !document.querySelector('input[type="password"], input[autocomplete="one-time-code"]') &&
    document.querySelector('h1, h2, form, main') !== null;

  function notice() {
    const w = words.notice;
    if (!w || has(noticed) || document.querySelector('[data-sbx-notice]') || !signedIn()) return;
    const backdrop = document.createElement('div');
    backdrop.setAttribute('data-sbx-notice', '');
    backdrop.setAttribute(
      'style',
      'position:fixed;inset:0;z-index:2147483100;background:rgba(15,23,42,.55);display:grid;place-items:center;' +
        'font-family:system-ui,sans-serif',
    );
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sbx-notice-title');
    dialog.setAttribute(
      'style',
      'background:#fff;color:#222;max-width:30rem;padding:1.5rem 1.75rem;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.3)',
    );
    const title = document.createElement('h2');
    title.id = 'sbx-notice-title';
    title.textContent = w.title;
    const text = document.createElement('p');
    text.textContent = w.text;
    const ok = button(w.button, true);
    ok.addEventListener('click', () => {
      remember(noticed);
      backdrop.remove();
    });
    dialog.append(title, text, ok);
    backdrop.append(dialog);
    document.body.append(backdrop);
  }

  const show = () => {
    if (!document.body) return;
    banner();
    notice();
  };
  show();
  new MutationObserver(show).observe(document.documentElement, { childList: true, subtree: true });
}
