// The e-mailed sign-in code: a login with an e-mail address on file, signing in from a browser Ironclad
// does not trust, gets a 6-digit code by e-mail (sandbox/core/mail.ts: over SMTP to the relay, or into
// the sandbox mailbox) and a "Check your e-mail" page naming the masked address. The code works once,
// for 10 minutes, and only the newest one; five wrong codes end the sign-in. "Trust this browser for 30
// days" sets the ix_device cookie, which spares that browser the code.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../../core/accounts.ts';
import type { Session } from '../../core/sessions.ts';
import type { SandboxContext } from '../../core/types.ts';
import { type FormValues, readForm } from './forms.ts';
import { escapeHtml, PORTAL_NAME, renderAlert, renderShell } from './layout.ts';
import { clearSessionCookie, SESSION_COOKIE, safeNext } from './session.ts';

/** The address Ironclad's code e-mails come from (the service's carrier catalog declares the same). */
export const MAIL_FROM_ADDRESS = 'verify@ironcladspecialty.example';
export const MAIL_SUBJECT = 'Your Ironclad Exchange sign-in code';
export const DEVICE_COOKIE = 'ix_device';
export const TRUST_DAYS = 30;
export const CODE_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;

export const CODE_MESSAGES = {
  sent: (masked: string) =>
    `We e-mailed a 6-digit sign-in code to ${masked}. It expires in ${CODE_MINUTES} minutes.`,
  wrong:
    'That code is incorrect or has expired. Check the newest e-mail from Ironclad Exchange and try again.',
  empty: 'Enter the 6-digit code from the e-mail.',
  tooMany: 'Too many incorrect codes. Sign in again to get a new code.',
  resent: 'We e-mailed you a new code. Only the newest code works.',
};

/** "p•••@whitaker-insurance.example": the first character of the mailbox, then the domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/** Whether this sign-in needs the e-mailed code: an address on file and a browser not trusted. */
export function needsEmailCode(request: FastifyRequest, account: Account): boolean {
  if (!account.email) return false;
  const device = request.cookies[DEVICE_COOKIE];
  return !(device && account.knownDevices.has(device));
}

interface PendingCode {
  code: string;
  sentAt: number;
  to: string;
  attempts: number;
}

const pendingOf = (session: Session) => session.data.emailCode as PendingCode | undefined;

/** Makes a new code for the session (the older one stops working) and e-mails it. */
export async function sendEmailCode(ctx: SandboxContext, session: Session, account: Account): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const to = ctx.mail.recipient(account.email ?? '');
  const earlier = pendingOf(session);
  session.data.emailCode = {
    code,
    sentAt: ctx.now().getTime(),
    to,
    attempts: earlier?.attempts ?? 0,
  } satisfies PendingCode;
  await ctx.mail.send(
    {
      carrierId: ctx.carrierId,
      username: account.username,
      from: `"${PORTAL_NAME}" <${MAIL_FROM_ADDRESS}>`,
      to,
      subject: MAIL_SUBJECT,
      text: mailText(code, account.username),
      html: mailHtml(code, account.username),
    },
    ctx.now(),
  );
}

function mailText(code: string, username: string): string {
  return [
    PORTAL_NAME,
    '',
    `Your sign-in code is ${code}`,
    '',
    `Enter this code on the ${PORTAL_NAME} sign-in page to finish signing in as ${username}.`,
    `The code expires in ${CODE_MINUTES} minutes and works once.`,
    '',
    'If you did not try to sign in, someone may know your password: change it and call Producer Support.',
    '',
    'Ironclad Specialty Insurance Company, excess and surplus lines.',
    'This is an automated message; replies are not read.',
  ].join('\n');
}

