// A submission's outcome: the quote (premium, limits, deductibles, credits shown negative, fees, the
// submission reference), an indication, a referral or a decline; or, while the underwriter waits for
// them, the loss-runs request. A draft without an outcome opens at its first unsaved step.
import { useEffect, useState } from 'react';
import { messageOf } from '../api.ts';
import { loadQuote } from '../cache.ts';
import { navigate } from '../router.ts';
import type { QuoteView } from '../types.ts';
import { LossRunsRequest } from './LossRunsRequest.tsx';
import { QuoteDetails } from './QuoteDetails.tsx';

const HEADINGS: Record<string, string> = {
  quoted: 'Quote ready',
  indicated: 'Indication',
  referred: 'Referred to an underwriter',
  declined: 'Declined',
};

export function Result({ quoteRef }: { quoteRef: string }) {
  const [view, setView] = useState<QuoteView | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let cancelled = false;
    loadQuote(quoteRef)
      .then((loaded) => {
        if (cancelled) return;
        if (loaded.status === 'draft' && !loaded.awaitingLossRuns) {
          return navigate(`/quotes/${loaded.ref}/${loaded.nextStep}`, { replace: true });
        }
        setView(loaded);
      })
      .catch((error) => !cancelled && setFailure(messageOf(error)));
    return () => {
      cancelled = true;
    };
  }, [quoteRef]);

  if (failure) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{failure}</p>
      </div>
    );
  }
  if (!view) {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  if (view.status === 'draft' && view.awaitingLossRuns)
    return <LossRunsRequest view={view} onSettled={setView} />;

  const layout2 = view.layout === 2 && view.quote;
  return (
    <div className="result">
      <p className="eyebrow">
        {view.lineName} · Submission {view.ref}
      </p>
      <h1>{layout2 ? 'Your Cascade quote' : HEADINGS[view.status]}</h1>
      {view.quote?.bindable && <p className="badge">Bindable quote</p>}
      {view.message && (
        <p className={`alert ${view.status === 'declined' ? 'alert-error' : 'alert-info'}`} role="status">
          {view.message}
        </p>
      )}
      {view.quote ? <QuoteDetails view={view} quote={view.quote} /> : <OutcomeFacts view={view} />}
      <p>
        <a
          href="/dashboard"
          onClick={(event) => {
            event.preventDefault();
            navigate('/dashboard');
          }}
        >
          Back to the dashboard
        </a>
      </p>
    </div>
  );
}

function OutcomeFacts({ view }: { view: QuoteView }) {
  return (
    <dl className="facts">
      <div>
        <dt>Submission reference</dt>
        <dd>{view.ref}</dd>
      </div>
      <div>
        <dt>Insured</dt>
        <dd>{view.insured}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{view.statusLabel}</dd>
      </div>
    </dl>
  );
}
