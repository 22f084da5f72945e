// The Cascade Commercial SPA: who is signed in (password, then the e-mailed code), the header, and the
// screen for the path. A session the server ends sends the producer to sign in again and back to the
// same screen afterwards (`next`).
import { useEffect, useState } from 'react';
import { ApiError, api, MAINTENANCE_MESSAGE, onAuthLost } from './api.ts';
import { SignIn } from './auth/SignIn.tsx';
import { VerifyCode } from './auth/VerifyCode.tsx';
import { Dashboard } from './pages/Dashboard.tsx';
import { Result } from './pages/Result.tsx';
import { Search } from './pages/Search.tsx';
import { currentPath, navigate, safeNext, useLocation } from './router.ts';
import type { Line, User } from './types.ts';
import { type Step, Wizard } from './wizard/Wizard.tsx';

type Auth =
  | { phase: 'loading' }
  | { phase: 'maintenance' }
  | { phase: 'signed-out'; notice: string }
  | { phase: 'code'; sent: string }
  | { phase: 'in'; user: User };

const SIGNED_OUT = 'You signed out of Cascade Commercial.';

const nextOf = (location: string) => safeNext(new URLSearchParams(location.split('?')[1] ?? '').get('next'));
const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

export function App() {
  const location = useLocation();
  const [auth, setAuth] = useState<Auth>({ phase: 'loading' });
  const path = location.split('?')[0]!;

  useEffect(() => {
    api<{ user: User }>('GET', '/api/session')
      .then(({ user }) => setAuth({ phase: 'in', user }))
      .catch((error) => {
        if (error instanceof ApiError && error.code === 'MAINTENANCE')
          return setAuth({ phase: 'maintenance' });
        if (error instanceof ApiError && error.code === 'CODE_REQUIRED')
          return setAuth({ phase: 'code', sent: error.message });
        const expired = error instanceof ApiError && error.code === 'SESSION_EXPIRED';
        setAuth({ phase: 'signed-out', notice: expired ? error.message : '' });
      });
    onAuthLost((code) => {
      const here = currentPath();
      setAuth({
        phase: 'signed-out',
        notice:
          code === 'SESSION_EXPIRED'
            ? 'Your session expired. Sign in again to pick up where you left off.'
            : '',
      });
      if (!here.startsWith('/sign-in')) navigate(withNext('/sign-in', here), { replace: true });
    });
  }, []);

  // Keep the path in step with who is signed in.
  useEffect(() => {
    const next = nextOf(location) ?? (path.startsWith('/sign-in') || path === '/' ? undefined : location);
    if (auth.phase === 'signed-out' && path !== '/sign-in')
      navigate(withNext('/sign-in', next), { replace: true });
    if (auth.phase === 'code' && path !== '/sign-in/code')
      navigate(withNext('/sign-in/code', next), { replace: true });
    if (auth.phase === 'in' && (path.startsWith('/sign-in') || path === '/'))
      navigate(next ?? '/dashboard', { replace: true });
  }, [auth.phase, location, path]);

  if (auth.phase === 'loading') {
    return (
      <p className="boot" role="status">
        Loading Cascade Commercial…
      </p>
    );
  }
  if (auth.phase === 'maintenance') {
    return (
      <main className="narrow card">
        <h1>Scheduled maintenance</h1>
        <p role="alert">{MAINTENANCE_MESSAGE}</p>
      </main>
    );
  }
  if (auth.phase !== 'in') {
    return (
      <>
        <Header />
        <main>
          {auth.phase === 'signed-out' ? (
            <SignIn notice={auth.notice} onCodeSent={(sent) => setAuth({ phase: 'code', sent })} />
          ) : (
            <VerifyCode
              sent={auth.sent}
              onSignedIn={(user) => setAuth({ phase: 'in', user })}
              onRestart={(notice) => setAuth({ phase: 'signed-out', notice })}
            />
          )}
        </main>
      </>
    );
  }
  return (
    <>
      <Header
        user={auth.user}
        onSignOut={async () => {
          await api('POST', '/api/auth/sign-out').catch(() => undefined);
          setAuth({ phase: 'signed-out', notice: SIGNED_OUT });
        }}
      />
      <main>
        <Screen path={path} user={auth.user} />
      </main>
    </>
  );
}

function Screen({ path, user }: { path: string; user: User }) {
  if (path === '/dashboard') return <Dashboard user={user} />;
  if (path === '/quotes') return <Search />;
  const start = /^\/quotes\/new\/(gl|bop|cyber)$/.exec(path);
  if (start) return <Wizard key={path} step="business" line={start[1] as Line} />;
  const step = /^\/quotes\/(CC-\d+)\/(business|coverage|loss-history|review)$/.exec(path);
  if (step) return <Wizard key={path} step={step[2] as Step} quoteRef={step[1]!} />;
  const result = /^\/quotes\/(CC-\d+)$/.exec(path);
  if (result) return <Result key={path} quoteRef={result[1]!} />;
  return <h1>Page not found</h1>;
}

function Link({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

function Header({ user, onSignOut }: { user?: User; onSignOut?: () => void }) {
  return (
    <header className="topbar">
      <span className="brand">
        <span className="mark" aria-hidden="true">
          ◭
        </span>{' '}
        Cascade <strong>Commercial</strong>
      </span>
      {user && (
        <>
          <nav aria-label="Main">
            <Link to="/dashboard">Dashboard</Link>
            <Link to="/quotes">Find a submission</Link>
          </nav>
          <span className="who">
            {user.name} · {user.agency}
          </span>
          <button type="button" className="button button-secondary" onClick={onSignOut}>
            Sign out
          </button>
        </>
      )}
    </header>
  );
}
