// The long application form (`/agentdesk/applications/new?line=…` and `/agentdesk/applications/<ref>`):
// collapsible sections, one worked on at a time ("Section N of M: <title>"), a sticky Save & Continue
// bar, an error summary when AgentDesk refuses something, and the vehicle and driver schedules.
import { portalChanged } from '../../../errors.ts';
import { type AgentDesk, type PageKind, PortalRefusal } from '../agentdesk.ts';
import { type FieldFill, fillFields } from '../fill.ts';
import type { VehicleLayout } from '../mapping.ts';

export interface FormState {
  /** The section being worked on; undefined once all are complete. */
  section?: { number: number; total: number; title: string };
  complete: boolean;
  /** AgentDesk's messages from the "Please correct the following" summary. */
  errors: string[];
}

export type ScheduleNoun = 'vehicle' | 'driver';

/** How a schedule's rows are labelled: the first field of each row (table) or card legend (layout 2). */
const ROW_LABELS: Record<ScheduleNoun, string> = {
  vehicle: '^Vehicle (\\d+)( Year)?$',
  driver: '^Driver (\\d+) First Name$',
};

export class ApplicationPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async read(): Promise<FormState> {
    const state = await this.desk.page.evaluate(() => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const lines = [...document.querySelectorAll('main p')].map((p) => norm(p.textContent));
      const progress = lines.map((l) => /^Section (\d+) of (\d+): (.+)$/.exec(l)).find(Boolean);
      const summary = [...document.querySelectorAll('[role=alert]')].find((a) =>
        /please correct the following/i.test(a.textContent ?? ''),
      );
      return {
        section: progress
          ? { number: Number(progress[1]), total: Number(progress[2]), title: progress[3]! }
          : undefined,
        complete: lines.some((l) => l.startsWith('All sections are complete')),
        errors: summary ? [...summary.querySelectorAll('li')].map((li) => norm(li.textContent)) : [],
      };
    });
    if (!state.section && !state.complete && !state.errors.length) {
      throw portalChanged('The AgentDesk application no longer shows which section is being worked on');
    }
    return state;
  }

  /**
   * Fills fields of the open section in one round trip. A label that is gone means the page changed;
   * a value without an option is AgentDesk refusing it when the field says so.
   */
  async fill(fields: FieldFill[]): Promise<void> {
    const problems = await fillFields(this.desk.page, fields);
    if (problems.missing.length) {
      throw portalChanged(`The AgentDesk application no longer has: ${problems.missing.join(', ')}`);
    }
    const refused = problems.noOption.map(
      ({ field, options }) => `${field.label}: "${field.value}" is not one of ${options.join(', ')}.`,
    );
    if (problems.noOption.some(({ field }) => !field.refusable)) {
      throw portalChanged(`The AgentDesk application's choices changed: ${refused.join(' ')}`);
    }
    if (refused.length) throw new PortalRefusal(refused.join(' '));
  }

  async saveAndContinue(): Promise<PageKind> {
    return this.desk.submit(
      this.desk.page.getByRole('button', { name: 'Save & Continue' }),
      'the Save & Continue button',
    );
  }

  /** Opens a collapsed section (its fields exist but are hidden until its header is clicked). */
  async expand(title: string): Promise<void> {
    await this.desk.page.evaluate((title) => {
      for (const details of document.querySelectorAll('details')) {
        const summary = details.querySelector('summary')?.textContent ?? '';
        if (summary.includes(title)) details.open = true;
      }
    }, title);
  }

  async rowCount(noun: ScheduleNoun): Promise<number> {
    return this.desk.page.evaluate((pattern) => {
      const row = new RegExp(pattern);
      const names = [
        ...[...document.querySelectorAll('label')].map((l) => l.textContent ?? ''),
        ...[...document.querySelectorAll('fieldset > legend')].map((l) => l.textContent ?? ''),
      ];
      return Math.max(0, ...names.map((n) => Number(row.exec(n.trim())?.[1] ?? 0)));
    }, ROW_LABELS[noun]);
  }

  /** The vehicle schedule's layout: a table of "Vehicle N …" cells, or one card per vehicle. */
  async vehicleLayout(): Promise<VehicleLayout> {
    const page = this.desk.page;
    if ((await page.getByLabel('Vehicle 1 Year', { exact: true }).count()) > 0) return 'table';
    if ((await page.getByRole('group', { name: 'Vehicle 1', exact: true }).count()) > 0) return 'cards';
    throw portalChanged('The AgentDesk vehicle schedule shows neither the vehicle table nor vehicle cards');
  }

  /** Add vehicle / Add driver: posts the form (saving it) and comes back with one more row. */
  async addRow(noun: ScheduleNoun): Promise<void> {
    await this.desk.submit(
      this.desk.page.getByRole('button', { name: `Add ${noun}`, exact: true }),
      `Add ${noun}`,
    );
    await this.refusedIfErrors();
  }

  async removeRow(noun: ScheduleNoun, row: number): Promise<void> {
    const button = this.desk.page.getByRole('button', { name: `Remove ${noun} ${row}`, exact: true });
    await this.desk.submit(button, `Remove ${noun} ${row}`);
  }

  /** Throws AgentDesk's own messages when the page shows its error summary. */
  async refusedIfErrors(): Promise<FormState> {
    if (this.desk.current !== 'form') return { complete: false, errors: [] };
    const state = await this.read();
    if (state.errors.length) throw new PortalRefusal(state.errors.join(' '));
    return state;
  }
}
