// The job's own submission as a definition says (`submission`): a new one started by the line's button,
// its reference recorded the moment a page's path carries it; a retry's own opened by that reference; a
// later attempt holding none first looks for the draft its earlier attempt filed but did not record (the
// kit's orphan-draft search, by the definition's query and columns).
import { portalChanged } from '../errors.ts';
import { buttonFor, buttonNamed, linkFor, readInPage } from '../kit/buttons.ts';
import { fillForm } from '../kit/fill.ts';
import { judgeFill } from '../kit/form-page.ts';
import { adoptOrphanDraft, searchResults } from '../kit/orphan-draft.ts';
import { region } from '../kit/region.ts';
import type { PlaybookContext } from '../playbook.ts';
import { routeOf } from './controls/app.ts';
import { type DefinedPortal, fillTemplate } from './portal.ts';
import { evaluateFor } from './scope.ts';

/** The path a job starts on: its own submission (a retry), else the page a new one starts from. */
export function startPath(ctx: PlaybookContext, portal: DefinedPortal): string {
  const { submission } = portal.definition;
  return ctx.portalReference
    ? fillTemplate(submission.resume, { reference: ctx.portalReference })
    : fillTemplate(submission.start.open, { line: ctx.line });
}

/** Records the portal's reference once the page shown carries it (a no-op once recorded). */
export async function recordReference(ctx: PlaybookContext, portal: DefinedPortal): Promise<void> {
  if (ctx.portalReference) return;
  const { page, group, query } = portal.definition.submission.reference;
  const here = page === undefined || portal.current === page;
  const reference = !here
    ? undefined
    : query
      ? (new URL(portal.page.url()).searchParams.get(query) ?? undefined)
      : portal.group(page ?? portal.current ?? '', group!);
  if (reference) await ctx.recordPortalReference(reference);
}

/** The draft of this job an earlier attempt filed but did not record: its reference, or undefined. */
export async function findOwnDraft(ctx: PlaybookContext, portal: DefinedPortal): Promise<string | undefined> {
  const find = portal.definition.submission.find;
  if (!find) return undefined;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(find.query)) query.set(key, evaluateFor(ctx, value) ?? '');
  const path = `${find.open}${find.open.includes('?') ? '&' : '?'}${query}`;
  if ((await portal.open(path)) !== find.page) return undefined;
  const rows = await searchResults(portal.page, portal.page.getByRole('table'), find.columns);
  return adoptOrphanDraft(ctx, rows, {
    date: evaluateFor(ctx, find.date) ?? '',
    inProgress: find.inProgress,
    portal: portal.definition.name,
  });
}

/**
 * Opens the job's submission: a draft adopted by the search where its `reopen` says (its first page,
 * filled again), its own by reference, else a new one by the line's button (or link).
 */
export async function openSubmission(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  adopted?: string,
): Promise<void> {
  const { submission, name } = portal.definition;
  const reopen = adopted && submission.find?.reopen;
  const path = reopen ? fillTemplate(reopen, { reference: adopted }) : startPath(ctx, portal);
  // Sign-in may have gone on to where the job starts already.
  const here = routeOf(portal.page.url(), portal.definition.wizard.app);
  if (here !== path.split('?')[0]) await portal.open(path);
  if (ctx.portalReference) return;
  const caption = submission.start.press?.[ctx.line];
  // A new submission by its own address (`{line}`): nothing to press.
  if (!caption && submission.start.open.includes('{line}')) return recordReference(ctx, portal);
  if (!caption) throw portalChanged(`${name}'s definition has no button for a new ${ctx.line} submission`);
  const root = region(portal.page, portal.root);
  const choice = submission.start.choose;
  if (choice?.options[ctx.line])
    judgeFill(
      await fillForm(root, [{ label: choice.label, value: choice.options[ctx.line]! }]),
      'New submission',
      name,
    );
  // The button of that caption where the page has one, else the link (each read in the page), else
  // the page's one button that continues (a caption reworded).
  const button = await buttonNamed(root, caption);
  const link = readInPage(button) ? undefined : await linkFor(root, caption, { exact: true });
  const press = readInPage(button)
    ? button
    : (link?.link ?? (await buttonFor(root, 'continue', [caption], 'New submission')));
  await portal.press(press);
  // Recorded now where the new submission's address carries it, else once a page's does (screens.ts).
  await recordReference(ctx, portal);
}
