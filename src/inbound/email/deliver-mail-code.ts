// An inbound e-mail's one-time code given to the job waiting for it. The sender names the carrier (the
// catalog's `mfaEmailSenders`); the code is the one 4 to 10 digit number in the subject, else in the
// text (codeIn, as for texts); giveCodeToWaitingJob hands it over as a person's resolve would. A mail
// that arrives before its job waits is held a while (../held-codes.ts, from server.ts). Never logs
// the code.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import type { CodeBox } from '../../vault/one-time-codes.ts';
import { type Delivery, giveCodeToWaitingJob } from '../give-code.ts';
import { codeIn } from '../sms/deliver-code.ts';

/** What matching reads of a mail: the From address, the subject and the text (never kept). */
export interface InboundMail {
  from: string | undefined;
  subject: string;
  text: string;
}

export type MailDropReason = Extract<Delivery, { delivered: false }>['reason'] | 'unknown_sender';
export type MailDelivery =
  | Extract<Delivery, { delivered: true }>
  | { delivered: false; reason: MailDropReason };

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

export async function deliverMailCode(
  to: { db: Db; codes: CodeBox },
  carriers: readonly Carrier[],
  agencyId: string,
  mail: InboundMail,
  /** When the mail arrived, if earlier than now (a held mail): a job started after it cannot be its. */
  receivedAt?: Date,
): Promise<MailDelivery> {
  const carrierIds = carriersSending(mail.from, carriers);
  if (carrierIds.length === 0) return { delivered: false, reason: 'unknown_sender' };
  const code = codeInMail(mail);
  if (!code) return { delivered: false, reason: 'no_code' };
  return giveCodeToWaitingJob(to, {
    agencyId,
    code,
    via: 'email',
    fits: (job) => carrierIds.includes(job.carrierId),
    ...(receivedAt ? { receivedAt } : {}),
  });
}
