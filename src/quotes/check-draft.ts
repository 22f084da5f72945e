// A request as a person types it in the app, judged by the rules create applies (no rule of its own):
// the create body's field errors, the appetite check (what each chosen carrier will skip, once the risk
// it reads is typed), and each dispatched job's warnings (what its carrier will refuse or ask), as
// `POST /v1/quotes` would answer them. Nothing is stored.
import { type AppetiteOutcome, checkAppetite, type Risk } from '../domain/carriers/appetite.ts';
import { carrierWarnings, type RequirementWarning } from '../domain/carriers/carrier-warnings.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { isLine, type Line } from '../domain/lines.ts';
import { usToday } from '../domain/quote-request/dates.ts';
import { withDerivedFields } from '../domain/quote-request/derive-flat-fields.ts';
import type { CreateQuoteRequest } from '../domain/quote-request/model/create-body.ts';
import { normalizeSubmission } from '../domain/quote-request/normalize-submission.ts';
import { validateCreateQuoteRequest } from '../domain/quote-request/validate-create.ts';
import type { FieldErrors } from '../errors.ts';
import { credentialStatuses } from '../store/credential-statuses.ts';
import type { Db } from '../store/db.ts';

export interface DraftCheck {
  /** Every failing field, as create would name it (required fields not typed yet included). */
  fieldErrors: FieldErrors;
  /** Undefined until the state, NAICS code, revenue and employees the appetite check reads are typed. */
  appetite?: AppetiteOutcome;
  /** The risk fields the appetite check still needs. */
  appetiteNeeds: string[];
  /** Per dispatched job (carrier, line), what its carrier will refuse or ask; empty before appetite. */
  warnings: RequirementWarning[];
}

const riskFields = ['state', 'industryCode', 'annualRevenue', 'numberOfEmployees'] as const;

export async function checkDraft(
  { db, carriers, now }: { db: Db; carriers: readonly Carrier[]; now: Date },
  agencyId: string,
  body: unknown,
): Promise<DraftCheck> {
  const validation = validateCreateQuoteRequest(body, now);
  const fieldErrors: FieldErrors = validation.ok ? {} : { ...validation.fieldErrors };
  const draft = (typeof body === 'object' && body !== null ? body : {}) as Partial<CreateQuoteRequest>;
  const ids = Array.isArray(draft.carrierIds) ? draft.carrierIds : [];
  ids.forEach((id, i) => {
    if (typeof id === 'string' && !carriers.some((c) => c.id === id))
      fieldErrors[`carrierIds[${i}]`] = [`unknown carrier "${id}"; GET /v1/carriers lists them`];
  });
  const selected = ids.flatMap((id) => carriers.filter((c) => c.id === id));
  const lines = (Array.isArray(draft.linesRequested) ? draft.linesRequested : []).filter(
    (l): l is Line => typeof l === 'string' && isLine(l),
  );
  const risk = riskOf(draft.input, fieldErrors);
  if (!risk.ok) return { fieldErrors, appetiteNeeds: risk.needs, warnings: [] };
  const credentials = await credentialStatuses(db, agencyId);
  const appetite = checkAppetite(selected, lines, risk.risk, (id) => credentials.get(id) ?? 'missing');
  return { fieldErrors, appetite, appetiteNeeds: [], warnings: warningsOf(selected, appetite, draft, now) };
}

function riskOf(
  input: unknown,
  fieldErrors: FieldErrors,
): { ok: true; risk: Risk } | { ok: false; needs: string[] } {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const needs = riskFields.filter((f) => values[f] === undefined || fieldErrors[`input.${f}`]);
  if (needs.length > 0) return { ok: false, needs: needs.map((f) => `input.${f}`) };
  return {
    ok: true,
    risk: {
      state: String(values.state).toUpperCase(),
      industryCode: String(values.industryCode),
      annualRevenue: Number(values.annualRevenue),
      numberOfEmployees: Number(values.numberOfEmployees),
    },
  };
}

/**
 * Create's warnings for each dispatched job. A draft may still lack what a warning reads (a missing
 * line object, say): that carrier's warnings wait for it rather than guess.
 */
function warningsOf(
  selected: readonly Carrier[],
  appetite: AppetiteOutcome,
  draft: Partial<CreateQuoteRequest>,
  now: Date,
): RequirementWarning[] {
  let filed: CreateQuoteRequest;
  try {
    filed = withDerivedFields(
      normalizeSubmission(structuredClone(draft) as CreateQuoteRequest),
      usToday(now),
    );
  } catch {
    return [];
  }
  return appetite.dispatch.flatMap((pair) => {
    const carrier = selected.find((c) => c.id === pair.carrierId)!;
    try {
      return carrierWarnings(carrier, pair.line, filed, usToday(now));
    } catch {
      return [];
    }
  });
}
