// The kit's page-script paths in real Chromium (controls.ts, region.ts, buttons.ts): what they do when
// the page is as expected, and that they hand over to Playwright's own actions, untouched, when it is
// not (a covered box, a read-only field, a missing option, a region matching two elements).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import { buttonFor, buttonNamed, clickButton, linkFor, readInPage } from './buttons.ts';
import { readControls } from './controls.ts';
import { downloadInPage } from './download-in-page.ts';
import { fillForm } from './fill.ts';
import { Navigator } from './navigator.ts';
import { evaluateAt, region, showsText } from './region.ts';
import { enterCredentials } from './sign-in.ts';
import { waitInPage } from './wait-in-page.ts';

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

/** Events the page saw, in order, as "type:id". */
const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

const FORM = `
<main>
  <label for="name">Business name</label><input id="name" value="old">
  <label for="fixed">Account number</label><input id="fixed" value="A-1" readonly>
  <label for="staff">Employees</label><input id="staff" type="number">
  <label for="state">State</label>
  <select id="state"><option value="">Choose</option><option value="TX">Texas</option><option value="OK">Oklahoma</option></select>
  <label><input type="checkbox" id="open"> Open to the public</label>
  <div style="position:relative">
    <label for="covered">Covered box</label><input type="checkbox" id="covered">
    <div id="veil" style="position:absolute;inset:0;background:white"></div>
  </div>
  <label class="fancy"><input type="checkbox" id="styled" style="opacity:0;position:absolute"><span>Styled box</span></label>
  <button type="button">Back</button><button type="button" aria-hidden="true">Next</button>
  <span role="button">Save &amp; Continue</span>
</main>
<script>
  window.seen = [];
  for (const type of ['input', 'change', 'click'])
    document.addEventListener(type, (e) => window.seen.push(type + ':' + (e.target.id || e.target.tagName)), true);
  document.getElementById('veil').addEventListener('click', () => window.seen.push('veil'));
</script>`;

beforeEach(async () => {
  await page.setContent(FORM);
});

/**
 * Calls of Playwright locator methods while `action` runs (each would install its page script).
 * `onClick` runs when Playwright's click is called, beside it: what the click waits for (a button
 * enabled, a veil gone) is then done once the kit has handed the button over, whatever the machine's
 * speed, instead of on a timer the kit's own reads might outlast.
 */
async function locatorCalls(
  action: () => Promise<unknown>,
  onClick?: () => Promise<unknown>,
): Promise<string[]> {
  const proto = Object.getPrototypeOf(page.locator('main')) as Record<string, unknown>;
  const names = ['count', 'click', 'fill', 'evaluate', 'evaluateAll', 'textContent', 'waitFor', 'isVisible'];
  const originals = names.map((name) => proto[name] as (...args: unknown[]) => unknown);
  const calls: string[] = [];
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(name);
      if (name === 'click' && onClick) void onClick().catch(() => undefined);
      return originals[i]!.apply(this, args);
    };
  });
  try {
    await action();
  } finally {
    names.forEach((name, i) => {
      proto[name] = originals[i];
    });
  }
  return calls;
}

