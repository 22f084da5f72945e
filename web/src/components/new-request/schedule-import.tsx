// Schedules from CSV on the new-request page: a file (or pasted text) per schedule, read by the service's
// `POST /v1/quotes/schedules/parse`. Any bad row and nothing is imported: the problems are listed by
// schedule, row and column as the file wrote them. A good import replaces that part of the draft.
import { useId, useState } from 'react';
import { ApiError, api } from '../../api.ts';
import type { Draft } from '../../new-request/draft.ts';

const schedules = [
  { key: 'locations', name: 'Locations and buildings' },
  { key: 'vehicles', name: 'Vehicles' },
  { key: 'drivers', name: 'Drivers' },
  { key: 'losses', name: 'Losses' },
] as const;
type ScheduleKey = (typeof schedules)[number]['key'];

interface Parsed {
  locations?: unknown[];
  vehicles?: unknown[];
  drivers?: unknown[];
  lossHistory?: unknown[];
}

/** `locations["row 7"]["Yr Built"]` → "Locations and buildings, row 7, column Yr Built". */
export function problemPlace(path: string): string {
  const m = /^(\w+)(?:\["([^"]+)"\])?(?:\["([^"]+)"\])?/.exec(path);
  if (!m) return path;
  const schedule = schedules.find((s) => s.key === m[1])?.name ?? m[1];
  return [schedule, m[2], m[3] ? `column ${m[3]}` : undefined].filter(Boolean).join(', ');
}

export function ScheduleImport({ onImported }: { onImported: (apply: (draft: Draft) => Draft) => void }) {
  const id = useId();
  const [texts, setTexts] = useState<Partial<Record<ScheduleKey, string>>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function importAll() {
    const body = Object.fromEntries(Object.entries(texts).filter(([, t]) => t?.trim()));
    setProblems([]);
    setDone('');
    if (Object.keys(body).length === 0) {
      setProblems(['Choose a file or paste a schedule first.']);
      return;
    }
    setBusy(true);
    try {
      const parsed = await api<Parsed>('POST', '/v1/quotes/schedules/parse', body);
      onImported((draft) => {
        const next = { ...draft };
        if (parsed.locations) next.locations = parsed.locations;
        if (parsed.lossHistory) next.lossHistory = parsed.lossHistory;
        if (parsed.vehicles || parsed.drivers) {
          const auto = { ...((draft.commercialAuto as Record<string, unknown> | undefined) ?? {}) };
          if (parsed.vehicles) auto.vehicles = parsed.vehicles;
          if (parsed.drivers) auto.drivers = parsed.drivers;
          next.commercialAuto = auto;
        }
        return next;
      });
      const count = (list: unknown[] | undefined, what: string) => (list ? `${list.length} ${what}` : '');
      const buildings = parsed.locations?.reduce<number>(
        (n, l) => n + ((l as { buildings?: unknown[] }).buildings?.length ?? 0),
        0,
      );
      setDone(
        `Imported ${[
          count(parsed.locations, 'locations'),
          buildings !== undefined ? `${buildings} buildings` : '',
          count(parsed.vehicles, 'vehicles'),
          count(parsed.drivers, 'drivers'),
          count(parsed.lossHistory, 'losses'),
        ]
          .filter(Boolean)
          .join(', ')}.`,
      );
      setTexts({});
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        setProblems(
          Object.entries(e.fieldErrors).map(
            ([path, messages]) => `${problemPlace(path)}: ${messages.join('; ')}`,
          ),
        );
      } else setProblems([e instanceof Error ? e.message : String(e)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="schedules">
      <p className="meta">
        One row per building, vehicle, driver or loss, the first line naming the columns (our names or the
        ones agency systems export). Nothing is imported while any row is wrong.
      </p>
      <div className="form-grid">
        {schedules.map((s) => (
          <div key={s.key} className="field">
            <label htmlFor={`${id}-${s.key}-file`}>{s.name} file (CSV)</label>
            <input
              id={`${id}-${s.key}-file`}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (file) {
                  const text = await file.text();
                  setTexts((t) => ({ ...t, [s.key]: text }));
                }
              }}
            />
            <label htmlFor={`${id}-${s.key}`}>{s.name} CSV text</label>
            <textarea
              id={`${id}-${s.key}`}
              rows={3}
              value={texts[s.key] ?? ''}
              onChange={(e) => setTexts((t) => ({ ...t, [s.key]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <button type="button" disabled={busy} onClick={() => void importAll()}>
        Import schedules
      </button>
      <div role="status">{done}</div>
      {problems.length > 0 ? (
        <div role="alert" className="error">
          <p>Nothing was imported:</p>
          <ul aria-label="Problems in the schedules">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
