// The outcome page read as a definition says (`extract`): the outcome by its heading's words, a decline's
// or referral's message, and each quote field by its anchor (a <dt>'s <dd>, an aria-label, a selector,
// the element after a caption) through a parser of the fixed set (money, limits, deductible, date, text);
// the breakdown table's rows; the bindable marker in the page's own words; the documents its links give,
// fetched from inside the page.
import type { AnchorDefinition, ExtractDefinition } from '../../domain/carrier-definition/extract-schema.ts';
import { carriesRetention } from '../../domain/coverage.ts';
import { parseDateUs, parseDeductible, parseLimits, parseMoney } from '../../domain/portal-values.ts';
import { portalChanged, portalUnavailable, sessionExpired } from '../errors.ts';
import { downloadInPage } from '../kit/download-in-page.ts';
import { lineNamed } from '../kit/line-named.ts';
import { unrecorded } from '../kit/unrecorded.ts';
import type { FiledTerms, PlaybookContext, PlaybookOutcome, QuoteExtract } from '../playbook.ts';
import { breakdownItems, breakdownList, collectFields, expandAnchors, parserOf } from './controls/anchors.ts';
import { heldOutcome } from './controls/held-outcome.ts';
import type { DefinedPortal } from './portal.ts';
import { evaluateFor } from './scope.ts';

interface PageRead {
  heading: string;
  message: string;
  fields: Record<string, string>;
  breakdown: { label: string; amount: string }[];
  bindable: string[];
  links: Record<string, string | null>;
}

/** Runs in the page (self-contained): what the definition's anchors point at, as text. */
function readPage(spec: {
  heading: string;
  message: string;
  anchors: [string, AnchorDefinition][];
  root: string;
  table?: string;
  tableSelector?: string;
  rowHeaders?: boolean;
  bindable?: string;
  links: string[];
}): PageRead {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const text = (css: string) => norm(document.querySelector(css)?.textContent);
  const anchored = (a: AnchorDefinition): string => {
    if (a.term) {
      const dt = [...document.querySelectorAll('dt')].find((d) => norm(d.textContent) === a.term);
      return dt?.nextElementSibling?.tagName === 'DD' ? norm(dt.nextElementSibling.textContent) : '';
    }
    if (a.label)
      return norm(
        [...document.querySelectorAll('[aria-label]')].find((e) => e.getAttribute('aria-label') === a.label)
          ?.textContent,
      );
    if (a.selector) return text(a.selector);
    if (a.after) {
      const caption = [...document.querySelectorAll(`${spec.root} *`)].find(
        (e) => e.children.length === 0 && norm(e.textContent) === a.after,
      );
      return norm(caption?.nextElementSibling?.textContent);
    }
    return '';
  };
  const table = spec.table
    ? [...document.querySelectorAll('table')].find(
        (t) =>
          t.getAttribute('aria-label') === spec.table ||
          norm(t.querySelector('caption')?.textContent) === spec.table,
      )
    : spec.tableSelector
      ? (document.querySelector(spec.tableSelector) ?? undefined)
      : undefined;
  const breakdown = [...(table?.querySelectorAll('tr') ?? [])].flatMap((tr) => {
    const cells = [...tr.querySelectorAll(spec.rowHeaders ? 'th, td' : 'td')].map((td) =>
      norm(td.textContent),
    );
    return cells.length >= 2 ? [{ label: cells[0]!, amount: cells[cells.length - 1]! }] : [];
  });
  const links = Object.fromEntries(
    spec.links.map((name) => [
      name,
      [...document.querySelectorAll('a')].find((a) => norm(a.textContent) === name)?.getAttribute('href') ??
        null,
    ]),
  );
  return {
    heading: text(spec.heading),
    message: text(spec.message),
    fields: Object.fromEntries(spec.anchors.map(([key, a]) => [key, anchored(a)])),
    breakdown,
    bindable: spec.bindable
      ? [...document.querySelectorAll(spec.bindable)].map((e) => norm(e.textContent))
      : [],
    links,
  };
}

const matches = (patterns: readonly string[] | undefined, text: string) =>
  (patterns ?? []).some((p) => new RegExp(p, 'i').test(text));

function parsed(read: PageRead, extract: ExtractDefinition, key: keyof ExtractDefinition['fields']) {
  const raw = read.fields[key] ?? '';
  if (!raw) return undefined;
  switch (parserOf(extract.fields[key])) {
    case 'money':
      return parseMoney(raw);
    case 'limits':
      return parseLimits(raw)?.parts.join('/');
    case 'deductible':
      return parseDeductible(raw)?.toString();
    case 'date':
      return parseDateUs(raw);
    default:
      return raw;
  }
}

