// What the agent learns from a person who held a job's page (decision 0030), from the page's events as
// recorded (agents/runtime/take-over-record.ts): a control whose final value equals exactly one of the
// submission's values is that field (a proposed field mapping for the carrier's screen); a value the
// submission does not hold (or holds in two fields: which one is not known) is the client's answer to
// that control; the last button pressed on a screen, when the kit's intents do not already know its
// caption, is that screen's continue action. A secret field's value is never recorded, so never here.
import { recogniseQuestion } from './questions/vocabulary.ts';

/** One event of the page while a person held it, in order, no time. */
export type TakeOverEvent =
  | {
      type: 'set';
      /** The control's label as a person reads it. */
      label: string;
      /** input type, `select`, `textarea`, `checkbox`, `radio`. */
      control: string;
      /** The value set; absent for a secret field (`secret: true`). */
      value?: string;
      secret?: boolean;
      /** A secret's kind: a password, or a one-time code (`autocomplete="one-time-code"`). */
      secretKind?: 'password' | 'code';
      /** The chosen option's value attribute (a drop-down or radio), when it differs from its text. */
      optionValue?: string;
      /** The options a drop-down or radio group offered, by their text. */
      choices?: string[];
      url: string;
      heading: string;
    }
  | {
      type: 'press';
      caption: string;
      /** A link, not a button: recorded, never a continue action (the kit presses buttons). */
      link?: boolean;
      url: string;
      heading: string;
    };

export interface FieldProposal {
  screen: string;
  label: string;
  field: string;
  value: string;
  url: string;
}

export interface ContinueProposal {
  screen: string;
  caption: string;
  url: string;
}

export interface ClientAnswerLearned {
  /** Canonical question id when the vocabulary knows the wording, else `<carrierId>:<slug>`. */
  key: string;
  text: string;
  answer: string | boolean;
  screen: string;
}

export interface Learned {
  fields: FieldProposal[];
  continues: ContinueProposal[];
  answers: ClientAnswerLearned[];
}

export interface LearnInput {
  events: readonly TakeOverEvent[];
  /** The heading of the page the agent was on when the person took it (for events read without one). */
  screen: string;
  /**
   * The wizard's own name for that page, when it was stuck on it: events on the page first shown
   * (heading `screen`) are learned under this name, the one the wizard will look the page up by.
   */
  agentScreen?: string;
  /** The heading of the page when the person handed back: a press counts only if its screen was left. */
  endScreen: string;
  carrierId: string;
  /** The job's submission (its `input` and the line's object). */
  submission: unknown;
  /** Whether the kit already knows what a button so captioned does (kit/buttons.ts `meansIntent`). */
  knownCaption(caption: string): boolean;
}

/** Every scalar of the submission by its path (`input.zipCode`, `cyber.recordsHeld`); booleans left out. */
export function submissionValues(submission: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (String(value).trim() !== '') out.set(path, String(value));
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}.${i}`);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(submission, prefix);
  return out;
}

/** A date's ISO form from `2026-12-01`, `12/01/2026`, `12-01-2026` or `December 1, 2026`. */
function isoDate(text: string): string | undefined {
  const pad = (n: string) => n.padStart(2, '0');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T.*)?$/.exec(text);
  if (m) return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`;
  if (/[a-z]/i.test(text) && /\d{4}/.test(text)) {
    const t = Date.parse(`${text} UTC`);
    if (!Number.isNaN(t)) return new Date(t).toISOString().slice(0, 10);
  }
  return undefined;
}

/**
 * The forms a value is compared in: its words (case and spacing aside), a date's ISO day, an amount's
 * number (`$1,200,000.00` is 1200000), and the digits of a code or phone written with separators.
 */
