// Step 3, Loss history: the <cascade-loss-history> web component (open shadow root) holds the count,
// total and open-claims inputs; its change events feed this step's React state, which is what gets
// saved, with (GL and BOP) the loss table's rows beside it.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api.ts';
import { remember } from '../cache.ts';
import { driftCaption } from '../drift.ts';
import { usFromIso } from '../format.ts';
import { navigate } from '../router.ts';
import type { QuoteView, Reference } from '../types.ts';
import { ErrorSummary } from '../widgets/Field.tsx';
import { type LossRowValues, LossTable } from '../widgets/LossTable.tsx';
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

function initialRows(view: QuoteView): LossRowValues[] {
  return (view.data.lossHistory?.losses ?? []).map((l) => ({
    date: usFromIso(l.date),
    type: l.type,
    paid: String(l.paid),
    reserved: String(l.reserved),
    status: l.open ? 'open' : 'closed',
  }));
}

export function LossHistoryStep({ reference, view }: { reference: Reference; view: QuoteView }) {
  const [value, setValue] = useState<LossHistoryValue>(() => initial(view));
  const [rows, setRows] = useState<LossRowValues[]>(() => initialRows(view));
  const listed = view.line !== 'cyber';
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
      api<QuoteView>('PUT', `/api/quotes/${view.ref}/loss-history`, {
        json: listed ? { ...value, losses: rows } : value,
      }),
    );
    if (!saved) return;
    remember(saved);
    navigate(`/quotes/${saved.ref}/review`);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary message={message} fields={errors} />
      <cascade-loss-history ref={element} />
      {listed && (
        <LossTable
          rows={rows}
          onChange={setRows}
          types={reference.lossTypes}
          errors={errors}
          maxRows={reference.limits.lossRows}
        />
      )}
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
