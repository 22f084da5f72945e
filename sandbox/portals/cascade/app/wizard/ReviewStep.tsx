// Step 4, Review: what was saved, section by section, with links back; the accuracy confirmation and
// "Get quote", which rates the submission and opens its outcome.
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import { remember } from '../cache.ts';
import { driftCaption } from '../drift.ts';
import { money, usFromIso } from '../format.ts';
import { navigate } from '../router.ts';
import type { QuoteView, Reference } from '../types.ts';
import { ErrorSummary } from '../widgets/Field.tsx';
import { useSave } from './save.ts';

const buildingCount = (n: number) => (n === 1 ? '1 building' : `${n} buildings`);

/** BOP: the business address's building count and each other location, as the review lists them. */
function locationRows(coverage: NonNullable<QuoteView['data']['coverage']>): [string, string][] {
  if (coverage.line !== 'bop' || (!coverage.buildings?.length && !coverage.locations?.length)) return [];
  return [
    ['Location 1', `The business address, ${buildingCount(1 + (coverage.buildings?.length ?? 0))}`],
    ...(coverage.locations ?? []).map((l, i): [string, string] => [
      `Location ${i + 2}`,
      `${l.street}, ${l.city}, ${l.state} ${l.zip}, ${buildingCount(l.buildings.length)}`,
    ]),
  ];
}

const CONFIRM = 'I confirm the information in this submission is accurate and complete';

function Summary({ title, edit, rows }: { title: string; edit: string; rows: [string, string][] }) {
  return (
    <section className="summary" aria-labelledby={`summary-${edit}`}>
      <div className="summary-head">
        <h2 id={`summary-${edit}`}>{title}</h2>
        <a
          href={edit}
          onClick={(event) => {
            event.preventDefault();
            navigate(edit);
          }}
        >
          Edit {title.toLowerCase()}
        </a>
      </div>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ReviewStep({ reference, view }: { reference: Reference; view: QuoteView }) {
  const lossTypeLabel = (type: string) => reference.lossTypes.find((t) => t.value === type)?.label ?? type;
  const [confirmed, setConfirmed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const { busy, message, run } = useSave();
  const { business, coverage, lossHistory } = view.data;
  if (!business || !coverage || !lossHistory) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setUnconfirmed(true);
      return;
    }
    const rated = await run(() => api<QuoteView>('POST', `/api/quotes/${view.ref}/rate`));
    if (!rated) return;
    remember(rated);
    navigate(`/quotes/${rated.ref}`);
  };

  const base = `/quotes/${view.ref}`;
  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary
        message={unconfirmed ? 'Confirm the information is accurate before you get a quote.' : message}
      />
      <Summary
        title="Business"
        edit={`${base}/business`}
        rows={[
          ['Legal business name', business.legalName],
          ['Legal entity', business.entity],
          ['Annual revenue', money(business.annualRevenue)],
          ['Total employees', String(business.employees)],
          ['Address', `${business.street}, ${business.city}, ${business.state} ${business.zip}`],
        ]}
      />
      <Summary
        title="Coverage"
        edit={`${base}/coverage`}
        rows={[
          ['Class code', view.classItem?.label ?? coverage.classCode],
          ['Policy effective date', coverage.effectiveDate],
          ...locationRows(coverage),
        ]}
      />
      <Summary
        title="Loss history"
        edit={`${base}/loss-history`}
        rows={[
          ['Losses in the past 3 years', String(lossHistory.lossCount)],
          ['Total incurred', money(lossHistory.totalIncurred)],
          ['Open claims', lossHistory.openClaims ? 'Yes' : 'No'],
          ...(lossHistory.losses ?? []).map((l, i): [string, string] => [
            `Loss ${i + 1}`,
            `${usFromIso(l.date)}, ${lossTypeLabel(l.type)}, paid ${money(l.paid)}, reserved ${money(l.reserved)}, ${l.open ? 'open' : 'closed'}`,
          ]),
        ]}
      />
      <div className="field check">
        <input
          id="confirm"
          type="checkbox"
          checked={confirmed}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setUnconfirmed(false);
          }}
        />
        <label htmlFor="confirm">{CONFIRM}</label>
      </div>
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => navigate(`${base}/loss-history`)}
        >
          Back
        </button>
        <button type="submit" className="button" disabled={busy}>
          {driftCaption('Get quote')}
        </button>
      </div>
    </form>
  );
}
