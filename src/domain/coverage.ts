// A quote's limits, deductible and retention as numbers (dollars) in its line's own structure, read
// from the carrier's own words, which are kept beside (`asQuoted`). Words that are not the line's
// amounts give no number, never a guess: a partner then reads `asQuoted`.
import type { Line } from './lines.ts';
import { parseDeductible, parseLimits } from './portal-values.ts';

/** The carrier's own words for each term, as its quote page shows them. */
export interface AsQuoted {
  limits?: string;
  deductible?: string;
  retention?: string;
}

/** Every limit a line carries; a line's result holds only its own (LIMIT_PARTS). */
export interface CoverageLimits {
  perOccurrence?: number;
  aggregate?: number;
  eachAccident?: number;
  diseasePolicyLimit?: number;
  diseaseEachEmployee?: number;
  combinedSingleLimit?: number;
  bodilyInjuryPerPerson?: number;
  bodilyInjuryPerAccident?: number;
  propertyDamage?: number;
}
type LimitName = keyof CoverageLimits;

export interface Coverage {
  /** The line's limits, or null when the carrier's words are not the line's amounts. */
  limits: CoverageLimits | null;
  /** 0 when the carrier says there is none ("None", "$0"); null when not shown or not one amount. */
  deductible: number | null;
  /** Cyber's retention, an umbrella's self-insured retention; null as for the deductible. */
  retention: number | null;
  asQuoted: AsQuoted;
}

/**
 * The structures each line's limits are written in, amounts in the order carriers print them (ours
 * too: `1000000/2000000`, employers' liability `each accident/disease policy/disease each employee`).
 */
export const LIMIT_PARTS: Record<Line, readonly (readonly LimitName[])[]> = {
  bop: [['perOccurrence', 'aggregate']],
  gl: [['perOccurrence', 'aggregate']],
  // An umbrella's single limit applies each occurrence and in the aggregate.
  umbrella: [['perOccurrence', 'aggregate']],
  wc: [['eachAccident', 'diseasePolicyLimit', 'diseaseEachEmployee']],
  auto: [['combinedSingleLimit'], ['bodilyInjuryPerPerson', 'bodilyInjuryPerAccident', 'propertyDamage']],
  cyber: [['aggregate']],
};

/** The words that name a limit: a part labelled as another limit of its structure is out of order. */
const LIMIT_WORDS: Record<LimitName, RegExp> = {
  perOccurrence: /occurrence/i,
  aggregate: /aggregate/i,
  eachAccident: /accident/i,
  diseasePolicyLimit: /policy/i,
  diseaseEachEmployee: /employee/i,
  combinedSingleLimit: /\bcsl\b|combined/i,
  bodilyInjuryPerPerson: /person/i,
  bodilyInjuryPerAccident: /accident/i,
  propertyDamage: /property/i,
};

/** Whether a line's quotes carry a retention (cyber, umbrella) where others carry a deductible. */
export const carriesRetention = (line: Line) => line === 'cyber' || line === 'umbrella';

function labelledElsewhere(text: string, names: readonly LimitName[]): boolean {
  const segments = text.split('/');
  if (segments.length !== names.length) return false;
  return segments.some((segment, i) =>
    names.some((other, j) => j !== i && other !== names[i] && LIMIT_WORDS[other].test(segment)),
  );
}

/** The line's limits from the carrier's words, or null when they are not the line's amounts. */
export function limitsOf(line: Line, text: string | undefined): CoverageLimits | null {
  const parts = parseLimits(text)?.parts;
  if (!text || !parts) return null;
  const single = line === 'umbrella' && parts.length === 1 ? [parts[0]!, parts[0]!] : parts;
  const names = LIMIT_PARTS[line].find((shape) => shape.length === single.length);
  if (!names || labelledElsewhere(text, names)) return null;
  const limits = Object.fromEntries(names.map((name, i) => [name, single[i]!])) as CoverageLimits;
  // An aggregate below the per-occurrence limit is no policy: a misread, not a number to trust.
  if ((limits.aggregate ?? Infinity) < (limits.perOccurrence ?? 0)) return null;
  return limits;
}

const amountOf = (text: string | undefined) => (text === undefined ? null : (parseDeductible(text) ?? null));

/** The numbers of a quote's terms from the carrier's words. */
export function coverageOf(line: Line, asQuoted: AsQuoted): Coverage {
  const words = Object.fromEntries(
    Object.entries(asQuoted).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as AsQuoted;
  return {
    limits: limitsOf(line, words.limits),
    deductible: amountOf(words.deductible),
    retention: amountOf(words.retention),
    asQuoted: words,
  };
}

interface StoredTerms {
  limits?: unknown;
  deductible?: unknown;
  asQuoted?: unknown;
}

/**
 * The carrier's words of a stored result: its `asQuoted`, or for a result stored before it was kept,
 * the v1 strings (`deductible` held a cyber or umbrella quote's retention).
 */
function asQuotedOf(line: Line, result: StoredTerms): AsQuoted {
  if (result.asQuoted && typeof result.asQuoted === 'object') return result.asQuoted as AsQuoted;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const term = carriesRetention(line) ? 'retention' : 'deductible';
  return { limits: text(result.limits), [term]: text(result.deductible) } as AsQuoted;
}

/**
 * A stored result as partners read it (the API's result view, the job.completed event): the
 * carrier's words moved into `coverage`, the numbers beside them, read when viewed.
 */
export function withCoverage<T extends object>(
  line: Line,
  result: T,
): Omit<T, 'asQuoted'> & { coverage: Coverage } {
  const { asQuoted: _words, ...rest } = result as T & StoredTerms;
  return { ...rest, coverage: coverageOf(line, asQuotedOf(line, result)) };
}
