// Ironclad's 10-minute idle timeout and the timed-out sign-in, over plain HTTP with a settable clock.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../server.ts';
import { IRONCLAD_ACCOUNTS, IRONCLAD_ID, ironcladPortal } from './index.ts';
import { IDLE_TIMEOUT_MINUTES } from './session.ts';

let sandbox: Sandbox;
let clock = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, profile: 'fast', portals: [ironcladPortal], now: () => clock });
});
afterAll(async () => sandbox?.close());

interface Answer {
  status: number;
  location?: string;
  cookie?: string;
  body: string;
}

function request(
  path: string,
  options: { method?: string; body?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host: `ironclad.localhost:${sandbox.port}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: sandbox.port, path, method: options.method ?? 'GET', headers },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            // The portal's own cookie, not the load balancer's affinity cookie (sandbox/server.ts).
            cookie: res.headers['set-cookie']
              ?.map((set) => set.split(';')[0]!)
              .find((pair) => !pair.startsWith('lb_affinity=')),
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function signIn(): Promise<string> {
  const { username, password } = IRONCLAD_ACCOUNTS[0]!;
  const answer = await request('/signin', {
    method: 'POST',
    body: `userid=${username}&password=${password}`,
  });
  expect(answer.location).toBe('/exchange/home');
  return answer.cookie!;
}

describe('Ironclad sessions', () => {
  it('keeps a session used within the idle timeout', async () => {
    const cookie = await signIn();
    clock = new Date(clock.getTime() + (IDLE_TIMEOUT_MINUTES - 1) * 60_000);
    expect((await request('/exchange/home', { cookie })).status).toBe(200);
  });

  it('times out after 10 idle minutes and sends the form back to sign-in with next', async () => {
    const cookie = await signIn();
    clock = new Date(clock.getTime() + (IDLE_TIMEOUT_MINUTES + 1) * 60_000);
    const answer = await request('/exchange/new?product=gl', {
      method: 'POST',
      cookie,
      body: 'insured_name=x',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/signin?reason=timeout&next=%2Fexchange%2Fnew%3Fproduct%3Dgl');
    const signInPage = await request(answer.location!);
    expect(signInPage.body).toContain('Your session timed out for security.');
    expect(signInPage.body).toContain('name="next" value="/exchange/new?product=gl"');
    expect(sandbox.state.submissions.list(IRONCLAD_ID)).toEqual([]);
  });

  it('sends a visitor without a session to sign-in without the timeout notice', async () => {
    const answer = await request('/exchange/home');
    expect(answer.location).toBe('/signin?next=%2Fexchange%2Fhome');
  });

  it('follows only Exchange paths after sign-in', async () => {
    const { username, password } = IRONCLAD_ACCOUNTS[0]!;
    const body = `userid=${username}&password=${password}&next=${encodeURIComponent('https://evil.example/')}`;
    expect((await request('/signin', { method: 'POST', body })).location).toBe('/exchange/home');
  });
});
