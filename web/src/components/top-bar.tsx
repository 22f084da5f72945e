import { api } from '../api.ts';
import { useWaitingCount } from '../live.ts';
import { Link, navigate, usePath } from '../router.tsx';
import type { Session } from '../types.ts';

export function TopBar({ session, onSignedOut }: { session: Session; onSignedOut: () => void }) {
  const waiting = useWaitingCount();
  const path = usePath();
  const current = (prefix: string) => (path.startsWith(prefix) ? 'page' : undefined);
  return (
    <header className="top-bar">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <strong className="brand">{session.agency.name}</strong>
      <nav aria-label="Main">
        <Link
          href="/app/quotes"
          aria-current={
            path === '/app' ? 'page' : path === '/app/quotes/new' ? undefined : current('/app/quotes')
          }
        >
          Requests
        </Link>
        <Link href="/app/quotes/new" aria-current={path === '/app/quotes/new' ? 'page' : undefined}>
          New request
        </Link>
        <Link href="/app/carriers" aria-current={current('/app/carriers')}>
          Carrier logins
        </Link>
        <Link href="/app/settings" aria-current={current('/app/settings')}>
          Settings
        </Link>
      </nav>
      <output
        className={waiting > 0 ? 'badge badge-warn' : 'badge'}
        aria-live="polite"
        data-testid="waiting-count"
      >
        {waiting} waiting
      </output>
      {'Notification' in window && Notification.permission === 'default' ? (
        <button type="button" className="link" onClick={() => void Notification.requestPermission()}>
          Notify me
        </button>
      ) : null}
      <span className="who">
        {session.user.email} ({session.user.role})
      </span>
      <button
        type="button"
        onClick={async () => {
          await api('DELETE', '/app/api/session');
          onSignedOut();
          navigate(window.location.pathname);
        }}
      >
        Sign out
      </button>
    </header>
  );
}
