// Editing which events a webhook receives: PATCH /v1/webhooks/:id { events }, as a partner would.
import { type FormEvent, useState } from 'react';

export const allEvents = [
  'quote.completed',
  'quote.failed',
  'quote.action_required',
  'quote.action_resolved',
  'job.completed',
];

export function WebhookEvents({
  url,
  events,
  onSave,
}: {
  url: string;
  events: string[];
  onSave: (events: string[]) => Promise<boolean>;
}) {
  const [chosen, setChosen] = useState(events);
  const [saved, setSaved] = useState(false);
  const changed = chosen.length !== events.length || chosen.some((e) => !events.includes(e));
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setSaved(await onSave(allEvents.filter((e) => chosen.includes(e))));
  }
  const toggle = (e: string, on: boolean) => {
    setSaved(false);
    setChosen((now) => (on ? [...now, e] : now.filter((x) => x !== e)));
  };
  return (
    <form onSubmit={submit} aria-label={`Events for ${url}`}>
      <fieldset>
        <legend>Events</legend>
        {allEvents.map((e) => (
          <label key={e} className="inline">
            <input
              type="checkbox"
              checked={chosen.includes(e)}
              onChange={(x) => toggle(e, x.target.checked)}
            />{' '}
            {e}
          </label>
        ))}
      </fieldset>
      {/* The partner route refuses an empty list; say so before sending it. */}
      {chosen.length === 0 ? <p className="error">Choose at least one event.</p> : null}
      <button type="submit" disabled={!changed || chosen.length === 0}>
        Save events
      </button>
      {saved ? <span role="status"> Events saved.</span> : null}
    </form>
  );
}
