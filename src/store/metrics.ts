// What /metrics reads at scrape time: jobs and quote requests counted by status, and what the jobs
// asked of people and portals (prompts to a person, sign-ins, kept sessions reused), summed.
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

export interface JobEffortTotals {
  personPrompts: number;
  signIns: number;
  sessionsReused: number;
}

export async function jobEffortTotals(db: Queryable): Promise<JobEffortTotals> {
  const [row] = await db.query<JobEffortTotals>(
    `SELECT coalesce(sum(person_prompts), 0)::int AS "personPrompts", coalesce(sum(sign_ins), 0)::int AS "signIns",
            coalesce(sum(sessions_reused), 0)::int AS "sessionsReused" FROM jobs`,
  );
  return row ?? { personPrompts: 0, signIns: 0, sessionsReused: 0 };
}
