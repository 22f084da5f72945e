// POST /v1/quotes/schedules/parse: CSV schedules read into the parts of a create body (decision 0035).
// Nothing is stored: the caller puts the parts in the body it then creates, so one create stays the one
// way a request is made, and a person can review what the files said before quoting on it.
import { parseSchedules } from '../../domain/schedules/parse-schedules.ts';
import { validationError } from '../../errors.ts';
import type { ApiInstance } from '../api-instance.ts';
import { checkBody } from '../check-body.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { ParsedSchedulesView, ScheduleTextsBody } from '../schemas/schedules.ts';

export function scheduleRoutes(app: ApiInstance, { now }: { now: () => Date }) {
  app.post(
    '/v1/quotes/schedules/parse',
    {
      config: { scope: 'quotes:write' },
      attachValidation: true,
      schema: {
        tags: ['Quotes'],
        operationId: 'parseSchedules',
        summary: 'Read CSV schedules into the parts of a create body',
        description:
          'Reads a locations-and-buildings schedule, a vehicle schedule, a driver schedule and a loss run, each as CSV ' +
          'text with a header line, into `locations`, `vehicles`, `drivers` (for `commercialAuto`) and `lossHistory`. ' +
          'Headers are matched without case or punctuation, and the names agency systems export are accepted beside ' +
          'ours (docs/reference/schedules.md). Every row is checked by the same rules as a create body: one bad ' +
          'cell and the answer is a 400 naming each problem by schedule, row (the line of the file, header = row 1) ' +
          'and column as the file wrote it, e.g. `locations["row 7"]["Yr Built"]`, and nothing is returned. Nothing ' +
          'is stored either way.',
        body: ScheduleTextsBody,
        response: { 200: Envelope(ParsedSchedulesView), ...errorResponses(400, 403, 413, 415) },
      },
    },
    async (request) => {
      await checkBody(request);
      const result = parseSchedules(request.body, now());
      if (!result.ok) throw validationError(result.fieldErrors);
      return ok(result.value);
    },
  );
}
