// What the page a person ended a hand quote on shows, for a draft definition's extraction
// (domain/carrier-definition/draft/extract.ts): its heading, every labelled value as a person reads
// one (a definition list's term and description, a table row's header and cell, a value an
// `aria-label` names, a short caption standing over its value, a "Label: value" line), the tables'
// captions, the links, and the short notes and badges standing apart.
import type { Page } from 'playwright-core';
import type { OutcomeSnapshot } from '../../domain/carrier-definition/draft/extract.ts';
import { unrecorded } from '../kit/unrecorded.ts';

export function readOutcomeSnapshot(page: Page): Promise<OutcomeSnapshot> {
  return unrecorded(page, async () => {
    const read = await page.evaluate(() => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const main = document.querySelector('main') ?? document.body;
      type Anchor = 'term' | 'label' | 'after' | 'row';
      const pairs: { label: string; value: string; anchor: Anchor }[] = [];
      const add = (label: string, value: string, anchor: Anchor) => {
        const l = norm(label).replace(/:$/, '');
        const v = norm(value);
        if (l && v && l.length <= 80 && v.length <= 200 && !pairs.some((p) => p.label === l))
          pairs.push({ label: l, value: v, anchor });
      };
      for (const dt of main.querySelectorAll('dt')) {
        const dd = dt.nextElementSibling;
        if (dd?.tagName === 'DD') add(dt.textContent ?? '', dd.textContent ?? '', 'term');
      }
      for (const tr of main.querySelectorAll('tr')) {
        const cells = [...tr.children].filter((c) => c.tagName === 'TH' || c.tagName === 'TD');
        if (cells.length === 2) add(cells[0]!.textContent ?? '', cells[1]!.textContent ?? '', 'row');
      }
      for (const e of main.querySelectorAll('[aria-label]')) {
        if (e.matches('a, button, input, select, textarea, nav, [role=navigation], [role=button]')) continue;
        add(e.getAttribute('aria-label') ?? '', e.textContent ?? '', 'label');
      }
      for (const e of main.querySelectorAll('p, span, div, strong, b, h2, h3')) {
        const text = norm(e.textContent);
        if (e.children.length > 0 || !text || text.length > 60) continue;
        const colon = /^([^:]{2,60}):\s+(.{1,200})$/.exec(text);
        if (colon) add(colon[1]!, colon[2]!, 'row');
        const next = e.nextElementSibling;
        if (next && next.children.length === 0 && /\d/.test(norm(next.textContent)) && !/\d/.test(text))
          add(text, next.textContent ?? '', 'after');
      }
      const tables = [...main.querySelectorAll('table caption')]
        .map((c) => norm(c.textContent))
        .filter(Boolean);
      const links = [...main.querySelectorAll('a[href]')].map((a) => ({
        caption: norm(a.textContent) || norm(a.getAttribute('aria-label')),
        href: a.getAttribute('href') ?? '',
      }));
      // Each note with a selector that finds it: its id, else its role, else its first class.
      const selectorOf = (n: Element) =>
        n.id
          ? `#${CSS.escape(n.id)}`
          : n.getAttribute('role')
            ? `[role=${n.getAttribute('role')}]`
            : `.${CSS.escape(n.classList[0] ?? '')}`;
      const notes = [...main.querySelectorAll('[role=note], [role=status], [class*=badge], [class*=tag]')]
        .map((n) => ({ text: norm(n.textContent), selector: selectorOf(n) }))
        .filter((n) => n.text && n.text.length <= 120);
      const heading = norm((main.querySelector('h1') ?? document.querySelector('h1, h2'))?.textContent);
      return { heading, pairs, tables, links: links.filter((l) => l.caption), notes };
    });
    return { url: page.url(), ...read };
  });
}
