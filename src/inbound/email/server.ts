// The inbound SMTP server for e-mailed MFA codes (smtp-server, parsed with mailparser): one port beside
// the API, plain SMTP with no AUTH and no STARTTLS (a production MX or relay in front terminates TLS and
// checks the sender's SPF, DKIM and DMARC: docs/operations.md). A recipient that is not an agency's
// address is refused at RCPT time (550); a message over MAX_MESSAGE_BYTES at DATA time (552). An
// accepted message is answered 250 at once and read for its code afterwards (deliver-mail-code.ts; one
// that arrives before its job waits is held in memory a while, ../held-codes.ts); nothing of it is
// stored, and the logs carry the sender's domain, the agency and the outcome, never the subject, the
// text or the code.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import { agencyOfMailLocalPart } from '../../store/mail-addresses.ts';
import type { CodeBox } from '../../vault/one-time-codes.ts';
import { startHeldCodes } from '../held-codes.ts';
import { domainOf, localPartAt } from './address.ts';
import {
  carriersSending,
  deliverMailCode,
  type InboundMail,
  type MailDropReason,
} from './deliver-mail-code.ts';

/** Code mails are a few kilobytes; a carrier's heaviest HTML notice stays well under this. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
const MAX_RECIPIENTS = 10;

export interface MailLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface InboundMailOptions {
  db: Db;
  /** Seals each code on its way to its job. */
  codes: CodeBox;
  carriers: readonly Carrier[];
  /** SMTP_HOST and SMTP_PORT (0 here: any free port, for tests). */
  host: string;
  port: number;
  /** INBOUND_MAIL_DOMAIN: recipients at any other domain are refused. */
  domain: string;
  log: MailLog;
  /** How long a mail waits in memory for its job to reach the code page (default two minutes). */
  holdMs?: number;
}

export interface InboundMailServer {
  port: number;
  host: string;
  /** Resolves once every accepted message has been read and delivered, dropped or held, and a held
   * mail's delivery under way has ended (tests). */
  settled(): Promise<void>;
  /** How many mails are held for a job about to wait (never their content). */
  held(): number;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

export async function startInboundMailServer(options: InboundMailOptions): Promise<InboundMailServer> {
  const { db, codes, domain, log, carriers } = options;
  const held = await startHeldCodes<InboundMail, MailDropReason>({
    db,
    what: 'inbound mail code',
    deliver: (agencyId, mail, receivedAt) =>
      deliverMailCode({ db, codes }, carriers, agencyId, mail, receivedAt),
    carriersOf: (mail) => carriersSending(mail.from, carriers),
    describe: (mail) => ({ senderDomain: domainOf(mail.from) }),
    ...(options.holdMs === undefined ? {} : { holdMs: options.holdMs }),
    log: (fields, message) => log.info(fields, message),
  });
  const pending = new Set<Promise<void>>();

  /** The agencies of the accepted recipients (a replaced address no longer counts). */
  async function agenciesOf(recipients: readonly string[]): Promise<string[]> {
    const ids = new Set<string>();
    for (const recipient of recipients) {
      const local = localPartAt(recipient, domain);
      const agencyId = local ? await agencyOfMailLocalPart(db, local) : undefined;
      if (agencyId) ids.add(agencyId);
    }
    return [...ids];
  }

  async function match(agencyId: string, mail: InboundMail): Promise<void> {
    const senderDomain = domainOf(mail.from);
    let outcome: Awaited<ReturnType<typeof held.receive>>;
    try {
      outcome = await held.receive(agencyId, mail);
    } catch (error) {
      log.warn(
        { agencyId, senderDomain, reason: 'store_error', err: (error as Error).message },
        'inbound mail dropped',
      );
      return;
    }
    if (outcome.delivered) {
      log.info(
        { agencyId, senderDomain, jobId: outcome.jobId, carrierId: outcome.carrierId },
        'inbound mail code given to its job',
      );
    } else if (outcome.reason === 'held') {
      log.info({ agencyId, senderDomain }, 'inbound mail code held until its job waits');
    } else {
      log.info({ agencyId, senderDomain, reason: outcome.reason }, 'inbound mail dropped');
    }
  }

  const server = new SMTPServer({
    name: domain,
    banner: 'MFA code intake',
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    maxRecipients: MAX_RECIPIENTS,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 2_000,

    onRcptTo(address, session, callback) {
      const local = localPartAt(address.address, domain);
      const known = local ? agencyOfMailLocalPart(db, local) : Promise.resolve(undefined);
      known.then(
        (agencyId) => {
          if (agencyId) return callback();
          log.warn(
            {
              remoteAddress: session.remoteAddress,
              recipientDomain: domainOf(address.address),
              reason: 'unknown_recipient',
            },
            'inbound mail refused',
          );
          callback(smtpError(550, 'No such mailbox here'));
        },
        () => callback(smtpError(451, 'Try again later')),
      );
    },

    onData(stream: SMTPServerDataStream, session, callback) {
      // The envelope is reset once the message is answered: its recipients are read now.
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > MAX_MESSAGE_BYTES) {
          log.warn(
            { remoteAddress: session.remoteAddress, reason: 'too_large', size },
            'inbound mail refused',
          );
          return callback(smtpError(552, 'Message exceeds the fixed maximum message size'));
        }
        callback();
        const work = read(Buffer.concat(chunks), recipients).finally(() => pending.delete(work));
        pending.add(work);
      });
    },
  });

  async function read(raw: Buffer, recipients: readonly string[]): Promise<void> {
    const agencies = await agenciesOf(recipients).catch(() => []);
    let mail: InboundMail;
    try {
      const parsed = await simpleParser(raw, {
        skipImageLinks: true,
        skipTextLinks: true,
        skipTextToHtml: true,
      });
      const senders = parsed.from?.value ?? [];
      mail = {
        from: senders.length === 1 ? senders[0]!.address : undefined,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
    } catch {
      for (const agencyId of agencies) log.info({ agencyId, reason: 'unreadable' }, 'inbound mail dropped');
      return;
    }
    await Promise.all(agencies.map((agencyId) => match(agencyId, mail)));
  }

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.warn({ err: error.message }, 'inbound mail connection error'));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    host: options.host,
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await held.settled();
    },
    held: () => held.size(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...pending]);
      await held.close();
    },
  };
}
