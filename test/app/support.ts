// The agency app's tests: the whole service listening on a loopback port (deep links point at it),
// users for its agency, real Chromium (Debian's `chromium`), and axe-core run in the page.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { createUser } from '../../src/users/create-user.ts';
import { startWebhookDelivery } from '../../src/webhooks/start-webhook-delivery.ts';
import { textAnswer } from '../e2e/support/person.ts';
import { freePort } from '../e2e/support/processes.ts';
import { type Stack, type StackOptions, startStack } from '../helpers/stack.ts';

export const ADMIN = { email: 'admin@agency.test', password: 'correct horse battery' };
export const AGENT = { email: 'agent@agency.test', password: 'staple paper clips' };

export interface AppHarness {
  stack: Stack;
  url: string;
  browser: Browser;
  /** A loopback webhook receiver answering 200, and the bodies it got. */
  receiver: { url: string; received: string[] };
  close(): Promise<void>;
}

export async function startAppHarness(options: StackOptions = {}): Promise<AppHarness> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { stack } = await startStack({
    screenshots: true,
    ...options,
    publicUrl: url,
    webhookAllowLoopback: true,
  });
  const webhooks = await startWebhookDelivery({
    db: stack.db,
    boss: stack.boss,
    allowLoopback: true,
    secrets: stack.webhookSecrets,
    log: createLogger('silent'),
  });
  const received: string[] = [];
  const receiverServer = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(body);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => receiverServer.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiverServer.address() as { port: number }).port}/hooks`;
  await stack.app.listen({ port, host: '127.0.0.1' });
  await createUser(stack.db, { agencyId: stack.agencyId, role: 'admin', ...ADMIN });
  await createUser(stack.db, { agencyId: stack.agencyId, role: 'agent', ...AGENT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_APP_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  return {
    stack,
    url,
    browser,
    receiver: { url: receiverUrl, received },
    async close() {
      await browser.close();
      await webhooks.stop();
      receiverServer.close();
      await stack.close();
    },
  };
}

/** Fills the sign-in form shown in place of whatever page was opened. */
export async function signIn(page: Page, who = ADMIN) {
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).count(), {
      message: `signed in as ${who.email}`,
      timeout: 15_000,
    })
    .toBe(1)
    .catch(async (error) => {
      throw new Error(`${error.message}; the page says: ${await page.textContent('body')}`);
    });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (through the debugger, so the page's CSP stays strict) and fails on serious or critical findings. */
export async function expectAccessible(page: Page, what: string, { fullPage = true } = {}) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await w.axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, `axe on ${what}`).toEqual([]);
  // APP_SCREENSHOTS=1 refreshes docs/app/: every page the suite checks, at 1280 px (the page as far as
  // the viewport shows it where `fullPage` is false: a long form's PNG stays small).
  if (process.env.APP_SCREENSHOTS && page.viewportSize()?.width === 1280) {
    const name = what.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page.screenshot({ path: path.join(docsApp, `${name}.png`), fullPage });
  }
}

const docsApp = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/app');

/** Collects Content-Security-Policy violations the page reports. */
export function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The text a PDF shows (pdf-lib's standard-font strings), read back from its content streams. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        out.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

/**
 * Answers the form as a person would, by each field's kind. A year or count field refuses an impossible
 * value in the browser before anything is sent; returns how many such typed fields were tried.
 */
export async function answerQuestions(job: Locator): Promise<number> {
  const form = job.getByRole('form', { name: 'Questions from the carrier' });
  let typed = 0;
  for (let pass = 0; pass < 3; pass++) {
    for (const no of await form.getByRole('radio', { name: 'No' }).all()) await no.check();
    for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
    for (const input of await form.locator('input:not([type=radio])').all()) {
      if (await input.inputValue()) continue;
      const text = await input.evaluate((el) => el.closest('label')?.textContent ?? '');
      if ((await input.getAttribute('type')) === 'number') {
        const isYear = (await input.getAttribute('max')) !== null;
        await input.fill(isYear ? '1700' : '-3');
        expect(await input.evaluate((el: HTMLInputElement) => el.checkValidity()), text).toBe(false);
        typed += 1;
        await input.fill(isYear ? '2004' : '6');
      } else {
        await input.fill(textAnswer(text));
      }
    }
  }
  await form.getByRole('button', { name: 'Send answers' }).click();
  await expect.poll(() => form.count(), { timeout: 30_000 }).toBe(0);
  return typed;
}
