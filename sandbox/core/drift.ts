// Layout drift (SANDBOX_DRIFT=<seed>): a plan, drawn once from the seed, of how each portal differs
// from its documented layout: reworded labels, reordered fields, renamed ids/names/classes, a field
// moved to a later page, other button captions, new questions and a slower render; and drift that
// looks like the web, drawn from held-out wording (drift-held-out.ts): captions no list of the kit's
// has, a cookie banner over the lower third of every page, a notice dialog after sign-in (some about
// maintenance, on a portal that works); and form drift (drift-form-plan.ts): held-out labels, a decoy
// field, placeholder-only inputs, a split phone, date selects, a collapsed optional group. The same seed always draws the same plan; premiums never
// change under it. See docs/sandbox-carriers.md, "Drift".
import {
  drawFormDrift,
  FORM_KINDS,
  type FormDrift,
  type FormDriftKind,
  type FormDriftSpec,
} from './drift-form-plan.ts';
import { BANNERS, type BannerWords, NOTICES, type NoticeWords, UNSEEN_CAPTIONS } from './drift-held-out.ts';
import { overridden, pick, seededRandom, shuffled, synonymsOf } from './drift-random.ts';
import { CAPTION_SYNONYMS, LABEL_SYNONYMS, QUESTION_BANK } from './drift-words.ts';
import type { SandboxProfile } from './types.ts';

export { FORM_KINDS, type FormDriftKind } from './drift-form-plan.ts';
export { pick, seededRandom, shuffled } from './drift-random.ts';
export { renameToken, restoreToken, reworded } from './drift-tokens.ts';

export type DriftKind = LayoutDriftKind | WebDriftKind | FormDriftKind;

export type LayoutDriftKind =
  | 'labels'
  | 'reorder'
  | 'renames'
  | 'move'
  | 'captions'
  | 'optionalQuestion'
  | 'requiredQuestion'
  | 'slowRender';

/** Drift that looks like the web: held-out captions, a cookie banner, a notice dialog. */
export type WebDriftKind = 'unseenCaptions' | 'banner' | 'notice';

/** The kinds a portal's own test driver follows through the plan (drift-testing.ts `driftedPage`). */
export const LAYOUT_KINDS: LayoutDriftKind[] = [
  'labels',
  'reorder',
  'renames',
  'move',
  'captions',
  'optionalQuestion',
  'requiredQuestion',
  'slowRender',
];

export const WEB_KINDS: WebDriftKind[] = ['unseenCaptions', 'banner', 'notice'];

export const DRIFT_KINDS: DriftKind[] = [...LAYOUT_KINDS, ...WEB_KINDS, ...FORM_KINDS];

export interface DriftQuestion {
  /** The question's key: its control's name (a portal may decorate it, as Summit's `ctl00$MainContent$`). */
  name: string;
  text: string;
  kind: 'yesno' | 'text';
  required: boolean;
  /** Where the portal asks it (the portal's page name, as in its doc). */
  page: string;
}

/** A field a portal can take on a later page without the premium changing (declared per portal). */
export interface MovableField {
  /** The control's name as the portal renders it. */
  name: string;
  /** The portal's own key for it (a short control id, a draft field). */
  key: string;
  label: string;
  from: string;
  to: string;
}

/** What a portal offers drift: the texts and fields it has that drift may change. */
export interface DriftSpec {
  /** Field labels and question texts the portal shows (those in the synonym table may be reworded). */
  labels: string[];
  /** Button captions it shows. */
  captions: string[];
  movable: MovableField[];
  /** The page where new questions go (its underwriting questions, usually). */
  questionsPage: string;
  /** The fields web-form drift may reshape (a decoy beside, a split phone, …); none when left out. */
  form?: FormDriftSpec;
}

