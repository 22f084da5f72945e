// What a take-over teaches, stored (decision 0030): a value equal to one of the submission's is proposed
// as that control's field with the job and the person, an unknown button that left the screen as its
// continue action, other values remembered as the client's answers; nothing is active before an admin
// accepts it, a secret never reaches the store, and the same proposal is not made twice.
import { afterEach, describe, expect, it } from 'vitest';
import { learnFromHold } from '../../src/runs/learn-from-take-over.ts';
import { findClientAnswers } from '../../src/store/client-answers.ts';
import { activeMappingsFor, listAgencyMappings } from '../../src/store/learned-mappings.ts';
import { insertUser } from '../../src/store/users.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

describe(`learning from a take-over (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('proposes, remembers the client’s answers, logs, and keeps secrets out', async () => {
    t = await createTestDb();
    const { db } = t;
    const seeded = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ carrierId: 'bluebonnet', status: 'running' }],
    });
    const person = await insertUser(db, {
      agencyId: seeded.agencyId,
      email: 'taker@agency.test',
      role: 'agent',
      passwordHash: 'x',
    });
    const submission = validCreateBody({ input: { zipCode: '78701' } });
    const job = { id: seeded.jobIds[0]!, agencyId: seeded.agencyId, carrierId: 'bluebonnet' };
    const url = 'https://bluebonnet.test/territory';
    const heading = 'Territory confirmation';
    const logged: Record<string, unknown>[] = [];
    const hold = () =>
      learnFromHold(
        { db, log: (_message, fields) => logged.push(fields ?? {}) },
        {
          job,
          clientId: seeded.clientId,
          submission,
          userId: person!.id,
          recording: {
            startHeading: heading,
            endHeading: 'Coverage',
            events: [
              { type: 'set', label: 'Zip/Postal', control: 'text', value: '78701', url, heading },
              { type: 'set', label: 'Portal PIN', control: 'password', secret: true, url, heading },
              { type: 'set', label: 'Storefront signage', control: 'text', value: 'Neon', url, heading },
              { type: 'press', caption: 'Lodge', url, heading },
            ],
          },
        },
      );
    await hold();

    const stored = await listAgencyMappings(db, seeded.agencyId);
    expect(
      stored.map((m) => [m.kind, m.screen, m.label, m.field, m.state, m.jobId, m.proposedBy]).sort(),
    ).toEqual([
      ['continue', heading, 'Lodge', '', 'proposed', job.id, person!.id],
      ['field', heading, 'Zip/Postal', 'input.zipCode', 'proposed', job.id, person!.id],
    ]);
    expect(await activeMappingsFor(db, seeded.agencyId, 'bluebonnet')).toEqual([]);
    expect(
      await findClientAnswers(db, seeded.clientId, [
        'bluebonnet:storefront_signage',
        'bluebonnet:portal_pin',
      ]),
    ).toEqual([{ questionKey: 'bluebonnet:storefront_signage', answer: 'Neon' }]);
    expect(logged[0]).toMatchObject({
      jobId: job.id,
      proposed: [`${heading}: Zip/Postal → input.zipCode`, `${heading}: continue "Lodge"`],
      answersRemembered: ['bluebonnet:storefront_signage'],
    });

    // The same hold again proposes nothing new.
    await hold();
    expect((await listAgencyMappings(db, seeded.agencyId)).length).toBe(2);
    expect(logged[1]).toMatchObject({ proposed: [] });
  });
});
