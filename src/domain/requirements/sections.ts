// The answer's sections: each field and question under the part of the create body it fills, merged
// across the jobs needing it, in the order of the create body.
import { lineObjectKeys } from '../lines.ts';
import type { FieldNeed, QuestionNeed, RequirementsSection } from './types.ts';

const titles: Record<string, string> = {
  request: 'The request',
  input: 'The business',
  locations: 'Locations and buildings',
  businessOwners: "Business Owner's Policy: the building",
  generalLiability: 'General Liability',
  workersComp: "Workers' Compensation",
  commercialAuto: 'Commercial Auto',
  umbrella: 'Commercial Umbrella',
  cyber: 'Cyber Liability',
  lossHistory: 'Losses',
  priorInsurance: 'Prior insurance',
  ownersOfficers: 'Owners and officers',
  additionalInterests: 'Additional interests',
};
const order = Object.keys(titles);

/** Canonical question families by the part of the body they are about. */
const questionSections: Record<string, string> = {
  applicant: 'input',
  operations: 'input',
  products: 'input',
  building: 'businessOwners',
  history: 'lossHistory',
  gl: lineObjectKeys.gl,
  wc: lineObjectKeys.wc,
  cyber: lineObjectKeys.cyber,
};

export function sectionOfField(path: string): string {
  const top = path.split(/[.[]/)[0]!;
  return top in titles ? top : 'request';
}

/** A canonical question by its family; a carrier's own by the field that answers it, else its job's line. */
export function sectionOfQuestion(q: QuestionNeed): string {
  if (!q.id.includes(':')) return questionSections[q.id.split('.')[0]!] ?? 'input';
  if (q.answeredBy?.[0]) return sectionOfField(q.answeredBy[0]);
  const line = q.jobs[0]?.line;
  return line && line !== 'bop' ? lineObjectKeys[line] : 'businessOwners';
}

export function inSections(fields: FieldNeed[], questions: QuestionNeed[]): RequirementsSection[] {
  const sections = new Map<string, RequirementsSection>();
  const section = (key: string) => {
    let found = sections.get(key);
    if (!found) {
      found = { section: key, title: titles[key] ?? key, fields: [], questions: [] };
      sections.set(key, found);
    }
    return found;
  };
  for (const f of fields) section(sectionOfField(f.field)).fields.push(f);
  for (const q of questions) section(sectionOfQuestion(q)).questions.push(q);
  return [...sections.values()].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
}
