// The underwriter's request for loss runs: a quote whose total is above the threshold is issued only
// once a PDF of the past 3 years' loss runs is uploaded; "Refer to an underwriter without loss runs"
// refers the submission instead.
import { type FormEvent, useRef, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { money } from '../format.ts';
import type { QuoteView } from '../types.ts';

export function LossRunsRequest({
  view,
  onSettled,
}: {
  view: QuoteView;
  onSettled: (view: QuoteView) => void;
}) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const request = view.awaitingLossRuns!;

  const send = async (work: () => Promise<QuoteView>) => {
    setBusy(true);
    setFailure('');
    try {
      onSettled(await work());
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setFailure('Choose the loss runs PDF to upload.');
      return;
    }
    await send(() => api<QuoteView>('POST', `/api/quotes/${view.ref}/loss-runs`, { file: chosen }));
  };

  return (
    <div className="result">
      <p className="eyebrow">
        {view.lineName} · Submission {view.ref} · {view.insured}
      </p>
      <h1>Loss runs required</h1>
      <p>
        The total annual premium, {money(request.total)}, is above {money(request.threshold)}. The underwriter
        needs loss runs for the past 3 years before issuing this quote.
      </p>
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="loss-runs">Loss runs (PDF)</label>
          <p className="hint" id="loss-runs-hint">
            One PDF, up to 5 MB.
          </p>
          <input
            ref={file}
            id="loss-runs"
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby="loss-runs-hint"
          />
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            Upload loss runs
          </button>
        </div>
      </form>
      <p>
        No loss runs?{' '}
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => send(() => api<QuoteView>('POST', `/api/quotes/${view.ref}/refer`))}
        >
          Refer to an underwriter without loss runs
        </button>
      </p>
    </div>
  );
}
