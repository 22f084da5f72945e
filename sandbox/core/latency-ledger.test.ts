// The latency each login was given, as GET /_sandbox/latency reports it: two producers sign in to
// Bluebonnet over their own connections (as two browser contexts do); each is given the sign-in page,
// the sign-in and the terms page (5 ms each on the fast profile), the sign-in page joining its login
// once the sign-in's answer sets the session cookie, also when fetched on another connection (by the
// portal's affinity cookie). A visit that never signs in stays unattributed; a reset clears the ledger.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../server.ts';
import { cookieValues } from './latency-ledger.ts';

/**
 * One browser: a kept-alive connection (a new one for each request when `newConnections`) and its
 * cookie jar.
 */
function producer(sandbox: Sandbox, newConnections = false) {
  let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const jar = new Map<string, string>();
  const send = (method: string, path: string, form?: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      if (newConnections) {
        agent.destroy();
        agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      }
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const body = form ? new URLSearchParams(form).toString() : undefined;
      const request = http.request(
        {
          host: '127.0.0.1',
          port: sandbox.port,
          method,
          path,
          agent,
          headers: {
            host: `bluebonnet.localhost:${sandbox.port}`,
            ...(cookie ? { cookie } : {}),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
        },
        (res) => {
          for (const set of res.headers['set-cookie'] ?? []) {
            const pair = set.split(';')[0]!;
            jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
          }
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

describe('the latency ledger', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, profile: 'fast' });
  });
  afterAll(() => sandbox?.close());

  const read = async () =>
    (await (await fetch(`${sandbox.url}/_sandbox/latency?carrierId=bluebonnet`)).json()) as {
      logins: { carrierId: string; username: string; requests: number; ms: number }[];
      unattributed: { carrierId: string; requests: number; ms: number }[];
    };

  it('gives each login the latency of its own requests, the sign-in page included', async () => {
    const logins = [
      { user_id: 'demo.agency', user_password: 'Bluebonnet!2025' },
      { user_id: 'second.producer', user_password: 'Wildflower!2025' },
    ];
    const browsers = logins.map(() => producer(sandbox));
    await Promise.all(
      browsers.map(async (browser, i) => {
        expect(await browser.send('GET', '/agentdesk/login')).toBe(200);
        expect(await browser.send('POST', '/agentdesk/login', logins[i])).toBe(303);
        expect(await browser.send('GET', '/agentdesk/terms')).toBe(200);
      }),
    );
    const stranger = producer(sandbox);
    expect(await stranger.send('GET', '/agentdesk/login')).toBe(200);
    for (const b of [...browsers, stranger]) b.close();

    const ledger = await read();
    expect(ledger.logins.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { carrierId: 'bluebonnet', username: 'demo.agency', requests: 3, ms: 15 },
      { carrierId: 'bluebonnet', username: 'second.producer', requests: 3, ms: 15 },
    ]);
    expect(ledger.unattributed).toEqual([{ carrierId: 'bluebonnet', requests: 1, ms: 5 }]);

    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    expect(await read()).toEqual({ logins: [], unattributed: [] });
  });

  it('joins a sign-in page fetched on another connection to the login, by the affinity cookie', async () => {
    const browser = producer(sandbox, true);
    expect(await browser.send('GET', '/agentdesk/login')).toBe(200);
    expect(
      await browser.send('POST', '/agentdesk/login', {
        user_id: 'demo.agency',
        user_password: 'Bluebonnet!2025',
      }),
    ).toBe(303);
    browser.close();
    const ledger = await read();
    expect(ledger.logins).toEqual([
      { carrierId: 'bluebonnet', username: 'demo.agency', requests: 2, ms: 10 },
    ]);
    expect(ledger.unattributed).toEqual([]);
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  });

  it('reads the values of a Cookie header and of Set-Cookie headers', () => {
    expect(cookieValues('a=1; bb=x%2By', ['s=abc; Path=/; HttpOnly', 'd=; Max-Age=0'])).toEqual([
      '1',
      'x+y',
      'abc',
    ]);
    expect(cookieValues(undefined, undefined)).toEqual([]);
  });
});
