// The inbound SMS endpoint on the real store: a signed text's code reaches the job waiting for it (the
// worker paused on it wakes with the code, as after a person's resolve), a tampered or unsigned one is
// refused with 403, resolves nothing and is logged without its text, and a text no job waits for
// answers 200 and stores nothing.
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { openedResolutions } from '../helpers/codes.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const publicUrl = 'https://quotes.example.test';
const authToken = 'sms-test-token-0123456789abcdef0123';

/** The provider's signature, by its documented algorithm: URL, then each name and value sorted by name. */
function sign(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

describe(`inbound SMS codes (${backend})`, () => {
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

  function post(agencyId: string, params: Record<string, string>, signature?: string) {
    const path = `/inbound/sms/${agencyId}`;
    return api!.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }
  const signed = (agencyId: string, params: Record<string, string>) =>
    post(agencyId, params, sign(`${publicUrl}/inbound/sms/${agencyId}`, params));

  async function resolutions(): Promise<{ job_id: string; payload: unknown }[]> {
    return openedResolutions(api!.db, api!.vault.codes);
  }

  const sms = (text: string) => ({ From: '+15550100142', To: '+15550199999', Body: text, MessageSid: 'SM1' });

  it('gives a signed text’s code to the job waiting for it, as a person’s resolve would', async () => {
    const { db, agency } = await start();
    const { jobIds } = await seedRequest(db, {
      status: 'in_progress',
      agencyId: agency.agencyId,
      jobs: [{ status: 'running', carrierId: 'summit-mutual' }],
    });
    const job = (await findJob(db, jobIds[0]!)) as JobRow;
    const paused = pauseForPerson(
      { db, vault: api!.vault, publicUrl, actionTimeoutMs: 60_000 },
      job,
      'AMS-1',
      {
        type: 'mfa',
        message: 'Enter the code sent to the agency phone',
      },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('mfa_waiting');

    const res = await signed(
      agency.agencyId,
      sms('Summit Mutual AgentLink: 482913 is your verification code.'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toMatch(/<Response\/>$/);
    expect(res.body).not.toContain('482913');
    expect(await paused).toEqual({ kind: 'mfa', code: '482913', via: 'sms' });
    expect(await findJob(db, job.id)).toMatchObject({ status: 'running', actionRequired: null });
    expect(lines.join('')).not.toContain('482913');
    expect(lines.join('')).toContain('inbound SMS code given to its job');
  });

  it('refuses a tampered or unsigned text with 403, resolves nothing and logs no text', async () => {
    const { db, agency } = await start();
    await seedRequest(db, {
      status: 'in_progress',
      agencyId: agency.agencyId,
      jobs: [{ status: 'mfa_waiting', carrierId: 'summit-mutual' }],
    });
    const original = sms('Summit: 111111 is your code');
    const signature = sign(`${publicUrl}/inbound/sms/${agency.agencyId}`, original);
    const tampered = { ...original, Body: 'Summit: 654321 is your code' };

    const bad = await post(agency.agencyId, tampered, signature);
    expect(bad.statusCode).toBe(403);
    const missing = await post(agency.agencyId, tampered);
    expect(missing.statusCode).toBe(403);
    // Signed for another agency's URL.
    const elsewhere = await post(
      agency.agencyId,
      original,
      sign(`${publicUrl}/inbound/sms/agency_x`, original),
    );
    expect(elsewhere.statusCode).toBe(403);

    expect(await resolutions()).toEqual([]);
    const log = lines.join('');
    expect(log).toContain('inbound SMS refused');
    expect(log).toContain('bad_signature');
    expect(log).toContain('no_signature');
    for (const secret of ['654321', '111111', 'is your code']) expect(log).not.toContain(secret);
  });

  it('answers 200 and stores nothing when no job waits, or when the text fits no single job', async () => {
    const { db, agency, addAgency } = await start();
    const idle = await addAgency({ credentials: false });
    const none = await signed(idle.agencyId, sms('Summit: 246810 is your code'));
    expect(none.statusCode).toBe(200);
    expect(none.body).toMatch(/<Response\/>$/);
    expect(await resolutions()).toEqual([]);

    // Two jobs wait: a text naming no carrier, or a carrier not waiting, goes nowhere; one naming Pioneer
    // goes to Pioneer's job alone.
    const { jobIds } = await seedRequest(db, {
      status: 'in_progress',
      agencyId: agency.agencyId,
      jobs: [
        { status: 'mfa_waiting', carrierId: 'summit-mutual' },
        { status: 'mfa_waiting', carrierId: 'pioneer-casualty' },
      ],
    });
    expect((await signed(agency.agencyId, sms('Your code is 135790'))).statusCode).toBe(200);
    expect((await signed(agency.agencyId, sms('Harborline: 135790 is your code'))).statusCode).toBe(200);
    expect(await resolutions()).toEqual([]);
    expect((await signed(agency.agencyId, sms('Pioneer ProducerNet code: 975310'))).statusCode).toBe(200);
    expect(await resolutions()).toEqual([
      { job_id: jobIds[1], payload: { kind: 'mfa', code: '975310', via: 'sms' } },
    ]);
  });

  it('stays out of the partner OpenAPI document', async () => {
    const { app } = await start();
    const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.includes('inbound'))).toBe(false);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(5);
  });
});
