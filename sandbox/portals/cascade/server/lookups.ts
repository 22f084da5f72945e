// Lookups the SPA makes while a producer types: reference data (options, dates, the questions), the
// class-code search behind the combobox, and the address check behind the standardized-address dialog.
// None counts as a page view.
import type { FastifyInstance } from 'fastify';
import { driftAsks } from '../../../core/drift.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { US_STATE_NAMES } from '../../../core/us-states.ts';
import { sameAddress, standardize } from '../address.ts';
import {
  BASIS_UNITS,
  type ClassCode,
  CONSTRUCTION_TYPES,
  CYBER_CONTROLS,
  CYBER_LIMITS,
  CYBER_QUESTIONS,
  CYBER_RETENTIONS,
  classLabel,
  ENTITY_TYPES,
  GL_DEDUCTIBLES,
  LIABILITY_LIMITS,
  LOSS_TYPES,
  MAX_BUILDINGS_PER_LOCATION,
  MAX_DAYS_AHEAD,
  MAX_EXTRA_LOCATIONS,
  MAX_LOSS_ROWS,
  type Option,
  PROPERTY_DEDUCTIBLES,
  RECORDS_BANDS,
  searchClasses,
} from '../reference.ts';
import { LOSS_RUNS_THRESHOLD } from '../underwriting.ts';
import { addDays, checkAddress, text, todayIso } from '../validate.ts';
import { requireSession, sendFieldErrors } from './session.ts';

const choices = (options: readonly Option[]) => options.map(({ value, label }) => ({ value, label }));

/** A class as the combobox lists it. */
export const classItem = (c: ClassCode) => ({
  code: c.code,
  description: c.description,
  label: classLabel(c),
  basis: c.basis,
  basisLabel: BASIS_UNITS[c.basis].label,
  exposureLabel: BASIS_UNITS[c.basis].exposureLabel,
});
export type ClassItem = ReturnType<typeof classItem>;

/** What the SPA needs to draw its forms: dates, states, options and the questions. */
export function referenceData(ctx: SandboxContext) {
  const today = todayIso(ctx.now());
  const faults = ctx.faults.get(ctx.carrierId);
  return {
    today,
    latestEffectiveDate: addDays(today, MAX_DAYS_AHEAD),
    states: Object.entries(US_STATE_NAMES).map(([code, name]) => ({ code, name })),
    entities: ENTITY_TYPES,
    options: {
      glLimits: choices(LIABILITY_LIMITS.gl),
      glDeductibles: choices(GL_DEDUCTIBLES),
      bopLimits: choices(LIABILITY_LIMITS.bop),
      constructionTypes: choices(CONSTRUCTION_TYPES),
      propertyDeductibles: choices(PROPERTY_DEDUCTIBLES),
      cyberLimits: choices(CYBER_LIMITS),
      cyberRetentions: choices(CYBER_RETENTIONS),
      recordsBands: choices(RECORDS_BANDS),
    },
    lossTypes: LOSS_TYPES,
    /** How many further locations, buildings per location and loss rows the forms take. */
    limits: {
      extraLocations: MAX_EXTRA_LOCATIONS,
      buildingsPerLocation: MAX_BUILDINGS_PER_LOCATION,
      lossRows: MAX_LOSS_ROWS,
    },
    cyberControls: CYBER_CONTROLS.map(({ id, question }) => ({ id, question })),
    cyberQuestions: CYBER_QUESTIONS,
    lossRunsThreshold: LOSS_RUNS_THRESHOLD,
    newRequirements: faults.newRequirements === true,
    /** What layout drift adds to Coverage: the moved field and new questions (none is rated). */
    driftAsks: driftAsks(ctx.drift),
  };
}
export type Reference = ReturnType<typeof referenceData>;

export function registerLookupRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/api/reference', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    return referenceData(ctx);
  });

  app.get('/api/class-codes', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    const query = text((request.query as Record<string, unknown>).q, 60);
    return { query, items: searchClasses(query).map(classItem) };
  });

  app.post('/api/address/verify', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    const checked = checkAddress((request.body ?? {}) as Record<string, unknown>);
    if (!checked.ok) return sendFieldErrors(reply, checked.errors);
    const suggested = standardize(checked.value);
    return { entered: checked.value, suggested, same: sameAddress(checked.value, suggested) };
  });
}
