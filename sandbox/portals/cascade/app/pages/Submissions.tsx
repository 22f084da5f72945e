// The table of submissions the dashboard and the search share: the reference opens the submission.
import { money } from '../format.ts';
import { navigate } from '../router.ts';
import type { SearchRow } from '../types.ts';

export function SubmissionsTable({ caption, rows }: { caption: string; rows: SearchRow[] }) {
  return (
    <table className="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Insured</th>
          <th scope="col">Line</th>
          <th scope="col">Effective date</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.ref}>
            <td>
              <a
                href={`/quotes/${row.ref}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/quotes/${row.ref}`);
                }}
              >
                {row.ref}
              </a>
            </td>
            <td>{row.insured}</td>
            <td>{row.lineName}</td>
            <td>{row.effectiveDate}</td>
            <td>{row.statusLabel}</td>
            <td>{row.total === null ? '' : money(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
