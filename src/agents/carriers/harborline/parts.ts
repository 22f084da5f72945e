// A full submission's repeating parts in Harborline Broker Hub's terms (decision 0035): the owners and
// officers of WC ("Owners & officers" on Class codes & payroll) and the GL losses of the past 5 years
// ("Loss history" on Operations & coverage). What a row needs that the request leaves empty becomes a
// question for a person, asked as missing information by its place ("Owner 2 (Ben Reyes): Title",
// "Loss of 03/14/2025: Amount paid"), never guessed; the answers come back as the values to type.
import type { Loss } from '../../../domain/quote-request/model/losses.ts';
import type { OwnerOfficer } from '../../../domain/quote-request/model/owners-officers.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import { type Answers, readText } from '../../kit/answers.ts';
import type { UnderwritingQuestion } from '../../playbook.ts';
import { isoDate } from './mapping.ts';

/** Portal column → value; what is asked fills in once answered. */
export type RowValues = Record<string, string>;

/** Questions for what the request lacks, and how answers complete the rows. */
export interface Gaps<T> {
  questions: UnderwritingQuestion[];
  complete(answers: Answers): T;
}

class Gatherer {
  readonly questions: UnderwritingQuestion[] = [];
  private readonly writes: ((answers: Answers) => void)[] = [];

  need(
    values: RowValues,
    column: string,
    known: string | undefined,
    question: Omit<UnderwritingQuestion, 'id'> & { slug: string },
  ) {
    if (known !== undefined) {
      values[column] = known;
      return;
    }
    const { slug, ...rest } = question;
    const id = `harborline:${slug}`;
    this.questions.push({ id, ...rest });
    this.writes.push((answers) => {
      const text = readText(answers, id);
      values[column] = rest.type === 'money' ? text.replace(/[$,\s]/g, '') : text;
    });
  }

  gaps<T>(result: T): Gaps<T> {
    return {
      questions: this.questions,
      complete: (answers) => {
        for (const write of this.writes) write(answers);
        return result;
      },
    };
  }
}

const whole = (n: number) => String(Math.round(n));

/**
 * The owners and officers, in the request's order; undefined when it lists none (the table stays empty
 * and the submission rates as before). An included one's class goes through the WC crosswalk like the
 * class rows (`crosswalk`); its class and pay are always given (the create requires them).
 */
export function officerRows(
  submission: Submission,
  crosswalk: (code: string) => string,
): Gaps<RowValues[]> | undefined {
  const owners = submission.ownersOfficers;
  if (!owners || owners.length === 0) return undefined;
  const g = new Gatherer();
  const rows = owners.map((o, i) => officerRow(g, o, i + 1, crosswalk));
  return g.gaps(rows);
}

function officerRow(
  g: Gatherer,
  owner: OwnerOfficer,
  n: number,
  crosswalk: (code: string) => string,
): RowValues {
  const included = owner.workersComp === 'included';
  const values: RowValues = {
    Name: owner.name,
    'Ownership %': String(owner.ownershipPercent),
    Coverage: included ? 'Included' : 'Excluded',
  };
  g.need(values, 'Title', owner.title, {
    slug: `owner_${n}_title`,
    text: `Owner ${n} (${owner.name}): Title`,
    type: 'text',
    hint: 'Harborline asks the title of every owner or officer (President, Member, …).',
  });
  if (included) {
    values['Class code'] = crosswalk(owner.classCode ?? '');
    values['Annual payroll'] = whole(owner.annualPay ?? 0);
  }
  return values;
}

export const LOSS_TYPE_LABELS = [
  'Bodily injury',
  'Property damage',
  'Products-completed operations',
  'Personal and advertising injury',
  'Other',
];

/** Harborline's loss types by the words a cause is told with (first match); anything else is "Other". */
const LOSS_TYPES: [RegExp, string][] = [
  [/product|completed op/i, 'Products-completed operations'],
  [/libel|slander|defam|advertis|personal injury|privacy/i, 'Personal and advertising injury'],
  [/slip|fall|trip|injur|bodily|bite|burn/i, 'Bodily injury'],
  [/damage|water|fire|broke|collapse/i, 'Property damage'],
];

export const lossTypeOf = (cause: string) => LOSS_TYPES.find(([w]) => w.test(cause))?.[1] ?? 'Other';

/** Harborline's window: the past 5 years up to its (UTC) today. */
export const HARBORLINE_LOSS_YEARS = 5;

/**
 * The GL losses the table takes: the request's GL rows dated in the past 5 years (portal's UTC today);
 * undefined when the request lists no losses (the claims answer alone, as before).
 */
export function lossRows(submission: Submission, now: Date): Gaps<RowValues[]> | undefined {
  if (!submission.lossHistory) return undefined;
  const today = now.toISOString().slice(0, 10);
  const earliest = `${Number(today.slice(0, 4)) - HARBORLINE_LOSS_YEARS}${today.slice(4)}`;
  const g = new Gatherer();
  const rows = submission.lossHistory
    .filter((l) => l.line === 'gl')
    .map((l) => ({ loss: l, date: isoDate(l.dateOfLoss) }))
    .filter(({ date }) => date >= earliest && date <= today)
    .map(({ loss, date }, i) => lossRow(g, loss, date, i + 1));
  return g.gaps(rows);
}

function lossRow(g: Gatherer, loss: Loss, date: string, n: number): RowValues {
  const values: RowValues = { 'Date of loss': date };
  const where = `Loss of ${loss.dateOfLoss}${loss.description ? ` (${loss.description})` : ''}`;
  const money = (v: number | undefined) => (v === undefined ? undefined : whole(v));
  const ask = (column: string, known: string | undefined, slug: string, q: Partial<UnderwritingQuestion>) =>
    g.need(values, column, known, {
      slug: `loss_${n}_${slug}`,
      text: `${where}: ${column}`,
      type: 'text',
      ...q,
    });
  ask('Type of loss', loss.cause === undefined ? undefined : lossTypeOf(loss.cause), 'type', {
    type: 'choice',
    choices: LOSS_TYPE_LABELS,
  });
  ask('Amount paid', money(loss.amountPaid), 'paid', { type: 'money' });
  ask('Amount reserved', money(loss.amountReserved), 'reserved', {
    type: 'money',
    hint: '0 when nothing is reserved.',
  });
  const status = loss.status === undefined ? undefined : loss.status === 'open' ? 'Open' : 'Closed';
  ask('Status', status, 'status', { type: 'choice', choices: ['Open', 'Closed'] });
  return values;
}
