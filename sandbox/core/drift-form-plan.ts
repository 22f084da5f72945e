// Drift that looks like a modern web form, drawn from a stream of its own (so a seed's other drift is
// what it was before these kinds came): labels from held-out wording, a decoy field to leave empty,
// text inputs labelled only by a placeholder, the contact phone in three inputs, the effective date in
// three selects, and optional fields behind a disclosure. The portal says which of its fields may take
// each (`DriftSpec.form`); drift-forms.ts applies the plan to a page, drift-posted.ts maps posts back.
import { DECOYS, type DecoyWords, DISCLOSURES, UNSEEN_LABELS } from './drift-held-out.ts';
import { pick, seededRandom, shuffled, synonymsOf } from './drift-random.ts';

export type FormDriftKind =
  | 'unseenLabels'
  | 'decoy'
  | 'placeholderOnly'
  | 'splitPhone'
  | 'dateSelects'
  | 'collapsed';

export const FORM_KINDS: FormDriftKind[] = [
  'unseenLabels',
  'decoy',
  'placeholderOnly',
  'splitPhone',
  'dateSelects',
  'collapsed',
];

/** How a portal writes a date in its text field. */
export type DateFormat = 'iso' | 'us-slash' | 'us-dash';

/** A control of the portal: its name as rendered (an SPA: its field key) and its label. */
export interface FormField {
  name: string;
  label: string;
}

/** Which of a portal's fields web-form drift may reshape; a kind whose fields are missing is not drawn. */
export interface FormDriftSpec {
  /** The contact phone, a single text input. */
  phone?: FormField;
  /** The effective date, a single text input. */
  date?: FormField & { format: DateFormat };
  /** Fields a decoy may stand beside, with the kind of decoy that fits. */
  decoys?: (FormField & { kind: keyof typeof DECOYS })[];
  /** Labels of plain text inputs that may keep their wording only as a placeholder. */
  placeholders?: string[];
  /** Groups of optional fields, next to each other on their page, that may be collapsed together. */
  optional?: FormField[][];
}

export interface FormDrift {
  /** An optional field beside a real one, ignored by the portal and refused when filled. */
  decoy: (DecoyWords & { beside: FormField }) | null;
  /** Labels (as the portal prints them) of text inputs left with only a placeholder. */
  placeholderOnly: string[];
  /** The phone in three inputs (area code, exchange, line), joined again on post. */
  splitPhone: FormField | null;
  /** The date in three selects (month, day, year), joined again on post. */
  dateSelects: (FormField & { format: DateFormat }) | null;
  /** Optional fields behind a closed disclosure. */
  collapsed: { summary: string; fields: FormField[] } | null;
}

const CHANCE: Record<FormDriftKind, number> = {
  unseenLabels: 0.4,
  decoy: 0.35,
  placeholderOnly: 0.3,
  splitPhone: 0.35,
  dateSelects: 0.35,
  collapsed: 0.35,
};

export interface DrawnFormDrift extends FormDrift {
  kinds: FormDriftKind[];
  /** Held-out rewordings, to take precedence over the plan's `labels` for the same text. */
  labels: { from: string; to: string }[];
}

/** The web-form drift of a (seed, portal); `moved` is the field drift moves, left out of these kinds. */
export function drawFormDrift(
  seed: number,
  carrierId: string,
  spec: { labels: string[]; form?: FormDriftSpec },
  moved: FormField | undefined,
): DrawnFormDrift {
  const random = seededRandom('drift-form', seed, carrierId);
  const form = spec.form ?? {};
  const unseen = [...new Set(spec.labels)].filter((l) => synonymsOf(UNSEEN_LABELS, l));
  const placeholders = (form.placeholders ?? []).filter((l) => l !== moved?.label);
  const groups = (form.optional ?? [])
    .map((group) => group.filter((f) => f.name !== moved?.name))
    .filter((group) => group.length > 0);
  const possible: Record<FormDriftKind, boolean> = {
    unseenLabels: unseen.length > 0,
    decoy: (form.decoys ?? []).length > 0,
    placeholderOnly: placeholders.length > 0,
    splitPhone: form.phone !== undefined,
    dateSelects: form.date !== undefined,
    collapsed: groups.length > 0,
  };
  const kinds = FORM_KINDS.filter((kind) => random() < CHANCE[kind] && possible[kind]);
  const has = (kind: FormDriftKind) => kinds.includes(kind);

  let reworded = has('unseenLabels') ? unseen.filter(() => random() < 0.5) : [];
  if (has('unseenLabels') && reworded.length === 0) reworded = [pick(random, unseen)];
  const beside = has('decoy') ? pick(random, form.decoys!) : undefined;
  const group = has('collapsed') ? pick(random, groups) : undefined;
  return {
    kinds,
    labels: reworded.map((from) => ({ from, to: pick(random, synonymsOf(UNSEEN_LABELS, from)!) })),
    decoy: beside
      ? { ...pick(random, DECOYS[beside.kind]), beside: { name: beside.name, label: beside.label } }
      : null,
    placeholderOnly: has('placeholderOnly')
      ? shuffled(random, placeholders).slice(0, Math.min(placeholders.length, 2 + Math.floor(random() * 2)))
      : [],
    splitPhone: has('splitPhone') ? form.phone! : null,
    dateSelects: has('dateSelects') ? form.date! : null,
    collapsed: group ? { summary: pick(random, DISCLOSURES), fields: group } : null,
  };
}