/** A portal's part of the plan; form drift's members may be absent in a plan written by hand. */
export interface PortalDrift extends Partial<FormDrift> {
  carrierId: string;
  kinds: DriftKind[];
  labels: { from: string; to: string }[];
  /** Fields are shuffled within each section of every page, by a permutation seeded from `salt`. */
  reorder: { salt: number } | null;
  /**
   * Ids, field names and CSS classes: `prefix` + the old token with each ASCII letter replaced through
   * `alphabet` (a seeded permutation of a–z, case kept). Posted names are mapped back by the server.
   */
  renames: { prefix: string; alphabet: string } | null;
  move: MovableField | null;
  captions: { from: string; to: string }[];
  optionalQuestion: DriftQuestion | null;
  requiredQuestion: DriftQuestion | null;
  /** Extra wait before a page's content is ready (per page request, or per data call of an SPA). */
  slowRender: { delayMs: number } | null;
  /** A cookie banner across the lower third of every page until accepted (drift-overlays.ts). */
  banner: BannerWords | null;
  /** A modal notice over the first page after sign-in until acknowledged (drift-overlays.ts). */
  notice: NoticeWords | null;
}

export interface DriftPlan {
  seed: number;
  profile: SandboxProfile;
  portals: PortalDrift[];
}

/** Chance of each kind for a (seed, portal); the new required question stays at most ~20%. */
const CHANCE: Record<LayoutDriftKind | WebDriftKind, number> = {
  unseenCaptions: 0.4,
  banner: 0.4,
  notice: 0.4,
  labels: 0.6,
  reorder: 0.5,
  renames: 0.5,
  move: 0.4,
  captions: 0.5,
  optionalQuestion: 0.4,
  requiredQuestion: 0.18,
  slowRender: 0.4,
};

const DELAY: Record<SandboxProfile, [number, number]> = { realistic: [500, 2000], fast: [100, 300] };

function portalDrift(
  seed: number,
  profile: SandboxProfile,
  carrierId: string,
  spec: DriftSpec,
  without: readonly DriftKind[] = [],
): PortalDrift {
  const random = seededRandom('drift', seed, carrierId);
  const possible = LAYOUT_KINDS.filter((kind) => {
    if (kind === 'labels') return spec.labels.some((l) => synonymsOf(LABEL_SYNONYMS, l));
    if (kind === 'captions') return spec.captions.some((c) => synonymsOf(CAPTION_SYNONYMS, c));
    if (kind === 'move') return spec.movable.length > 0;
    return true;
  });
  let kinds: DriftKind[] = possible.filter((kind) => random() < CHANCE[kind]);
  if (kinds.length === 0)
    kinds = [
      pick(
        random,
        possible.filter((k) => k !== 'requiredQuestion'),
      ),
    ];
  // Web drift from a stream of its own: a seed's layout drift is what it was before these kinds came.
  const web = seededRandom('drift-web', seed, carrierId);
  const unseen = [...new Set(spec.captions)].filter((c) => synonymsOf(UNSEEN_CAPTIONS, c));
  kinds = [
    ...kinds,
    ...WEB_KINDS.filter((kind) => web() < CHANCE[kind] && (kind !== 'unseenCaptions' || unseen.length > 0)),
  ];
  const has = (kind: DriftKind) => kinds.includes(kind);

  const rewordable = [...new Set(spec.labels)].filter((l) => synonymsOf(LABEL_SYNONYMS, l));
  let reworded = has('labels') ? rewordable.filter(() => random() < 0.6) : [];
  if (has('labels') && reworded.length === 0) reworded = [pick(random, rewordable)];
  const recaptioned = [...new Set(spec.captions)].filter((c) => synonymsOf(CAPTION_SYNONYMS, c));
  const bank = shuffled(random, QUESTION_BANK);
  const question = (index: number, required: boolean): DriftQuestion => ({
    name: `dq${required ? 'r' : 'o'}${Math.floor(random() * 900 + 100)}`,
    text: bank[index]!.text,
    kind: bank[index]!.kind,
    required,
    page: spec.questionsPage,
  });
  const [low, high] = DELAY[profile];
  const layout = {
    carrierId,
    kinds,
    labels: reworded.map((from) => ({ from, to: pick(random, synonymsOf(LABEL_SYNONYMS, from)!) })),
    reorder: has('reorder') ? { salt: Math.floor(random() * 2 ** 31) } : null,
    renames: has('renames')
      ? {
          prefix: `${pick(random, ['x', 'q', 'z', 'k'])}${Math.floor(random() * 90 + 10)}_`,
          alphabet: shuffled(random, [...'abcdefghijklmnopqrstuvwxyz']).join(''),
        }
      : null,
    move: has('move') ? pick(random, spec.movable) : null,
    captions: overridden(
      has('captions')
        ? recaptioned.map((from) => ({ from, to: pick(random, synonymsOf(CAPTION_SYNONYMS, from)!) }))
        : [],
      has('unseenCaptions')
        ? unseen.map((from) => ({ from, to: pick(web, synonymsOf(UNSEEN_CAPTIONS, from)!) }))
        : [],
    ),
    optionalQuestion: has('optionalQuestion') ? question(0, false) : null,
    requiredQuestion: has('requiredQuestion') ? question(1, true) : null,
    slowRender: has('slowRender') ? { delayMs: Math.round(low + random() * (high - low)) } : null,
    banner: has('banner') ? pick(web, BANNERS) : null,
    notice: has('notice') ? pick(web, NOTICES) : null,
  };
  // Form drift from a third stream; its held-out labels take the place of the synonyms' for a text.
  const form = drawFormDrift(seed, carrierId, spec, layout.move ?? undefined);
  const unseenLabels = form.kinds.includes('unseenLabels') && !without.includes('unseenLabels');
  return {
    ...layout,
    kinds: [...kinds, ...form.kinds],
    labels: unseenLabels ? overridden(layout.labels, form.labels) : layout.labels,
    decoy: form.decoy,
    placeholderOnly: form.placeholderOnly,
    splitPhone: form.splitPhone,
    dateSelects: form.dateSelects,
    collapsed: form.collapsed,
  };
}

