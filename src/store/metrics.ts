// What /metrics reads at scrape time: jobs and quote requests counted by status.
import type { Queryable } from './db.ts';

export interface StatusCount {
  status: string;
  n: number;
}

export async function jobStatusCounts(db: Queryable): Promise<StatusCount[]> {
  return db.query<StatusCount>('SELECT status, count(*)::int AS n FROM jobs GROUP BY status');
}

export async function requestStatusCounts(db: Queryable): Promise<StatusCount[]> {
  return db.query<StatusCount>('SELECT status, count(*)::int AS n FROM quote_requests GROUP BY status');
}
