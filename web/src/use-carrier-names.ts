// Carriers by their names (GET /v1/carriers), read once per page; a carrier not listed keeps its id.
import { useEffect, useState } from 'react';
import { api } from './api.ts';

export function useCarrierNames(): (carrierId: string) => string {
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    api<{ carriers: { carrierId: string; name: string }[] }>('GET', '/v1/carriers').then(
      (r) => setNames(Object.fromEntries(r.carriers.map((c) => [c.carrierId, c.name]))),
      () => undefined,
    );
  }, []);
  return (carrierId) => names[carrierId] ?? carrierId;
}
