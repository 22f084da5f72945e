// The pages of a portal as one hand quote showed them: each address made a pattern (the portal's own
// reference in it, a segment with digits that the quote kept from the moment it was started, becomes the
// named group `reference`), named by the heading it first showed.

/** A page of the recording: its address pattern and the path to open it (with `{reference}`). */
export interface DraftPage {
  name: string;
  pattern: string;
  open: string;
  /** Whether its address carries the portal's reference. */
  referenced: boolean;
}

/** A path segment that is a reference: letters, digits and dashes, at least one digit, four or more long. */
const REFERENCE = /^(?=[^/]*\d)[A-Za-z0-9_-]{4,}$/;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/^(?=[^a-z])/, 'page-')
    .replace(/-+$/, '') || 'page';

/** The path of an address, without its query (`/studio/quotes/LK-123456/business`). */
export const pathOf = (url: string) => {
  try {
    return new URL(url).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return url.split('?')[0]!.replace(/\/+$/, '') || '/';
  }
};

/** Every page the recording went through, by pattern, in the order first seen. */
export class PageNames {
  readonly pages: DraftPage[] = [];
  /** The reference the recording's addresses carried, once one did. */
  reference: string | undefined;

  /** The page an address belongs to, named after `heading` when it is new. */
  pageOf(url: string, heading: string): DraftPage {
    const segments = pathOf(url).split('/');
    let referenced = false;
    const pattern: string[] = [];
    const open: string[] = [];
    for (const segment of segments) {
      const isReference = !referenced && (segment === this.reference || REFERENCE.test(segment));
      if (isReference) {
        this.reference ??= segment;
        referenced = true;
        pattern.push('(?<reference>[^/]+)');
        open.push('{reference}');
      } else {
        pattern.push(escapeRegex(segment));
        open.push(segment);
      }
    }
    const regex = `^${pattern.join('/') || ''}/?$`;
    const known = this.pages.find((p) => p.pattern === regex);
    if (known) return known;
    let name = slug(heading || open.filter((s) => s && s !== '{reference}').pop() || 'home');
    while (this.pages.some((p) => p.name === name)) name = `${name}-2`;
    const page = { name, pattern: regex, open: open.join('/') || '/', referenced };
    this.pages.push(page);
    return page;
  }
}
