// The page script that reads buttons and links as a person finds them, and where a click on one lands:
// self-contained, it runs in the page (buttons.ts reads and presses through it; decision 0016).

/**
 * Runs in the page (self-contained). Without `pick.index`: what a person reads on each button, its ARIA
 * label, an input's value, else its text, '' for one not shown. Given the buttons (Playwright's),
 * those; given an element, the buttons under it found as Playwright's role selector finds them: an
 * explicit role, else a button or a button-like input, open shadow roots included, none hidden from
 * assistive technology; links instead (an explicit role, else `a` or `area` with an address) where
 * `pick.role` says so. With `pick.index` (an element only): where a person clicks the button at that
 * place if it still reads that caption, is shown and enabled, scrolled into view where it is not, and
 * the click at its middle lands on it, as a point of the top page (a button in a frame: through each
 * frame of the same origin, not scaled, the point landing on the frame's element in its parent); else
 * null. With `pick.href` too: that link's address as written, if it still reads that caption; else null.
 */
export function buttonsUnder(
  target: Element | Element[],
  pick?: { index?: number; caption?: string; role?: 'link'; href?: boolean; roles?: boolean },
):
  | string[]
  | { submits: boolean; primary: boolean }[]
  | string
  | null
  | Promise<{ x: number; y: number } | null> {
  let buttons: Element[];
  if (Array.isArray(target)) buttons = target;
  else {
    const all: Element[] = [];
    const walk = (node: ParentNode) => {
      for (const e of node.querySelectorAll('*')) {
        all.push(e);
        if (e.shadowRoot) walk(e.shadowRoot);
      }
    };
    walk(target);
    const isButton = (e: Element) => {
      const role = (e.getAttribute('role') ?? '').trim().split(/\s+/)[0];
      if (pick?.role === 'link')
        return role ? role === 'link' : (e.tagName === 'A' || e.tagName === 'AREA') && e.hasAttribute('href');
      if (role) return role === 'button';
      if (e.tagName === 'BUTTON') return true;
      return (
        e.tagName === 'INPUT' && ['button', 'submit', 'reset', 'image'].includes((e as HTMLInputElement).type)
      );
    };
    const hidden = (e: Element) =>
      e.closest('[aria-hidden="true"]') !== null ||
      !e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    buttons = all.filter((e) => isButton(e) && !hidden(e));
  }
  const captions = buttons.map((e) => {
    const shown = (e as HTMLElement).checkVisibility?.() ?? true;
    const text =
      (e as HTMLInputElement).value && e.tagName === 'INPUT' ? (e as HTMLInputElement).value : e.textContent;
    return shown ? (e.getAttribute('aria-label') ?? text ?? '').replace(/\s+/g, ' ').trim() : '';
  });
  // With `pick.roles`: what each button is to its page. `submits`: a submit button of a form that has
  // controls of its own (what the form's own validation and Enter are wired to); `primary`: drawn as
  // the page's main action (a class that says so, or a filled background of some colour).
  if (pick?.roles)
    return buttons.map((e) => {
      const form = (e as HTMLButtonElement).form;
      const type = (e as HTMLInputElement).type;
      const submits =
        (e.tagName === 'BUTTON' || e.tagName === 'INPUT') &&
        (type === 'submit' || type === 'image') &&
        form !== null &&
        [...form.elements].some((c) => !['BUTTON', 'FIELDSET', 'OUTPUT'].includes(c.tagName));
      const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(e).backgroundColor.match(/[\d.]+/g) ?? []).map(
        Number,
      );
      const spread = Math.max(r, g, b) - Math.min(r, g, b);
      const primary = /(^|[-_\s])(primary|cta)([-_\s]|$)/i.test(e.className) || (a > 0.5 && spread > 60);
      return { submits, primary };
    });
  if (pick?.index === undefined) return captions;
  const e = buttons[pick.index];
  if (pick.href) return e && captions[pick.index] === pick.caption ? e.getAttribute('href') : null;
  if (!e || captions[pick.index] !== pick.caption || pick.caption === '') return null;
  const disabled =
    (e as HTMLButtonElement).disabled === true ||
    e.closest('[aria-disabled="true"]') !== null ||
    e.closest('fieldset[disabled]') !== null;
  if (disabled) return null;
  const inFrame = window.top !== window;
  // Where a point of this document is in the top one's viewport (Playwright's mouse), through each
  // frame element's content box up to the top: null through a frame of another origin or a scaled one,
  // or, with `hits`, where the point in a parent does not land on the frame's element (covered there).
  const inTop = (x: number, y: number, hits: boolean) => {
    let view: Window = window;
    let at = { x, y };
    while (view !== view.top) {
      let owner: Element | null = null;
      try {
        owner = view.frameElement;
      } catch {
        return null;
      }
      const parent = owner?.ownerDocument.defaultView;
      if (!owner || !parent || !(owner instanceof parent.HTMLElement)) return null;
      const box = owner.getBoundingClientRect();
      if (Math.abs(box.width - owner.offsetWidth) > 1 || Math.abs(box.height - owner.offsetHeight) > 1)
        return null;
      const style = parent.getComputedStyle(owner);
      at = {
        x: at.x + box.left + owner.clientLeft + Number.parseFloat(style.paddingLeft),
        y: at.y + box.top + owner.clientTop + Number.parseFloat(style.paddingTop),
      };
      if (hits) {
        let hit = owner.ownerDocument.elementFromPoint(at.x, at.y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(at.x, at.y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        if (hit !== owner) return null;
      }
      view = parent;
    }
    return { ...at, width: view.innerWidth, height: view.innerHeight };
  };
  const box = e.getBoundingClientRect();
  const from = inFrame ? inTop(box.left, box.top, false) : null;
  const to = inFrame ? inTop(box.right, box.bottom, false) : null;
  const outOfTop =
    inFrame && (!from || !to || from.x < 0 || from.y < 0 || to.x > to.width || to.y > to.height);
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth || outOfTop)
    e.scrollIntoView({ block: 'center', inline: 'center' });
  // As Playwright's click: the button where it was one animation frame ago (the page has drawn what the
  // last input changed), then the click at its middle landing on it. A frame that draws nothing for a
  // second (not rendered) leaves the button to Playwright.
  const frame = () =>
    new Promise<DOMRect | null>((r) => {
      const late = inFrame ? setTimeout(() => r(null), 1000) : undefined;
      requestAnimationFrame(() => {
        clearTimeout(late);
        r(e.getBoundingClientRect());
      });
    });
  return (async () => {
    let before = await frame();
    for (let tries = 0; ; tries += 1) {
      const was = before;
      const now = await frame();
      if (!was || !now) return null;
      const same = ['x', 'y', 'width', 'height'].every(
        (k) => now[k as keyof DOMRect] === was[k as keyof DOMRect],
      );
      if (same) break;
      if (tries >= 10) return null;
      before = now;
    }
    if (!before) return null;
    if (!e.isConnected || before.width < 2 || before.height < 2) return null;
    const x = before.left + before.width / 2;
    const y = before.top + before.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const lands = hit !== null && (hit === e || e.contains(hit) || (e.shadowRoot?.contains(hit) ?? false));
    if (!lands) return null;
    // In a frame: the same point in the top page, landing on each frame's element on the way up.
    const top = inTop(x, y, true);
    return top ? { x: top.x, y: top.y } : null;
  })();
}

/** What a button is to its page (`buttonsUnder` with `pick.roles`). */
export interface ButtonRole {
  submits: boolean;
  primary: boolean;
}

/** `buttonsUnder` with `pick.roles`: what each button is to its page (the same function, typed so). */
export const rolesUnder = buttonsUnder as (
  target: Element | Element[],
  pick: { roles: true },
) => ButtonRole[];

/** `buttonsUnder` without a pick's index: the captions (the same function, typed so). */
export const captionsUnder = buttonsUnder as (
  target: Element | Element[],
  pick?: { role?: 'link' },
) => string[];
