// Step 3, Loss history: the <cascade-loss-history> web component (open shadow root) holds the inputs;
// its change events feed this step's React state, which is what gets saved.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api.ts';
import { remember } from '../cache.ts';
import { driftCaption } from '../drift.ts';
import { navigate } from '../router.ts';
import type { QuoteView } from '../types.ts';
import { ErrorSummary } from '../widgets/Field.tsx';
import {
  LOSS_HISTORY_CHANGE,
  type LossHistoryElement,
  type LossHistoryValue,
} from '../widgets/loss-history-element.ts';
import { useSave } from './save.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cascade-loss-history': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

function initial(view: QuoteView): LossHistoryValue {
  const h = view.data.lossHistory;
  if (!h) return { lossCount: '', totalIncurred: '', openClaims: '' };
  return {
    lossCount: String(h.lossCount),
    totalIncurred: String(h.totalIncurred),
    openClaims: h.openClaims ? 'yes' : 'no',
  };
}

export function LossHistoryStep({ view }: { view: QuoteView }) {
  const [value, setValue] = useState<LossHistoryValue>(() => initial(view));
  const { busy, errors, message, run } = useSave();
  const element = useRef<LossHistoryElement>(null);

  useEffect(() => {
    const section = element.current;
    if (!section) return;
    const changed = (event: Event) => setValue((event as CustomEvent<LossHistoryValue>).detail);
    section.addEventListener(LOSS_HISTORY_CHANGE, changed);
    return () => section.removeEventListener(LOSS_HISTORY_CHANGE, changed);
  }, []);

  useEffect(() => {
    if (element.current) element.current.value = value;
  }, [value]);

  useEffect(() => {
    if (element.current) element.current.errors = errors;
  }, [errors]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() =>
      api<QuoteView>('PUT', `/api/quotes/${view.ref}/loss-history`, { json: value }),
    );
    if (!saved) return;
    remember(saved);
    navigate(`/quotes/${saved.ref}/review`);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary message={message} fields={errors} />
      <cascade-loss-history ref={element} />
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => navigate(`/quotes/${view.ref}/coverage`)}
        >
          Back
        </button>
        <button type="submit" className="button" disabled={busy}>
          {driftCaption('Continue')}
        </button>
      </div>
    </form>
  );
}