describe('controls read and set through the page', () => {
  it('types into a text field with trusted input, and declines a read-only one', async () => {
    const read = await readControls(page);
    const ref = (label: string) => read.controls.find((c) => c.label === label)!.ref;
    expect(await read.type(ref('Business name'), 'Acme Plumbing')).toBe(true);
    expect(await read.type(ref('Account number'), 'B-2')).toBe(false);
    expect(await read.holds([ref('Business name'), ref('Account number')])).toEqual(['Acme Plumbing', 'A-1']);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY'); // left, as a person leaves
    expect(await seen()).toContain('input:name');
    await read.dispose();
  });

  it('chooses an option with the events a page listens for, and declines one it does not offer', async () => {
    const read = await readControls(page);
    const state = read.controls.find((c) => c.label === 'State')!;
    expect(await read.choose(state.ref, 'NM')).toBe(false);
    expect(await seen()).toEqual([]);
    expect(await read.choose(state.ref, 'OK')).toBe(true);
    expect(await seen()).toEqual(['input:state', 'change:state']);
    expect(await read.holds([state.ref])).toEqual(['Oklahoma']);
    await read.dispose();
  });

  it('clicks a box where the click lands on it or its label, and not one another element covers', async () => {
    const read = await readControls(page);
    const ref = (label: string) => read.controls.find((c) => c.label === label)!.ref;
    expect(await read.tick(ref('Open to the public'), true)).toBe(true);
    expect(await read.tick(ref('Styled box'), true)).toBe(true);
    expect(await read.tick(ref('Open to the public'), true)).toBe(true); // already ticked: no click
    expect(await read.tick(ref('Covered box'), true)).toBe(false);
    expect(await seen()).toEqual([
      'click:open',
      'input:open',
      'change:open',
      'click:styled',
      'input:styled',
      'change:styled',
    ]);
    expect(await read.holds([ref('Open to the public'), ref('Styled box'), ref('Covered box')])).toEqual([
      'true',
      'true',
      '',
    ]);
    await read.dispose();
  });

  it('fills a form through the page where it can and through Playwright where it cannot', async () => {
    const report = await fillForm(region(page, 'main'), [
      { label: 'Business name', value: 'Acme Plumbing' },
      { label: 'Employees', value: '12' },
      { label: 'State', value: 'Texas' },
      { label: 'Open to the public', value: 'true' },
    ]);
    // A number field is left to Playwright's fill (its own rules for numbers): filled all the same.
    expect(report.filled.map((f) => f.label)).toEqual([
      'Business name',
      'Employees',
      'State',
      'Open to the public',
    ]);
    expect(report.unsettled).toEqual([]);
    expect(await seen()).toContain('input:staff');
  });
});

describe('a control the portal resets', () => {
  it('is set once more from a fresh read; one that never holds is reported', async () => {
    // "Late" puts back its empty state once, just after the first keystroke, as a framework still
    // starting does; "Never" empties itself after every entry.
    await page.setContent(`<main>
      <label for="late">Late field</label><input id="late">
      <label for="never">Never field</label><input id="never">
    </main><script>
      let reset = false;
      document.getElementById('late').addEventListener('input', (e) => {
        if (!reset) { reset = true; setTimeout(() => { e.target.value = ''; }, 0); }
      });
      document.getElementById('never').addEventListener('change', (e) => { e.target.value = ''; });
    </script>`);
    const report = await fillForm(region(page, 'main'), [
      { label: 'Late field', value: 'first' },
      { label: 'Never field', value: 'second' },
    ]);
    expect(report.filled.map((f) => f.label)).toEqual(['Late field']);
    expect(report.unsettled).toEqual([
      { field: 'Never field', label: 'Never field', wanted: 'second', holds: '' },
    ]);
    expect(await page.locator('#late').inputValue()).toBe('first');
  });
});

describe('regions', () => {
  it('reads a region by its selector, and through its locator where the selector finds two elements', async () => {
    await page.setContent('<p id="a">first</p><p id="b">second</p><p class="x">x1</p><p class="x">x2</p>');
    const text = (e: Element) => e.textContent;
    expect(await evaluateAt(region(page, '#a', page.locator('#b')), text)).toBe('first');
    expect(await evaluateAt(region(page, '.x', page.locator('#b')), text)).toBe('second');
    expect(await evaluateAt(page.locator('#b'), text)).toBe('second');
  });

  it('finds the button Playwright finds, through the page or through Playwright', async () => {
    await page.setContent(`<main>
      <button type="button">Back</button><button type="button" aria-hidden="true">Next</button>
      <button type="button" style="visibility:hidden">Continue</button>
      <span role="button">Save &amp; Continue</span><button role="tab">Proceed</button>
      <div id="host"></div>
    </main><script>
      document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<button>Get quote</button>';
    </script>`);
    for (const root of [region(page, 'main'), page.locator('main')]) {
      expect(await (await buttonFor(root, 'continue')).textContent()).toBe('Save & Continue');
      expect(await (await buttonFor(root, 'rate')).textContent()).toBe('Get quote');
      await expect(buttonFor(root, 'sign-in')).rejects.toThrow(
        'no button to sign-in (buttons seen: "Back", "Save & Continue", "Get quote")',
      );
    }
  });
});