export async function readOutcome(ctx: PlaybookContext, portal: DefinedPortal): Promise<PlaybookOutcome> {
  const { extract, name, wizard } = portal.definition;
  const read = await unrecorded(portal.page, () =>
    portal.page.evaluate(readPage, {
      heading: extract.heading ?? 'main h1',
      message: extract.message,
      root: portal.root,
      anchors: expandAnchors(extract.fields),
      ...(extract.breakdown?.table ? { table: extract.breakdown.table } : {}),
      ...(extract.breakdown?.selector ? { tableSelector: extract.breakdown.selector } : {}),
      ...(extract.breakdown?.rowHeaders ? { rowHeaders: true } : {}),
      ...(extract.bindable ? { bindable: extract.bindable.selector } : {}),
      links: (extract.documents ?? []).map((d) => d.link),
    }),
  );
  const held = await heldOutcome(ctx, portal, read.heading);
  if (held) return held;
  read.fields = collectFields(extract.fields, read.fields);
  if (extract.messageDrop) read.message = read.message.replace(new RegExp(extract.messageDrop), '').trim();
  if (extract.breakdown?.list && read.breakdown.length === 0)
    read.breakdown = await breakdownList(portal.page, extract.breakdown.list);
  if (extract.breakdown?.items && read.breakdown.length === 0)
    read.breakdown = await breakdownItems(portal.page, extract.breakdown.items);
  const required = (value: string, what: string) => {
    if (!value) throw portalChanged(`The ${name} outcome page no longer shows the ${what}`);
    return value;
  };
  if (matches(extract.referred, read.heading))
    return { kind: 'referred', message: required(read.message, 'referral reason') };
  if (matches(extract.declined, read.heading)) {
    const message = required(read.message, 'decline reason');
    return { kind: 'declined', appetite: matches(extract.appetite, message), message };
  }
  const indication = matches(extract.indication, read.heading);
  if (!indication && !matches(extract.quoted, read.heading))
    throw portalChanged(`The ${name} outcome page shows an unknown outcome: ${read.heading || 'no heading'}`);
  const annualPremium = parsed(read, extract, 'annualPremium') as number | undefined;
  if (annualPremium === undefined) throw portalChanged(`The ${name} quote no longer shows the premium`);
  const bindableMarker = indication
    ? undefined
    : read.bindable.find((words) => matches(extract.bindable?.match, words));
  const leaveOut = extract.breakdown?.leaveOut ? new RegExp(extract.breakdown.leaveOut) : undefined;
  const breakdown = read.breakdown.flatMap(({ label, amount }) => {
    if (leaveOut?.test(label)) return [];
    const value = parseMoney(amount);
    return value === undefined ? [] : [{ label, amount: value }];
  });
  const text = (key: keyof ExtractDefinition['fields']) => parsed(read, extract, key) as string | undefined;
  const quote: QuoteExtract = {
    quoteNumber: required(read.fields.quoteNumber ?? '', 'quote number'),
    annualPremium,
    quoteType: bindableMarker ? 'bindable' : 'indication',
    ...(bindableMarker ? { bindableMarker } : {}),
    namedInsured: text('namedInsured'),
    ...(extract.fields.line ? { line: lineNamed(extract.lineNames ?? {}, text('line')) } : {}),
    policyStartDate: text('policyStartDate'),
    policyExpirationDate: text('policyExpirationDate'),
    limits: text('limits'),
    deductible: text('deductible'),
    asQuoted: {
      limits: read.fields.limits || undefined,
      [carriesRetention(ctx.line) ? 'retention' : 'deductible']: read.fields.deductible || undefined,
    },
    quoteExpiresAt: text('quoteExpiresAt'),
    ...(breakdown.length ? { premiumBreakdown: breakdown } : {}),
    // An app's address names the submission in its fragment (`#/submissions/HS-1042`).
    portalUrl: wizard.app?.routes === 'hash' ? portal.page.url() : portal.page.url().split('#')[0]!,
  };
  const documents = [];
  for (const document of extract.documents ?? []) {
    const href = read.links[document.link];
    if (!href) {
      ctx.log(`${name} showed no "${document.link}" link`, { quoteNumber: quote.quoteNumber });
      continue;
    }
    const file = await downloadInPage(portal.page, href).catch((error: unknown) => {
      throw portalUnavailable(`${name} did not answer "${document.link}"`, error);
    });
    if (file.status >= 500)
      throw portalUnavailable(`${name} answered HTTP ${file.status} for "${document.link}"`);
    if (portal.kindOf(file.url) === portal.definition.signedOut.page) throw sessionExpired();
    if (file.status !== 200 || !file.contentType.includes(document.contentType))
      throw portalChanged(
        `"${document.link}" answered ${file.status} ${file.contentType || 'with no content type'}`,
      );
    const stored = document.name.replaceAll('{quoteNumber}', quote.quoteNumber);
    documents.push({ name: stored, path: await ctx.saveDocument(stored, file.data) });
  }
  if (documents.length) quote.documents = documents;
  const terms = wizard.filed?.[ctx.line];
  const filed: FiledTerms = {
    ...(terms?.limits ? { limits: evaluateFor(ctx, terms.limits) } : {}),
    ...(terms?.deductible ? { deductible: evaluateFor(ctx, terms.deductible) } : {}),
  };
  return { kind: 'quoted', quote, ...(filed.limits || filed.deductible ? { filed } : {}) };
}
