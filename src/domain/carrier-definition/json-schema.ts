// The JSON Schema text of the carrier definition (carriers/carrier-definition.schema.json), as the
// script writes it and the test compares it: editors read it for completion.
import { CarrierDefinitionSchema } from './schema.ts';

export const carrierDefinitionJsonSchema = (): string =>
  `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...CarrierDefinitionSchema }, null, 2)}\n`;
