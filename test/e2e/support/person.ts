// Plays the agency's person during a run: answers questions through the resolve operation and types
// SMS codes read from the sandbox phone inbox.
import { expect } from 'vitest';
import type { Stack } from '../../helpers/stack.ts';
import { getQuote } from '../../helpers/stack.ts';

export type Question = {
  id: string;
  text: string;
  type: 'yes_no' | 'choice' | 'text' | 'year' | 'integer' | 'money';
  choices?: string[];
  hint?: string;
  /** Our value the agent proposes for a control it did not place (missing information). */
  proposal?: { field: string; fieldName: string; value: string; screen: string };
};
export type JobView = {
  jobId: string;
  carrierId: string;
  lineOfBusiness: string;
  status: string;
  retryCount?: number;
  errorType?: string;
  errorMessage?: string;
  actionRequired?: { type: string; message: string; deepLink: string; questions?: Question[] };
};

export function textAnswer(text: string): string {
  if (/year (built|constructed)/i.test(text)) return '2004';
  if (/square f/i.test(text)) return '4200';
  if (/age|how many|number of|\(years\)/i.test(text)) return '6';
  if (/limit|value|amount|\$/i.test(text)) return '500000';
  return 'Nightly encrypted backups to an offsite provider, restore tested every quarter.';
}

const TYPED: Partial<Record<Question['type'], string>> = { year: '2004', integer: '6', money: '500000' };

/** Answers as a cautious agent: no to yes/no questions, the first choice, a fitting number or text. */
export function answersFor(questions: Question[]) {
  return Object.fromEntries(
    questions.map((q) => [
      q.id,
      q.type === 'yes_no'
        ? false
        : q.type === 'choice'
          ? q.choices![0]!
          : (TYPED[q.type] ?? textAnswer(q.text)),
    ]),
  );
}

export async function latestSmsCode(
  stack: Stack,
  carrierId: string,
  after: number,
): Promise<string | undefined> {
  const res = await fetch(`${stack.sandbox.url}/_sandbox/mfa-codes?carrierId=${carrierId}`);
  const codes = (await res.json()) as { code: string; sentAt: string }[];
  const fresh = codes.find((c) => Date.parse(c.sentAt) >= after);
  return fresh?.code;
}

export interface PlayOptions {
  timeoutMs?: number;
  /** Called on every poll (to act mid-run: kill a worker, cancel, …). */
  onPoll?: (quote: { status: string; jobs: JobView[]; results: unknown[] }) => Promise<void> | void;
  /** The person's own answers to some questions of a pause (the rest as `answersFor` gives them). */
  answers?: (questions: Question[], job: JobView) => Record<string, unknown>;
}

/** Polls the request like a partner and resolves whatever waits for a person, until it ends. */
export async function playPerson(stack: Stack, id: string, options: PlayOptions = {}) {
  const asked: Question[][] = [];
  const mfa: string[] = [];
  const deadline = Date.now() + (options.timeoutMs ?? 240_000);
  const pausedAt = new Map<string, number>();
  for (;;) {
    const quote = await getQuote(stack, id);
    await options.onPoll?.(quote);
    if (quote.status !== 'in_progress' && quote.status !== 'pending') return { quote, asked, mfa };
    for (const job of quote.jobs as JobView[]) {
      // A take-over the agent asks for is a person's in the app, never the partner's (decision 0029).
      if (job.status === 'action_required' && job.actionRequired?.type !== 'takeover') {
        const questions = job.actionRequired!.questions!;
        asked.push(questions);
        const res = await stack.app.inject({
          method: 'POST',
          url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
          headers: stack.headers,
          payload: { answers: { ...answersFor(questions), ...options.answers?.(questions, job) } },
        });
        // 409: answered on an earlier poll and taken meanwhile.
        expect([202, 409], res.body).toContain(res.statusCode);
      }
      if (job.status === 'mfa_waiting') {
        if (!pausedAt.has(job.jobId)) pausedAt.set(job.jobId, Date.now() - 60_000);
        const code = await latestSmsCode(stack, job.carrierId, pausedAt.get(job.jobId)!);
        if (code) {
          mfa.push(job.carrierId);
          pausedAt.set(job.jobId, Date.now());
          const res = await stack.app.inject({
            method: 'POST',
            url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
            headers: stack.headers,
            payload: { code },
          });
          expect([202, 409], res.body).toContain(res.statusCode);
        }
      }
    }
    if (Date.now() > deadline) throw new Error(`run did not finish: ${JSON.stringify(quote.jobs)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function createAndStart(stack: Stack, body: unknown): Promise<string> {
  const created = await stack.app.inject({
    method: 'POST',
    url: '/v1/quotes',
    headers: stack.headers,
    payload: body as object,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().data.quoteRequestId;
  const started = await stack.app.inject({
    method: 'POST',
    url: `/v1/quotes/${id}/start`,
    headers: stack.headers,
  });
  expect(started.statusCode, started.body).toBe(202);
  return id;
}

/** One call to the partner API with an agency's key: JSON in, the answer's status, Retry-After and text out. */
export async function partnerCall(api: string, apiKey: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${api}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}
