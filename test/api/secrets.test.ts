// No response and no log line holds a stored secret: carrier passwords, TOTP seeds, API keys.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`secrets stay secret (${backend})`, () => {
  let api: TestApi;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  beforeAll(async () => {
    api = await createTestApi({ logger: createLogger('trace', sink) });
    await api.vault.setCredential({
      agencyId: api.agency.agencyId,
      carrierId: 'harborline',
      username: 'dana@agency.test',
      password: 'Tr1cky-Passw0rd!',
      totpSeed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
  });
  afterAll(() => api.close());

  it('keeps passwords, seeds and API keys out of responses and logs', async () => {
    const h = api.agency.headers;
    const answers = [
      await api.app.inject({ method: 'GET', url: '/v1/carriers', headers: h }),
      await api.app.inject({
        method: 'POST',
        url: '/v1/quotes',
        headers: h,
        payload: validCreateBody({}, TEST_NOW),
      }),
      await api.app.inject({
        method: 'POST',
        url: '/v1/quotes',
        headers: h,
        payload: { input: { businessName: 1 } },
      }),
      await api.app.inject({ method: 'GET', url: '/v1/quotes', headers: h }),
      await api.app.inject({ method: 'GET', url: '/v1/nope', headers: h }),
    ];
    const everything = [...answers.map((a) => a.body), ...lines].join('\n');
    expect(lines.length).toBeGreaterThan(5); // the logger really captured the requests
    for (const secret of [
      'Tr1cky-Passw0rd!',
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      api.agency.apiKey,
      'pw-summit-mutual-S3cret!',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