describe('a button by its name, and no other', () => {
  it('takes the caption that is the name before one holding it, never one of like intent', async () => {
    await page.setContent(`<main>
      <button type="button">Clear search</button><button type="button">Search</button>
      <button type="button">Next</button><button type="button">Add another vehicle</button>
    </main>`);
    const main = region(page, 'main');
    const calls = await locatorCalls(async () => {
      expect(readInPage(await buttonNamed(main, 'search'))).toBe(true);
    });
    expect(calls).toEqual([]);
    expect(await (await buttonNamed(main, 'search')).textContent()).toBe('Search');
    expect(await (await buttonNamed(main, 'add another')).textContent()).toBe('Add another vehicle');
    // Not there: Playwright's role selector, never "Next" (buttonFor's continue intent would take it).
    const missing = await buttonNamed(main, 'Add Another Policy');
    expect(readInPage(missing)).toBe(false);
    expect(await missing.count()).toBe(0);
    expect(readInPage(await buttonNamed(page.locator('main'), 'Search', { exact: true }))).toBe(false);
  });
});

describe('buttons pressed through the page', () => {
  it('posts a form by a mouse click on the button a page script read, with no Playwright locator on the page', async () => {
    await page.route('http://portal.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          route.request().method() === 'POST'
            ? `<main><h1>Posted ${route.request().postData()}</h1></main>`
            : `<main><form method="post" action="/next"><input name="name" value="Acme">
                <div style="height:3000px"></div>
                <button type="button">Back</button><button name="go" value="1">Save &amp; Continue</button>
              </form></main>`,
      }),
    );
    const nav = new Navigator(page, { origin: 'http://portal.test', name: 'Test portal' });
    await nav.open('/form');
    const calls = await locatorCalls(async () => {
      const button = await buttonFor(region(page, 'main'), 'continue');
      await nav.press(button); // below the fold: scrolled to, then clicked
    });
    expect(calls).toEqual([]);
    expect(await page.locator('h1').textContent()).toBe('Posted name=Acme&go=1');
    await page.unroute('http://portal.test/**');
  });

  it('hands a disabled or covered button to Playwright, which waits for it', async () => {
    await page.setContent(`<main>
      <button type="button" id="later" disabled>Continue</button>
      <div style="position:relative"><button type="button" id="under">Get quote</button>
        <div id="veil" style="position:absolute;inset:0;background:white"></div></div>
    </main><script>
      window.seen = [];
      document.addEventListener('click', (e) => window.seen.push(e.target.id || e.target.tagName), true);
    </script>`);
    const main = region(page, 'main');
    const later = await buttonFor(main, 'continue');
    const under = await buttonFor(main, 'rate');
    const calls = await locatorCalls(
      async () => {
        await clickButton(later, 5_000);
        await clickButton(under, 5_000);
      },
      () =>
        page.evaluate(() => {
          (document.getElementById('later') as HTMLButtonElement).disabled = false;
          document.getElementById('veil')?.remove();
        }),
    );
    expect(calls).toContain('click');
    expect(await seen()).toEqual(['later', 'under']);
  });

  it("clicks the button it read even where Playwright's role selector counts another", async () => {
    // A focusable button keeps its role whatever role="none" says (Playwright counts it); the page
    // script's read does not: Playwright's own click must still be given the button that was read.
    await page.setContent(`<main>
      <button type="button" role="none" id="other">Other</button>
      <button type="button" id="go" disabled>Continue</button>
    </main><script>
      window.seen = [];
      document.addEventListener('click', (e) => window.seen.push(e.target.id), true);
      setTimeout(() => { document.getElementById('go').disabled = false; }, 200);
    </script>`);
    const main = region(page, 'main');
    expect(await main.getByRole('button').count()).toBe(2);
    await clickButton(await buttonFor(main, 'continue'), 5_000);
    expect(await seen()).toEqual(['go']);
  });

  it('presses a button in a same-origin frame at its point in the top page; a covered or cross-origin frame goes to Playwright', async () => {
    // The frame sits below the top page's fold, inside a border and padding, its button below the
    // frame's own fold: both scrolled to, the point carried through the frame element's content box.
    const top = (src: string, veil: boolean) => `<main>
      <div style="height:1500px"></div>
      <div style="position:relative;margin-left:50px">
        <iframe title="Widget" src="${src}"
          style="border:7px solid gray;padding:11px 9px;width:400px;height:200px"></iframe>
        ${veil ? '<div id="veil" style="position:absolute;inset:0;background:white"></div>' : ''}
      </div>
      <div style="height:1500px"></div>
    </main><script>
    </script>`;
    // Save is the middle of nine 12-pixel buttons: a point off by a border or a padding hits another.
    const cell = (id: string, caption: string) =>
      `<button type="button" id="${id}" style="padding:0;border:0;margin:0;overflow:hidden;font-size:3px">${caption}</button>`;
    const widget = `<form><div style="height:600px"></div>
        <div style="display:grid;grid-template-columns:repeat(3,12px);grid-auto-rows:12px">
          ${['nw', 'n', 'ne', 'w'].map((id) => cell(id, id.toUpperCase())).join('')}
          ${cell('save', 'Save Classification')}
          ${['e', 'sw', 's', 'se'].map((id) => cell(id, id.toUpperCase())).join('')}
        </div>
      </form><script>
        window.seen = [];
        document.addEventListener('click', (e) => window.seen.push(e.target.id + (e.isTrusted ? '' : ' (untrusted)')), true);
      </script>`;
    const html = (body: string) => ({ contentType: 'text/html', body });
    await page.route('http://portal.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      return route.fulfill(
        html(
          path === '/widget'
            ? widget
            : top(path === '/cross' ? 'http://other.test/widget' : '/widget', path === '/covered'),
        ),
      );
    });
    await page.route('http://other.test/**', (route) => route.fulfill(html(widget)));
    const press = async (path: string) => {
      await page.goto(`http://portal.test${path}`);
      const frame = page.mainFrame().childFrames()[0]!;
      const button = await buttonFor(region(frame, 'form'), 'continue', ['Save Classification']);
      const calls = await locatorCalls(
        () => clickButton(button, 5_000),
        () => page.evaluate(() => document.getElementById('veil')?.remove()),
      );
      const clicked = await frame.evaluate(() => (window as unknown as { seen: string[] }).seen);
      return { calls, clicked };
    };
    expect(await press('/plain')).toEqual({ calls: [], clicked: ['save'] });
    // Covered in the parent page: Playwright's click, which waits for the veil to go.
    const covered = await press('/covered');
    expect(covered.calls).toContain('click');
    expect(covered.clicked).toEqual(['save']);
    // Another origin: the page script cannot see the frame's element; Playwright clicks.
    const cross = await press('/cross');
    expect(cross.calls).toContain('click');
    expect(cross.clicked).toEqual(['save']);
    await page.unroute('http://portal.test/**');
    await page.unroute('http://other.test/**');
  });
});

