// The dashboard: a link per line to start a quote, and the ten latest submissions.
import { useEffect, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { navigate } from '../router.ts';
import { LINE_NAMES, type Line, type SearchRow, type User } from '../types.ts';
import { SubmissionsTable } from './Submissions.tsx';

export function Dashboard({ user }: { user: User }) {
  const [rows, setRows] = useState<SearchRow[] | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    api<{ results: SearchRow[] }>('GET', '/api/quotes')
      .then((answer) => setRows(answer.results.slice(0, 10)))
      .catch((error) => setFailure(messageOf(error)));
  }, []);

  return (
    <div>
      <h1>Welcome, {user.name.split(' ')[0]}</h1>
      <section aria-labelledby="start-quote">
        <h2 id="start-quote">Start a quote</h2>
        <ul className="tiles">
          {(Object.keys(LINE_NAMES) as Line[]).map((line) => (
            <li key={line}>
              <a
                href={`/quotes/new/${line}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/quotes/new/${line}`);
                }}
              >
                New {LINE_NAMES[line]} quote
              </a>
            </li>
          ))}
        </ul>
      </section>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      {rows && rows.length > 0 && <SubmissionsTable caption="Recent submissions" rows={rows} />}
      {rows && rows.length === 0 && <p>No submissions yet.</p>}
    </div>
  );
}
