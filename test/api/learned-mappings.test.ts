// Learned mappings through the API: a paused job's question shows its proposal, resolving with the
// proposal's value learns the mapping as the key's, the list (newest first, by carrier) and the
// withdrawal, their scopes and roles, another agency's id a 404, and both routes in the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnderwritingQuestion } from '../../src/agents/playbook.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { learnMapping } from '../../src/store/learned-mappings.ts';
import { proposeMapping } from '../../src/store/mapping-proposals.ts';
import { createUser } from '../../src/users/create-user.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { testCodes } from '../helpers/codes.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const question: UnderwritingQuestion = {
  id: 'summit-mutual:workforce-size',
  text: 'Workforce size',
  type: 'integer',
  proposal: {
    field: 'input.numberOfEmployees',
    fieldName: 'Number of employees',
    value: '12',
    screen: 'Business details',
    runnerUp: { field: 'input.fullTimeEmployees', fieldName: 'Full-time employees', value: '10' },
  },
};

describe(`learned mappings API (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api?.close());

  const list = (headers: Record<string, string>, query = '') =>
    api.app.inject({ method: 'GET', url: `/v1/learned-mappings${query}`, headers });

  it('shows the proposal on the pause, and learns it when resolved with its value', async () => {
    const { db } = api;
    const { agencyId, headers } = api.agency;
    const seeded = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ carrierId: 'summit-mutual', status: 'running' }],
      agencyId,
    });
    const job = (await findJob(db, seeded.jobIds[0]!)) as JobRow;
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl: 'https://quotes.example.test', actionTimeoutMs: 60_000 },
      job,
      'AMS-1',
      { type: 'missing_information', message: 'Summit requires 1 item', questions: [question] },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    const read = await api.app.inject({ method: 'GET', url: `/v1/quotes/${seeded.requestId}`, headers });
    expect(read.json().data.jobs[0].actionRequired.questions[0].proposal).toEqual(question.proposal);

    const resolved = await api.app.inject({
      method: 'POST',
      url: `/v1/quotes/${seeded.requestId}/jobs/${job.id}/resolve`,
      headers,
      payload: { answers: { [question.id]: 12 } },
    });
    expect(resolved.statusCode, resolved.body).toBe(202);
    expect(await paused).toMatchObject({ answers: { [question.id]: '12' } });
    const listed = await list(headers);
    expect(listed.statusCode).toBe(200);
    const [learned] = listed.json().data.items;
    expect(learned).toMatchObject({
      carrierId: 'summit-mutual',
      screen: 'Business details',
      label: 'Workforce size',
      field: 'input.numberOfEmployees',
      status: 'active',
      confirmedBy: { id: expect.stringMatching(/^key_/), name: 'test' },
    });
    expect(learned.confirmedAt).toMatch(/Z$/);
  });

  it('lists newest first, filters by carrier, withdraws, and answers 404 for another agency', async () => {
    const { db } = api;
    const mine = await api.addAgency({ credentials: false });
    const theirs = await api.addAgency({ credentials: false });
    const learn = (agencyId: string, carrierId: string, label: string) =>
      learnMapping(db, { agencyId, carrierId, screen: 'S', label, field: 'input.x', confirmedBy: 'usr_x' });
    const a = await learn(mine.agencyId, 'summit-mutual', 'A');
    const b = await learn(mine.agencyId, 'harborline', 'B');
    const c = await learn(theirs.agencyId, 'summit-mutual', 'C');

    expect((await list(mine.headers)).json().data.items.map((m: { id: string }) => m.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect(
      (await list(mine.headers, '?carrierId=summit-mutual'))
        .json()
        .data.items.map((m: { id: string }) => m.id),
    ).toEqual([a.id]);

    const foreign = await api.app.inject({
      method: 'DELETE',
      url: `/v1/learned-mappings/${c.id}`,
      headers: mine.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await list(theirs.headers)).json().data.items[0]).toMatchObject({ id: c.id, status: 'active' });
    expect(
      (
        await api.app.inject({
          method: 'DELETE',
          url: '/v1/learned-mappings/lmap_nope',
          headers: mine.headers,
        })
      ).statusCode,
    ).toBe(404);

    const withdrawn = await api.app.inject({
      method: 'DELETE',
      url: `/v1/learned-mappings/${a.id}`,
      headers: mine.headers,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      id: a.id,
      status: 'withdrawn',
      withdrawnReason: 'withdrawn',
      withdrawnBy: { id: expect.stringMatching(/^key_/) },
    });
    expect((await list(mine.headers)).json().data.items.map((m: { status: string }) => m.status)).toEqual([
      'active',
      'withdrawn',
    ]);
  });

  it('needs the mappings scopes of a key, and the admin role of a person', async () => {
    const quotesOnly = await api.addAgency({ scopes: ['quotes:read', 'quotes:write'], credentials: false });
    const refused = await list(quotesOnly.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('mappings:read');
    const readOnly = await api.addAgency({ scopes: ['mappings:read'], credentials: false });
    expect((await list(readOnly.headers)).statusCode).toBe(200);
    const del = await api.app.inject({
      method: 'DELETE',
      url: '/v1/learned-mappings/lmap_x',
      headers: readOnly.headers,
    });
    expect(del.statusCode).toBe(403);

    const people = await api.addAgency({ credentials: false });
    const signIn = async (email: string, role: 'admin' | 'agent') => {
      await createUser(api.db, {
        agencyId: people.agencyId,
        role,
        email,
        password: 'a long enough password',
      });
      const res = await api.app.inject({
        method: 'POST',
        url: '/app/api/session',
        payload: { email, password: 'a long enough password' },
      });
      const cookie = res.cookies.find((k) => k.name === 'qs_session')!;
      return { cookie: `qs_session=${cookie.value}`, 'x-csrf-token': res.json().data.csrfToken as string };
    };
    const admin = await signIn('admin@learned.test', 'admin');
    const agent = await signIn('agent@learned.test', 'agent');
    expect((await list(admin)).statusCode).toBe(200);
    // Agents read them (proposals included), and decide nothing.
    expect((await list(agent)).statusCode).toBe(200);
    const own = await learnMapping(api.db, {
      agencyId: people.agencyId,
      carrierId: 'summit-mutual',
      screen: 'S',
      label: 'L',
      field: 'input.x',
      confirmedBy: 'usr_x',
    });
    expect(
      (await api.app.inject({ method: 'DELETE', url: `/v1/learned-mappings/${own.id}`, headers: agent }))
        .statusCode,
    ).toBe(403);
    const byAdmin = await api.app.inject({
      method: 'DELETE',
      url: `/v1/learned-mappings/${own.id}`,
      headers: admin,
    });
    expect(byAdmin.json().data.withdrawnBy.id).toMatch(/^usr_/);
  });

  it('shows take-over proposals; an admin accepts or rejects them, an agent cannot, another agency gets 404', async () => {
    const people = await api.addAgency({ credentials: false });
    const other = await api.addAgency({ credentials: false });
    const signIn = async (email: string, role: 'admin' | 'agent') => {
      await createUser(api.db, {
        agencyId: people.agencyId,
        role,
        email,
        password: 'a long enough password',
      });
      const res = await api.app.inject({
        method: 'POST',
        url: '/app/api/session',
        payload: { email, password: 'a long enough password' },
      });
      const cookie = res.cookies.find((k) => k.name === 'qs_session')!;
      return {
        id: res.json().data.user?.id as string | undefined,
        headers: {
          cookie: `qs_session=${cookie.value}`,
          'x-csrf-token': res.json().data.csrfToken as string,
        },
      };
    };
    const admin = await signIn('decider@learned.test', 'admin');
    const agent = await signIn('taker@learned.test', 'agent');
    const [taker] = await api.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'taker@learned.test',
    ]);
    const propose = (label: string, kind: 'field' | 'continue' = 'field') =>
      proposeMapping(api.db, {
        agencyId: people.agencyId,
        carrierId: 'bluebonnet',
        screen: 'Territory confirmation',
        kind,
        label,
        field: kind === 'field' ? 'input.zipCode' : '',
        jobId: 'job_x',
        proposedBy: taker!.id,
        observed: { value: '78701', url: 'https://portal.test/territory' },
      });
    const zip = (await propose('Zip/Postal'))!;
    const lodge = (await propose('Lodge', 'continue'))!;
    const decide = (verb: string, id: string, headers: Record<string, string>) =>
      api.app.inject({ method: 'POST', url: `/v1/learned-mappings/${id}/${verb}`, headers });

    const listed = await list(agent.headers);
    expect(listed.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: zip.id,
          status: 'proposed',
          kind: 'field',
          source: 'take_over',
          label: 'Zip/Postal',
          proposal: {
            jobId: 'job_x',
            by: { id: taker!.id, name: 'taker@learned.test' },
            at: expect.stringMatching(/Z$/),
            value: '78701',
            url: 'https://portal.test/territory',
          },
        }),
        expect.objectContaining({ id: lodge.id, kind: 'continue', label: 'Lodge', field: '' }),
      ]),
    );
    expect((await decide('accept', zip.id, agent.headers)).statusCode).toBe(403);
    expect((await decide('accept', zip.id, other.headers)).statusCode).toBe(404);
    expect((await decide('reject', zip.id, other.headers)).statusCode).toBe(404);
    expect((await decide('accept', 'lmap_nope', admin.headers)).statusCode).toBe(404);

    const accepted = await decide('accept', zip.id, admin.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'active',
      confirmedBy: { name: 'decider@learned.test' },
    });
    const again = await decide('reject', zip.id, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_STATE');
    const rejected = await decide('reject', lodge.id, admin.headers);
    expect(rejected.json().data).toMatchObject({ status: 'withdrawn', withdrawnReason: 'rejected' });
  });

  it('lists both operations in the OpenAPI document with their errors, and the proposal on questions', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const listOp = doc.paths['/v1/learned-mappings'].get;
    const withdrawOp = doc.paths['/v1/learned-mappings/{id}'].delete;
    expect(listOp.operationId).toBe('listLearnedMappings');
    expect(withdrawOp.operationId).toBe('withdrawLearnedMapping');
    for (const status of ['200', '401', '403', '429', '500']) expect(listOp.responses[status]).toBeDefined();
    for (const status of ['200', '401', '403', '404', '429', '500'])
      expect(withdrawOp.responses[status]).toBeDefined();
    for (const verb of ['accept', 'reject']) {
      const op = doc.paths[`/v1/learned-mappings/{id}/${verb}`].post;
      expect(op.operationId).toBe(`${verb}LearnedMapping`);
      for (const status of ['200', '401', '403', '404', '409']) expect(op.responses[status]).toBeDefined();
    }
    expect(JSON.stringify(doc.components.schemas.LearnedMapping.properties.status)).toContain('proposed');
    const questions = doc.components.schemas.ActionRequired.properties.questions.items;
    expect(questions.properties.proposal.properties).toHaveProperty('runnerUp');
    expect(questions.properties.proposal.description).toContain('confirms the mapping');
  });
});
