// A full submission's repeating parts in Cascade Commercial's terms (decision 0035): the locations
// beyond the business address with their buildings (BOP Coverage, "Other locations"), and the means
// loss-rows.ts shares for the loss table of GL and BOP. Each portal field the request leaves
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
// - The primary location's buildings after its first are "Location 1, building 2", … .
// - Losses: loss-rows.ts.
import { primaryLocation } from '../../../domain/quote-request/derive-flat-fields.ts';
import type { Building, Location } from '../../../domain/quote-request/model/locations.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import { type Answers, readText, readYesNo } from '../../kit/answers.ts';
import type { UnderwritingQuestion } from '../../playbook.ts';
import { CARRIER_ID } from './mapping.ts';

/** Portal label → value ('Yes'/'No' for the sprinkler question); what is asked fills in later. */
export type PortalValues = Record<string, string>;

export interface PortalBuilding {
  /** Its number at its location (Cascade's fieldset `location-<n>-building-<number>`). */
  number: number;
  /** "Location 2, building 1": the fieldset's legend. */
  name: string;
  values: PortalValues;
}

export interface PortalLocation {
  /** 2, 3, …: the number Cascade gives it; 1 for the business address's buildings after its first. */
  number: number;
  /** Its address (none for location 1: the Business step's). */
  values: PortalValues;
  buildings: PortalBuilding[];
}

/** Questions for what the request lacks, and how answers complete the values. */
export interface Gaps<T> {
  questions: UnderwritingQuestion[];
  complete(answers: Answers): T;
}

const whole = (n: number) => String(Math.round(n));

/** Collects questions for empty values; each is written into its values once answered. */
export class Gatherer {
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
  const more = (primary?.buildings ?? []).slice(1);
  const first: PortalLocation[] =
    primary && more.length > 0
      ? [
          {
            number: 1,
            values: {},
            buildings: more.map((b, j) =>
              portalBuilding(g, b, {
                number: j + 2,
                name: `Location 1, building ${j + 2}`,
                where: `Location 1 (${primary.streetAddress}, ${primary.city}), building ${j + 2}`,
                slug: `location_1_building_${j + 2}`,
                area: b.squareFeet,
              }),
            ),
          },
        ]
      : [];
  const located = [...first, ...others.map((location, i) => portalLocation(g, location, i + 2))];
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
        number: j + 1,
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
  at: { number: number; name: string; where: string; slug: string; area: number | undefined },
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
  return { number: at.number, name: at.name, values };
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