describe('links and text read through the page', () => {
  const LINKS = `<main>
      <nav><a href="/home">Home</a> <a href="/letter.pdf" aria-label="Download quote letter (PDF)">PDF</a></nav>
      <a href="/hidden" style="display:none">New quote</a>
      <a href="/new">  New
        quote </a> <a>New quote (no address)</a> <span role="link" tabindex="0">Renewals</span>
      <p>We sent a <b>6</b>-digit code to <span>(•••) •••-0199</span>.</p>
      <script>const said = 'We sent a 9-digit code';</script>
      <div id="host"></div>
    </main><script>
      document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<a href="/deep">Deep link</a>';
    </script>`;

  it("finds the link Playwright's role selector finds, with its address, and none where it finds none", async () => {
    await page.setContent(LINKS);
    for (const root of [region(page, 'main'), page.locator('main')]) {
      const href = async (name: string | RegExp, exact?: boolean) =>
        (await linkFor(root, name, { exact }))?.href;
      expect(await href('New quote', true)).toBe('/new');
      expect(await href('new QUOTE')).toBe('/new');
      expect(await href('Download quote letter (PDF)', true)).toBe('/letter.pdf');
      expect(await href(/^Download quote (letter \(PDF\)|PDF)$/)).toBe('/letter.pdf');
      expect(await href('Deep link', true)).toBe('/deep');
      expect(await href('Renewals', true)).toBeNull(); // a link by role, with no address
      expect(await linkFor(root, 'Quote letter', { exact: true })).toBeUndefined();
      expect(await linkFor(root, 'Home', { exact: true })).toBeDefined();
    }
  });

  it('reads a region through one page script, no locator, and follows a link where a page script finds it', async () => {
    await page.route('http://portal.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: route.request().url().endsWith('/new')
          ? '<main><h1>New quote form</h1></main>'
          : LINKS.replace('<div id="host"></div>', '<div style="height:3000px"></div>'),
      }),
    );
    const nav = new Navigator(page, { origin: 'http://portal.test', name: 'Test portal' });
    await nav.open('/start');
    const main = region(page, 'main');
    let found: Awaited<ReturnType<typeof linkFor>>;
    const calls = await locatorCalls(async () => {
      expect(await showsText(main, /We sent a \d-digit code/)).toBe(true);
      expect(await showsText(page, /sent a 6-digit code to \(•••\) •••-0199\./)).toBe(true);
      expect(await showsText(main, /9-digit/)).toBe(false); // a script's text is not shown
      expect(await linkFor(main, 'Quote letter', { exact: true })).toBeUndefined(); // Playwright's count confirms
      found = await linkFor(main, 'New quote', { exact: true });
      await nav.press(found!.link); // below the fold: scrolled to, then clicked
    });
    expect(calls).toEqual(['count']);
    expect(await page.locator('h1').textContent()).toBe('New quote form');
    expect(await showsText(page.locator('main'), /New quote form/)).toBe(true); // through Playwright
    await page.unroute('http://portal.test/**');
  });
});

