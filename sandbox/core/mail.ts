// The sandbox's outgoing mail: portals that e-mail one-time codes send them here. With a relay set
// (startSandbox's `mail` option, or PUT /_sandbox/mail), each message goes out over SMTP with nodemailer
// to that server; without one, or when the relay fails, it is kept in the sandbox mailbox, newest first,
// readable at GET /_sandbox/mail. `to`, when set, stands in for every account's address on file (the
// demo and tests point the e-mail-code login at an agency's inbound address).
import { randomBytes } from 'node:crypto';
import { createTransport } from 'nodemailer';

export interface MailRelay {
  host: string;
  port: number;
}

export interface MailSettings {
  relay?: MailRelay;
  to?: string;
}

export interface OutgoingMail {
  carrierId: string;
  username: string;
  /** `"Name" <address>` or an address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface KeptMail extends OutgoingMail {
  id: string;
  sentAt: string;
  /** Why the relay did not take it, when one was set. */
  relayError?: string;
}

export interface MailOutbox {
  configure(settings: MailSettings): MailSettings;
  settings(): MailSettings;
  /** Where a mail for an account with `onFile` as its address goes. */
  recipient(onFile: string): string;
  /** Relays the mail, or keeps it; never throws (a portal shows its code page either way). */
  send(mail: OutgoingMail, now: Date): Promise<{ relayed: boolean }>;
  list(filter?: { carrierId?: string; username?: string }): KeptMail[];
  /** The mails handed to the relay, newest first (tests: where must their codes not be found). */
  relayed(): OutgoingMail[];
  /** Mails the relay took since the mailbox was made (benches count codes that came by themselves). */
  relayedCount(): number;
  /** Empties the mailbox; the relay and `to` stay (they wire the sandbox to a service). */
  reset(): void;
}

export function createMailOutbox(initial: MailSettings = {}): MailOutbox {
  let settings: MailSettings = { ...initial };
  let kept: KeptMail[] = [];
  let sent: OutgoingMail[] = [];
  let relayedCount = 0;

  async function relay(target: MailRelay, mail: OutgoingMail): Promise<void> {
    const transport = createTransport({
      host: target.host,
      port: target.port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    try {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    } finally {
      transport.close();
    }
  }

  return {
    configure(next) {
      settings = {
        ...(next.relay ? { relay: { host: next.relay.host, port: next.relay.port } } : {}),
        ...(next.to ? { to: next.to } : {}),
      };
      return settings;
    },
    settings: () => settings,
    recipient: (onFile) => settings.to ?? onFile,
    async send(mail, now) {
      let relayError: string | undefined;
      if (settings.relay) {
        try {
          await relay(settings.relay, mail);
          sent = [mail, ...sent].slice(0, 200);
          relayedCount += 1;
          return { relayed: true };
        } catch (error) {
          relayError = error instanceof Error ? error.message : String(error);
        }
      }
      const entry: KeptMail = { ...mail, id: randomBytes(6).toString('hex'), sentAt: now.toISOString() };
      if (relayError) entry.relayError = relayError;
      kept = [entry, ...kept].slice(0, 200);
      return { relayed: false };
    },
    list(filter = {}) {
      return kept.filter(
        (m) =>
          (!filter.carrierId || m.carrierId === filter.carrierId) &&
          (!filter.username || m.username.toLowerCase() === filter.username.toLowerCase()),
      );
    },
    relayed: () => [...sent],
    relayedCount: () => relayedCount,
    reset() {
      kept = [];
      sent = [];
    },
  };
}
