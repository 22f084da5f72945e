// The workers' seats over a capacity run, scraped from /metrics every 2 s (quoting_worker_seats,
// quoting_worker_seat_stretch, quoting_worker_seat_signal; docs/decisions/0036-adaptive-seats.md):
// printed as each worker's limit over time, with the seats in use and the stretch, and the signals it
// measured by how many seats were in use (what decision 0036 chose its signal from).

export interface SeatReading {
  /** Ms after the first start. */
  atMs: number;
  worker: string;
  inUse: number;
  limit: number;
  stretch: number | undefined;
  signals: Record<string, number>;
}

/** One scrape of /metrics as seat readings, one per worker reported. */
export function parseSeatMetrics(text: string, atMs: number): SeatReading[] {
  const byWorker = new Map<string, SeatReading>();
  const of = (worker: string) => {
    let r = byWorker.get(worker);
    if (!r) {
      r = { atMs, worker, inUse: 0, limit: 0, stretch: undefined, signals: {} };
      byWorker.set(worker, r);
    }
    return r;
  };
  for (const line of text.split('\n')) {
    const m = /^(quoting_worker_seat(?:s|_stretch|_signal))\{([^}]*)\} (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...m[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    const r = of(labels.worker ?? '?');
    const value = Number(m[3]);
    if (m[1] === 'quoting_worker_seat_stretch') r.stretch = value;
    else if (m[1] === 'quoting_worker_seat_signal') r.signals[labels.signal ?? '?'] = value;
    else if (labels.figure === 'in_use') r.inUse = value;
    else if (labels.figure === 'limit') r.limit = value;
  }
  return [...byWorker.values()];
}

/** Scrapes every `everyMs` until stopped; the readings collected. */
export function scrapeSeats(api: string, token: string, t0: () => number | undefined, everyMs = 2000) {
  const readings: SeatReading[] = [];
  const timer = setInterval(async () => {
    const start = t0();
    if (start === undefined) return;
    try {
      const res = await fetch(`${api}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) readings.push(...parseSeatMetrics(await res.text(), Date.now() - start));
    } catch {
      // a scrape that failed is a gap in the series
    }
  }, everyMs);
  return { readings, stop: () => clearInterval(timer) };
}

const f1 = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));
const f2 = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined);

/** Each worker's limit every `stepMs` (the last reading in each step), then the signals by seats in use. */
export function seatSeries(readings: SeatReading[], stepMs = 10_000): string {
  if (readings.length === 0) return '\nSeats over time: no readings (is METRICS_TOKEN set?)';
  const out = [
    `\nSeats over time, every ${stepMs / 1000} s from the first start: limit (in use) and stretch, per worker`,
  ];
  const workers = [...new Set(readings.map((r) => r.worker))].sort();
  workers.forEach((worker, i) => {
    const mine = readings.filter((r) => r.worker === worker);
    const steps = Math.ceil(Math.max(...mine.map((r) => r.atMs)) / stepMs);
    const cells: string[] = [];
    const stretches: string[] = [];
    for (let s = 0; s < steps; s += 1) {
      const last = mine.filter((r) => r.atMs >= s * stepMs && r.atMs < (s + 1) * stepMs).at(-1);
      cells.push(last ? `${last.limit}(${last.inUse})` : '-');
      stretches.push(f2(last?.stretch));
    }
    out.push(`  worker ${i + 1}: ${cells.join(' ')}`, `    stretch: ${stretches.join(' ')}`);
  });
  out.push(signalsBySeats(readings));
  return out.join('\n');
}

/** Mean of each signal over the readings with that many seats in use, in bands of 4. */
function signalsBySeats(readings: SeatReading[]): string {
  const names = [...new Set(readings.flatMap((r) => Object.keys(r.signals)))].sort();
  const wanted = ['stretch', ...names.filter((n) => !n.endsWith('_baseline_ms') && !n.endsWith('_p99_ms'))];
  const lines = [
    "\nSignals by seats in use (each worker's readings, mean):",
    `| in use | readings | ${wanted.join(' | ')} |`,
    `|${'---|'.repeat(wanted.length + 2)}`,
  ];
  const band = (n: number) => Math.floor(n / 4) * 4;
  for (const b of [...new Set(readings.map((r) => band(r.inUse)))].sort((x, y) => x - y)) {
    const mine = readings.filter((r) => band(r.inUse) === b);
    const cells = wanted.map((name) => {
      const values = mine
        .map((r) => (name === 'stretch' ? r.stretch : r.signals[name]))
        .filter((v): v is number => v !== undefined);
      const m = mean(values);
      return name.startsWith('cpu_') || name === 'stretch' ? f2(m) : f1(m);
    });
    lines.push(`| ${b}–${b + 3} | ${mine.length} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
