// What a take-over recording is made of (take-over-record.ts): the person's events as the page script
// sent them, checked (the page cannot reach the binding, but be strict), and the recordings of several
// holds of one ask joined into one, in order (a hold that expired and was taken again is one quote).
import type { TakeOverEvent } from '../../domain/learn-from-take-over.ts';

export interface TakeOverRecording {
  /** The heading of the page when the person took it, and when they handed it back. */
  startHeading: string;
  /**
   * The wizard's name for the page the person took, when it was stuck on one it did not know
   * (kit/learned-continue.ts): what is learned on the page first shown is learned under this name.
   */
  agentScreen?: string;
  endHeading: string;
  events: TakeOverEvent[];
}

/** An event as the page script sent it, checked (the page cannot reach the binding, but be strict). */
export function parseTakeOverEvent(payload: string): TakeOverEvent | undefined {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : '');
  const url = text(raw.url);
  const heading = text(raw.heading);
  if (raw.type === 'press')
    return {
      type: 'press',
      caption: text(raw.caption),
      url,
      heading,
      ...(raw.link === true ? { link: true } : {}),
    };
  if (raw.type !== 'set') return undefined;
  const control = text(raw.control);
  if (raw.secret === true || control === 'password') {
    const secretKind = raw.secretKind === 'code' ? 'code' : 'password';
    return {
      type: 'set',
      label: text(raw.label),
      control: 'password',
      secret: true,
      secretKind,
      url,
      heading,
    };
  }
  const choices = Array.isArray(raw.choices) ? raw.choices.slice(0, 200).map(text) : undefined;
  return {
    type: 'set',
    label: text(raw.label),
    control,
    value: text(raw.value),
    ...(choices?.length ? { choices } : {}),
    ...(typeof raw.optionValue === 'string' ? { optionValue: text(raw.optionValue) } : {}),
    url,
    heading,
  };
}

/**
 * The holds of one ask, in order, as one recording: from the first hold's page to the last one's, every
 * event in between (undefined for none).
 */
export function joinRecordings(recordings: readonly TakeOverRecording[]): TakeOverRecording | undefined {
  const [first] = recordings;
  const last = recordings.at(-1);
  if (!first || !last) return undefined;
  return {
    startHeading: first.startHeading,
    ...(first.agentScreen !== undefined ? { agentScreen: first.agentScreen } : {}),
    endHeading: last.endHeading,
    events: recordings.flatMap((r) => r.events),
  };
}
