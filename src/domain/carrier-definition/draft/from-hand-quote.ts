// A draft carrier definition from one quote a person did by hand on a portal no definition knows
// (docs/decisions/0037-teaching-a-carrier-by-hand.md): the recording of what they did
// (agents/runtime/take-over-record.ts: controls set, buttons pressed, each with its page's address and
// heading) and the outcome page they ended on become the definition's pages, sign-in (the screen where a
// password was typed, the one where a code was), how a submission starts (the button that led to an
// address carrying the portal's reference), the wizard's screens (controls bound to the submission's
// values they hold, questions for the rest, the button that left each screen) and the extraction (the
// outcome page's labelled values). What one recording cannot tell is listed for the operator who
// completes the draft; `carrier lint` checks it.
import type { TakeOverEvent } from '../../learn-from-take-over.ts';
import { submissionValues } from '../../learn-from-take-over.ts';
import { lineObjectKeys } from '../../lines.ts';
import { draftExtract, type OutcomeSnapshot } from './extract.ts';
import { type DraftField, type DraftQuestion, draftControl, type SetControl } from './fields.ts';
import { type DraftPage, PageNames, slug } from './pages.ts';

export type { OutcomeSnapshot } from './extract.ts';

export interface HandQuote {
  carrierId: string;
  name: string;
  line: string;
  /** The portal's origin (`https://agents.example.com`). */
  origin: string;
  /** The login's second factor, when it has one the recording cannot tell (a TOTP seed held). */
  mfa?: 'totp' | 'sms' | 'email';
  events: readonly TakeOverEvent[];
  /** The job's submission (its `input` and the line's object). */
  submission: unknown;
  outcome: OutcomeSnapshot;
}

export interface Draft {
  definition: Record<string, unknown>;
  /** What the operator completes, one sentence each. */
  todo: string[];
}

interface Screen {
  page: DraftPage;
  heading: string;
  sets: Map<string, SetControl>;
  secrets: { label: string; kind: 'password' | 'code' }[];
  /** The last button pressed on it (not a link). */
  press?: string;
  /** The text controls set before its password (the user name's label). */
  beforeSecret?: string;
}

const key = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

function screensOf(events: readonly TakeOverEvent[], pages: PageNames): Screen[] {
  const screens: Screen[] = [];
  for (const e of events) {
    const page = pages.pageOf(e.url, e.heading);
    let screen = screens.at(-1);
    if (!screen || screen.page !== page || key(screen.heading) !== key(e.heading)) {
      screen = { page, heading: e.heading.trim(), sets: new Map(), secrets: [] };
      screens.push(screen);
    }
    if (e.type === 'press') {
      if (!e.link && e.caption.trim()) screen.press = e.caption.replace(/\s+/g, ' ').trim();
      continue;
    }
    const label = e.label.replace(/\s+/g, ' ').trim();
    if (!label) continue;
    if (e.secret || e.value === undefined) {
      if (!screen.secrets.length) screen.beforeSecret = [...screen.sets.values()].at(-1)?.label;
      screen.secrets.push({ label, kind: e.secretKind ?? 'password' });
      screen.sets.delete(key(label));
      continue;
    }
    screen.sets.delete(key(label));
    screen.sets.set(key(label), {
      label,
      control: e.control,
      value: e.value,
      ...(e.optionValue !== undefined ? { optionValue: e.optionValue } : {}),
      ...(e.choices ? { choices: e.choices } : {}),
    });
  }
  return screens;
}

