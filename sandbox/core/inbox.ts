// The sandbox "phone": every one-time code a portal sends by SMS lands here, newest first, so tests
// (and people trying the demo) can read it at GET /_sandbox/mfa-codes. `onSent` hears each one too (the
// phone's forwarding to an SMS webhook, core/phone.ts).
import { randomInt } from 'node:crypto';

export interface MfaMessage {
  carrierId: string;
  username: string;
  code: string;
  sentAt: string;
}

export interface MfaInbox {
  /** Generates a 6-digit code, records it as sent, and returns it. */
  send(carrierId: string, username: string, now: Date): string;
  list(filter?: { carrierId?: string; username?: string }): MfaMessage[];
  /** True when `code` is the newest code sent to that user and is younger than `maxAgeMs`. */
  verify(carrierId: string, username: string, code: string, now: Date, maxAgeMs?: number): boolean;
  reset(): void;
}

export function createMfaInbox(onSent?: (message: MfaMessage) => void): MfaInbox {
  let messages: MfaMessage[] = [];
  return {
    send(carrierId, username, now) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const message = { carrierId, username, code, sentAt: now.toISOString() };
      messages.unshift(message);
      messages = messages.slice(0, 500);
      onSent?.(message);
      return code;
    },
    list(filter = {}) {
      return messages.filter(
        (m) =>
          (!filter.carrierId || m.carrierId === filter.carrierId) &&
          (!filter.username || m.username.toLowerCase() === filter.username.toLowerCase()),
      );
    },
    verify(carrierId, username, code, now, maxAgeMs = 10 * 60_000) {
      const latest = messages.find(
        (m) => m.carrierId === carrierId && m.username.toLowerCase() === username.toLowerCase(),
      );
      if (!latest || latest.code !== code.trim()) return false;
      return now.getTime() - Date.parse(latest.sentAt) <= maxAgeMs;
    },
    reset() {
      messages = [];
    },
  };
}
