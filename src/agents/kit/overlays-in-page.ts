// The page script that finds what lies over a page's form (overlays.ts decides and presses): a cookie
// or consent banner, a notice or announcement dialog, a chat launcher, a tour's bubble, a backdrop.
// Self-contained: it runs in the page.

/** A layer over the page, as the page script reads it. */
export interface Layer {
  /** What a person reads on it first: its label or heading, then its text (cut short). */
  text: string;
  /** `dialog` (a dialog role, aria-modal, an open <dialog>, or a backdrop over most of the page), else `layer`. */
  kind: 'dialog' | 'layer';
  /** Its share of the viewport (0 to 1). */
  covers: number;
  /** Its buttons' captions, in order. */
  buttons: string[];
  /** The caption of the button that dismisses it, when one does (see `layersOnPage`); null when none. */
  dismiss: string | null;
  /** Where a click on that button lands on it (the top page's viewport); null when it would not. */
  point: { x: number; y: number } | null;
  /**
   * It holds controls to fill, a grid, or a button that submits a form: part of the portal's flow,
   * never dismissed by the kit.
   */
  flow: boolean;
}

/**
 * Runs in the page (self-contained). The layers over the page: elements fixed to the viewport (or an open dialog) that are what a point of the page hits, sampled over a grid of the
 * viewport, and every shown dialog (`role="dialog"` or `alertdialog`, `aria-modal`, `<dialog open>`).
 * A layer of less than a tenth of the viewport (a header bar, a toast) that is no dialog is left out.
 * Its dismissal, by what the button does and not by a caption list: the buttons that lead somewhere
 * else (settings, preferences, details, a policy, sign-out) are set aside; of the rest, one that says
 * it accepts, acknowledges or closes (`intent`), else the only one left; none when several are left
 * and none says so. A layer with controls to fill (text, a choice, a grid) is the portal's own flow.
 */
export function layersOnPage(intent: { dismiss: string; away: string }): Layer[] {
  const dismissWords = new RegExp(intent.dismiss, 'i');
  const awayWords = new RegExp(intent.away, 'i');
  const vw = innerWidth;
  const vh = innerHeight;
  const shown = (e: Element) => (e as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
  const isDialog = (e: Element) =>
    ['dialog', 'alertdialog'].includes(e.getAttribute('role') ?? '') ||
    e.getAttribute('aria-modal') === 'true' ||
    (e.tagName === 'DIALOG' && (e as HTMLDialogElement).open);
  // The outermost element fixed or sticky to the viewport that holds `e`, or its dialog.
  const layerOf = (e: Element): Element | null => {
    let found: Element | null = null;
    for (let at: Element | null = e; at && at !== document.body && at !== document.documentElement; ) {
      const position = getComputedStyle(at).position;
      if (position === 'fixed' || isDialog(at)) found = at;
      at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null);
    }
    return found;
  };
  const layers = new Set<Element>();
  for (let row = 0; row < 5; row += 1)
    for (let col = 0; col < 5; col += 1) {
      const hit = document.elementFromPoint(((col + 0.5) * vw) / 5, ((row + 0.5) * vh) / 5);
      const layer = hit ? layerOf(hit) : null;
      if (layer) layers.add(layer);
    }
  for (const e of document.querySelectorAll(
    '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]',
  ))
    if (shown(e)) layers.add(layerOf(e) ?? e);
  // A layer inside another is the other's.
  const outer = [...layers].filter((l) => ![...layers].some((o) => o !== l && o.contains(l)));

  const captionOf = (b: Element) =>
    (
      b.getAttribute('aria-label') ||
      (b instanceof HTMLInputElement ? b.value : b.textContent) ||
      b.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
  const out: Layer[] = [];
  for (const layer of outer) {
    const box = layer.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, vw) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, vh) - Math.max(box.top, 0));
    const covers = (width * height) / (vw * vh);
    const dialog = [layer, ...layer.querySelectorAll('*')].some(isDialog) || covers > 0.85;
    if (!dialog && covers < 0.1) continue;
    const buttons = [
      ...layer.querySelectorAll('button, [role="button"], input[type="button"], input[type="submit"]'),
    ].filter((b) => shown(b) && !(b as HTMLButtonElement).disabled);
    const captions = buttons.map(captionOf);
    // Controls to fill, or a button that submits a form (a page's action bar), make it the flow's.
    const flow =
      layer.querySelector(
        'input:not([type="hidden"]):not([type="checkbox"]):not([type="button"]):not([type="submit"]), select, textarea, [role="grid"], [role="listbox"], [role="combobox"]',
      ) !== null ||
      buttons.some(
        (b) =>
          (b instanceof HTMLButtonElement || b instanceof HTMLInputElement) && b.type === 'submit' && b.form,
      );
    const staying = captions.flatMap((c, i) => (c && !awayWords.test(c) ? [i] : []));
    const saying = staying.filter((i) => dismissWords.test(captions[i]!));
    const chosen = saying.length >= 1 ? saying[0] : staying.length === 1 ? staying[0] : undefined;
    let point: Layer['point'] = null;
    if (chosen !== undefined && !flow) {
      const button = buttons[chosen]!;
      const b = button.getBoundingClientRect();
      if (b.top < 0 || b.bottom > vh || b.left < 0 || b.right > vw)
        button.scrollIntoView({ block: 'center', inline: 'center' });
      const at = button.getBoundingClientRect();
      const x = at.left + at.width / 2;
      const y = at.top + at.height / 2;
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      if (at.width >= 2 && at.height >= 2 && hit && (hit === button || button.contains(hit)))
        point = { x, y };
    }
    const heading = layer.querySelector('h1, h2, h3, [role="heading"]');
    const label =
      layer.getAttribute('aria-label') ||
      (layer.getAttribute('aria-labelledby') &&
        document.getElementById(layer.getAttribute('aria-labelledby')!)?.textContent) ||
      heading?.textContent ||
      '';
    const text = `${label ? `${label.trim()}: ` : ''}${(layer.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
    out.push({
      text: text.slice(0, 200),
      kind: dialog ? 'dialog' : 'layer',
      covers: Math.round(covers * 100) / 100,
      buttons: captions.filter(Boolean),
      dismiss: chosen === undefined ? null : captions[chosen]!,
      point,
      flow,
    });
  }
  return out;
}