function mailHtml(code: string, username: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p style="font-weight:700;color:#1e293b">${PORTAL_NAME}</p>
<p>Your sign-in code is</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p>
<p>Enter this code on the ${PORTAL_NAME} sign-in page to finish signing in as ${escapeHtml(username)}.
The code expires in ${CODE_MINUTES} minutes and works once.</p>
<p>If you did not try to sign in, someone may know your password: change it and call Producer Support.</p>
<p style="color:#64748b;font-size:12px">Ironclad Specialty Insurance Company, excess and surplus lines.
This is an automated message; replies are not read.</p>
</body></html>`;
}

function renderCodePage(values: FormValues, masked: string, notice: string): string {
  const next = safeNext(values.next);
  const hiddenNext = next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : '';
  const body = `<section class="ix-card ix-narrow">
  <h1>Check your e-mail</h1>
  <p class="ix-hint">${PORTAL_NAME} does not recognise this browser.</p>
  ${notice}
  <p id="code-sent">${escapeHtml(CODE_MESSAGES.sent(masked))}</p>
  <form method="post" action="/signin/code">
    ${hiddenNext}
    <div class="ix-field"><label for="f-code">Sign-in code</label>
      <input type="text" id="f-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></div>
    <div class="ix-check"><input type="checkbox" id="f-trust" name="trust" value="yes">
      <label for="f-trust">Trust this browser for ${TRUST_DAYS} days</label></div>
    <div class="ix-actions"><button type="submit" class="ix-button">Verify and sign in</button></div>
  </form>
  <form method="post" action="/signin/code/resend">
    ${hiddenNext}
    <p class="ix-hint">No e-mail after a minute? Check your junk folder, or
      <button type="submit" class="ix-text-button">e-mail me a new code</button>.</p>
  </form>
</section>`;
  return renderShell({ title: 'Check your e-mail', body });
}

const codePath = (next: string | undefined) =>
  `/signin/code${next ? `?next=${encodeURIComponent(next)}` : ''}`;

/** Sends the code and answers with the code page's address. */
export async function askForEmailCode(
  ctx: SandboxContext,
  session: Session,
  account: Account,
  reply: FastifyReply,
  next: string | undefined,
): Promise<FastifyReply> {
  await sendEmailCode(ctx, session, account);
  return reply.redirect(codePath(safeNext(next)), 303);
}

export function registerEmailCode(app: FastifyInstance, ctx: SandboxContext): void {
  /** The session signing in and waiting for its code, with its account; else undefined. */
  const waiting = (request: FastifyRequest) => {
    const session = ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    const pending = session && pendingOf(session);
    const account = session && ctx.accounts.get(ctx.carrierId, session.username);
    if (!session || session.authenticated || !pending || !account) return undefined;
    return { session, pending, account };
  };

  app.get<{ Querystring: { next?: string } }>('/signin/code', async (request, reply) => {
    const found = waiting(request);
    if (!found) return reply.redirect('/signin', 303);
    return reply
      .type('text/html')
      .send(renderCodePage({ next: request.query.next ?? '' }, maskAddress(found.pending.to), ''));
  });

  app.post('/signin/code', async (request, reply) => {
    const values = readForm(request.body);
    const found = waiting(request);
    if (!found) return reply.redirect('/signin', 303);
    const { session, pending, account } = found;
    const code = (values.code ?? '').replace(/\s/g, '');
    const fresh = ctx.now().getTime() - pending.sentAt <= CODE_MINUTES * 60_000;
    if (code !== pending.code || !fresh) {
      pending.attempts += 1;
      if (pending.attempts >= MAX_CODE_ATTEMPTS) {
        ctx.sessions.destroy(session.id);
        clearSessionCookie(reply);
        return reply.redirect('/signin?reason=codes', 303);
      }
      const message = /^\d{6}$/.test(code) ? CODE_MESSAGES.wrong : CODE_MESSAGES.empty;
      return reply
        .code(401)
        .type('text/html')
        .send(renderCodePage(values, maskAddress(pending.to), renderAlert('error', escapeHtml(message))));
    }
    delete session.data.emailCode;
    session.authenticated = true;
    if (values.trust === 'yes') {
      const device = randomBytes(16).toString('hex');
      account.knownDevices.add(device);
      reply.setCookie(DEVICE_COOKIE, device, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: TRUST_DAYS * 24 * 3600,
      });
    }
    return reply.redirect(safeNext(values.next) ?? '/exchange/home', 303);
  });

  app.post('/signin/code/resend', async (request, reply) => {
    const values = readForm(request.body);
    const found = waiting(request);
    if (!found) return reply.redirect('/signin', 303);
    await sendEmailCode(ctx, found.session, found.account);
    return reply
      .type('text/html')
      .send(
        renderCodePage(
          values,
          maskAddress(pendingOf(found.session)!.to),
          renderAlert('info', escapeHtml(CODE_MESSAGES.resent)),
        ),
      );
  });
}
