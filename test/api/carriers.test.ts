// GET /v1/carriers: lines, appetite, credential status, and never a credential.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`carriers (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('lists the seven carriers with lines, appetite and credential status', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/carriers', headers: api.agency.headers });
    expect(res.statusCode).toBe(200);
    const { carriers } = res.json().data;
    expect(carriers.map((c: { carrierId: string }) => c.carrierId)).toEqual([
      'summit-mutual',
      'harborline',
      'pioneer-casualty',
      'ironclad-specialty',
      'bluebonnet',
      'cascade-commercial',
      'larkspur-mutual',
    ]);
    const harborline = carriers.find((c: { carrierId: string }) => c.carrierId === 'harborline');
    expect(harborline.lines).toEqual(['wc', 'gl', 'auto']);
    expect(harborline.credentialStatus).toBe('configured');
    expect(harborline.appetite.find((a: { line: string }) => a.line === 'wc').excludedStates).toEqual([
      'ND',
      'OH',
      'WA',
      'WY',
    ]);
    expect(res.body).not.toMatch(/pw-|S3cret|password|username/i);
  });

  it('shows missing and invalid logins', async () => {
    const bare = await api.addAgency({ credentials: false });
    await api.vault.setCredential({
      agencyId: bare.agencyId,
      carrierId: 'bluebonnet',
      username: 'u',
      password: 'p4ssw0rd!',
    });
    await api.vault.markInvalid(bare.agencyId, 'bluebonnet', 'The portal rejected the login');
    const res = await api.app.inject({ method: 'GET', url: '/v1/carriers', headers: bare.headers });
    const statuses = Object.fromEntries(
      res
        .json()
        .data.carriers.map((c: { carrierId: string; credentialStatus: string }) => [
          c.carrierId,
          c.credentialStatus,
        ]),
    );
    expect(statuses).toEqual({
      'summit-mutual': 'missing',
      harborline: 'missing',
      'pioneer-casualty': 'missing',
      'ironclad-specialty': 'missing',
      bluebonnet: 'invalid',
      'cascade-commercial': 'missing',
      'larkspur-mutual': 'missing',
    });
    expect(res.body).not.toContain('p4ssw0rd!');
  });
});
