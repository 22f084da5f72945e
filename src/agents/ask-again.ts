// A person's answers on one form page, and what the portal made of them. A control the portal marks
// after we filled it from a person's answer is not our data refused: the answer is put in the form the
// portal states (kit/answer-shape.ts) and filled again without asking when that gives a value not yet
// tried; otherwise the person is asked again with the portal's words, up to MAX_ASKS asks of one
// control, after which the job fails `portal_rejected_data` with the whole exchange as its message.
import type { Ask, MissingFill } from './ask-missing.ts';
import { AgentError } from './errors.ts';
import { normaliseAnswer } from './kit/answer-shape.ts';
import type { InventoryItem } from './kit/inventory.ts';

/**
 * How many times one control of a page is asked of a person (the first ask included). Three gives a
 * person two corrections after reading the portal's words; past that the answer is not a slip.
 */
export const MAX_ASKS = 3;

/** One thing that happened to a control: a person's answer filled, the agent's rewriting, the portal's words. */
type Turn =
  | { kind: 'answered'; answer: string }
  | { kind: 'reshaped'; value: string }
  | { kind: 'refused'; words: string };

interface Exchange {
  question: string;
  asks: number;
  /** The person's last answer as given. */
  answer: string;
  /** Every value filled from it or an earlier answer (a rewriting is tried once). */
  tried: Set<string>;
  turns: Turn[];
}

/** What to do with a control holding a person's answer that the portal refused. */
export type Retry = { kind: 'reshape'; label: string; value: string } | { kind: 'ask'; ask: Ask };

export interface PageAnswers {
  /** Whether the control labelled so was filled from a person's answer on this page. */
  gave(label: string): boolean;
  /** Records the answers filled into the page's controls. */
  answered(fills: readonly MissingFill[]): void;
  /**
   * The portal refused the person's answer in `item` (its words in `error`, else its hint): fill the
   * answer put in the form it states, or ask again. Throws `portal_rejected_data` with the exchange
   * once the control was asked MAX_ASKS times.
   */
  refused(item: InventoryItem): Retry;
}

const quoted = (text: string) => `"${text}"`;

/** The answers of one page (`where`, on `carrierName`'s portal), from its first ask to its last press. */
export function pageAnswers(where: string, carrierName: string): PageAnswers {
  const exchanges = new Map<string, Exchange>();
  const told = (label: string, ex: Exchange) => {
    const said = ex.turns.map((t) =>
      t.kind === 'answered'
        ? `answered ${quoted(t.answer)}`
        : t.kind === 'reshaped'
          ? `put as ${quoted(t.value)}`
          : `${carrierName} said ${quoted(t.words)}`,
    );
    return (
      `${where}: ${carrierName} refused every answer to ${quoted(label)} after asking ${ex.asks} times` +
      `${ex.question === label ? '' : ` (asked as ${quoted(ex.question)})`}: ${said.join('; ')}`
    );
  };
  return {
    gave: (label) => exchanges.has(label),
    answered(fills) {
      for (const f of fills) {
        const ex = exchanges.get(f.label) ?? {
          question: f.question.text,
          asks: 0,
          answer: '',
          tried: new Set(),
          turns: [],
        };
        ex.asks += 1;
        ex.answer = f.answer;
        ex.tried.add(f.value);
        ex.turns.push({ kind: 'answered', answer: f.answer });
        exchanges.set(f.label, ex);
      }
    },
    refused(item) {
      const ex = exchanges.get(item.label);
      if (!ex) throw new Error(`No answer was given for ${item.label}`);
      const words = item.error || item.hint || `${item.label} was refused`;
      ex.turns.push({ kind: 'refused', words });
      const reshaped = normaliseAnswer(ex.answer, [item.error ?? '', item.hint ?? ''], item.shape);
      if (reshaped !== undefined && !ex.tried.has(reshaped)) {
        ex.tried.add(reshaped);
        ex.turns.push({ kind: 'reshaped', value: reshaped });
        return { kind: 'reshape', label: item.label, value: reshaped };
      }
      if (ex.asks >= MAX_ASKS) throw new AgentError('portal_rejected_data', told(item.label, ex));
      return { kind: 'ask', ask: { item, refused: { answer: ex.answer, words } } };
    },
  };
}
