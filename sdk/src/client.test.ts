// The client's operations against a real local HTTP server: the method, path, query and body each sends,
// and what it makes of the answer (webhook update, the delivery log and redelivery, an artifact's bytes,
// carriers with their requirements, learned mappings). The package's version is the API's.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { NotFoundError } from './errors.ts';

type Seen = { method: string; url: string; body: unknown; key: string | undefined };
type Answer = { status?: number; data?: unknown; raw?: Buffer; headers?: Record<string, string> };
let server: http.Server | undefined;

/** Answers by `METHOD path` (the query left out); records every request. */
async function serve(routes: Record<string, (url: URL) => Answer>) {
  const seen: Seen[] = [];
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      body: text ? JSON.parse(text) : undefined,
      key: req.headers['idempotency-key'] as string | undefined,
    });
    const route = routes[`${req.method} ${url.pathname}`];
    const answer = route?.(url) ?? {
      status: 404,
      data: { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    const status = answer.status ?? 200;
    if (answer.raw) {
      res.writeHead(status, answer.headers);
      res.end(answer.raw);
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status < 300 ? { success: true, data: answer.data } : answer.data));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, client: createClient({ baseUrl, apiKey: 'sk_test', retryBaseMs: 10, maxRetries: 0 }) };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const webhook = {
  id: 'wh_1',
  url: 'https://ams.example.com/hooks',
  events: ['job.completed'],
  enabled: true,
};
const delivery = (id: string) => ({ id, webhookId: 'wh_1', event: 'job.completed', status: 'failed' });

describe('client operations', () => {
  it('updates a webhook with PATCH and the fields given', async () => {
    const { seen, client } = await serve({
      'PATCH /v1/webhooks/wh_1': () => ({ data: { ...webhook, enabled: false } }),
    });
    const updated = await client.webhooks.update('wh_1', { enabled: false, events: ['quote.completed'] });
    expect(updated.enabled).toBe(false);
    expect(seen).toEqual([
      {
        method: 'PATCH',
        url: '/v1/webhooks/wh_1',
        body: { enabled: false, events: ['quote.completed'] },
        key: undefined,
      },
    ]);
  });

  it('lists deliveries with their filters, walks every page, reads one and redelivers it', async () => {
    const { seen, client } = await serve({
      'GET /v1/webhooks/wh_1/deliveries': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? { data: { items: [delivery('dlv_3')], nextCursor: null } }
          : { data: { items: [delivery('dlv_1'), delivery('dlv_2')], nextCursor: 'c2' } },
      'GET /v1/webhooks/wh_1/deliveries/dlv_2': () => ({ data: delivery('dlv_2') }),
      'POST /v1/webhooks/wh_1/deliveries/dlv_2/redeliver': () => ({
        status: 202,
        data: { ...delivery('dlv_2'), status: 'pending' },
      }),
    });
    const page = await client.webhooks.deliveries('wh_1', { status: 'failed', limit: 2 });
    expect(page.items.map((d) => d.id)).toEqual(['dlv_1', 'dlv_2']);
    expect(page.nextCursor).toBe('c2');
    const all: string[] = [];
    for await (const d of client.webhooks.iterateDeliveries('wh_1', { status: 'failed' })) all.push(d.id);
    expect(all).toEqual(['dlv_1', 'dlv_2', 'dlv_3']);
    expect((await client.webhooks.delivery('wh_1', 'dlv_2')).id).toBe('dlv_2');
    const again = await client.webhooks.redeliver('wh_1', 'dlv_2', { idempotencyKey: 'redeliver-dlv_2-1' });
    expect(again.status).toBe('pending');

    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/webhooks/wh_1/deliveries?status=failed&limit=2',
      'GET /v1/webhooks/wh_1/deliveries?status=failed',
      'GET /v1/webhooks/wh_1/deliveries?status=failed&cursor=c2',
      'GET /v1/webhooks/wh_1/deliveries/dlv_2',
      'POST /v1/webhooks/wh_1/deliveries/dlv_2/redeliver',
    ]);
    expect(seen.at(-1)!.key).toBe('redeliver-dlv_2-1');
  });

  it("downloads an artifact's bytes with its type and file name; a missing one is a NotFoundError", async () => {
    const pdf = Buffer.from('%PDF-1.7\n\x00\xff binary');
    const { seen, client } = await serve({
      'GET /v1/quotes/qr_1/jobs/job_1/artifacts/art_1': () => ({
        raw: pdf,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="quote.pdf"' },
      }),
    });
    const file = await client.quotes.artifact('qr_1', 'job_1', 'art_1');
    expect(file).toEqual({
      contentType: 'application/pdf',
      fileName: 'quote.pdf',
      body: new Uint8Array(pdf),
    });
    await expect(client.quotes.artifact('qr_1', 'job_1', 'art_gone')).rejects.toBeInstanceOf(NotFoundError);
    expect(seen.map((s) => s.url)).toEqual([
      '/v1/quotes/qr_1/jobs/job_1/artifacts/art_1',
      '/v1/quotes/qr_1/jobs/job_1/artifacts/art_gone',
    ]);
  });

  it("lists carriers with each line's requirements", async () => {
    const requirements = {
      maxDaysAhead: 90,
      requiredFields: [{ field: 'input.fein', label: 'Tax ID (FEIN)' }],
      asked: [],
      businessTypesAsked: [],
      ranges: [],
      options: [],
    };
    const carrier = {
      carrierId: 'harborline',
      name: 'Harborline',
      lines: ['gl'],
      credentialStatus: 'configured',
      appetite: [{ line: 'gl', states: ['IL'], naicsPrefixes: [], excludedStates: [], requirements }],
    };
    const { client } = await serve({ 'GET /v1/carriers': () => ({ data: { carriers: [carrier] } }) });
    const [listed] = await client.carriers.list();
    expect(listed!.appetite[0]!.requirements.requiredFields).toEqual([
      { field: 'input.fein', label: 'Tax ID (FEIN)' },
    ]);
  });

  it('lists learned mappings of one carrier and withdraws one', async () => {
    const mapping = { id: 'lmap_1', carrierId: 'harborline', label: 'Workforce size', status: 'active' };
    const { seen, client } = await serve({
      'GET /v1/learned-mappings': () => ({ data: { items: [mapping] } }),
      'DELETE /v1/learned-mappings/lmap_1': () => ({ data: { ...mapping, status: 'withdrawn' } }),
    });
    expect(await client.learnedMappings.list({ carrierId: 'harborline' })).toEqual([mapping]);
    expect((await client.learnedMappings.withdraw('lmap_1')).status).toBe('withdrawn');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/learned-mappings?carrierId=harborline',
      'DELETE /v1/learned-mappings/lmap_1',
    ]);
  });
});

describe('the package', () => {
  it("is versioned as the API it describes (sdk/openapi.json's info.version)", () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
    expect(read('package.json').version).toBe(read('openapi.json').info.version);
  });
});