describe('a file fetched in the page', () => {
  it('answers the file, and gives up on one that does not arrive in time', async () => {
    await page.route('http://portal.test/**', async (route) => {
      const url = route.request().url();
      if (url.endsWith('/slow.pdf')) return; // never answered
      await route.fulfill(
        url.endsWith('/letter.pdf')
          ? { contentType: 'application/pdf', body: '%PDF-1.4 letter' }
          : { contentType: 'text/html', body: '<main>Quote</main>' },
      );
    });
    await page.goto('http://portal.test/quote');
    const letter = await downloadInPage(page, '/letter.pdf', 1_000);
    expect(letter.status).toBe(200);
    expect(letter.data.toString()).toBe('%PDF-1.4 letter');
    const started = Date.now();
    await expect(downloadInPage(page, '/slow.pdf', 300)).rejects.toThrow(/TimeoutError|timed out|signal/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    await page.unroute('http://portal.test/**');
  });
});

describe('waiting in the page', () => {
  it("answers the condition's value once it holds, across a navigation, with no Playwright page script", async () => {
    await page.route('http://portal.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/second')
          ? '<main></main><script>setTimeout(() => { document.querySelector("main").innerHTML = "<h1>Ready</h1>"; }, 300);</script>'
          : '<main><h1 hidden>Not yet</h1></main><script>setTimeout(() => { location.href = "/second"; }, 200);</script>',
      }),
    );
    await page.goto('http://portal.test/first');
    const heading = () => {
      const h1 = document.querySelector('h1');
      return h1 && !h1.hidden ? h1.textContent : null;
    };
    let value: string | null = null;
    const calls = await locatorCalls(async () => {
      value = await waitInPage(page, heading, undefined, { timeoutMs: 5_000 });
    });
    expect(value).toBe('Ready');
    expect(page.url()).toBe('http://portal.test/second');
    expect(calls).toEqual([]);
    await page.unroute('http://portal.test/**');
  });

  it("times out as Playwright's waitForFunction does, and fails with a condition that throws", async () => {
    await page.setContent('<main></main>');
    const started = Date.now();
    const late = await waitInPage(page, () => document.querySelector('h1'), undefined, {
      timeoutMs: 300,
    }).catch((e: Error) => e);
    expect((late as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const broken = waitInPage(page, (n: number) => (n > 1 ? (null as unknown as { x: number }).x : 0), 2, {
      timeoutMs: 5_000,
    });
    await expect(broken).rejects.toThrow(/null/);
  });
});

