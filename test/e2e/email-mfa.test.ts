// E-mailed MFA codes with nobody typing, the whole service in one process: the agency's Ironclad login
// is the portal's e-mail-code login, its address on file the agency's inbound address, and the sandbox
// sends its mail over SMTP (nodemailer) to the service's SMTP server. An Ironclad job reaches
// mfa_waiting and finishes quoted with no resolve call from the test, telling nobody (no
// quote.action_required: the code came within the grace); the code is in no log line, no table and no
// mailbox afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveClientAnswer } from '../../src/store/client-answers.ts';
import { listEvents } from '../../src/store/events.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend, type TestDb } from '../helpers/db.ts';
import { type Stack, startStack, waitForQuote, wireMailCodes } from '../helpers/stack.ts';

const IRONCLAD = 'ironclad-specialty';

/** What the client already told us (remembered answers), so the job asks a person nothing. */
const REMEMBERED: Record<string, string | boolean> = {
  [`${IRONCLAD}:remote_network_access`]: false,
  [`${IRONCLAD}:backup_procedure`]:
    'Nightly encrypted backups to an offsite provider, restore tested every quarter.',
  [`${IRONCLAD}:edr_deployed`]: false,
  [`${IRONCLAD}:edr_product`]: 'None',
  'cyber.priorIncident': false,
  [`${IRONCLAD}:cyber_incident_details`]: 'None',
  [`${IRONCLAD}:pci_level`]: 'No, we do not process payment cards',
};

describe(`e-mailed MFA codes reach the job by themselves (${backend})`, () => {
  let stack: Stack;
  let testDb: TestDb;
  beforeAll(async () => {
    ({ stack, testDb } = await startStack({ smtp: true, concurrency: 2 }));
  });
  afterAll(async () => {
    await stack?.close();
    void testDb;
  });

  it('runs an Ironclad job on the e-mail-code login through mfa_waiting to a quote, nobody typing', async () => {
    const mail = stack.mail!;
    await wireMailCodes(stack);

    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: cyberOnlyBody({ externalReference: 'MAIL-MFA-1', carrierIds: [IRONCLAD] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const [request] = await stack.db.query<{ clientId: string }>(
      'SELECT client_id AS "clientId" FROM quote_requests WHERE id = $1',
      [id],
    );
    for (const [key, answer] of Object.entries(REMEMBERED))
      await saveClientAnswer(stack.db, request!.clientId, { key, text: key }, answer);

    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const quote = await waitForQuote(stack, id);

    expect(quote.status).toBe('completed');
    expect(quote.jobs).toEqual([expect.objectContaining({ carrierId: IRONCLAD, status: 'success' })]);
    // One sign-in, and no person asked: the code came by e-mail.
    const detail = await stack.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}/jobs/${quote.jobs[0].jobId}`,
      headers: stack.headers,
    });
    expect(detail.json().data.effort).toEqual({ personPrompts: 0, signIns: 1, sessionsReused: 0 });
    // It waited for a code (its MFA step), which came well within the grace (MFA_NOTIFY_GRACE_SECONDS,
    // 30 s by default), so no person was told: no action event at all.
    const steps = await stack.db.query<{ duration_ms: number }>(
      `SELECT duration_ms FROM job_steps WHERE job_id = $1 AND name = 'mfa'`,
      [quote.jobs[0].jobId],
    );
    expect(steps).toHaveLength(1);
    expect(steps[0]!.duration_ms).toBeLessThan(30_000);
    const events = await listEvents(stack.db, { agencyId: stack.agencyId, quoteRequestId: id });
    expect(events.map((e) => e.type)).toEqual(['job.completed', 'quote.completed']);
    const [job] = quote.jobs as { jobId: string }[];
    // Given to the job on arrival, or (mailed before the job reached the code page) held and then given.
    const given = mail.log.filter((l) => /^(held )?inbound mail code given to its job$/.test(l.message));
    expect(given.map((l) => l.fields)).toEqual([
      {
        agencyId: stack.agencyId,
        senderDomain: 'ironcladspecialty.example',
        jobId: job!.jobId,
        carrierId: IRONCLAD,
      },
    ]);

    // Relayed, not kept; consumed, not stored.
    const box = (await (await fetch(`${stack.sandbox.url}/_sandbox/mail`)).json()) as { messages: unknown[] };
    expect(box.messages).toEqual([]);
    expect(await stack.db.query('SELECT job_id FROM job_resolutions')).toEqual([]);
    const logged = JSON.stringify(mail.log);
    // Six digits standing alone (a response time's decimals, such as 551.932041, are not a code).
    expect(logged).not.toMatch(/(?<![\w.])\d{6}(?!\w)/);
    expect(logged).not.toContain('sign-in code is');
  });
});
