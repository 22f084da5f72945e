// The losses a full submission lists (decision 0035) in Cascade Commercial's loss table (GL and BOP):
// the line's rows of `lossHistory` dated in the past 3 years (Cascade's window, its UTC day). The type
// is read from the cause's words (anything else is "Other"); a row without a cause, an amount or a
// status has it asked as missing information (parts.ts), never guessed.
import { parseUsDate } from '../../../domain/quote-request/dates.ts';
import type { Loss } from '../../../domain/quote-request/model/losses.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import type { UnderwritingQuestion } from '../../playbook.ts';
import type { CascadeLine } from './mapping.ts';
import { type Gaps, Gatherer, type PortalValues } from './parts.ts';

export interface PortalLoss {
  number: number;
  values: PortalValues;
}

const whole = (n: number) => String(Math.round(n));

/** Cascade's loss types by the words a cause is told with (first match). */
const LOSS_TYPES: [RegExp, string][] = [
  [/fire|smoke|burn/i, 'Fire'],
  [/water|flood|leak|pipe|sewer/i, 'Water damage'],
  [/theft|burglar|stolen|robber/i, 'Theft or burglary'],
  [/wind|hail|storm/i, 'Wind or hail'],
  [/slip|fall|trip|injur|bodily|bite/i, 'Bodily injury'],
  [/damage/i, 'Property damage'],
];
export const LOSS_TYPE_CHOICES = [
  'Bodily injury',
  'Property damage',
  'Fire',
  'Water damage',
  'Theft or burglary',
  'Wind or hail',
  'Other',
];

export const lossTypeOf = (cause: string) => LOSS_TYPES.find(([words]) => words.test(cause))?.[1] ?? 'Other';

/** Cascade's window: the past 3 years up to its (UTC) today. */
export const CASCADE_LOSS_YEARS = 3;
const msPerDay = 86_400_000;

/** The line's losses Cascade's table takes; undefined when the request lists none (totals only, or nothing). */
export function lossRows(
  line: CascadeLine,
  submission: Submission,
  now: Date,
): Gaps<PortalLoss[]> | undefined {
  if (line === 'cyber' || !submission.lossHistory) return undefined;
  const today = Math.floor(now.getTime() / msPerDay);
  const earliest = today - CASCADE_LOSS_YEARS * 365;
  const inWindow = submission.lossHistory.filter((l) => {
    const day = parseUsDate(l.dateOfLoss);
    return l.line === line && day.ok && day.day >= earliest && day.day <= today;
  });
  const g = new Gatherer();
  const rows = inWindow.map((loss, i) => portalLoss(g, loss, i + 1));
  return {
    questions: g.questions,
    complete: (answers) => {
      g.fill(answers);
      return rows;
    },
  };
}

function portalLoss(g: Gatherer, loss: Loss, number: number): PortalLoss {
  const values: PortalValues = { 'Date of loss': loss.dateOfLoss };
  const where = `Loss of ${loss.dateOfLoss}${loss.description ? ` (${loss.description})` : ''}`;
  const money = (n: number | undefined) => (n === undefined ? undefined : whole(n));
  const ask = (
    label: string,
    known: string | undefined,
    field: string,
    type: UnderwritingQuestion['type'],
    extra = {},
  ) =>
    g.need(values, label, known, {
      slug: `loss_${number}_${field}`,
      text: `${where}: ${label}`,
      type,
      ...extra,
    });
  ask('Type of loss', loss.cause === undefined ? undefined : lossTypeOf(loss.cause), 'type', 'choice', {
    choices: LOSS_TYPE_CHOICES,
  });
  ask('Amount paid (USD)', money(loss.amountPaid), 'paid', 'money');
  ask('Amount reserved (USD)', money(loss.amountReserved), 'reserved', 'money', {
    hint: '0 when nothing is reserved.',
  });
  ask(
    'Claim status',
    loss.status === undefined ? undefined : loss.status === 'open' ? 'Open' : 'Closed',
    'status',
    'choice',
    {
      choices: ['Open', 'Closed'],
    },
  );
  return { number, values };
}

/** What the web component's three answers say of the listed losses. */
export function lossTotals(rows: readonly PortalLoss[]): { count: string; incurred: string; open: boolean } {
  const amount = (v: string | undefined) => Number(v ?? 0);
  const incurred = rows.reduce(
    (sum, r) => sum + amount(r.values['Amount paid (USD)']) + amount(r.values['Amount reserved (USD)']),
    0,
  );
  return {
    count: String(rows.length),
    incurred: whole(incurred),
    open: rows.some((r) => r.values['Claim status'] === 'Open'),
  };
}
