// Ironclad Specialty's outcome page read by its definition's `extract` (carriers/ironclad-specialty.yaml)
// in real Chromium, on the cases its playbook's extraction tests held: layout 2 ("Ref #", a coverage
// period, "Total payable"), a credit kept negative in the breakdown list, a quote bindable only when the
// page says so, and a decline's words without their "Declined." label.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../src/agents/chromium.ts';
import { readOutcome } from '../../../src/agents/definition/extract.ts';
import { DefinedPortal } from '../../../src/agents/definition/portal.ts';
import type { PlaybookContext, PlaybookOutcome } from '../../../src/agents/playbook.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';

const flow = builtInCarrier('ironclad-specialty').flow!;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

async function outcomeOf(line: Line, main: string): Promise<PlaybookOutcome> {
  await page.setContent(
    `<main><section class="ix-card"><p class="ix-badge">Product</p>${main}</section></main>`,
  );
  const ctx = { line, submission: {}, log: () => {} } as unknown as PlaybookContext;
  return readOutcome(ctx, new DefinedPortal(page, 'http://ironclad.localhost', flow));
}

const terms = (rows: [string, string][]) =>
  `<dl>${rows.map(([t, d]) => `<dt>${t}</dt><dd>${d}</dd>`).join('')}</dl>`;
const quoted = (outcome: PlaybookOutcome) => {
  if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
  return outcome.quote;
};

describe('Ironclad Specialty definition: the outcome page', () => {
  it('reads layout 2 (coverage period, "Ref #", "Total payable")', async () => {
    const quote = quoted(
      await outcomeOf(
        'gl',
        `<h1>Your Ironclad terms</h1><p class="ix-badge">Bindable quote</p>${terms([
          ['Ref #', 'IXQ-GLX-508201'],
          ['Insured', 'Maple Street Grocery LLC'],
          ['Coverage period', '2026-03-01 to 2027-03-01'],
          ['Each occurrence', '$1,000,000'],
          ['General aggregate', '$2,000,000'],
          ['Property damage deductible', 'None'],
          ['Offer expires', '2026-03-31'],
          ['Total payable', '$5,757'],
        ])}`,
      ),
    );
    expect(quote).toEqual({
      quoteNumber: 'IXQ-GLX-508201',
      annualPremium: 5757,
      quoteType: 'bindable',
      bindableMarker: 'Bindable quote',
      namedInsured: 'Maple Street Grocery LLC',
      policyStartDate: '03/01/2026',
      policyExpirationDate: '03/01/2027',
      limits: '1000000/2000000',
      deductible: '0',
      asQuoted: { limits: 'Each occurrence: $1,000,000 / General aggregate: $2,000,000', deductible: 'None' },
      quoteExpiresAt: '03/31/2026',
      portalUrl: 'about:blank',
    });
  });

  it('keeps a credit in the breakdown negative, and a cyber retention as a retention', async () => {
    const quote = quoted(
      await outcomeOf(
        'cyber',
        `<h1>Your Ironclad terms</h1><p class="ix-badge">Bindable quote</p>${terms([
          ['Ref #', 'IXQ-CYB-100001'],
          ['Retention', '$5,000'],
          ['Total payable', '$2,380'],
        ])}<h2>How the premium is made up</h2><ul><li>Base premium: <span>$2,500</span></li><li>Security controls credit: <span>-$120</span></li></ul>`,
      ),
    );
    expect(quote.premiumBreakdown).toEqual([
      { label: 'Base premium', amount: 2500 },
      { label: 'Security controls credit', amount: -120 },
    ]);
    expect(quote).toMatchObject({ deductible: '5000', asQuoted: { retention: '$5,000' } });
  });

  it('calls a quote bindable only when the page says so', async () => {
    const rows = terms([
      ['Ref #', 'IXQ-GLX-508201'],
      ['Total payable', '$5,757'],
    ]);
    expect(quoted(await outcomeOf('gl', `<h1>Your Ironclad terms</h1>${rows}`)).quoteType).toBe('indication');
    expect(quoted(await outcomeOf('gl', `<h1>Indication</h1>${rows}`)).quoteType).toBe('indication');
    expect(quoted(await outcomeOf('gl', `<h1>Quote ready</h1>${rows}`))).toMatchObject({
      quoteType: 'bindable',
      bindableMarker: 'Quote ready',
    });
  });

  it('tells eligibility declines from underwriting ones, in the portal’s words', async () => {
    const declined = (words: string) =>
      outcomeOf(
        'cyber',
        `<h1>Unable to offer terms</h1><div role="alert"><strong>Declined.</strong> ${words}</div>`,
      );
    expect(
      await declined(
        'NAICS 722511 (Full-Service Restaurants) is outside the classes Ironclad Exchange writes.',
      ),
    ).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'NAICS 722511 (Full-Service Restaurants) is outside the classes Ironclad Exchange writes.',
    });
    expect(
      await declined('Ironclad does not write umbrella over hazardous-materials exposures.'),
    ).toMatchObject({
      appetite: false,
    });
  });
});