describe('the sign-in form through the page', () => {
  const form = { username: 'User ID', button: 'Sign in', where: 'Test sign-in' };
  const credential = { username: 'agent.one', password: 'pa55-w0rd!' };

  it('types the password into the one password field shown, in a shadow root, with no Playwright locator', async () => {
    await page.setContent(`<main>
      <label for="user">User ID</label><input id="user">
      <input type="password" id="old" style="display:none">
      <div id="host"></div>
      <button type="submit">Sign in</button>
    </main><script>
      const shadow = document.getElementById('host').attachShadow({ mode: 'open' });
      shadow.innerHTML = '<label for="pw">Password</label><input type="password" id="pw" value="stale">';
      window.seen = [];
      shadow.addEventListener('input', (e) => window.seen.push(e.target.id + ':' + e.isTrusted), true);
    </script>`);
    const calls = await locatorCalls(() => enterCredentials(region(page, 'main'), form, credential));
    expect(calls).toEqual([]);
    expect(await page.inputValue('#user')).toBe('agent.one');
    expect(await page.locator('#host').locator('#pw').inputValue()).toBe('pa55-w0rd!');
    expect(await seen()).toEqual(['pw:true']);
  });

  it('refuses a page with two password fields shown, and leaves a read-only one to Playwright, which waits', async () => {
    await page.setContent(`<main>
      <label for="user">User ID</label><input id="user">
      <input type="password" id="a"><input type="password" id="b">
      <button type="submit">Sign in</button>
    </main>`);
    await expect(enterCredentials(region(page, 'main'), form, credential)).rejects.toMatchObject({
      errorType: 'portal_changed',
    });
    await page.setContent(`<main>
      <label for="user">User ID</label><input id="user">
      <input type="password" id="pw" readonly>
      <button type="submit">Sign in</button>
    </main><script>
      setTimeout(() => { document.getElementById('pw').readOnly = false; }, 300);
    </script>`);
    const calls = await locatorCalls(() => enterCredentials(region(page, 'main'), form, credential));
    expect(calls).toEqual(['count', 'fill']);
    expect(await page.inputValue('#pw')).toBe('pa55-w0rd!');
  });
});

