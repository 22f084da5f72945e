// Full-page notices: maintenance, not found, and a failed load with a retry button.
import { esc, renderView } from '../dom.js';

export function renderMaintenance() {
  renderView(
    `<section class="notice notice--maintenance">
  <h1>Broker Hub is undergoing scheduled maintenance</h1>
  <p>Quoting is temporarily unavailable. Your saved drafts are safe; please try again later.</p>
</section>`,
    'Maintenance',
  );
}

export function renderNotFound(what = 'page') {
  renderView(
    `<section class="notice"><h1>We couldn't find that ${esc(what)}</h1><p><a href="#/dashboard">Go to your dashboard</a></p></section>`,
    'Not found',
  );
}

/** A load failed (5xx, network): say so and offer to retry the same screen. */
export function renderLoadError(error, retry) {
  if (error.authLost) return;
  if (error.code === 'MAINTENANCE') return renderMaintenance();
  if (error.status === 404) return renderNotFound('submission');
  const main = renderView(
    `<section class="notice" role="alert"><h1>Something went wrong</h1><p>${esc(error.message)}</p>
  <p><button type="button" class="btn" id="retry">Try again</button></p></section>`,
    'Error',
  );
  main.querySelector('#retry').addEventListener('click', retry);
}
