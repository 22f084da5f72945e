// What the chaos run (chaos.ts) reads and writes beside its nodes: the agencies it seeds with logins of
// their own on the sandbox, a job's steps attempt by attempt, and the first step after the outage.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/store/db.ts';
import { type SandboxAgency, seedSandboxAgency } from './agency.ts';
import type { ServiceProcess } from './processes.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Agencies with an ironclad and a bluebonnet login of their own each, made on the sandbox. */
export async function seedAgencies(
  carriers: readonly string[],
  db: Db,
  control: string,
  count: number,
): Promise<SandboxAgency[]> {
  const masterKey = randomBytes(32).toString('base64');
  const agencies: SandboxAgency[] = [];
  for (let n = 1; n <= count; n++) {
    const logins = carriers.map((carrierId) => ({
      carrierId,
      username: `chaos.agent${n}`,
      password: `Chaos!Agent-${n}`,
    }));
    for (const login of logins) {
      const made = await fetch(`${control}/_sandbox/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      });
      if (made.status !== 201) throw new Error(`sandbox account: ${made.status} ${await made.text()}`);
    }
    agencies.push(await seedSandboxAgency(db, `Chaos Agency ${n}`, logins, masterKey));
  }
  return agencies;
}

export async function stepsOf(db: Db, jobId: string): Promise<string> {
  const steps = await db.query<{ attempt: number; name: string; outcome: string; at: Date }>(
    'SELECT attempt, name, outcome, started_at AS at FROM job_steps WHERE job_id = $1 ORDER BY id',
    [jobId],
  );
  return steps.map((x) => `  ${x.at.toISOString()} #${x.attempt} ${x.name} ${x.outcome}`).join('\n');
}

/** Milliseconds from `back` to the first step a job began after it (undefined if none within a minute). */
export async function firstStepAfter(db: Db, back: number): Promise<number | undefined> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const [row] = await db
      .query<{ at: Date | null }>('SELECT min(started_at) AS at FROM job_steps WHERE started_at > $1', [
        new Date(back),
      ])
      .catch(() => []);
    if (row?.at) return row.at.getTime() - back;
    await pause(200);
  }
  return undefined;
}

/** A job that never ended (`lost`): its attempts' steps, and the last lines every node wrote of it. */
export async function lostJob(db: Db, line: string, nodes: readonly ServiceProcess[]): Promise<string> {
  const jobId = line.split(' ')[0]!;
  const said = nodes.flatMap((n) =>
    n
      .output()
      .split('\n')
      .filter((l) => l.includes(jobId))
      .slice(-6)
      .map((l) => `  ${l.slice(0, 400)}`),
  );
  return `${line}\n${await stepsOf(db, jobId)}\n${said.join('\n')}`;
}
