// Outgoing safety: no delivery reaches a private or loopback address (judged at connect time, on the
// address a name resolves to then), redirects are not followed, response bodies are read up to a bound.
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Resolver } from '../../src/webhooks/ssrf.ts';
import { backend } from '../helpers/db.ts';
import { createHarness, type DeliveryJson, type Harness } from './harness.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const done = (d: DeliveryJson) => d.status !== 'pending';

/** DNS as the test wants it: fixed answers, every lookup counted. */
function fakeDns(answers: Record<string, string>) {
  const lookups: string[] = [];
  const resolve: Resolver = (hostname, _options, callback) => {
    lookups.push(hostname);
    const address = answers[hostname];
    if (!address) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 } satisfies LookupAddress]);
  };
  return { resolve, lookups };
}

describe(`webhook delivery safety (${backend})`, () => {
  let h: Harness | undefined;
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await h?.close();
    h = undefined;
    for (const close of closers.splice(0)) await close();
  });
  const receiverFor = async (...args: Parameters<typeof startReceiver>): Promise<Receiver> => {
    const receiver = await startReceiver(...args);
    closers.push(() => receiver.close());
    return receiver;
  };

  it('refuses a URL resolving to a private or loopback address, at connect time', async () => {
    const receiver = await receiverFor();
    const dns = fakeDns({ 'hooks.partner.example': '10.0.0.7', 'sneaky.partner.example': '127.0.0.1' });
    h = await createHarness({ allowLoopback: false, retryDelaysMs: [], resolve: dns.resolve });
    // registration does not resolve names; both are accepted as HTTPS URLs
    const privateHook = await h.register('https://hooks.partner.example/quoting');
    // this name leads to a real receiver listening on loopback
    const loopHook = await h.register(`https://sneaky.partner.example:${receiver.port}/hooks`);
    const eventId = await h.emit('job.completed', { jobId: 'job_ssrf' });

    const refused = await h.waitForDelivery(privateHook.id, eventId, done);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.attemptLog[0]).toMatchObject({
      statusCode: null,
      succeeded: false,
      error: 'refused to connect to hooks.partner.example: 10.0.0.7 is a private address',
    });
    const loop = await h.waitForDelivery(loopHook.id, eventId, done);
    expect(loop.attemptLog[0]!.error).toBe(
      'refused to connect to sneaky.partner.example: 127.0.0.1 is a loopback address',
    );
    expect(receiver.requests).toHaveLength(0);
    expect(dns.lookups).toEqual(expect.arrayContaining(['hooks.partner.example', 'sneaky.partner.example']));

    // the API refuses what it can judge without DNS
    const res = await h.api.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: h.api.agency.headers,
      payload: { url: receiver.url, events: ['job.completed'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors.url).toEqual([
      'must not point to a loopback address (accepted only when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)',
    ]);
  });

  it('judges the address on every connection: a name that turns private later is refused then', async () => {
    const receiver = await receiverFor();
    let answer = '127.0.0.1';
    const resolve: Resolver = (_host, _options, callback) => callback(null, [{ address: answer, family: 4 }]);
    // loopback stands in for "public" here: the operator allows it, private stays refused
    h = await createHarness({ retryDelaysMs: [], resolve });
    const webhook = await h.register(`http://localhost:${receiver.port}/hooks`);
    const first = await h.emit('job.completed', { jobId: 'job_dns1' });
    expect(await h.waitForDelivery(webhook.id, first, done)).toMatchObject({ status: 'succeeded' });
    // kept-alive sockets were checked when they connected; a new connection looks the name up again
    await h.stop();
    answer = '192.168.1.20';
    await h.start({ resolve });
    const second = await h.emit('job.completed', { jobId: 'job_dns2' });
    const refused = await h.waitForDelivery(webhook.id, second, done);
    expect(refused.attemptLog[0]!.error).toBe(
      'refused to connect to localhost: 192.168.1.20 is a private address',
    );
    expect(receiver.requests).toHaveLength(1);
  });

  it('does not follow redirects', async () => {
    const target = await receiverFor();
    const redirecting = await receiverFor(() => ({ status: 307, headers: { location: target.url } }));
    h = await createHarness({ retryDelaysMs: [] });
    const webhook = await h.register(redirecting.url);
    const eventId = await h.emit('job.completed', { jobId: 'job_redirect' });
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivery.status).toBe('failed');
    expect(delivery.attemptLog[0]).toMatchObject({
      statusCode: 307,
      error: 'receiver answered HTTP 307 (redirects are not followed)',
    });
    expect(redirecting.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it('reads at most 1 KiB of a response, even an endless one', async () => {
    let streams = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        streams += 1;
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = 'é'.repeat(700); // 1400 bytes a write, cut mid-character at 1024
        const pump = setInterval(() => (res.destroyed ? clearInterval(pump) : res.write(chunk)), 5);
        res.on('close', () => clearInterval(pump));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    h = await createHarness({ retryDelaysMs: [] });
    const webhook = await h.register(`http://127.0.0.1:${(server.address() as AddressInfo).port}/endless`);
    const eventId = await h.emit('job.completed', { jobId: 'job_endless' });
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivery.status).toBe('succeeded');
    const excerpt = delivery.attemptLog[0]!.responseExcerpt!;
    expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(1024);
    expect(Buffer.byteLength(excerpt)).toBeGreaterThan(1000);
    expect(excerpt.startsWith('éé')).toBe(true);
    expect(delivery.attemptLog[0]!.latencyMs).toBeLessThan(1000);
    expect(streams).toBe(1);
  });

  it('ends the read of a 2xx whose body never ends at the deadline, and counts the answer', async () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('accepted, ');
        const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write('.')), 100);
        res.on('close', () => clearInterval(drip));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    h = await createHarness({ retryDelaysMs: [], timeoutMs: 1000 });
    const webhook = await h.register(`http://127.0.0.1:${(server.address() as AddressInfo).port}/drip`);
    const eventId = await h.emit('job.completed', { jobId: 'job_drip' });
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attemptLog[0]!.responseExcerpt).toMatch(/^accepted, \.+$/);
  });

  it('logs a receiver that is not listening as connection refused', async () => {
    const gone = await startReceiver();
    await gone.close();
    h = await createHarness({ retryDelaysMs: [100] });
    const webhook = await h.register(gone.url);
    const eventId = await h.emit('job.completed', { jobId: 'job_refused' });
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2 });
    expect(delivery.attemptLog.map((a) => a.error)).toEqual([
      'connection refused (ECONNREFUSED)',
      'connection refused (ECONNREFUSED)',
    ]);
  });
});
