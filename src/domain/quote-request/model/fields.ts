// Field builders shared by the create-request schemas. Every string is bounded; formats carry an
// `errorMessage` annotation that the Ajv error converter shows instead of the generic message.
import { Type } from 'typebox';
import { type FormatName, patterns } from '../formats.ts';
import { messages } from '../messages.ts';

interface FieldDoc {
  description: string;
  example: unknown;
}

const doc = ({ description, example }: FieldDoc) => ({ description, examples: [example] });

/** Free text; `required` text must not be empty. */
export const Text = (maxLength: number, field: FieldDoc & { required?: boolean }) =>
  Type.String({ ...(field.required ? { minLength: 1 } : {}), maxLength, ...doc(field) });

/** Text in one of the formats of `../formats.ts`, with that format's message. */
export const Formatted = (format: FormatName & keyof typeof messages, maxLength: number, field: FieldDoc) =>
  Type.String({
    pattern: patterns[format],
    maxLength,
    errorMessage: messages[format],
    ...doc(field),
  });

export const StateCode = (description: string) =>
  Formatted('stateCode', 2, { description: `${description} Two-letter US state code.`, example: 'TX' });

export const ZipCode = (description: string) =>
  Formatted('zipCode', 5, { description: `${description} Five-digit ZIP code.`, example: '78701' });

/** `MM/DD/YYYY`; real-calendar and range checks are semantic (they need the clock). */
export const UsDate = (field: FieldDoc) =>
  Formatted('usDate', 10, { ...field, description: `${field.description} Form MM/DD/YYYY.` });

/** Formatted input such as "(512) 555-0142" is accepted here; the 10-digit check is semantic. */
export const Phone = (description: string) =>
  Type.String({
    maxLength: 20,
    errorMessage: messages.phone,
    description: `${description} Ten digits; punctuation such as "(512) 555-0142" is accepted and removed.`,
    examples: ['(512) 555-0142'],
  });

export const Email = (description: string) =>
  Type.String({ format: 'email', maxLength: 254, description, examples: ['owner@example.com'] });

export const Dollars = (minimum: number, maximum: number, field: FieldDoc) =>
  Type.Number({ minimum, maximum, ...doc(field) });

export const Count = (maximum: number, field: FieldDoc) =>
  Type.Integer({ minimum: 0, maximum, ...doc(field) });

export const Flag = (field: FieldDoc) => Type.Boolean(doc(field));

export const Choice = <const Values extends string[]>(values: readonly [...Values], field: FieldDoc) =>
  Type.Enum(values, doc(field));
