// "Find a submission": by insured name (contains), effective date and line, as a producer looks for an
// earlier submission.
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { LINE_NAMES, type SearchRow } from '../types.ts';
import { SelectField, TextField } from '../widgets/Field.tsx';
import { SubmissionsTable } from './Submissions.tsx';

export function Search() {
  const [insured, setInsured] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [line, setLine] = useState('');
  const [rows, setRows] = useState<SearchRow[] | null>(null);
  const [failure, setFailure] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const query = new URLSearchParams({ insured, effectiveDate, line });
    try {
      setRows((await api<{ results: SearchRow[] }>('GET', `/api/quotes?${query}`)).results);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <div>
      <h1>Find a submission</h1>
      <form onSubmit={onSubmit} className="search" noValidate>
        <TextField id="search-insured" label="Insured name" value={insured} onChange={setInsured} />
        <TextField
          id="search-date"
          label="Effective date (MM/DD/YYYY)"
          value={effectiveDate}
          onChange={setEffectiveDate}
        />
        <SelectField
          id="search-line"
          label="Line"
          value={line}
          onChange={setLine}
          placeholder="All lines"
          options={Object.entries(LINE_NAMES).map(([value, label]) => ({ value, label }))}
        />
        <div className="actions">
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      {rows && (
        <p role="status">
          {rows.length} {rows.length === 1 ? 'submission' : 'submissions'} found.
        </p>
      )}
      {rows && rows.length > 0 && <SubmissionsTable caption="Submissions" rows={rows} />}
    </div>
  );
}