export interface DriftablePortal {
  id: string;
  drift?: DriftSpec;
}

/** The plan for every portal that declares a drift spec; the same seed and portals give the same plan. */
export function planDrift(
  seed: number,
  profile: SandboxProfile,
  portals: DriftablePortal[],
  without: readonly DriftKind[] = [],
): DriftPlan {
  return {
    seed,
    profile,
    portals: portals.flatMap((p) =>
      p.drift ? [leaveOut(portalDrift(seed, profile, p.id, p.drift, without), without)] : [],
    ),
  };
}

/**
 * A portal's plan with some form kinds left out (`startSandbox({ driftWithout })`): the rest is what
 * the seed drew, so a run without them is the same run less those kinds.
 */
function leaveOut(drift: PortalDrift, without: readonly DriftKind[]): PortalDrift {
  if (!without.some((k) => drift.kinds.includes(k))) return drift;
  const out = { ...drift, kinds: drift.kinds.filter((k) => !without.includes(k)) };
  if (without.includes('splitPhone')) out.splitPhone = null;
  if (without.includes('dateSelects')) out.dateSelects = null;
  if (without.includes('decoy')) out.decoy = null;
  if (without.includes('collapsed')) out.collapsed = null;
  if (without.includes('placeholderOnly')) out.placeholderOnly = [];
  return out;
}

/** One more control drift puts on a portal's questions page: the moved field or a new question. */
export interface DriftAsk {
  /** The portal's key: the moved field's own, or the new question's name. */
  key: string;
  text: string;
  kind: 'yesno' | 'text';
  required: boolean;
  moved: boolean;
}

/** What a portal's questions page asks beyond its own: the moved field first, then the new questions. */
export function driftAsks(drift: PortalDrift | undefined): DriftAsk[] {
  if (!drift) return [];
  const questions = [drift.optionalQuestion, drift.requiredQuestion].filter((q) => q !== null);
  return [
    ...(drift.move
      ? [{ key: drift.move.key, text: drift.move.label, kind: 'text' as const, required: false, moved: true }]
      : []),
    ...questions.map((q) => ({
      key: q.name,
      text: q.text,
      kind: q.kind,
      required: q.required,
      moved: false,
    })),
  ];
}
