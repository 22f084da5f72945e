// A quote with the SDK from TypeScript: what the carrier requires before sending, the run followed as it
// changes, a person pointed to the app when a job needs one, results and their documents downloaded, and
// the delivery log of each registered webhook.
//
//   QUOTING_API_KEY=sk_… node first-quote.ts    (Node 22.18 or later strips the types; or compile it)
//
// QUOTING_API_URL defaults to the demo's address; the body is quote-request.json beside this file.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  type CarrierRequirements,
  type CreateQuoteRequestBody,
  createClient,
  NotFoundError,
  type QuoteRequest,
  type Result,
} from '@quoting-service/sdk';

const apiKey = process.env.QUOTING_API_KEY;
if (!apiKey) throw new Error('set QUOTING_API_KEY to the key `npm start` printed');
const client = createClient({ baseUrl: process.env.QUOTING_API_URL ?? 'http://127.0.0.1:3000', apiKey });

const body: CreateQuoteRequestBody = JSON.parse(
  readFileSync(new URL('./quote-request.json', import.meta.url), 'utf8'),
);
const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
body.input.policyStartDate = inTwoWeeks.toLocaleDateString('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});

// What each chosen carrier requires for each line, before anything is sent.
for (const carrier of await client.carriers.list()) {
  if (!body.carrierIds.includes(carrier.carrierId)) continue;
  for (const appetite of carrier.appetite) {
    if (!body.linesRequested.includes(appetite.line)) continue;
    const needs: CarrierRequirements = appetite.requirements;
    const fields = needs.requiredFields.map((f) => f.field).join(', ') || 'nothing beyond the contract';
    console.log(`${carrier.name} ${appetite.line} (login ${carrier.credentialStatus}) requires ${fields}`);
  }
}

const created = await client.quotes.create(body);
await client.quotes.start(created.quoteRequestId);

// Every change once (unchanged polls are 304s); a job waiting for a person is pointed to its page.
const told = new Set<string>();
const done: QuoteRequest = await client.waitForQuote(created.quoteRequestId, {
  intervalMs: Number(process.env.QUOTING_POLL_MS ?? 5000),
  onUpdate(quote) {
    console.log(
      quote.status,
      quote.jobs.map((j) => `${j.carrierId}/${j.lineOfBusiness}: ${j.status}`),
    );
    for (const job of quote.jobs) {
      if (!job.actionRequired || told.has(job.jobId)) continue;
      told.add(job.jobId);
      console.log(
        `${job.carrierId} needs a person: ${job.actionRequired.message} → ${job.actionRequired.deepLink}`,
      );
    }
  },
});

const results: Result[] = await client.quotes.results(done.quoteRequestId);
for (const result of results) {
  console.log(
    `${result.carrierId}/${result.lineOfBusiness}: ${result.quoteNumber}, $${result.annualPremium}`,
  );
  for (const document of result.documents ?? []) {
    // A document's url ends in its artifact id; the file may be gone after the retention period.
    const artifactId = document.url.split('/').pop()!;
    try {
      const file = await client.quotes.artifact(done.quoteRequestId, result.jobId, artifactId);
      writeFileSync(file.fileName ?? `${artifactId}.bin`, file.body);
      console.log(`saved ${file.fileName} (${file.contentType}, ${file.body.byteLength} bytes)`);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
}

// Each webhook's latest deliveries, failed ones sent again.
for (const hook of (await client.webhooks.list()).items) {
  const { items } = await client.webhooks.deliveries(hook.id, { limit: 5 });
  for (const delivery of items) {
    console.log(`${hook.url}: ${delivery.event} ${delivery.status} after ${delivery.attempts} attempt(s)`);
    if (delivery.status === 'failed') await client.webhooks.redeliver(hook.id, delivery.id);
  }
}
