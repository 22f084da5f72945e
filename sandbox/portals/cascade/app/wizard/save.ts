// What every wizard step does with a save: busy while it runs, field errors under their fields and in
// the summary, any other failure (rate limit, outage, maintenance) as one message.
import { useState } from 'react';
import { ApiError, type FieldErrors, messageOf } from '../api.ts';

export function useSave() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setMessage('');
    try {
      const result = await work();
      setErrors({});
      return result;
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
        setErrors(failure.fields);
        setMessage('Check the highlighted fields.');
      } else {
        setMessage(messageOf(failure));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  /** Errors found before anything is sent. */
  function refuse(found: FieldErrors): boolean {
    if (Object.keys(found).length === 0) return false;
    setErrors(found);
    setMessage('Check the highlighted fields.');
    return true;
  }

  return { busy, errors, message, run, refuse };
}
