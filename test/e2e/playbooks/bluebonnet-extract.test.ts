// Bluebonnet's outcome page and quote letter read by its definition's `extract` (carriers/bluebonnet.yaml)
// in real Chromium, against pages a loopback server answers, on the cases its playbook's result-page
// tests held: the letter fetched from inside the page with the session cookie and stored under its
// quote number, and what AgentDesk answers instead of a PDF told apart (an outage, the sign-in page,
// another page); with the quote's fields, an indication, and a class decline read as appetite.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../../../src/agents/browser-pool.ts';
import { readOutcome } from '../../../src/agents/definition/extract.ts';
import { DefinedPortal } from '../../../src/agents/definition/portal.ts';
import type { PlaybookContext, PlaybookOutcome } from '../../../src/agents/playbook.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';

const flow = builtInCarrier('bluebonnet').flow!;
const QUOTE = `<main><h1>Quote Summary</h1><div role="note">This quote is bindable until 07-01-2026. Bind it from your Bluebonnet underwriter's desk.</div>
  <div><p>Annual Premium</p><p>$2,211</p><dl><dt>Quote Number</dt><dd>BQ-100</dd><dt>Applicant</dt><dd>Pecan Street Bakery LLC</dd>
  <dt>Policy Period</dt><dd>06-01-2026 to 06-01-2027</dd><dt>Liability Limits</dt><dd>$1,000,000 / $2,000,000</dd>
  <dt>Property Deductible</dt><dd>$2,500</dd><dt>Quote Valid Through</dt><dd>07-01-2026</dd></dl></div>
  <table><caption>Premium breakdown</caption><thead><tr><th>Coverage</th><th>Premium</th></tr></thead>
  <tbody><tr><td>Property</td><td>$1,400</td></tr><tr><td>Business liability</td><td>$811</td></tr></tbody></table>
  <a href="/agentdesk/applications/AD-1/quote-letter">Download Quote Letter (PDF)</a></main>`;

/** What the server answers: the result page, and the letter's address. */
let result = QUOTE;
let letter: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const server = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path.endsWith('/quote-letter')) return letter(req, res);
  res.setHeader('content-type', 'text/html');
  res.end(path === '/agentdesk/login' ? '<main><h1>Producer Sign In</h1></main>' : result);
});

let origin = '';
let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
const saved: { name: string; data: string }[] = [];
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await pool.close();
  server.close();
});

async function outcome(line: Line = 'bop'): Promise<PlaybookOutcome> {
  const portal = new DefinedPortal(page, origin, flow);
  await portal.open('/agentdesk/applications/AD-1/result');
  const ctx = {
    line,
    submission: {},
    log: () => {},
    saveDocument: async (name: string, data: Buffer) => {
      saved.push({ name, data: data.toString() });
      return `/documents/${name}`;
    },
  } as unknown as PlaybookContext;
  return readOutcome(ctx, portal);
}

const pdf: typeof letter = (_req, res) => {
  res.setHeader('content-type', 'application/pdf');
  res.end('%PDF-1.7 letter');
};

describe('Bluebonnet definition: the outcome page and its quote letter', () => {
  it('reads every field and fetches the PDF the link points to, with the session cookie', async () => {
    await context.addCookies([{ name: 'ad_session', value: 's-1', url: origin }]);
    let cookie = '';
    letter = (req, res) => {
      cookie = req.headers.cookie ?? '';
      pdf(req, res);
    };
    const got = await outcome();
    expect(got).toEqual({
      kind: 'quoted',
      quote: {
        quoteNumber: 'BQ-100',
        annualPremium: 2211,
        quoteType: 'bindable',
        bindableMarker:
          "This quote is bindable until 07-01-2026. Bind it from your Bluebonnet underwriter's desk.",
        namedInsured: 'Pecan Street Bakery LLC',
        policyStartDate: '06/01/2026',
        policyExpirationDate: '06/01/2027',
        limits: '1000000/2000000',
        deductible: '2500',
        asQuoted: { limits: '$1,000,000 / $2,000,000', deductible: '$2,500' },
        quoteExpiresAt: '07/01/2026',
        premiumBreakdown: [
          { label: 'Property', amount: 1400 },
          { label: 'Business liability', amount: 811 },
        ],
        portalUrl: `${origin}/agentdesk/applications/AD-1/result`,
        documents: [{ name: 'Bluebonnet_BQ-100.pdf', path: '/documents/Bluebonnet_BQ-100.pdf' }],
      },
    });
    expect(saved.at(-1)).toEqual({ name: 'Bluebonnet_BQ-100.pdf', data: '%PDF-1.7 letter' });
    expect(cookie).toContain('ad_session=s-1');
  });

  it('tells an outage, an ended session and another page apart', async () => {
    letter = (_req, res) => {
      res.statusCode = 503;
      res.end('Down for maintenance');
    };
    await expect(outcome()).rejects.toMatchObject({ errorType: 'portal_unavailable' });
    letter = (_req, res) => {
      res.writeHead(302, { location: '/agentdesk/login' });
      res.end();
    };
    await expect(outcome()).rejects.toMatchObject({ errorType: 'session_expired' });
    letter = (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<h1>Page not found</h1>');
    };
    await expect(outcome()).rejects.toMatchObject({ errorType: 'portal_changed' });
  });

  it('an indication is never bindable; a cyber retention stays a retention', async () => {
    letter = pdf;
    result = QUOTE.replace('Quote Summary', 'Premium Indication')
      .replace('Annual Premium', 'Indicated Premium')
      .replace('Quote Number', 'Indication Number')
      .replace('Property Deductible', 'Retention');
    const got = await outcome('cyber');
    expect(got).toMatchObject({
      kind: 'quoted',
      quote: {
        quoteNumber: 'BQ-100',
        annualPremium: 2211,
        quoteType: 'indication',
        asQuoted: { retention: '$2,500' },
      },
    });
    result = QUOTE;
  });

  it('tells class declines (appetite) from underwriting ones, and reads a referral', async () => {
    const page = (heading: string, words: string) =>
      `<main><h1>${heading}</h1><div><p role="alert"><strong>${words}</strong></p></div></main>`;
    result = page('Declined', 'Bluebonnet does not write taverns, bars or nightclubs.');
    expect(await outcome()).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'Bluebonnet does not write taverns, bars or nightclubs.',
    });
    result = page(
      'Declined',
      'NAICS 999999 is not an eligible class of business for the Bluebonnet BOP program.',
    );
    expect(await outcome()).toMatchObject({ kind: 'declined', appetite: true });
    result = page('Declined', 'Three or more losses in 3 years are outside Bluebonnet guidelines.');
    expect(await outcome()).toMatchObject({ kind: 'declined', appetite: false });
    result = page('Referred to Underwriting', 'Liquor sales are referred to an underwriter.');
    expect(await outcome()).toEqual({
      kind: 'referred',
      message: 'Liquor sales are referred to an underwriter.',
    });
    result = QUOTE;
  });
});
