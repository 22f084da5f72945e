// A full submission's repeating parts in Cascade Commercial's terms (decision 0035): the locations
// beyond the business address with their buildings (BOP Coverage, "Other locations") and the losses of
// the line in Cascade's window (the loss table of GL and BOP). Each portal field the request leaves
// empty becomes a question for a person (asked as missing information, one pause per page, never
// guessed); the answers come back as the values to type or pick.
//
// - Location 1 is the business address (the primary location): its building is the Coverage step's
//   own fields (questions.ts, mapping.ts); its building limit is filed only from a full submission's
//   primary building (a flat v1 body's `businessOwners` never sent one, and it quotes as before).
//   Every other location, in the request's order, is Location 2, 3, … with its buildings.
// - A building limit the request leaves out is $0 (its schema: "when the insured insures it"); the
//   business personal property limit, construction, year built, stories, area and sprinklers are asked.
//   The area is the location's occupied area for its one building, else the building's own area.
// - Losses: the line's rows of `lossHistory` dated in the past 3 years (Cascade's window, its UTC
//   day). The type is read from the cause's words (anything else is "Other"); a row without a cause,
//   an amount or a status has it asked.
import { parseUsDate } from '../../../domain/quote-request/dates.ts';
import { primaryLocation } from '../../../domain/quote-request/derive-flat-fields.ts';
import type { Building, Location } from '../../../domain/quote-request/model/locations.ts';
import type { Loss } from '../../../domain/quote-request/model/losses.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import { type Answers, readText, readYesNo } from '../../kit/answers.ts';
import type { UnderwritingQuestion } from '../../playbook.ts';
import { CARRIER_ID, type CascadeLine } from './mapping.ts';

/** Portal label → value ('Yes'/'No' for the sprinkler question); what is asked fills in later. */
export type PortalValues = Record<string, string>;

export interface PortalBuilding {
  /** "Location 2, building 1": the fieldset's legend. */
  name: string;
  values: PortalValues;
}

export interface PortalLocation {
  /** 2, 3, …: the number Cascade gives it. */
  number: number;
  values: PortalValues;
  buildings: PortalBuilding[];
}

export interface PortalLoss {
  number: number;
  values: PortalValues;
}

/** Questions for what the request lacks, and how answers complete the values. */
export interface Gaps<T> {
  questions: UnderwritingQuestion[];
  complete(answers: Answers): T;
}

const whole = (n: number) => String(Math.round(n));

/** Collects questions for empty values; each is written into its values once answered. */
class Gatherer {
  readonly questions: UnderwritingQuestion[] = [];
  private readonly writes: ((answers: Answers) => void)[] = [];

  need(
    values: PortalValues,
    label: string,
    known: string | undefined,
    question: Omit<UnderwritingQuestion, 'id'> & { slug: string },
  ) {
    if (known !== undefined) {
      values[label] = known;
      return;
    }
    const { slug, ...rest } = question;
    const id = `${CARRIER_ID}:${slug}`;
    this.questions.push({ id, ...rest });
    this.writes.push((answers) => {
      if (rest.type === 'yes_no') values[label] = readYesNo(answers, id) ? 'Yes' : 'No';
      else if (rest.type === 'money' || rest.type === 'integer')
        values[label] = readText(answers, id).replace(/[$,\s]/g, '');
      else values[label] = readText(answers, id);
    });
  }

  fill(answers: Answers) {
    for (const write of this.writes) write(answers);
  }
}

const CONSTRUCTION_LABELS: Record<string, string> = {
  Frame: 'frame',
  'Joisted masonry': 'joisted_masonry',
  'Non-combustible': 'non_combustible',
  'Masonry non-combustible': 'masonry_non_combustible',
  'Modified fire resistive': 'modified_fire_resistive',
  'Fire resistive': 'fire_resistive',
};

/** The locations after the business address, each with what Cascade's fieldsets take. */
export function otherLocations(submission: Submission): Gaps<PortalLocation[]> {
  const all = submission.locations ?? [];
  const primary = all.length > 0 ? primaryLocation(submission) : undefined;
  const others = all.filter((l) => l !== primary);
  const g = new Gatherer();
  const located = others.map((location, i) => portalLocation(g, location, i + 2));
  return {
    questions: g.questions,
    complete: (answers) => {
      g.fill(answers);
      for (const l of located)
        for (const b of l.buildings) {
          const c = b.values['Construction type'];
          if (c && CONSTRUCTION_LABELS[c]) b.values['Construction type'] = CONSTRUCTION_LABELS[c]!;
        }
      return located;
    },
  };
}

function portalLocation(g: Gatherer, location: Location, number: number): PortalLocation {
  const buildings = location.buildings ?? [];
  const where = `Location ${number} (${location.streetAddress}, ${location.city})`;
  return {
    number,
    values: {
      'Street address': location.streetAddress,
      City: location.city,
      State: location.state.toUpperCase(),
      'ZIP code': location.zipCode,
    },
    // A location the request gives no building for still has one at Cascade: its facts are asked.
    buildings: (buildings.length > 0 ? buildings : [{ id: '1' } as Building]).map((b, j) =>
      portalBuilding(g, b, {
        name: `Location ${number}, building ${j + 1}`,
        where: `${where}, building ${j + 1}`,
        slug: `location_${number}_building_${j + 1}`,
        area: buildings.length <= 1 ? (location.areaOccupied ?? b.squareFeet) : b.squareFeet,
      }),
    ),
  };
}

function portalBuilding(
  g: Gatherer,
  b: Building,
  at: { name: string; where: string; slug: string; area: number | undefined },
): PortalBuilding {
  const values: PortalValues = {};
  const str = (n: number | undefined) => (n === undefined ? undefined : whole(n));
  const ask = (
    label: string,
    known: string | undefined,
    field: string,
    type: UnderwritingQuestion['type'],
    extra = {},
  ) =>
    g.need(values, label, known, {
      slug: `${at.slug}_${field}`,
      text: `${at.where}: ${label}`,
      type,
      ...extra,
    });
  ask('Construction type', b.constructionType, 'construction_type', 'choice', {
    choices: Object.keys(CONSTRUCTION_LABELS),
  });
  ask('Year built', str(b.yearBuilt), 'year_built', 'integer');
  ask('Stories', str(b.stories), 'stories', 'integer');
  ask('Square footage', str(at.area), 'square_feet', 'integer', { hint: 'The area the business occupies.' });
  ask(
    'Is the building fully sprinklered?',
    b.sprinklered === undefined ? undefined : b.sprinklered ? 'Yes' : 'No',
    'sprinklered',
    'yes_no',
  );
  values['Building limit (USD)'] = whole(b.buildingLimit ?? 0);
  ask('Business personal property limit (USD)', str(b.businessPersonalPropertyLimit), 'bpp_limit', 'money', {
    hint: '0 when the business keeps no property in this building.',
  });
  return { name: at.name, values };
}

/** Location 1's building limit: a full submission's primary building's, when it gives one. */
export function firstBuildingLimit(submission: Submission): string | undefined {
  if (!submission.locations) return undefined;
  const limit = primaryLocation(submission).buildings?.[0]?.buildingLimit;
  return limit === undefined ? undefined : whole(limit);
}

/** Location 1's business personal property: a full submission's primary building's, else the request's property value. */
export function firstBuildingBpp(submission: Submission): number | undefined {
  const own = submission.locations
    ? primaryLocation(submission).buildings?.[0]?.businessPersonalPropertyLimit
    : undefined;
  return own ?? submission.input.propertyValue;
}

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
