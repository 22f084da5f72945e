// The quote itself. Layout 1: the total, then the tables "Quote summary", "Coverage" and "Premium
// breakdown" (credits negative, fees, the total in the footer). Layout 2 (the `layoutVersion: 2` fault):
// the same facts as definition lists in another order, the breakdown as a list.
import { money } from '../format.ts';
import type { QuoteView } from '../types.ts';

type Quote = NonNullable<QuoteView['quote']>;

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <tbody>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td>{value}</td>
        </tr>
      ))}
    </tbody>
  );
}

function List({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function QuoteDetails({ view, quote }: { view: QuoteView; quote: Quote }) {
  const summary: [string, string][] = [
    ['Quote number', quote.quoteNumber],
    ['Submission reference', view.ref],
    ['Insured', view.insured],
    ['Line', view.lineName],
    ['Policy period', quote.policyPeriod],
    ['Quote valid until', quote.expiresAt],
  ];
  const terms = quote.terms.map((t): [string, string] => [t.label, t.value]);
  const breakdown = quote.breakdown.map((b): [string, string] => [b.label, money(b.amount)]);

  if (view.layout === 2) {
    return (
      <div className="cards">
        <section aria-labelledby="card-quote">
          <h2 id="card-quote">Your quote</h2>
          <List
            rows={[
              ['Total payable', money(quote.annualPremium)],
              ...summary.slice(0, 3).reverse(),
              ...summary.slice(4),
            ]}
          />
        </section>
        <section aria-labelledby="card-terms">
          <h2 id="card-terms">Limits and deductibles</h2>
          <List rows={terms} />
        </section>
        <section aria-labelledby="card-premium">
          <h2 id="card-premium">How the premium is made up</h2>
          <ul>
            {breakdown.map(([label, value]) => (
              <li key={label}>
                {label}: {value}
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <div className="quote">
      <p className="premium">
        <span>Total annual premium</span> <strong>{money(quote.annualPremium)}</strong>
      </p>
      <table className="table">
        <caption>Quote summary</caption>
        <Rows rows={summary} />
      </table>
      <table className="table">
        <caption>Coverage</caption>
        <Rows rows={terms} />
      </table>
      <table className="table">
        <caption>Premium breakdown</caption>
        <Rows rows={breakdown} />
        <tfoot>
          <tr>
            <th scope="row">Total annual premium</th>
            <td>{money(quote.annualPremium)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
