// The quote wizard: loads the reference data and the draft, keeps the producer on a step they have
// reached (a later one redirects to the first unsaved step; a submission with an outcome opens its
// outcome), and frames the step with the line, the reference and the stepper.
import { useEffect, useState } from 'react';
import { messageOf } from '../api.ts';
import { loadQuote, loadReference } from '../cache.ts';
import { navigate } from '../router.ts';
import { LINE_NAMES, type Line, type QuoteView, type Reference } from '../types.ts';
import { BusinessStep } from './BusinessStep.tsx';
import { CoverageStep } from './CoverageStep.tsx';
import { LossHistoryStep } from './LossHistoryStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export type Step = 'business' | 'coverage' | 'loss-history' | 'review';
const STEPS: { id: Step; title: string; label: string }[] = [
  { id: 'business', title: 'Business', label: 'Business' },
  { id: 'coverage', title: 'Coverage', label: 'Coverage' },
  { id: 'loss-history', title: 'Loss history', label: 'Loss history' },
  { id: 'review', title: 'Review and get quote', label: 'Review' },
];
const order = (step: Step) => STEPS.findIndex((s) => s.id === step);

interface Props {
  step: Step;
  /** A new submission's line (before the first save). */
  line?: Line;
  quoteRef?: string;
}

export function Wizard({ step, line, quoteRef }: Props) {
  const [reference, setReference] = useState<Reference | null>(null);
  const [view, setView] = useState<QuoteView | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let cancelled = false;
    setFailure('');
    setView(null);
    Promise.all([loadReference(), quoteRef ? loadQuote(quoteRef) : Promise.resolve(null)])
      .then(([loadedReference, loadedView]) => {
        if (cancelled) return;
        if (loadedView && loadedView.status !== 'draft')
          return navigate(`/quotes/${loadedView.ref}`, { replace: true });
        if (loadedView && order(step) > order(loadedView.nextStep)) {
          return navigate(`/quotes/${loadedView.ref}/${loadedView.nextStep}`, { replace: true });
        }
        setReference(loadedReference);
        setView(loadedView);
      })
      .catch((error) => !cancelled && setFailure(messageOf(error)));
    return () => {
      cancelled = true;
    };
  }, [quoteRef, step]);

  const current = STEPS[order(step)]!;
  const lineName = LINE_NAMES[view?.line ?? line ?? 'gl'];
  const reached = view ? order(view.nextStep) : 0;
  return (
    <div className="wizard">
      <p className="eyebrow">
        {lineName}
        {view && ` · Submission ${view.ref} · ${view.insured}`}
      </p>
      <h1>{current.title}</h1>
      <nav aria-label="Quote steps">
        <ol className="stepper">
          {STEPS.map((s, index) => (
            <li
              key={s.id}
              aria-current={s.id === step ? 'step' : undefined}
              className={index <= reached ? 'reached' : undefined}
            >
              {view && index <= reached && s.id !== step ? (
                <a
                  href={`/quotes/${view.ref}/${s.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(`/quotes/${view.ref}/${s.id}`);
                  }}
                >
                  {index + 1}. {s.label}
                </a>
              ) : (
                <span>
                  {index + 1}. {s.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        </div>
      )}
      {!failure && !reference && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {reference && step === 'business' && (
        <BusinessStep
          key={view?.updatedAt ?? 'new'}
          line={view?.line ?? line ?? 'gl'}
          reference={reference}
          view={view}
        />
      )}
      {reference && view && step === 'coverage' && (
        <CoverageStep key={view.updatedAt} reference={reference} view={view} />
      )}
      {reference && view && step === 'loss-history' && (
        <LossHistoryStep key={view.updatedAt} reference={reference} view={view} />
      )}
      {reference && view && step === 'review' && (
        <ReviewStep key={view.updatedAt} reference={reference} view={view} />
      )}
    </div>
  );
}
