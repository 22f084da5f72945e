import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entriesWithSecrets, redactTraceFile, TraceNotCleanError } from './redact-trace.ts';
import { secretPattern } from './secret-variants.ts';

const password = 'Bluebonnet!2025 ü&<x>';
const code = '493017';

/** How the secret reaches a trace: a form post, a query string, JSON, a DOM snapshot, base64. */
function encodings(secret: string): string[] {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  return [
    new URLSearchParams({ user_password: secret }).toString(),
    `?p=${encodeURIComponent(secret)}`,
    `?p=${encodeURI(secret)}`,
    `?p=${escape(secret)}`,
    JSON.stringify({ postData: secret }),
    JSON.stringify({ value: secret }).replace(
      /[!&<>]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    `<input value="${secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}">`,
    b64(`user=a&password=${secret}`),
    b64(`x${secret}tail`),
    b64(`xy${secret}`),
    Buffer.from(`{"p":"${secret}"}`).toString('base64url'),
    new URLSearchParams({ pw: secret }).toString().replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
  ];
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'redact-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function traceWith(entries: Record<string, string | Uint8Array>): Promise<string> {
  const file = path.join(dir, 'raw.zip');
  const bytes = (v: string | Uint8Array) => (typeof v === 'string' ? strToU8(v) : v);
  const zip = zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, bytes(v)])));
  await writeFile(file, zip);
  return file;
}

describe('trace scrubbing', () => {
  it('finds the secret in every encoding a trace may hold it in', () => {
    for (const [i, written] of encodings(password).entries()) {
      const found = entriesWithSecrets({ [`e${i}`]: Buffer.from(written, 'utf8') }, [password]);
      expect(found, written).toEqual([`e${i}`]);
    }
  });

  it('removes every encoding of passwords and one-time codes, and the result verifies clean', async () => {
    const body = [...encodings(password), ...encodings(code)].join('\n');
    const raw = await traceWith({ 'trace.network': body, 'resources/abc.dat': body });
    const target = path.join(dir, 'trace.zip');
    await redactTraceFile(raw, target, [password, code]);
    const entries = unzipSync(new Uint8Array(await readFile(target)));
    expect(entriesWithSecrets(entries, [password, code])).toEqual([]);
    const text = Buffer.from(entries['trace.network']!).toString('latin1');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('Bluebonnet%212025');
    expect((await stat(target)).mode & 0o777).toBe(0o600);
    await expect(stat(raw)).rejects.toThrow(); // the raw trace never stays
  });

  it('adds the entries a window kept beside the archive (requests, pages), scrubbed alike', async () => {
    const raw = await traceWith({ 'trace.trace': '{"type":"before"}' });
    const target = path.join(dir, 'trace.zip');
    const har = JSON.stringify({ log: { entries: [{ request: { postData: { text: `pw=${password}` } } }] } });
    await redactTraceFile(raw, target, [password], {
      'requests.har': strToU8(har),
      'pages/1.html': strToU8(
        `<input value="${password.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}">`,
      ),
    });
    const entries = unzipSync(new Uint8Array(await readFile(target)));
    expect(Object.keys(entries).sort()).toEqual(['pages/1.html', 'requests.har', 'trace.trace']);
    expect(entriesWithSecrets(entries, [password])).toEqual([]);
    expect(Buffer.from(entries['requests.har']!).toString()).toContain('pw=[redacted]');
    expect(Buffer.from(entries['pages/1.html']!).toString()).toBe('<input value="[redacted]">');
  });

  it('leaves a one-time code inside longer numbers alone (timestamps) but removes it standing alone', () => {
    const entry = Buffer.from(`{"time":1764${code}12,"value":"${code}"}`);
    expect(entriesWithSecrets({ a: Buffer.from(`{"time":1764${code}12}`) }, [code])).toEqual([]);
    expect(entriesWithSecrets({ a: entry }, [code])).toEqual(['a']);
  });

  it('discards the trace when a secret survives scrubbing (here inside an image entry)', async () => {
    const jpegWithSecret = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(password)]);
    const raw = await traceWith({ 'resources/shot.jpeg': jpegWithSecret });
    const target = path.join(dir, 'trace.zip');
    await expect(redactTraceFile(raw, target, [password])).rejects.toBeInstanceOf(TraceNotCleanError);
    await expect(stat(target)).rejects.toThrow();
    await expect(stat(raw)).rejects.toThrow();
  });

  it('lists the form encoding a browser posts (the leak the old scrubber missed)', () => {
    expect(secretPattern(['Bluebonnet!2025'])!.test('user_password=Bluebonnet%212025')).toBe(true);
  });
});
