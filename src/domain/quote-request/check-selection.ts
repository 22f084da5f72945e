// What to quote and where: `linesRequested` (known lines, each once) and `carrierIds` (slugs, each once).
import { lineIds } from '../lines.ts';
import { type CheckContext, checkFormat, checkNonEmpty, checkOneOf, checkUnique } from './field-rules.ts';
import { arrayAt, type JsonObject } from './read.ts';

export function checkSelection(ctx: CheckContext, body: JsonObject): void {
  const lines = arrayAt(body, 'linesRequested');
  if (lines) {
    checkNonEmpty(ctx, lines, ['linesRequested']);
    lines.forEach((line, i) => {
      checkOneOf(ctx, line, ['linesRequested', i], lineIds);
    });
    checkUnique(ctx, lines, ['linesRequested']);
  }

  const carriers = arrayAt(body, 'carrierIds');
  if (carriers) {
    checkNonEmpty(ctx, carriers, ['carrierIds']);
    carriers.forEach((carrier, i) => {
      checkFormat(ctx, carrier, ['carrierIds', i], 'carrierSlug');
    });
    checkUnique(ctx, carriers, ['carrierIds']);
  }
}
