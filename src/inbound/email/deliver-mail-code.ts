// An inbound e-mail's one-time code given to the job waiting for it. The sender names the carrier (the
// catalog's `mfaEmailSenders`); the code is the one 4 to 10 digit number in the subject, else in the
// text (codeIn, as for texts); giveCodeToWaitingJob hands it over as a person's resolve would. A portal
// mails its code while the job is still on the sign-in page, so a mail that finds no job waiting yet,
// while a job of the agency at that carrier is running, is held in memory (never stored) and tried again
// until HOLD_MS ends; a newer mail for the same agency and carrier replaces it. Never logs the code.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import { hasRunningJobAt } from '../../store/jobs.ts';
import { type Delivery, giveCodeToWaitingJob } from '../give-code.ts';
import { codeIn } from '../sms/deliver-code.ts';

/** What matching reads of a mail: the From address, the subject and the text (never kept). */
export interface InboundMail {
  from: string | undefined;
  subject: string;
  text: string;
}

export type MailDelivery =
  | Extract<Delivery, { delivered: true }>
  | {
      delivered: false;
      reason: Extract<Delivery, { delivered: false }>['reason'] | 'unknown_sender' | 'superseded' | 'stopped';
    };

/** How long a mail waits in memory for its job to reach the code page. */
export const HOLD_MS = 60_000;
const POLL_MS = 250;

/** The carriers that send codes from this address (compared in lower case). */
export function carriersSending(from: string | undefined, carriers: readonly Carrier[]): string[] {
  const sender = from?.trim().toLowerCase();
  if (!sender) return [];
  return carriers.filter((c) => c.mfaEmailSenders?.includes(sender)).map((c) => c.id);
}

/** The code in a mail: the one 4 to 10 digit number of the subject, else of the text. */
export function codeInMail(mail: Pick<InboundMail, 'subject' | 'text'>): string | undefined {
  return codeIn(mail.subject) ?? codeIn(mail.text);
}

export interface MailCodeDelivery {
  deliver(agencyId: string, mail: InboundMail): Promise<MailDelivery>;
  /** Ends every hold at once (shutdown): held mails are dropped. */
  stop(): void;
}

export function createMailCodeDelivery(deps: {
  db: Db;
  carriers: readonly Carrier[];
  holdMs?: number;
  pollMs?: number;
}): MailCodeDelivery {
  const { db, carriers } = deps;
  const holdMs = deps.holdMs ?? HOLD_MS;
  const pollMs = deps.pollMs ?? POLL_MS;
  const stopping = new AbortController();
  /** The newest mail per agency and sending carriers: an older one still held gives way to it. */
  const newest = new Map<string, symbol>();

  async function deliver(agencyId: string, mail: InboundMail): Promise<MailDelivery> {
    const carrierIds = carriersSending(mail.from, carriers);
    if (carrierIds.length === 0) return { delivered: false, reason: 'unknown_sender' };
    const code = codeInMail(mail);
    if (!code) return { delivered: false, reason: 'no_code' };
    const key = `${agencyId} ${carrierIds.join(' ')}`;
    const self = Symbol(key);
    newest.set(key, self);
    const deadline = Date.now() + holdMs;
    try {
      for (;;) {
        // Running is read first: a job that starts waiting after it is found by the next turn.
        const running = await hasRunningJobAt(db, agencyId, carrierIds);
        const delivery = await giveCodeToWaitingJob(db, agencyId, code, 'email', (job) =>
          carrierIds.includes(job.carrierId),
        );
        if (delivery.delivered || delivery.reason === 'ambiguous') return delivery;
        if (!running || Date.now() + pollMs > deadline) return delivery;
        await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
        if (stopping.signal.aborted) return { delivered: false, reason: 'stopped' };
        if (newest.get(key) !== self) return { delivered: false, reason: 'superseded' };
      }
    } finally {
      if (newest.get(key) === self) newest.delete(key);
    }
  }

  return { deliver, stop: () => stopping.abort() };
}
