// The app shell: reads the session (a signed-out visitor gets the sign-in form on the very URL they
// opened, so a deep link returns to itself), the top bar, and the pages by path.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, setCsrfToken } from './api.ts';
import { TopBar } from './components/top-bar.tsx';
import { connectLive, disconnectLive } from './live.ts';
import { CarriersPage } from './pages/carriers.tsx';
import { LiveViewPage } from './pages/live-view.tsx';
import { NewRequestPage } from './pages/new-request.tsx';
import { NotFound } from './pages/not-found.tsx';
import { RequestPage } from './pages/request.tsx';
import { RequestsPage } from './pages/requests.tsx';
import { SettingsPage } from './pages/settings.tsx';
import { SignIn } from './pages/sign-in.tsx';
import { match, usePath } from './router.tsx';
import type { Session } from './types.ts';

export function App() {
  const path = usePath();
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      const s = await api<Session>('GET', '/app/api/session');
      setCsrfToken(s.csrfToken);
      setSession(s);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setSession(null);
      else setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (session) connectLive();
    return () => disconnectLive();
  }, [session]);

  if (error)
    return (
      <main className="page">
        <p role="alert">The app could not reach the service: {error}</p>
      </main>
    );
  if (session === undefined)
    return (
      <main className="page" aria-busy="true">
        <p>Loading…</p>
      </main>
    );
  if (session === null) {
    return (
      <SignIn
        onSignedIn={(s) => {
          setCsrfToken(s.csrfToken);
          setSession(s);
        }}
      />
    );
  }
  return (
    <>
      <TopBar session={session} onSignedOut={() => setSession(null)} />
      <main className="page" id="main">
        <Page path={path} session={session} />
      </main>
    </>
  );
}

function Page({ path, session }: { path: string; session: Session }) {
  if (path === '/app' || path === '/app/' || path === '/app/quotes') return <RequestsPage />;
  if (path === '/app/quotes/new') return <NewRequestPage session={session} />;
  const live = match('/app/quotes/:id/jobs/:jobId/live', path);
  if (live) return <LiveViewPage id={live.id!} jobId={live.jobId!} selfEmail={session.user.email} />;
  const job = match('/app/quotes/:id/jobs/:jobId', path);
  if (job) return <RequestPage id={job.id!} focusJobId={job.jobId} />;
  const request = match('/app/quotes/:id', path);
  if (request) return <RequestPage id={request.id!} />;
  if (path === '/app/carriers') return <CarriersPage canManage={session.user.role === 'admin'} />;
  if (path === '/app/settings')
    return <SettingsPage canManage={session.user.role === 'admin'} selfEmail={session.user.email} />;
  return <NotFound />;
}
