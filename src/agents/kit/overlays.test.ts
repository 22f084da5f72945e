// Layers over a page and the button a page is finished with, in real Chromium (overlays.ts,
// buttons.ts `formAction`): what is taken away and by which button, what is left alone (the portal's
// own dialogs, an action bar), a covering dialog told at once instead of waited on, and the form's own
// action found whatever its caption says. Captions here are not in any list the kit reads.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import { AgentError } from '../errors.ts';
import { buttonFor, clickButton, formAction } from './buttons.ts';
import { clearLayers, readLayers } from './overlays.ts';
import { region } from './region.ts';

let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await pool.close();
});
beforeEach(async () => {
  // A fresh window: `setContent` keeps the last one's globals (what a test page counted).
  await page.goto('about:blank');
  await page.setViewportSize({ width: 1280, height: 800 });
});

const BANNER = `<div id="banner" style="position:fixed;left:0;right:0;bottom:0;height:34vh;background:#eee;z-index:99">
  <p>We use cookies to run this site.</p>
  <button type="button" onclick="document.getElementById('banner').remove()">Fine by me</button>
  <button type="button" onclick="window.managed = true">Manage preferences</button>
</div>`;
const NOTICE = `<div id="notice" style="position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:100;display:grid;place-items:center">
  <div role="dialog" aria-modal="true" aria-labelledby="t" style="background:#fff;padding:2rem">
    <h2 id="t">Scheduled maintenance</h2><p>The portal is down for maintenance on Sunday.</p>
    <button type="button" onclick="document.getElementById('notice').remove()">Take me in</button>
  </div>
</div>`;
/** A form whose button sits in the lower third of the viewport, under a banner. */
const FORM = (button: string) => `<main>
  <form onsubmit="event.preventDefault(); window.submitted = (window.submitted || 0) + 1">
    <div style="height:560px"><label>Business name <input name="n"></label></div>
    <button type="button" onclick="window.drafted = true">Save Draft</button>
    ${button}
  </form>
</main>`;

