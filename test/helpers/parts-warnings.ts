// What the API tests of the parts' warnings share (test/api/quotes-parts-warnings*.test.ts): a test API
// on the fixed clock, started before the file's tests and closed after, and the shapes they read.
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApi, TEST_NOW, type TestApi } from './api.ts';

export type Warning = { jobId: string; carrierId: string; line: string; field: string; message: string };
export type Job = { jobId: string; carrierId: string; lineOfBusiness: string };
export type Need = {
  field: string;
  given: boolean;
  jobs: { carrierId: string; line: string; need: string }[];
};

/** Call inside a `describe`: `post` expects the requirements operation's 200 or a create's 201. */
export function partsApi() {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => TEST_NOW });
  });
  afterAll(() => api.close());
  const post = async (url: string, payload: unknown) => {
    const res = await api.app.inject({
      method: 'POST',
      url,
      headers: api.agency.headers,
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(url.endsWith('requirements') ? 200 : 201);
    return res.json().data;
  };
  /** A create: its warnings and jobs. */
  const create = async (payload: unknown) =>
    (await post('/v1/quotes', payload)) as { warnings: Warning[]; jobs: Job[] };
  return { post, create };
}