export function comparableForms(value: string): Set<string> {
  const forms = new Set<string>();
  const text = value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (text === '') return forms;
  forms.add(`t:${text}`);
  const date = isoDate(text);
  if (date) forms.add(`d:${date}`);
  const amount = /^\$?\s?-?[\d,]+(\.\d+)?$/.test(text) ? Number(text.replace(/[$,\s]/g, '')) : Number.NaN;
  if (!date && Number.isFinite(amount)) forms.add(`n:${amount}`);
  // A code or a phone number with separators: the digits alone (at least five, nothing but separators).
  if (!date && /^[\d\s()+./-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 5) forms.add(`g:${digits}`);
  }
  return forms;
}

/** The submission's fields whose value is `value` in some form. */
export function fieldsHolding(values: ReadonlyMap<string, string>, value: string): string[] {
  const wanted = comparableForms(value);
  if (wanted.size === 0) return [];
  const out: string[] = [];
  for (const [field, held] of values)
    for (const form of comparableForms(held))
      if (wanted.has(form)) {
        out.push(field);
        break;
      }
  return out;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);

const sameKey = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

export function learnFromTakeOver(input: LearnInput): Learned {
  const values = submissionValues(input.submission);
  const first = sameKey(input.screen);
  const screenOf = (heading: string) => {
    const read = heading.trim() === '' ? input.screen : heading.trim();
    return input.agentScreen && sameKey(read) === first ? input.agentScreen : read;
  };
  // The final value of each control (by screen and label); a secret control is never learned from.
  const finals = new Map<
    string,
    { screen: string; label: string; control: string; value: string; url: string }
  >();
  const secret = new Set<string>();
  const presses = new Map<string, { screen: string; caption: string; url: string }>();
  // The page each event was on, as the page names it (whether it was left is read in its own words).
  const shownOn = (heading: string) => sameKey(heading.trim() === '' ? input.screen : heading);
  const screens = [...input.events.map((e) => shownOn(e.heading)), shownOn(input.endScreen)];
  input.events.forEach((e, i) => {
    const screen = screenOf(e.heading);
    if (e.type === 'press') {
      const caption = e.caption.replace(/\s+/g, ' ').trim();
      // The button that finished the screen: the last pressed on it, the page then showing another.
      const left = screens.slice(i + 1).some((s) => s !== shownOn(e.heading));
      if (e.link) presses.delete(sameKey(screen));
      else if (caption !== '' && left) presses.set(sameKey(screen), { screen, caption, url: e.url });
      return;
    }
    const label = e.label.replace(/\s+/g, ' ').trim();
    if (label === '') return;
    const key = `${sameKey(screen)}\u0000${sameKey(label)}`;
    if (e.secret || e.value === undefined) {
      secret.add(key);
      finals.delete(key);
      return;
    }
    if (secret.has(key)) return;
    finals.set(key, { screen, label, control: e.control, value: e.value, url: e.url });
  });
  const learned: Learned = { fields: [], continues: [], answers: [] };
  for (const set of finals.values()) {
    if (set.control === 'checkbox') {
      learned.answers.push(answerOf(input.carrierId, set, set.value === 'true'));
      continue;
    }
    if (set.value.trim() === '') continue;
    const holding = fieldsHolding(values, set.value);
    if (holding.length === 1)
      learned.fields.push({
        screen: set.screen,
        label: set.label,
        field: holding[0]!,
        value: set.value,
        url: set.url,
      });
    else learned.answers.push(answerOf(input.carrierId, set, set.value));
  }
  for (const press of presses.values()) if (!input.knownCaption(press.caption)) learned.continues.push(press);
  return learned;
}

/**
 * The id a portal control's answer is remembered by: the canonical question its wording is, else
 * `<carrierId>:<slug of the label>` (a draft definition asks it under the same id, so an answer a person
 * gave by hand is the client's answer to the draft's question).
 */
export const answerKey = (carrierId: string, label: string): string =>
  recogniseQuestion(label) ?? `${carrierId}:${slug(label)}`;

function answerOf(
  carrierId: string,
  set: { screen: string; label: string },
  answer: string | boolean,
): ClientAnswerLearned {
  const key = answerKey(carrierId, set.label);
  return { key, text: set.label, answer, screen: set.screen };
}
