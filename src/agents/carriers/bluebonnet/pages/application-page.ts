// The long application form (`/agentdesk/applications/new?line=…` and `/agentdesk/applications/<ref>`):
// collapsible sections, one worked on at a time ("Section N of M: <title>", the others closed), a
// sticky Save & Continue bar, an error summary when AgentDesk refuses something, and the vehicle and
// driver schedules, whose Add and Remove buttons post the form and come back with the rows changed.
import { portalChanged } from '../../../errors.ts';
import { buttonFor } from '../../../kit/buttons.ts';
import type { FormPage } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { AgentDesk } from './agentdesk.ts';

export interface FormState {
  /** The title of the section being worked on; undefined once all are complete. */
  section?: string;
  /** AgentDesk's messages from the "Please correct the following" summary. */
  errors: string[];
}

export type ScheduleNoun = 'vehicle' | 'driver';

/** How a schedule's rows are labelled: the first field of each row (table) or card legend (layout 2). */
const ROW_LABELS: Record<ScheduleNoun, string> = {
  vehicle: '^Vehicle (\\d+)( Year)?$',
  driver: '^Driver (\\d+) First Name$',
};

/** The section being worked on and the error summary, in one read. */
export async function readForm(desk: AgentDesk): Promise<FormState> {
  const state = await unrecorded(desk.page, () =>
    desk.page.evaluate(() => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const lines = [...document.querySelectorAll('main p')].map((p) => norm(p.textContent));
      const progress = lines.map((l) => /^Section \d+ of \d+: (.+)$/.exec(l)).find(Boolean);
      const summary = [...document.querySelectorAll('[role=alert]')].find((a) =>
        /please correct the following/i.test(a.textContent ?? ''),
      );
      return {
        section: progress?.[1],
        complete: lines.some((l) => l.startsWith('All sections are complete')),
        errors: summary ? [...summary.querySelectorAll('li')].map((li) => norm(li.textContent)) : [],
      };
    }),
  );
  if (!state.section && !state.complete && !state.errors.length)
    throw portalChanged('The AgentDesk application no longer shows which section is being worked on');
  return { section: state.section, errors: state.errors };
}

/** The open section as the kit's form page: Save & Continue posts it; the summary is AgentDesk's answer. */
export function formPage(desk: AgentDesk, ctx: PlaybookContext, where: string): FormPage {
  const root = region(desk.page, 'main');
  return {
    ctx,
    carrierId: 'bluebonnet',
    carrierName: 'Bluebonnet',
    where,
    root,
    async submit() {
      const kind = await desk.press(await buttonFor(root, 'continue', ['Save & Continue'], where));
      const errors = kind === 'form' ? (await readForm(desk)).errors : [];
      return errors.length > 0 ? { moved: false, errors } : { moved: true };
    },
  };
}

/**
 * Gives a schedule one row per vehicle or driver: Add and Remove each post the form and come back with
 * the rows changed. AgentDesk's refusal (past its maximum, in its words) is answered.
 */
export async function matchRows(
  desk: AgentDesk,
  noun: ScheduleNoun,
  title: string,
  wanted: number,
): Promise<string | undefined> {
  let rows = await rowCount(desk, noun);
  if (rows < 1) throw portalChanged(`The AgentDesk ${title} shows no rows`);
  while (rows !== wanted) {
    const name = rows < wanted ? `Add ${noun}` : `Remove ${noun} ${rows}`;
    const button = desk.page.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) throw portalChanged(`The AgentDesk ${title} has no "${name}" button`);
    const kind = await desk.press(button);
    const errors = kind === 'form' ? (await readForm(desk)).errors : [];
    if (errors.length > 0) return errors.join(' ');
    const now = await rowCount(desk, noun);
    if (now === rows) throw portalChanged(`The AgentDesk ${title} did not change its rows`);
    rows = now;
  }
  return undefined;
}

function rowCount(desk: AgentDesk, noun: ScheduleNoun): Promise<number> {
  return unrecorded(desk.page, () =>
    desk.page.evaluate((pattern) => {
      const row = new RegExp(pattern);
      const names = [
        ...[...document.querySelectorAll('label')].map((l) => l.textContent ?? ''),
        ...[...document.querySelectorAll('fieldset > legend')].map((l) => l.textContent ?? ''),
      ];
      return Math.max(0, ...names.map((n) => Number(row.exec(n.trim())?.[1] ?? 0)));
    }, ROW_LABELS[noun]),
  );
}