describe('layers over the page', () => {
  it('takes away a cookie banner by its accepting button and a notice by its only button, never "Manage"', async () => {
    await page.setContent(`${FORM('<button type="submit">Store and go on</button>')}${BANNER}${NOTICE}`);
    const log: string[] = [];
    const cleared = await clearLayers(page, (_m, fields) => log.push(String(fields?.pressed)));
    expect(cleared.dismissed.map((d) => d.pressed).sort()).toEqual(['Fine by me', 'Take me in']);
    expect(cleared.left).toEqual([]);
    expect(log.sort()).toEqual(['Fine by me', 'Take me in']);
    expect(await page.evaluate(() => (window as { managed?: boolean }).managed)).toBeUndefined();
    expect(await page.locator('#banner, #notice').count()).toBe(0);
  });

  it("leaves the portal's own dialogs alone: fields to fill, or choices none of which dismisses", async () => {
    await page.setContent(`<main><p>Address</p></main>
      <div style="position:fixed;inset:0;background:rgba(0,0,0,.4)"><div role="dialog" aria-modal="true">
        <h2>We found a standardized address</h2>
        <button type="button">Use suggested address</button><button type="button">Keep address as entered</button>
      </div></div>`);
    const cleared = await clearLayers(page);
    expect(cleared.dismissed).toEqual([]);
    expect(cleared.left).toHaveLength(1);
    expect(cleared.left[0]).toMatchObject({ kind: 'dialog', dismiss: null });

    await page.setContent(`<main></main><div role="dialog" style="position:fixed;inset:0">
      <label>Code <input name="code"></label><button type="button">Close</button></div>`);
    const layers = await readLayers(page);
    expect(layers[0]).toMatchObject({ flow: true });
    expect((await clearLayers(page)).dismissed).toEqual([]);
  });

  it('leaves an action bar fixed to the viewport whose button submits the form', async () => {
    await page.setContent(`<form><label>Name <input name="n"></label>
      <div style="position:fixed;bottom:0;left:0;right:0;height:20vh;background:#ddd"><button type="submit">OK</button></div></form>`);
    expect((await clearLayers(page)).dismissed).toEqual([]);
  });

  it('presses a button under a banner after taking the banner away, without waiting', async () => {
    await page.setContent(`${FORM('<button type="submit">Store and go on</button>')}${BANNER}`);
    const started = Date.now();
    const button = await buttonFor(region(page, 'main'), 'continue');
    await clickButton(button, 30_000);
    expect(await page.evaluate(() => (window as { submitted?: number }).submitted)).toBe(1);
    expect(await page.locator('#banner').count()).toBe(0);
    // Playwright's click would have waited its whole 30 s timeout on the banner.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('tells a dialog it cannot take away at once, in its words, instead of waiting on the click', async () => {
    await page.setContent(`${FORM('<button type="submit">Next</button>')}
      <div style="position:fixed;inset:0;background:rgba(0,0,0,.5)"><div role="dialog" aria-modal="true">
        <h2>Choose your office</h2><button type="button">Dallas</button><button type="button">Austin</button>
      </div></div>`);
    const button = await buttonFor(region(page, 'main'), 'continue');
    const error = await clickButton(button, 30_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect((error as AgentError).errorType).toBe('portal_changed');
    expect((error as Error).message).toMatch(
      /a dialog "Choose your office: .*" \(buttons "Dallas", "Austin"\)/,
    );
  });

  it('waits for a page busy behind a spinner layer with no button, as Playwright waits', async () => {
    await page.setContent(`${FORM('<button type="submit">Next</button>')}
      <div id="busy" style="position:fixed;inset:0;background:rgba(0,0,0,.4)">Loading…</div>`);
    await page.evaluate(() => setTimeout(() => document.getElementById('busy')?.remove(), 300));
    await clickButton(await buttonFor(region(page, 'main'), 'continue'), 10_000);
    expect(await page.evaluate(() => (window as { submitted?: number }).submitted)).toBe(1);
  });
});

describe('the button a page is finished with, by what it is to the page', () => {
  it("finds the form's submit button whatever it says, never a draft, back or sign-out", async () => {
    await page.setContent(
      FORM(
        '<button type="submit">&lt; Back</button><button type="button">Sign out</button><button>Onward and upward</button>',
      ),
    );
    const button = await buttonFor(region(page, 'main'), 'continue');
    await clickButton(button, 5_000);
    expect(await page.evaluate(() => (window as { submitted?: number }).submitted)).toBe(1);
    expect(await page.evaluate(() => (window as { drafted?: boolean }).drafted)).toBeUndefined();
  });

  it('takes the main action where nothing submits a form, and refuses two equal ones', async () => {
    await page.setContent(`<main><button type="button">Back</button>
      <button type="button" class="btn btn--primary" onclick="window.priced = true">Work out the premium</button></main>`);
    await clickButton(await buttonFor(region(page, 'main'), 'rate'), 5_000);
    expect(await page.evaluate(() => (window as { priced?: boolean }).priced)).toBe(true);

    await page.setContent(
      '<main><form><input name="a"><button>Onward</button><button>Sideways</button></form></main>',
    );
    await expect(buttonFor(region(page, 'main'), 'continue')).rejects.toThrow(
      /no button to continue \(buttons seen: "Onward", "Sideways"\)/,
    );
  });

  it('formAction: a submit first, then the one drawn as the main action, then the only one', () => {
    const plain = { submits: false, primary: false };
    expect(formAction(['Back', 'Keep going'], [plain, plain])).toBe(1);
    expect(
      formAction(
        ['Save Draft', 'Store and go on'],
        [
          { submits: true, primary: false },
          { submits: true, primary: false },
        ],
      ),
    ).toBe(1);
    expect(formAction(['A', 'B'], [plain, { submits: false, primary: true }])).toBe(1);
    expect(formAction(['A', 'B'], [plain, plain])).toBeUndefined();
    expect(formAction(['Cancel', 'Sign out', 'Print'], [plain, plain, plain])).toBeUndefined();
  });
});
