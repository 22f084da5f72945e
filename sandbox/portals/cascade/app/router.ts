// A small history router: the path is the app's state of record, so a reload or a link opens the same
// screen (the server answers the app shell for every non-API path).
import { useSyncExternalStore } from 'react';

const CHANGE = 'cascade:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current path with its query ("/sign-in?next=%2Fdashboard"). */
export const useLocation = () => useSyncExternalStore(subscribe, snapshot);

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
  window.scrollTo(0, 0);
}

export const currentPath = snapshot;

/** A `next` that stays inside the app. */
export function safeNext(next: string | null): string | undefined {
  return next && /^\/(dashboard|quotes)(\/[\w-]*)*(\?[\w=&%.-]*)?$/.test(next) ? next : undefined;
}
