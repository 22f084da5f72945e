// The agency's SMS number (admins): the number carriers text codes to, the URL to paste at the SMS
// provider as the number's incoming-message webhook, whether the provider's auth token is set (it is
// never shown), and a form to set or change them, or remove them.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { when } from '../format.ts';

interface SmsSettings {
  number: string | null;
  tokenSet: boolean;
  webhookUrl: string;
  updatedAt: string | null;
}

export function SmsNumber() {
  const [settings, setSettings] = useState<SmsSettings | undefined>();
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const attempt = useCallback(async (work: () => Promise<void>) => {
    setError('');
    setFieldErrors({});
    setSaved('');
    setBusy(true);
    try {
      await work();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        setFieldErrors(e.fieldErrors);
        setError('Not saved: correct the field marked above.');
      } else {
        setError(e instanceof Error ? e.message : String(e));
      }
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => {
    void attempt(async () => setSettings(await api<SmsSettings>('GET', '/app/api/sms-number')));
  }, [attempt]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const token = String(form.get('authToken') ?? '');
    const removeToken = form.get('removeToken') === 'on';
    void attempt(async () => {
      const next = await api<SmsSettings>('PUT', '/app/api/sms-number', {
        number: String(form.get('number') ?? ''),
        ...(token.trim() ? { authToken: token } : removeToken ? { authToken: null } : {}),
      });
      setSettings(next);
      const tokenInput = target.elements.namedItem('authToken');
      if (tokenInput instanceof HTMLInputElement) tokenInput.value = '';
      setSaved(`Saved: texts to ${next.number} now reach waiting jobs.`);
    });
  }
  const remove = () =>
    attempt(async () => {
      setSettings(await api<SmsSettings>('DELETE', '/app/api/sms-number'));
      setSaved('Number and token removed.');
    });

  const errorsOf = (field: string) => fieldErrors[field] ?? [];
  const numberErrors = errorsOf('number');
  const tokenErrors = errorsOf('authToken');

  return (
    <section aria-labelledby="sms-title">
      <h2 id="sms-title">SMS codes</h2>
      <p>
        Carriers that send a one-time code by text message send it to this number; a code for a job that is
        waiting goes to the job, with nobody typing it.
      </p>
      {!settings && !error ? <p aria-busy="true">Loading the SMS number…</p> : null}
      {settings ? (
        <dl className="card settings-list">
          <dt>Number</dt>
          <dd data-testid="sms-number">{settings.number ?? 'none yet'}</dd>
          <dt>Provider auth token</dt>
          <dd data-testid="sms-token">{settings.tokenSet ? 'set (never shown)' : 'not set'}</dd>
          <dt>Webhook URL for the number's incoming messages (HTTP POST)</dt>
          <dd>
            <code data-testid="sms-webhook-url">{settings.webhookUrl}</code>
          </dd>
          {settings.updatedAt ? (
            <>
              <dt>Changed</dt>
              <dd>{when(settings.updatedAt)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {settings ? (
        <form onSubmit={save} aria-label="SMS number" className="card" noValidate>
          <label htmlFor={`${id}-number`}>Agency SMS number</label>
          <input
            id={`${id}-number`}
            name="number"
            type="tel"
            required
            maxLength={32}
            autoComplete="off"
            defaultValue={settings.number ?? ''}
            key={settings.number ?? ''}
            aria-invalid={numberErrors.length > 0}
            aria-describedby={`${id}-number-hint${numberErrors.length > 0 ? ` ${id}-number-error` : ''}`}
          />
          <small className="hint" id={`${id}-number-hint`}>
            With + and the country code, e.g. +1 555 010 0199
          </small>
          {numberErrors.length > 0 ? (
            <small className="error" id={`${id}-number-error`}>
              The number {numberErrors.join('; ')}
            </small>
          ) : null}
          <label htmlFor={`${id}-token`}>Provider auth token</label>
          <input
            id={`${id}-token`}
            name="authToken"
            type="password"
            maxLength={200}
            autoComplete="off"
            aria-invalid={tokenErrors.length > 0}
            aria-describedby={`${id}-token-hint${tokenErrors.length > 0 ? ` ${id}-token-error` : ''}`}
          />
          <small className="hint" id={`${id}-token-hint`}>
            {settings.tokenSet
              ? 'A token is set; leave this empty to keep it.'
              : 'The SMS provider account’s auth token, which signs its messages (at least 16 characters).'}
          </small>
          {tokenErrors.length > 0 ? (
            <small className="error" id={`${id}-token-error`}>
              The token {tokenErrors.join('; ')}
            </small>
          ) : null}
          {settings.tokenSet ? (
            <label className="inline">
              <input type="checkbox" name="removeToken" /> Remove the saved token
            </label>
          ) : null}
          <div className="actions">
            <button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save SMS number'}
            </button>
            {settings.number ? (
              <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
                Remove number and token
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      {saved ? (
        <p className="step-in" role="status">
          {saved}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
