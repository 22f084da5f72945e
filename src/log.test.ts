// Both log formats redact the same paths; pretty is chosen only for a terminal outside production.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormat } from './log.ts';

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

const secretRequest = {
  req: { headers: { authorization: 'Bearer sk_live_supersecret', 'idempotency-key': 'k-1' } },
  login: { password: 'hunter2!', username: 'agent@example.test' },
};

describe('logs', () => {
  it('writes JSON lines with secrets redacted', () => {
    const out = sink();
    createLogger('info', out.stream, 'json').info(secretRequest, 'request received');
    const line = JSON.parse(out.text());
    expect(line.msg).toBe('request received');
    expect(line.req.headers.authorization).toBe('[redacted]');
    expect(line.login.password).toBe('[redacted]');
    expect(out.text()).not.toMatch(/supersecret|hunter2/);
  });

  it('writes readable lines with the same redaction', async () => {
    const out = sink();
    createLogger('info', out.stream, 'pretty').info(secretRequest, 'request received');
    await new Promise((resolve) => setImmediate(resolve));
    const text = out.text();
    expect(text).toMatch(/INFO.*request received/);
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toContain('[redacted]');
    expect(text).toContain('agent@example.test');
    expect(text).not.toMatch(/supersecret|hunter2|k-1/);
  });

  it('is pretty only at a terminal outside production', () => {
    expect(logFormat({ production: false, isTTY: true })).toBe('pretty');
    expect(logFormat({ production: false, isTTY: undefined })).toBe('json');
    expect(logFormat({ production: true, isTTY: true })).toBe('json');
  });
});

describe("a request's address", () => {
  it("is logged without the live view's token", async () => {
    const out = sink();
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ loggerInstance: createLogger('info', out.stream, 'json') });
    app.get('/live', async () => 'ok');
    await app.inject({ url: '/live?token=eyJqb2I.1.c2lnbmF0dXJl&x=1' });
    await app.close();
    const incoming = JSON.parse(out.text().split('\n')[0]!);
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/live?token=[redacted]&x=1' });
    expect(out.text()).not.toContain('c2lnbmF0dXJl');
  });
});
