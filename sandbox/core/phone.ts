// The sandbox phone's forwarding: when pointed at an SMS webhook, every code a portal texts is also
// posted there the way the most used SMS provider does it: form-encoded From (the carrier's short
// code), To (the configured number), Body (the carrier's text), signed with X-Twilio-Signature under
// the configured auth token. Posting runs in the background and never holds up the portal's page; a
// failure is only logged (never with the text or its code), and the inbox keeps every code regardless.
import { createHash, randomBytes } from 'node:crypto';
import { smsSignature } from '../../src/inbound/sms/signature.ts';

export interface PhoneForwarding {
  /** Where the texts are posted, e.g. http://127.0.0.1:3000/inbound/sms */
  webhookUrl: string;
  /** The provider auth token the agency configured: signs every post. */
  authToken: string;
  /**
   * The agency's number (E.164): the texts' `To`. Absent: each text's `To` is the phone on file of the
   * login it was sent to, as a provider account holding several agencies' numbers posts them (one
   * token signs all; the service then checks them with SMS_AUTH_TOKEN). A login with no phone: no post.
   */
  to?: string;
  /**
   * The URL the provider believes it posts to, which the signature covers (the service's PUBLIC_URL +
   * path when that differs from where the sandbox reaches it, e.g. behind a proxy). Default webhookUrl.
   */
  signatureUrl?: string;
}

export interface PhoneDelivery {
  carrierId: string;
  sentAt: string;
  /** The endpoint's HTTP status, or null when the post failed before an answer. */
  status: number | null;
  error?: string;
}

export interface SandboxPhone {
  /** Points the phone at an endpoint (undefined: stops forwarding). */
  configure(forwarding: PhoneForwarding | undefined): void;
  /** The forwarding without its token, or undefined. */
  current(): Omit<PhoneForwarding, 'authToken'> | undefined;
  /** Posts one text in the background when forwarding is on; returns at once. */
  forward(text: { carrierId: string; carrierName: string; code: string; phone?: string }): void;
  /** Newest first: what each post got back (the last 50). */
  deliveries(): PhoneDelivery[];
  /** Texts the endpoint took (2xx) since the phone was made (benches count codes that came by themselves). */
  taken(): number;
  /** Resolves once every post under way has finished. */
  idle(): Promise<void>;
  /** Stops forwarding and aborts posts under way. */
  close(): void;
}

export type PhoneLog = (message: string) => void;

/** A stable five-digit short code per carrier, the `From` of its texts. */
export function shortCodeOf(carrierId: string): string {
  return String(10_000 + (createHash('sha256').update(carrierId).digest().readUInt32BE(0) % 90_000));
}

export const smsText = (carrierName: string, code: string) =>
  `${carrierName}: ${code} is your verification code. It expires in 10 minutes.`;

/** A phone on file as people write it ("+1 (312) 555-0142") in E.164, or undefined without a plus. */
const e164 = (phone: string | undefined) => {
  const compact = phone?.replace(/[\s\-.()]/g, '');
  return compact && /^\+[1-9][0-9]{6,14}$/.test(compact) ? compact : undefined;
};

export function createSandboxPhone(log: PhoneLog = (m) => console.warn(m)): SandboxPhone {
  let forwarding: PhoneForwarding | undefined;
  let aborter = new AbortController();
  const pending = new Set<Promise<void>>();
  let recent: PhoneDelivery[] = [];
  let taken = 0;

  async function post(
    target: PhoneForwarding,
    signal: AbortSignal,
    text: Parameters<SandboxPhone['forward']>[0],
    to: string,
  ) {
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      From: shortCodeOf(text.carrierId),
      To: to,
      Body: smsText(text.carrierName, text.code),
      NumMedia: '0',
    };
    const signature = smsSignature(target.authToken, target.signatureUrl ?? target.webhookUrl, params);
    const delivery: PhoneDelivery = {
      carrierId: text.carrierId,
      sentAt: new Date().toISOString(),
      status: null,
    };
    try {
      const res = await fetch(target.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      delivery.status = res.status;
      if (res.ok) taken += 1;
      if (!res.ok)
        log(`sandbox phone: ${target.webhookUrl} answered ${res.status} to ${text.carrierId}'s text`);
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
      if (!signal.aborted)
        log(
          `sandbox phone: posting ${text.carrierId}'s text to ${target.webhookUrl} failed: ${delivery.error}`,
        );
    }
    recent = [delivery, ...recent].slice(0, 50);
  }

  return {
    configure(next) {
      forwarding = next ? { ...next } : undefined;
    },
    current() {
      if (!forwarding) return undefined;
      const { authToken: _token, ...shown } = forwarding;
      return shown;
    },
    forward(text) {
      if (!forwarding) return;
      const to = forwarding.to ?? e164(text.phone);
      if (!to) {
        log(`sandbox phone: ${text.carrierId}'s login has no phone on file to text`);
        return;
      }
      const task = post(forwarding, aborter.signal, text, to).finally(() => pending.delete(task));
      pending.add(task);
    },
    deliveries: () => recent,
    taken: () => taken,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close() {
      forwarding = undefined;
      aborter.abort();
      aborter = new AbortController();
    },
  };
}
