// A job whose agent asks a person to take over a portal page it cannot finish (actionRequired.type
// `takeover`, docs/decisions/0029-the-agent-asks-for-a-take-over.md): what the agent found, the page and
// step, the time left, and the way into the live view, where the person takes over, finishes the page and
// hands it back.
import { Link } from '../router.tsx';
import type { Job } from '../types.ts';
import { Countdown } from './countdown.tsx';

type Action = NonNullable<Job['actionRequired']>;

export function TakeoverCard({ action, liveHref }: { action: Action; liveHref: string }) {
  return (
    <div className="step-in takeover" data-testid="takeover-card">
      <p className="portal-message">{action.message}</p>
      <dl>
        <dt>What the agent found</dt>
        <dd data-testid="takeover-evidence">{action.evidence}</dd>
        {action.step ? (
          <>
            <dt>Step</dt>
            <dd>{action.step}</dd>
          </>
        ) : null}
        {action.page ? (
          <>
            <dt>Portal page</dt>
            <dd>
              <code>{action.page}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <Countdown expiresAt={action.expiresAt} what="to take over" waitsFor="a person" />
      <p>
        <Link href={liveHref} className="button-link primary">
          Open live view / Take over
        </Link>
      </p>
      <p className="step-meta">
        Take over, finish the page on the portal, then press “Hand back”: the agent goes on from the page you
        leave.
      </p>
    </div>
  );
}