export function draftFromHandQuote(q: HandQuote): Draft {
  const todo: string[] = [];
  const pages = new PageNames();
  const screens = screensOf(q.events, pages);
  const outcomePage = pages.pageOf(q.outcome.url, q.outcome.heading);
  const values = submissionValues(q.submission);
  const lineKey = (lineObjectKeys as Record<string, string | undefined>)[q.line];
  const linePrefix = lineKey ? `${lineKey}.` : undefined;

  const signInAt = screens.findIndex((s) => s.secrets.some((x) => x.kind === 'password'));
  const codeAt = screens.findIndex((s, i) => i > signInAt && s.secrets.some((x) => x.kind === 'code'));
  const firstReferenced = screens.findIndex((s) => s.page.referenced && s.page !== outcomePage);
  const startAt = firstReferenced > 0 ? firstReferenced - 1 : -1;

  const definition: Record<string, unknown> = {
    id: q.carrierId,
    name: q.name,
    portal: { origin: q.origin },
  };
  const named = new Set<DraftPage>();
  const use = (page: DraftPage) => {
    named.add(page);
    return page.name;
  };

  const signIn: Record<string, unknown> = {};
  if (signInAt >= 0) {
    const s = screens[signInAt]!;
    signIn.open = s.page.open;
    signIn.page = use(s.page);
    signIn.form = { username: s.beforeSecret ?? 'TODO', button: s.press ?? 'TODO' };
    if (!s.beforeSecret)
      todo.push('signIn.form.username: no user-name box was seen filled before the password');
    todo.push(
      "signIn.lockedOut: add the portal's words for a locked login (one quote by hand signs in only once)",
    );
  } else
    todo.push(
      'signIn: no password was typed in the recording (a kept session?): record a quote from a fresh browser',
    );
  if (codeAt >= 0) {
    const s = screens[codeAt]!;
    const remember = [...s.sets.values()].find((c) => c.control === 'checkbox' && c.value === 'true');
    signIn.code = {
      page: use(s.page),
      label: s.secrets.find((x) => x.kind === 'code')!.label,
      ...(remember ? { remember: remember.label } : {}),
      button: s.press ?? 'TODO',
    };
    definition.mfa = { kinds: [q.mfa ?? 'totp'] };
    if (!q.mfa)
      todo.push('mfa.kinds: a code was typed; say whether it is an authenticator (totp), SMS or e-mail code');
  }
  if (Object.keys(signIn).length) {
    definition.signIn = signIn;
    // Outside sign-in, the sign-in page means the session ended.
    definition.signedOut = { page: signIn.page };
  }

  if (startAt >= 0) {
    const s = screens[startAt]!;
    const first = screens[firstReferenced]!;
    definition.submission = {
      start: { open: s.page.open, press: { [q.line]: s.press ?? 'TODO' } },
      reference: { page: use(first.page), group: 'reference' },
      resume: outcomePage.referenced ? outcomePage.open : first.page.open,
    };
    use(s.page);
    todo.push(
      `submission.find: how a retry finds a quote it started without recording its reference (${pages.reference ? `e.g. ${pages.reference}` : 'a search page'})`,
    );
  } else
    todo.push(
      "submission.start: no button was seen leading to a page whose address carries the quote's reference",
    );

  const order: string[] = [];
  const wizardScreens: Record<string, unknown> = {};
  for (const s of screens.slice(firstReferenced < 0 ? screens.length : firstReferenced)) {
    if (s.page === outcomePage) continue;
    use(s.page);
    let name = slug(s.heading);
    if (order.includes(name)) {
      // The same screen again (a person went back): what was set last is what counts.
      const known = wizardScreens[name] as { fields: DraftField[]; questions: DraftQuestion[] };
      known.fields.length = 0;
      known.questions.length = 0;
      order.splice(order.indexOf(name), 1);
    }
    const fields: DraftField[] = [];
    const questions: DraftQuestion[] = [];
    for (const set of s.sets.values()) {
      const drafted = draftControl(q.carrierId, values, set, linePrefix);
      if (drafted.kind === 'field') fields.push(drafted.field);
      if (drafted.kind === 'question') questions.push(drafted.question);
      if (drafted.kind !== 'skip' && drafted.note) todo.push(`wizard.screens.${name}: ${drafted.note}`);
    }
    name ||= `screen-${order.length + 1}`;
    order.push(name);
    wizardScreens[name] = {
      headings: [s.heading],
      fields,
      questions,
      continue: [s.press ?? 'TODO'],
    };
    if (!s.press) todo.push(`wizard.screens.${name}: no button was seen leaving this screen`);
  }
  definition.wizard = {
    maxPages: order.length + 4,
    lines: { [q.line]: order },
    screens: wizardScreens,
    results: [use(outcomePage)],
  };
  const extract = draftExtract(q.outcome, outcomePage.name, q.carrierId);
  definition.extract = extract.extract;
  todo.push(...extract.todo);
  definition.pages = Object.fromEntries(
    pages.pages.filter((p) => named.has(p)).map((p) => [p.name, p.pattern]),
  );
  todo.push('lines: add the appetite (states, classes, caps) and requirements this carrier writes under');
  return { definition, todo };
}
