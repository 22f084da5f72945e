// One quote request as the app reads it: fetched once, then again whenever the server says one of its
// jobs changed (`accept` picks which changes matter). `null` once it is known not to exist (404);
// `version` counts the reads, for views that re-focus after one.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from './api.ts';
import { type JobChange, useJobChanges } from './live.ts';
import type { QuoteRequest } from './types.ts';

export function useQuoteRequest(id: string, accept: (change: JobChange) => boolean) {
  const [request, setRequest] = useState<QuoteRequest | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      setRequest(await api<QuoteRequest>('GET', `/v1/quotes/${encodeURIComponent(id)}`));
      setVersion((v) => v + 1);
      setError('');
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) setRequest(null);
      else setError(e instanceof Error ? e.message : String(e));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  useJobChanges(
    useCallback(
      (change) => {
        if (!change || accept(change)) void load();
      },
      [accept, load],
    ),
  );
  return { request, error, setError, version, load };
}
