// A job fails on every sandbox portal after signing in (the portal's session dies
// mid-form, every attempt), with tracing on. Every trace and artifact, downloaded over the API and
// unzipped, is grepped for every encoding of the sandbox passwords, TOTP codes and SMS codes: none.
// On PGlite the traces are the default kind (actions, the requests as HAR, the pages as they ended); on
// PostgreSQL `full` ones (DOM snapshots and Playwright's network record): each kind on one store.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceMode } from '../../src/agents/runtime/trace-window.ts';
import { totpCode } from '../../src/agents/totp.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { findSecrets } from '../helpers/secret-grep.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson } from './support/person.ts';

const CARRIERS = ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'];

/** Every TOTP code the seeds produced while the test ran (30-second steps, one either side). */
function totpCodes(seeds: string[], from: number, to: number): string[] {
  const codes: string[] = [];
  for (const seed of seeds) {
    for (let t = from - 30_000; t <= to + 30_000; t += 30_000) codes.push(totpCode(seed, new Date(t)));
  }
  return codes;
}

const mode: TraceMode = backend === 'pglite' ? 'actions' : 'full';

/** What a kept trace of `mode` holds beside the agent's actions, checked on one carrier's archive. */
function expectTraceOfMode(entries: Record<string, Uint8Array>, carrierId: string, portal: string) {
  const events = Object.entries(entries)
    .filter(([name]) => name.endsWith('.trace'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  // Never the screencast (docs/decisions/0013): no frame is a JPEG.
  expect(events, carrierId).not.toContain('"type":"screencast-frame"');
  expect(Object.keys(entries).filter((name) => name.endsWith('.jpeg'))).toEqual([]);
  expect(events, carrierId).toContain('"type":"before"');
  if (mode === 'full') {
    expect(events, carrierId).toContain('"type":"frame-snapshot"');
    return;
  }
  // Actions only (docs/decisions/0018), the window's requests to the portal, the page as it ended.
  expect(events, carrierId).not.toContain('"type":"frame-snapshot"');
  const har = JSON.parse(strFromU8(entries['requests.har']!)) as {
    log: { entries: { request: { url: string }; response: { status: number } }[] };
  };
  const toPortal = har.log.entries.filter((e) => e.request.url.startsWith(portal));
  expect(toPortal.length, carrierId).toBeGreaterThan(0);
  expect(
    toPortal.some((e) => e.response.status >= 200),
    carrierId,
  ).toBe(true);
  expect(strFromU8(entries['pages/1.html']!), carrierId).toMatch(/<html/i);
}

describe(`no secret in any ${mode} trace or artifact of a failed job on every portal (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 3, retryDelaysMs: [100], traces: mode }));
    // Sign-in and MFA pass; the session then dies a few pages into the form, on every attempt.
    // (Harborline counts only its API calls and Ironclad now takes few pages: theirs expire sooner.)
    for (const id of CARRIERS) {
      stack.sandbox.state.faults.set(id, {
        sessionExpiryAfterPages: ['harborline', 'ironclad-specialty'].includes(id) ? 3 : 7,
      });
    }
  }, 120_000);
  afterAll(() => stack?.close());

  it('keeps scrubbed traces of the failing step and no password or code anywhere', async () => {
    const started = Date.now();
    // Austin, TX for Summit and Bluebonnet (BOP, GL) and Harborline (WC); a Chicago supermarket for
    // Pioneer and Ironclad.
    const texas = validCreateBody({
      externalReference: 'TRACE-TX',
      carrierIds: ['summit-mutual', 'bluebonnet'],
      linesRequested: ['bop', 'gl'],
      workersComp: undefined,
    });
    const texasWc = validCreateBody({
      externalReference: 'TRACE-TX-WC',
      carrierIds: ['harborline'],
      linesRequested: ['wc'],
      businessOwners: undefined,
      generalLiability: undefined,
    });
    const chicago = validCreateBody({
      externalReference: 'TRACE-IL',
      carrierIds: ['pioneer-casualty', 'ironclad-specialty'],
      linesRequested: ['bop', 'gl'],
      workersComp: undefined,
      input: {
        businessName: 'Lakeview Fresh Market LLC',
        industryCode: '445110',
        industryDescription: 'Neighborhood supermarket with a deli counter',
        streetAddress: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60606',
      },
      generalLiability: { classCode: '18501', exposureBasis: 'sales', exposure: 2_400_000 },
    });
    const ids: string[] = [];
    for (const body of [texas, texasWc, chicago]) ids.push(await createAndStart(stack, body));
    const runs = await Promise.all(ids.map((id) => playPerson(stack, id, { timeoutMs: 420_000 })));
    const jobs = runs.flatMap((r, i) => (r.quote.jobs as JobView[]).map((j) => ({ ...j, quoteId: ids[i]! })));
    expect(new Set(jobs.map((j) => j.carrierId))).toEqual(new Set(CARRIERS));
    for (const job of jobs) expect(job.status, `${job.carrierId}: ${job.errorMessage}`).toBe('failed');

    const sms = (await (await fetch(`${stack.sandbox.url}/_sandbox/mfa-codes`)).json()) as { code: string }[];
    const accounts = stack.sandbox.portals.flatMap((p) => p.accounts);
    const seeds = accounts.flatMap((a) => (a.totpSeed ? [a.totpSeed] : []));
    const codes = [...sms.map((s) => s.code), ...totpCodes(seeds, started, Date.now())];
    expect(sms.length).toBeGreaterThan(0); // Summit and Pioneer asked for SMS codes, typed by the person
    const secrets = [...accounts.map((a) => a.password), ...seeds, ...codes];

    const found: string[] = [];
    const tracedCarriers = new Set<string>();
    for (const job of jobs) {
      const detail = await stack.app.inject({
        method: 'GET',
        url: `/v1/quotes/${job.quoteId}/jobs/${job.jobId}`,
        headers: stack.headers,
      });
      const artifacts = detail.json().data.artifacts as { kind: string; name: string; url: string }[];
      for (const artifact of artifacts) {
        const res = await stack.app.inject({
          method: 'GET',
          url: new URL(artifact.url).pathname,
          headers: stack.headers,
        });
        expect(res.statusCode).toBe(200);
        const data = new Uint8Array(res.rawPayload);
        if (artifact.kind === 'trace') {
          expect(data.length).toBeGreaterThan(1000);
          expectTraceOfMode(unzipSync(data), job.carrierId, stack.sandbox.origin(job.carrierId));
          tracedCarriers.add(job.carrierId);
        }
        found.push(...findSecrets(`${job.carrierId}/${artifact.name}`, data, secrets));
      }
    }
    // Every portal's failure (after sign-in) kept its evidence: the trace of the failing step.
    expect(found).toEqual([]);
    const detail = JSON.stringify(jobs.map((j) => [j.carrierId, j.errorType, j.errorMessage]));
    expect([...tracedCarriers].sort(), detail).toEqual([...CARRIERS].sort());
  }, 900_000);
});
