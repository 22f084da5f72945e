// A text that arrives before its job waits (the portal texts as the password is accepted, the agent
// turns mfa_waiting a moment later) is held in memory and reaches the job once it waits; a newer text
// for the same carrier replaces an older one; a held text expires; the code is never logged or stored
// before it is given to its job.
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startHeldSmsCodes } from '../../src/inbound/sms/held-codes.ts';
import { createLogger } from '../../src/log.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { createTestApi, type TestApi, testCarriers } from '../helpers/api.ts';
import { openedResolutions, testCodes } from '../helpers/codes.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const publicUrl = 'https://quotes.example.test';
const authToken = 'held-test-token-0123456789abcdef012';

function sign(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

describe(`inbound SMS codes held for a job about to wait (${backend})`, () => {
  let api: TestApi | undefined;
  const lines: string[] = [];
  afterEach(async () => {
    await api?.close();
    api = undefined;
    lines.length = 0;
  });

  async function start() {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    api = await createTestApi({ logger: createLogger('trace', sink), config: { smsAuthToken: authToken } });
    return api;
  }

  function text(agencyId: string, body: string) {
    const params = { From: '48291', To: '+15550100142', Body: body, MessageSid: 'SM1' };
    return api!.app.inject({
      method: 'POST',
      url: `/inbound/sms/${agencyId}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': sign(`${publicUrl}/inbound/sms/${agencyId}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }

  async function runningSummitJob(agencyId: string): Promise<JobRow> {
    const { jobIds } = await seedRequest(api!.db, {
      status: 'in_progress',
      agencyId,
      jobs: [{ status: 'running', carrierId: 'summit-mutual' }],
    });
    return (await findJob(api!.db, jobIds[0]!)) as JobRow;
  }

  it('gives a text that came before the job waited to the job once it waits, the newest code winning', async () => {
    const { db, agency } = await start();
    const job = await runningSummitJob(agency.agencyId);
    const older = await text(agency.agencyId, 'Summit Mutual Insurance: 111222 is your verification code.');
    const newer = await text(agency.agencyId, 'Summit Mutual Insurance: 333444 is your verification code.');
    for (const res of [older, newer]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<Response\/>$/);
    }
    // Held, not stored: nothing in the store before the job waits.
    expect(await db.query('SELECT job_id FROM job_resolutions')).toEqual([]);
    expect(lines.join('')).toContain('inbound SMS code held until its job waits');

    const paused = await pauseForPerson(
      { db, vault: api!.vault, publicUrl, actionTimeoutMs: 30_000 },
      job,
      'HELD-1',
      {
        type: 'mfa',
        message: 'Enter the code sent to the agency phone',
      },
    );
    expect(paused).toEqual({ kind: 'mfa', code: '333444', via: 'sms' });
    await expect.poll(() => lines.join('')).toContain('held inbound SMS code given to its job');
    const log = lines.join('');
    expect(log).not.toContain('111222');
    expect(log).not.toContain('333444');
    expect(log).not.toContain('verification code');
  });

  it('gives a held text only to a job started before it arrived', async () => {
    const { db, agency } = await start();
    const held = await startHeldSmsCodes({
      db,
      codes: testCodes,
      carriers: testCarriers,
      sweepMs: 50,
      now: () => Date.now() - 60_000, // the text came a minute ago
      log: () => undefined,
    });
    try {
      expect((await held.receive(agency.agencyId, 'Summit: 778899 is your code')).delivered).toBe(false);
      const seed = async () =>
        (
          await seedRequest(db, {
            status: 'in_progress',
            agencyId: agency.agencyId,
            jobs: [{ status: 'running', carrierId: 'summit-mutual' }],
          })
        ).jobIds[0]!;
      const late = await seed();
      const early = await seed();
      // A job started just now, after the text, waits: not its code.
      await db.query(`UPDATE jobs SET started_at = now(), status = 'mfa_waiting' WHERE id = $1`, [late]);
      await new Promise((r) => setTimeout(r, 500));
      expect(held.size()).toBe(1);
      expect(await db.query('SELECT job_id FROM job_resolutions')).toEqual([]);
      // The text's own job, started before it, waits too: its code (the later job is no candidate).
      await db.query(
        `UPDATE jobs SET started_at = now() - interval '5 minutes', status = 'mfa_waiting' WHERE id = $1`,
        [early],
      );
      await expect.poll(() => held.size()).toBe(0);
      expect(await openedResolutions(db)).toEqual([
        { job_id: early, payload: { kind: 'mfa', code: '778899', via: 'sms' } },
      ]);
    } finally {
      await held.close();
    }
  });

  it('forgets a held text when its time is up', async () => {
    const { db, agency } = await start();
    let clock = 1_000_000;
    const logged: string[] = [];
    const held = await startHeldSmsCodes({
      db,
      codes: testCodes,
      carriers: testCarriers,
      holdMs: 60_000,
      sweepMs: 50,
      now: () => clock,
      log: (fields, message) => logged.push(`${message} ${JSON.stringify(fields)}`),
    });
    try {
      expect(await held.receive(agency.agencyId, 'Summit: 555666 is your code')).toEqual({
        delivered: false,
        reason: 'held',
      });
      // A text with no code, or one no single job could take, is not held.
      expect(await held.receive(agency.agencyId, 'Summit: your code is on its way')).toEqual({
        delivered: false,
        reason: 'no_code',
      });
      expect(held.size()).toBe(1);
      clock += 61_000;
      await expect.poll(() => held.size()).toBe(0);
      expect(logged.join('\n')).toContain('held inbound SMS code expired');
      expect(logged.join('\n')).not.toContain('555666');

      // A job waiting now gets nothing from the expired text.
      const { jobIds } = await seedRequest(db, {
        status: 'in_progress',
        agencyId: agency.agencyId,
        jobs: [{ status: 'mfa_waiting', carrierId: 'summit-mutual' }],
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(await db.query('SELECT job_id FROM job_resolutions WHERE job_id = $1', [jobIds[0]])).toEqual([]);
    } finally {
      await held.close();
    }
  });
});
