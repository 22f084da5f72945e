// The e-mailed sign-in code every Cascade sign-in needs after the password: 6 digits, sent through the
// sandbox mail outbox (SMTP to the relay, or the sandbox mailbox), good for 10 minutes and once; only the
// newest one works; the fifth wrong one ends the sign-in.
import { randomInt } from 'node:crypto';
import type { Account } from '../../../core/accounts.ts';
import type { Session } from '../../../core/sessions.ts';
import type { SandboxContext } from '../../../core/types.ts';

/** Where Cascade's code e-mails come from (the service's carrier catalog declares the same). */
export const MAIL_FROM_ADDRESS = 'no-reply@cascadecommercial.example';
export const PORTAL_NAME = 'Cascade Commercial';
export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_MESSAGES = {
  sent: (masked: string) => `We sent a 6-digit code to ${masked}. It expires in ${CODE_MINUTES} minutes.`,
  wrong: 'That code is incorrect or expired. Use the newest code we sent.',
  malformed: 'Enter the 6-digit code from the e-mail.',
  tooMany: 'Too many incorrect codes. Sign in again to get a new code.',
  resent: 'We sent a new code. Only the newest code works.',
};

export const mailSubject = (code: string) => `${code} is your ${PORTAL_NAME} sign-in code`;

interface PendingCode {
  code: string;
  sentAt: number;
  to: string;
  attempts: number;
}

/** "a•••@whitaker-insurance.example": the first character of the mailbox, then the domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '•••' : `${address[0]}•••${address.slice(at)}`;
}

export const pendingCode = (session: Session) => session.data.emailCode as PendingCode | undefined;

/** Makes a new code for the session (an older one stops working), mails it and answers where it went. */
export async function sendCode(ctx: SandboxContext, session: Session, account: Account): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const to = ctx.mail.recipient(account.email ?? account.username);
  session.data.emailCode = {
    code,
    sentAt: ctx.now().getTime(),
    to,
    attempts: pendingCode(session)?.attempts ?? 0,
  } satisfies PendingCode;
  await ctx.mail.send(
    {
      carrierId: ctx.carrierId,
      username: account.username,
      from: `"${PORTAL_NAME}" <${MAIL_FROM_ADDRESS}>`,
      to,
      subject: mailSubject(code),
      text: [
        `Your ${PORTAL_NAME} sign-in code is ${code}`,
        '',
        `Enter it on the ${PORTAL_NAME} agent portal to finish signing in. It expires in ${CODE_MINUTES} minutes and works once.`,
        '',
        'Did not try to sign in? Change your password and tell Cascade Agency Support.',
      ].join('\n'),
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b2533">
<p style="font-weight:700;color:#0e6e6e">${PORTAL_NAME}</p>
<p>Your sign-in code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p>
<p>Enter it on the ${PORTAL_NAME} agent portal to finish signing in. It expires in ${CODE_MINUTES} minutes and works once.</p>
<p style="color:#52707d;font-size:12px">Did not try to sign in? Change your password and tell Cascade Agency Support.</p>
</body></html>`,
    },
    ctx.now(),
  );
  return maskAddress(to);
}

export type CodeCheck = 'ok' | 'malformed' | 'wrong' | 'too-many';

/** Checks a typed code against the session's newest one, counting a wrong one. */
export function checkCode(ctx: SandboxContext, pending: PendingCode, typed: string): CodeCheck {
  const code = typed.replace(/\s/g, '');
  const fresh = ctx.now().getTime() - pending.sentAt <= CODE_MINUTES * 60_000;
  if (/^\d{6}$/.test(code) && code === pending.code && fresh) return 'ok';
  pending.attempts += 1;
  if (pending.attempts >= MAX_CODE_ATTEMPTS) return 'too-many';
  return /^\d{6}$/.test(code) ? 'wrong' : 'malformed';
}
