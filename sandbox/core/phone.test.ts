// The sandbox phone pointed at an SMS webhook (a real HTTP receiver on loopback): each code a portal
// texts is posted form-encoded with From, To and Body, signed by the documented X-Twilio-Signature
// algorithm over the signature URL; the control API never shows the token; a receiver that is down or
// slow never holds up the portal, its failure is logged without the code, and the inbox keeps it.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../server.ts';
import { shortCodeOf } from './phone.ts';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The documented algorithm, written out here: the URL, then each name and value sorted by name. */
function expectedSignature(token: string, url: string, params: URLSearchParams): string {
  const data = [...params.keys()].sort().reduce((acc, name) => acc + name + params.get(name), url);
  return createHmac('sha1', token).update(data).digest('base64');
}

describe('the sandbox phone', () => {
  let sandbox: Sandbox;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  const logged: string[] = [];
  let answerAfterMs = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        setTimeout(
          () => res.writeHead(200, { 'content-type': 'text/xml' }).end('<Response/>'),
          answerAfterMs,
        );
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/inbound/sms`;
    sandbox = await startSandbox({ port: 0, profile: 'fast', phoneLog: (m) => logged.push(m) });
  });
  afterAll(async () => {
    await sandbox?.close();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });
  afterEach(async () => {
    await fetch(`${sandbox.url}/_sandbox/phone`, { method: 'DELETE' });
    received.length = 0;
    logged.length = 0;
    answerAfterMs = 0;
  });

  const point = (body: unknown) =>
    fetch(`${sandbox.url}/_sandbox/phone`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('posts each code, signed, with the carrier’s short code, the agency’s number and the carrier’s text', async () => {
    const token = 'phone-test-token-0123456789abcdef';
    const signatureUrl = 'https://quotes.example.test/inbound/sms';
    const res = await point({ webhookUrl: receiverUrl, authToken: token, to: '+15550100123', signatureUrl });
    expect(res.status).toBe(200);
    const shown = await res.text();
    expect(shown).not.toContain(token);
    expect(JSON.parse(shown)).toEqual({
      forwarding: { webhookUrl: receiverUrl, to: '+15550100123', signatureUrl },
    });

    const taken = sandbox.phone.taken();
    const code = sandbox.state.inbox.send('summit-mutual', 'demo.agent', new Date());
    await sandbox.phone.idle();
    expect(received).toHaveLength(1);
    expect(sandbox.phone.taken()).toBe(taken + 1);
    const [post] = received;
    expect(post!.url).toBe('/inbound/sms');
    expect(post!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const params = new URLSearchParams(post!.body);
    expect(params.get('From')).toBe(shortCodeOf('summit-mutual'));
    expect(params.get('From')).toMatch(/^[0-9]{5}$/);
    expect(params.get('To')).toBe('+15550100123');
    expect(params.get('Body')).toBe(
      `Summit Mutual Insurance: ${code} is your verification code. It expires in 10 minutes.`,
    );
    expect(params.get('MessageSid')).toMatch(/^SM[0-9a-f]{32}$/);
    expect(post!.headers['x-twilio-signature']).toBe(expectedSignature(token, signatureUrl, params));
    expect(post!.headers['x-twilio-signature']).not.toBe(expectedSignature(token, receiverUrl, params));
    // The inbox still holds the code; the control API shows the post's answer and never the token.
    expect(sandbox.state.inbox.list({ carrierId: 'summit-mutual' })[0]?.code).toBe(code);
    const state = await (await fetch(`${sandbox.url}/_sandbox/phone`)).text();
    expect(state).not.toContain(token);
    expect(JSON.parse(state).deliveries[0]).toMatchObject({ carrierId: 'summit-mutual', status: 200 });
  });

  it('signs over the webhook URL itself when no signature URL is given', async () => {
    const token = 'another-token-0123456789abcdef01';
    await point({ webhookUrl: receiverUrl, authToken: token, to: '+15550100123' });
    const code = sandbox.state.inbox.send('pioneer-casualty', 'demo.agency', new Date());
    await sandbox.phone.idle();
    const params = new URLSearchParams(received[0]!.body);
    expect(params.get('Body')).toContain(`Pioneer Casualty Group: ${code}`);
    expect(received[0]!.headers['x-twilio-signature']).toBe(expectedSignature(token, receiverUrl, params));
  });

  it('never holds up the portal: a slow endpoint is posted to in the background', async () => {
    answerAfterMs = 1500;
    await point({ webhookUrl: receiverUrl, authToken: 'slow-token-0123456789abcdef', to: '+15550100123' });
    const started = Date.now();
    sandbox.state.inbox.send('summit-mutual', 'demo.agent', new Date());
    expect(Date.now() - started).toBeLessThan(100);
    await sandbox.phone.idle();
    expect(received).toHaveLength(1);
  });

  it('logs a failed post without the code, and keeps the code in the inbox', async () => {
    await point({
      webhookUrl: 'http://127.0.0.1:1/inbound/sms',
      authToken: 'down-token-0123456789ab',
      to: '+15550100123',
    });
    const taken = sandbox.phone.taken();
    const code = sandbox.state.inbox.send('summit-mutual', 'demo.agent', new Date());
    await sandbox.phone.idle();
    expect(sandbox.phone.taken()).toBe(taken);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /sandbox phone: posting summit-mutual's text to http:\/\/127\.0\.0\.1:1\/inbound\/sms failed/,
    );
    expect(logged[0]).not.toContain(code);
    expect(logged[0]).not.toContain('down-token');
    expect(sandbox.state.inbox.list({ carrierId: 'summit-mutual' })[0]?.code).toBe(code);
  });

  it('texts each login’s phone on file when no number is set (one provider account, many agencies)', async () => {
    const token = 'shared-token-0123456789abcdef01';
    const res = await point({ webhookUrl: receiverUrl, authToken: token });
    expect(res.status).toBe(200);
    sandbox.state.accounts.add({
      carrierId: 'summit-mutual',
      username: 'bench.agent01',
      password: 'Summit#Bench2026',
      phone: '+1 (555) 020-0001',
    });
    const code = sandbox.state.inbox.send('summit-mutual', 'bench.agent01', new Date());
    // demo.agent's phone on file is written "+1 (312) 555-0142"; a login without one is not texted.
    sandbox.state.inbox.send('summit-mutual', 'demo.agent', new Date());
    sandbox.state.inbox.send('bluebonnet', 'demo.agency', new Date());
    await sandbox.phone.idle();
    const posts = received.map((r) => ({ params: new URLSearchParams(r.body), signature: r.headers }));
    expect(posts.map((p) => p.params.get('To'))).toEqual(['+15550200001', '+13125550142']);
    expect(posts[0]!.params.get('Body')).toContain(code);
    expect(posts[0]!.signature['x-twilio-signature']).toBe(
      expectedSignature(token, receiverUrl, posts[0]!.params),
    );
    expect(logged).toEqual(["sandbox phone: bluebonnet's login has no phone on file to text"]);
  });

  it('refuses a bad pointing with 400, and stops forwarding on DELETE', async () => {
    for (const body of [
      {},
      { webhookUrl: 'ftp://x', authToken: 't', to: '+15550100123' },
      { webhookUrl: receiverUrl, authToken: '', to: '+15550100123' },
      { webhookUrl: receiverUrl, authToken: 't', to: '5550100123' },
      { webhookUrl: receiverUrl, authToken: 't', to: '+15550100123', signatureUrl: 'nope' },
    ]) {
      const res = await point(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBeTruthy();
    }
    await point({ webhookUrl: receiverUrl, authToken: 'token-0123456789abcdef', to: '+15550100123' });
    expect((await fetch(`${sandbox.url}/_sandbox/phone`, { method: 'DELETE' })).status).toBe(200);
    expect((await (await fetch(`${sandbox.url}/_sandbox/phone`)).json()).forwarding).toBeNull();
    sandbox.state.inbox.send('summit-mutual', 'demo.agent', new Date());
    await sandbox.phone.idle();
    expect(received).toEqual([]);
  });
});
