// The new-request page asks POST /v1/quotes/requirements (the partner operation, with the person's
// session) what the chosen carriers will ask of the draft, a moment after the typing stops, as it asks
// for the draft's check. A draft with a value the service refuses keeps the last answer, marked stale.
import { useEffect, useRef, useState } from 'react';
import { api } from '../api.ts';
import type { Draft } from './draft.ts';
import type { Requirements } from './requirements.ts';

export function useRequirements(body: Draft): { requirements?: Requirements; stale?: string } {
  const [state, setState] = useState<{ requirements?: Requirements; stale?: string }>({});
  const asked = useRef(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    const draft = JSON.parse(key) as Draft;
    const lines = (draft.linesRequested as unknown[] | undefined) ?? [];
    const carriers = (draft.carrierIds as unknown[] | undefined) ?? [];
    if (lines.length === 0 || carriers.length === 0) return;
    const timer = setTimeout(async () => {
      const ask = ++asked.current;
      try {
        const requirements = await api<Requirements>('POST', '/v1/quotes/requirements', draft);
        // An answer to an older draft that arrives late is not shown over a newer one.
        if (ask === asked.current) setState({ requirements });
      } catch {
        if (ask === asked.current)
          setState((s) => ({
            ...s,
            stale: 'Shown for the draft as it was: fix the fields the service refuses to see it again.',
          }));
      }
    }, 350);
    return () => clearTimeout(timer);
  }, [key]);
  return state;
}
