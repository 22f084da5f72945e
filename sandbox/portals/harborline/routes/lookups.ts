// Reference data and the asynchronous dropdown sources the SPA calls (class codes by state, makes by year,
// NAICS titles). Lookups need a signed-in session but do not count as page views.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { BASIS_NAMES, BASIS_UNITS, GL_CLASSES, GL_DEDUCTIBLES, GL_LIMITS } from '../reference/gl-classes.ts';
import { questionsNow } from '../reference/questions.ts';
import { LINE_NAMES, LINE_STATES, STATES, stateRefusal } from '../reference/states.ts';
import {
  AUTO_DEDUCTIBLES,
  AUTO_LIMITS,
  makesFor,
  newestModelYear,
  OLDEST_MODEL_YEAR,
  RADIUS_BANDS,
  VEHICLE_USES,
} from '../reference/vehicles.ts';
import { EL_LIMITS, wcClassesFor } from '../reference/wc-classes.ts';
import { requireSession, sendError } from '../session.ts';
import { ENTITY_TYPES, MAX_EFFECTIVE_DAYS } from '../validate/business.ts';
import { addDays, naicsTitle, parseWhole, text, todayIso } from '../validate/common.ts';
import { LOSS_TYPES } from '../validate/losses.ts';

const strip = <T extends { label: string; value: unknown }>(options: T[]) =>
  options.map(({ value, label }) => ({ value, label }));

export function registerLookupRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/api/reference', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    const today = todayIso(ctx.now());
    const years: number[] = [];
    for (let y = newestModelYear(ctx.now()); y >= OLDEST_MODEL_YEAR; y -= 1) years.push(y);
    return {
      today,
      latestEffectiveDate: addDays(today, MAX_EFFECTIVE_DAYS),
      lines: LINE_NAMES,
      states: Object.entries(STATES).map(([code, name]) => ({ code, name })),
      lineStates: LINE_STATES,
      entityTypes: ENTITY_TYPES,
      elLimits: strip(EL_LIMITS),
      glClasses: GL_CLASSES.map((c) => ({
        code: c.code,
        description: c.description,
        basis: c.basis,
        basisName: BASIS_NAMES[c.basis],
        unit: BASIS_UNITS[c.basis].label,
      })),
      glLimits: strip(GL_LIMITS),
      glDeductibles: strip(GL_DEDUCTIBLES),
      lossTypes: LOSS_TYPES,
      autoLimits: strip(AUTO_LIMITS),
      autoDeductibles: strip(AUTO_DEDUCTIBLES),
      vehicleUses: strip(VEHICLE_USES),
      radiusBands: strip(RADIUS_BANDS),
      modelYears: years,
      questions: questionsNow(ctx.faults.get(ctx.carrierId).newRequirements === true, ctx.drift),
      // Layout drift: Business details no longer asks the field moved to the questions.
      movedField: ctx.drift?.move?.key ?? null,
      // The `newRequirements` fault also adds a required field to Business details.
      newRequirements: ctx.faults.get(ctx.carrierId).newRequirements === true,
    };
  });

  app.get('/api/class-codes', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    const state = text((request.query as Record<string, unknown>).state, 2).toUpperCase();
    if (!STATES[state]) return sendError(reply, 400, 'UNKNOWN_STATE', 'Select a state.');
    const refusal = stateRefusal('wc', state);
    if (refusal) return { state, classCodes: [], message: refusal };
    return { state, classCodes: wcClassesFor(state).map(({ code, description }) => ({ code, description })) };
  });

  app.get('/api/vehicle-makes', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    const year = parseWhole((request.query as Record<string, unknown>).year);
    if (!(year >= OLDEST_MODEL_YEAR && year <= newestModelYear(ctx.now()))) {
      return sendError(reply, 400, 'UNKNOWN_YEAR', 'Select the model year.');
    }
    return { year, makes: makesFor(year) };
  });

  app.get('/api/naics/:code', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: false })) return reply;
    const code = text((request.params as Record<string, unknown>).code, 6);
    const title = naicsTitle(code);
    if (!title)
      return sendError(reply, 404, 'UNKNOWN_NAICS', `NAICS code ${code} isn't in our classification list.`);
    return { code, title };
  });
}
