// Bluebonnet AgentDesk's Additional Premises (BOP) in real Chromium: each other premises a row of the
// Building & Property section, rated at its own address by the documented formula; a row with any value
// must be complete; a wholly empty row is no premises.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { completeBop, fillBop, fillPremisesRow, type PremisesRow } from './flows.ts';
import { displayedPremium, saveAndContinue, shown } from './test-agent.ts';

const ID = 'bluebonnet';
let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness();
  origin = harness.sandbox.origin(ID);
});
afterAll(async () => {
  await harness?.close();
});

const KERRVILLE: PremisesRow = {
  address: '820 Water St',
  zip: '78028',
  interest: 'Tenant',
  construction: 'Joisted Masonry',
  yearBuilt: '1985',
  area: '1400',
  sprinklered: 'Yes',
  building: '',
  contents: '80,000',
  rated: {
    where: '820 Water St, Kerrville',
    state: 'TX',
    zip: '78028',
    construction: 'joisted_masonry',
    sprinklered: 'Y',
    buildingLimit: 0,
    contentsLimit: 80_000,
  },
};

const DALLAS: PremisesRow = {
  address: '2100 Elm St',
  zip: '75201',
  interest: 'Owner occupant',
  construction: 'Frame',
  yearBuilt: '2004',
  area: '2600',
  sprinklered: 'No',
  building: '300000',
  contents: '60000',
  rated: {
    where: '2100 Elm St, Dallas',
    state: 'TX',
    zip: '75201',
    construction: 'frame',
    sprinklered: 'N',
    buildingLimit: 300_000,
    contentsLimit: 60_000,
  },
};

const submission = async (name: string) =>
  (
    (await (await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`)).json()) as {
      submissions: { applicantName: string; data: Record<string, unknown> }[];
    }
  ).submissions.find((s) => s.applicantName === name)!;

describe('Additional Premises', () => {
  test('two more premises (Add premises) are each rated at their address: the premium is the formula', async () => {
    const { page } = await harness.newPage();
    const name = 'Hill Country Bakehouse LLC';
    const expected = await completeBop(page, origin, { name, premises: [KERRVILLE, DALLAS] });
    const alone = await (async () => {
      const other = await harness.newPage();
      return completeBop(other.page, origin, { name: 'Pecan Street Bakery LLC' });
    })();
    expect(await shown(page.getByRole('heading', { name: 'Quote Summary' }))).toBe(true);
    expect(await displayedPremium(page)).toBe(expected);
    expect(expected).toBeGreaterThan(alone);
    const breakdown = page.getByRole('table', { name: 'Premium breakdown' });
    await expect.poll(() => breakdown.getByText('Property, 820 Water St, Kerrville').count()).toBe(1);
    await expect.poll(() => breakdown.getByText('Property, 2100 Elm St, Dallas').count()).toBe(1);
    expect((await submission(name)).data).toMatchObject({ prem_count: '2', prem_1_zip: '75201' });
  });

  test('a partly filled row is refused cell by cell and keeps what was typed; Remove takes a row out', async () => {
    const { page } = await harness.newPage();
    await fillBop(page, origin, { name: 'Guadalupe Street Books LLC' });
    const section = page.locator('#sec-property');
    await section.evaluate((el) => el.setAttribute('open', ''));
    await page.getByRole('button', { name: 'Add premises' }).click();
    await fillPremisesRow(page, 1, KERRVILLE);
    await page.getByLabel('Additional Premises 2 Address').fill('77 Main St');
    await page.getByLabel('Additional Premises 2 ZIP').fill('90210');
    await saveAndContinue(page);
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.getByText('Additional Premises 2: ZIP 90210 (CA) is outside').count())
      .toBe(1);
    for (const message of [
      'Additional Premises 2: Please select Interest.',
      'Additional Premises 2: Please select Construction.',
      'Additional Premises 2: Year of Construction must be a year between 1850',
      'Additional Premises 2: Area must be between 100 and 500,000 square feet.',
      'Additional Premises 2: Enter Contents Limit in whole dollars.',
    ])
      expect(await alert.getByText(message).count(), message).toBe(1);
    expect(await alert.getByText('Additional Premises 1:').count()).toBe(0);
    expect(await page.getByLabel('Additional Premises 2 Address').inputValue()).toBe('77 Main St');
    await page.getByRole('button', { name: 'Remove premises 2' }).click();
    expect(await page.getByLabel('Additional Premises 2 Address').count()).toBe(0);
    expect(await page.getByLabel('Additional Premises 1 Address').inputValue()).toBe('820 Water St');
  });

  test('a premises in the Tier 1 coastal wind territory refers the application', async () => {
    const { page } = await harness.newPage();
    await completeBop(page, origin, {
      name: 'Seawall Bakery LLC',
      premises: [{ ...KERRVILLE, address: '2300 Seawall Blvd', zip: '77550' }],
    });
    expect(await shown(page.getByRole('heading', { name: 'Referred' }))).toBe(true);
    expect(await page.getByText('ZIP Code 77550 is in the Tier 1 coastal wind territory').count()).toBe(1);
  });
});