describe('native date inputs and a searching combobox through the page', () => {
  /**
   * Playwright calls while `action` runs that install its page script: locator methods, element
   * handle actions, element handles made, waitForFunction.
   */
  type Method = (this: unknown, ...args: unknown[]) => unknown;
  async function playwrightCalls(action: () => Promise<unknown>): Promise<string[]> {
    const element = (await page.evaluateHandle(() => document.body)).asElement()!;
    const elementProto = Object.getPrototypeOf(element) as Record<string, unknown>;
    const handleProto = Object.getPrototypeOf(elementProto) as Record<string, unknown>;
    const pageProto = Object.getPrototypeOf(page) as Record<string, unknown>;
    await element.dispose();
    const patched: [Record<string, unknown>, string, unknown][] = [];
    const calls: string[] = [];
    const patch = (proto: Record<string, unknown>, name: string, wrap: (original: Method) => Method) => {
      const original = proto[name] as Method;
      patched.push([proto, name, original]);
      proto[name] = wrap(original);
    };
    for (const name of ['fill', 'click', 'selectOption', 'check', 'setChecked', 'textContent'])
      patch(
        elementProto,
        name,
        (original) =>
          function (this: unknown, ...args: unknown[]) {
            calls.push(`element.${name}`);
            return original.apply(this, args);
          },
      );
    patch(
      handleProto,
      'evaluateHandle',
      (original) =>
        async function (this: unknown, ...args: unknown[]) {
          const made = (await original.apply(this, args)) as { asElement(): unknown };
          if (made.asElement()) calls.push('element handle');
          return made;
        },
    );
    patch(
      pageProto,
      'waitForFunction',
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          calls.push('waitForFunction');
          return original.apply(this, args);
        },
    );
    try {
      calls.push(...(await locatorCalls(action)));
    } finally {
      for (const [proto, name, original] of patched) proto[name] = original;
    }
    return calls;
  }

  const DATES = `<main>
    <label for="eff">Policy effective date</label><input id="eff" type="date" min="2027-01-01" value="2027-01-01">
    <label for="at">Start time</label><input id="at" type="time">
    <label for="fixed">Fixed date</label><input id="fixed" type="date" value="2027-02-02" readonly>
  </main><script>
    window.seen = [];
    for (const type of ['input', 'change'])
      document.addEventListener(type, (e) => window.seen.push(type + ':' + e.target.id), true);
  </script>`;

  it("sets a native date or time input as Playwright's fill does, with no Playwright page script", async () => {
    await page.setContent(DATES);
    let report: Awaited<ReturnType<typeof fillForm>> | undefined;
    const calls = await playwrightCalls(async () => {
      report = await fillForm(region(page, 'main'), [
        { label: 'Policy effective date', value: ' 2027-03-04 ' },
        { label: 'Start time', value: '09:30' },
      ]);
    });
    expect(calls).toEqual([]);
    expect(report!.filled.map((f) => f.label)).toEqual(['Policy effective date', 'Start time']);
    expect(report!.unsettled).toEqual([]);
    expect(await seen()).toEqual(['input:eff', 'change:eff', 'input:at', 'change:at']);
    expect(await page.evaluate(() => (document.getElementById('eff') as HTMLInputElement).value)).toBe(
      '2027-03-04',
    );
  });

  it('declines, untouched, a value the input refuses and an input read-only or disabled', async () => {
    await page.setContent(DATES);
    const read = await readControls(page);
    const ref = (label: string) => read.controls.find((c) => c.label === label)!.ref;
    expect(await read.type(ref('Policy effective date'), '03/04/2027')).toBe(false);
    expect(await read.type(ref('Fixed date'), '2027-03-04')).toBe(false);
    await page.evaluate(() => {
      (document.getElementById('fixed') as HTMLInputElement).readOnly = false;
      (document.getElementById('fixed') as HTMLInputElement).disabled = true;
    });
    expect(await read.type(ref('Fixed date'), '2027-03-04')).toBe(false); // disabled since the read
    expect(await seen()).toEqual([]);
    expect(await read.holds([ref('Policy effective date'), ref('Fixed date')])).toEqual([
      '2027-01-01',
      '2027-02-02',
    ]);
    await read.dispose();
  });

  it("leaves a refused date to Playwright's fill, and reports the field that does not hold it", async () => {
    await page.setContent(DATES);
    let report: Awaited<ReturnType<typeof fillForm>> | undefined;
    const calls = await playwrightCalls(async () => {
      report = await fillForm(region(page, 'main'), [
        { label: 'Policy effective date', value: '03/04/2027' },
      ]);
    });
    expect(calls).toContain('element.fill');
    expect(report!.filled).toEqual([]);
    expect(report!.unsettled.map((u) => u.label)).toEqual(['Policy effective date']);
  });

  /** A class-code combobox: searches 100 ms after typing, lists what fits or says none does. */
  const combobox = (inShadow: boolean) => `<main><div id="host"></div></main><script>{
    const CODES = ['8810 — Clerical office', '8742 — Salespersons, outside', '41677 — Consultants, NOC'];
    window.seen = [];
    const html = '<label for="cc">Class code</label>' +
      '<input id="cc" type="text" role="combobox" aria-controls="cc-list" autocomplete="off">' +
      '<div id="cc-list" role="listbox" hidden></div><p role="status" id="cc-status"></p>';
    const host = document.getElementById('host');
    const root = ${inShadow} ? host.attachShadow({ mode: 'open' }) : host;
    root.innerHTML = html;
    const input = root.querySelector('#cc'), list = root.querySelector('#cc-list'), status = root.querySelector('#cc-status');
    let timer;
    input.addEventListener('input', () => {
      clearTimeout(timer);
      list.hidden = true;
      list.innerHTML = '';
      status.textContent = 'Searching…';
      timer = setTimeout(() => {
        const q = input.value.toLowerCase();
        const found = CODES.filter((c) => c.toLowerCase().includes(q));
        status.textContent = found.length ? found.length + ' found.' : 'No class codes match “' + input.value + '”.';
        for (const c of found) {
          const o = document.createElement('div');
          o.setAttribute('role', 'option');
          o.textContent = c;
          o.addEventListener('mousedown', (e) => e.preventDefault());
          o.addEventListener('click', (e) => {
            window.seen.push('chosen:' + c.split(' ')[0] + ':' + e.isTrusted);
            input.value = c;
            list.hidden = true;
          });
          list.append(o);
        }
        list.hidden = found.length === 0;
      }, 100);
    });
  }</script>`;

  it('types the search, waits for the list and clicks the option, with no Playwright page script', async () => {
    await page.setContent(combobox(false));
    let report: Awaited<ReturnType<typeof fillForm>> | undefined;
    const calls = await playwrightCalls(async () => {
      report = await fillForm(region(page, 'main'), [
        { label: 'Class code', value: '8810', search: 'clerical' },
      ]);
    });
    expect(calls).toEqual([]);
    expect(report!.filled.map((f) => f.label)).toEqual(['Class code']);
    expect(report!.unsettled).toEqual([]);
    expect(await seen()).toEqual(['chosen:8810:true']);
    expect(await page.inputValue('#cc')).toBe('8810 — Clerical office');
  });

  it('answers the options offered when none is the value, and none when the portal says none fit', async () => {
    await page.setContent(combobox(false));
    const started = Date.now();
    const calls = await playwrightCalls(async () => {
      const offered = await fillForm(region(page, 'main'), [
        { label: 'Class code', value: '9999', search: 'o' },
      ]);
      expect(offered.missingOptions.map((m) => m.offered)).toEqual([
        ['8810 — Clerical office', '8742 — Salespersons, outside', '41677 — Consultants, NOC'],
      ]);
      const none = await fillForm(region(page, 'main'), [
        { label: 'Class code', value: '9999', search: 'zzz' },
      ]);
      expect(none.missingOptions.map((m) => m.offered)).toEqual([[]]);
    });
    expect(calls).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000); // the status answered: not waited on for 10 s
    expect(await seen()).toEqual([]);
  });

  it("is left to Playwright's fill, wait and click in a shadow root, and chooses all the same", async () => {
    await page.setContent(combobox(true));
    let report: Awaited<ReturnType<typeof fillForm>> | undefined;
    const calls = await playwrightCalls(async () => {
      report = await fillForm(region(page, 'main'), [
        { label: 'Class code', value: '41677', search: 'consult' },
      ]);
    });
    expect(calls).toEqual(expect.arrayContaining(['element.fill', 'waitForFunction', 'click']));
    expect(report!.filled.map((f) => f.label)).toEqual(['Class code']);
    expect(await seen()).toEqual(['chosen:41677:true']);
  });
});
