// A whole quote with the SDK from plain JavaScript (Node 20.3 or later): create, start, wait (answering
// what the sandbox asks), results, and the webhook deliveries of the run verified by their signatures.
//
//   QUOTING_API_KEY=sk_… node first-quote.mjs    (QUOTING_API_URL defaults to the demo's address)
//
// QUOTING_REFERENCE sets the client's externalReference (default SDK-EXAMPLE-1).
//
// Webhooks are registered on a receiver this script runs on 127.0.0.1, which a service accepts only
// with WEBHOOK_ALLOW_LOOPBACK=true (e.g. `WEBHOOK_ALLOW_LOOPBACK=true npm start`); elsewhere the script
// says so and quotes without them. The body is quote-request.json beside this file.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createClient, ValidationError, webhooks } from '@quoting-service/sdk';

const baseUrl = process.env.QUOTING_API_URL ?? 'http://127.0.0.1:3000';
const apiKey = process.env.QUOTING_API_KEY;
if (!apiKey) throw new Error('set QUOTING_API_KEY to the key `npm start` printed');
// The contract asks partners to poll every 5 to 10 seconds; a test against its own service polls faster.
const intervalMs = Number(process.env.QUOTING_POLL_MS ?? 5000);
const client = createClient({ baseUrl, apiKey });

// --- Webhooks: a receiver that trusts nothing it cannot verify ---------------------------------------
// Deliveries are for every request of the agency: this script keeps those of its own.
const events = [];
let secret;
let delivered = () => {};
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    try {
      // Over the raw bytes as received: a parsed and re-serialized body would not verify.
      const event = webhooks.verify(Buffer.concat(chunks), req.headers, secret);
      res.writeHead(204).end();
      events.push(event);
      delivered();
    } catch (error) {
      console.log(`webhook refused: ${error.message}`);
      res.writeHead(400).end();
    }
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
let hook;
try {
  hook = await client.webhooks.create({
    url: `http://127.0.0.1:${receiver.address().port}/hooks`,
    events: ['job.completed', 'quote.action_required', 'quote.completed', 'quote.failed'],
  });
  secret = hook.secret; // shown once: keep it where the receiver can read it
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  console.log(`no webhooks (${Object.values(error.fieldErrors).flat().join('; ') || error.message})`);
  receiver.close();
}

// --- The quote ---------------------------------------------------------------------------------------
const body = JSON.parse(readFileSync(new URL('./quote-request.json', import.meta.url), 'utf8'));
// Your record's id: the service remembers a client's underwriting answers by it, so a second run for
// the same reference is not asked again what the first one answered.
body.externalReference = process.env.QUOTING_REFERENCE ?? body.externalReference;
const start = new Date(Date.now() + 14 * 86_400_000); // MM/DD/YYYY, two weeks out
body.input.policyStartDate = start.toLocaleDateString('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});

const created = await client.quotes.create(body);
console.log(`created ${created.quoteRequestId}: ${created.jobs.length} job(s)`);
for (const warning of created.warnings) console.log(`warning: ${warning.message}`);
await client.quotes.start(created.quoteRequestId);

/**
 * The sandbox's questions get the answer that keeps a quote bindable (no claims, no subcontractors); a
 * real integration asks its user, or sends the field in the create body so the portal need not ask.
 */
function answer(question) {
  if (question.type === 'yes_no') return false;
  if (question.type === 'choice') return question.choices[0];
  if (question.type === 'text') return 'None';
  return 0;
}

const settled = (q) => !['pending', 'in_progress'].includes(q.status);
// A resolved job shows its pause until its agent picks the answers up (within a second).
const answered = new Set();
const pauseOf = (job) => `${job.jobId}:${JSON.stringify(job.actionRequired)}`;
const waiting = (q) =>
  q.jobs.filter(
    (j) => j.status === 'action_required' && j.actionRequired?.questions && !answered.has(pauseOf(j)),
  );
let resolved = 0;
let quote = created;
while (!settled(quote)) {
  quote = await client.waitForQuote(created.quoteRequestId, {
    intervalMs,
    timeoutMs: 10 * 60_000,
    until: (q) => settled(q) || waiting(q).length > 0,
    onUpdate: (q) =>
      console.log(
        `${q.status}: ${q.jobs.map((j) => `${j.carrierId}/${j.lineOfBusiness} ${j.status}`).join(', ')}`,
      ),
  });
  for (const job of waiting(quote)) {
    answered.add(pauseOf(job));
    const answers = {};
    for (const question of job.actionRequired.questions) {
      // A follow-up is answered only when the question it follows was answered as it names.
      if (question.when && answers[question.when.questionId] !== question.when.answer) continue;
      answers[question.id] = answer(question);
    }
    console.log(`${job.carrierId}/${job.lineOfBusiness} asks: ${job.actionRequired.message}`);
    await client.quotes.resolve(created.quoteRequestId, job.jobId, { answers });
    resolved += 1;
  }
  // An MFA code in the demo reaches the agent by itself (the sandbox phone and mailbox); one that does
  // not is typed by a person at the job's deepLink, or sent with resolve({ code }).
}

const results = await client.quotes.results(created.quoteRequestId);
for (const r of results)
  console.log(
    `${r.carrierId}/${r.lineOfBusiness}: ${r.quoteNumber}, $${r.annualPremium} a year (${r.quoteType})`,
  );

const ours = () => events.filter((e) => e.quoteRequestId === created.quoteRequestId);
if (hook) {
  // quote.completed (or quote.failed) is the run's last event: wait for it, then stop listening.
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no quote.completed or quote.failed within 60 s')),
      60_000,
    );
    delivered = () => {
      if (!ours().some((e) => e.event === 'quote.completed' || e.event === 'quote.failed')) return;
      clearTimeout(timer);
      resolve();
    };
    delivered();
  });
  await client.webhooks.delete(hook.id);
  receiver.close();
  for (const event of ours()) console.log(`webhook ${event.event} verified`);
}
const verified = ours().map((e) => e.event);
console.log(
  `done ${JSON.stringify({ quoteRequestId: created.quoteRequestId, status: quote.status, results: results.length, resolved, verified })}`,
);
