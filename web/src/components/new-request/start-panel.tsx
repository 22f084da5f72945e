// The end of the new-request page: what still stands in the way (the service's field errors for the
// draft, or the ones create answered), and "Start".
import { useState } from 'react';
import type { DraftCheck } from '../../new-request/check.ts';

export function StartPanel({
  check,
  refused,
  error,
  onStart,
}: {
  check: DraftCheck | undefined;
  refused: Record<string, string[]> | undefined;
  error: string;
  onStart: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = Object.entries(refused ?? check?.fieldErrors ?? {});
  return (
    <section aria-labelledby="start-title" className="card form-section">
      <h2 id="start-title">Start</h2>
      <p>
        {errors.length === 0
          ? 'Ready: the service finds nothing missing or wrong.'
          : `${errors.length} field${errors.length === 1 ? '' : 's'} still missing or wrong.`}{' '}
        {errors.length > 0 && !refused ? (
          <button type="button" className="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide them' : 'Show them'}
          </button>
        ) : null}
      </p>
      {errors.length > 0 && (open || refused) ? (
        <ul aria-label="Fields missing or wrong">
          {errors.map(([path, messages]) => (
            <li key={path}>
              <code>{path}</code>: {messages.join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onStart();
          } finally {
            setBusy(false);
          }
        }}
      >
        Start quoting
      </button>
    </section>
  );
}
