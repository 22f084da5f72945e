// `input`: the core business data of a create request (contract section 2.4). Which fields are required
// depends on the lines requested; the schema requires only the always-required group, the semantic checks
// enforce the conditional groups (see ../check-requirements.ts).
import { type Static, Type } from 'typebox';
import { type BusinessType, businessTypeExamples } from '../business-types.ts';
import { businessTypes } from '../vocabulary.ts';
import { Count, Dollars, Email, Formatted, Phone, StateCode, Text, UsDate, ZipCode } from './fields.ts';

export const QuoteRequestInput = Type.Object(
  {
    businessName: Text(200, {
      required: true,
      description: 'Legal name of the insured business.',
      example: 'Lone Star Smokehouse LLC',
    }),
    dba: Type.Optional(
      Text(200, { description: 'Doing-business-as name.', example: 'Lone Star Smokehouse' }),
    ),
    businessType: Type.Unsafe<BusinessType>(
      Type.String({
        maxLength: 60,
        description:
          `Legal entity type (ACORD 125): one of ${businessTypes.join(', ')}. Common spellings of ` +
          `management systems and ACORD codes are accepted in any case (${businessTypeExamples}) and ` +
          'stored as the canonical value. Every spelling: docs/reference/business-types.md.',
        examples: ['llc', 'LLC', 'S Corp'],
      }),
    ),
    industryCode: Formatted('naics', 6, {
      description: 'NAICS 2017 six-digit national industry code.',
      example: '722511',
    }),
    industryDescription: Type.Optional(
      Text(500, {
        description: 'What the business does, in words.',
        example: 'Full-service barbecue restaurant',
      }),
    ),
    yearEstablished: Type.Integer({
      exclusiveMinimum: 1800,
      maximum: 9999,
      description: 'Year the business started; not in the future.',
      examples: [2012],
    }),
    streetAddress: Text(200, {
      required: true,
      description: 'Street address of the primary location.',
      example: '600 Congress Ave',
    }),
    city: Text(100, { required: true, description: 'City of the primary location.', example: 'Austin' }),
    state: StateCode('State of the primary location.'),
    zipCode: ZipCode('ZIP code of the primary location; must lie in `state`.'),
    annualRevenue: Dollars(0, 1e12, { description: 'Annual gross revenue, US dollars.', example: 2_400_000 }),
    numberOfEmployees: Count(1_000_000, {
      description: 'Total employees; equals full-time plus part-time when both are given.',
      example: 28,
    }),
    fullTimeEmployees: Type.Optional(Count(1_000_000, { description: 'Full-time employees.', example: 18 })),
    partTimeEmployees: Type.Optional(Count(1_000_000, { description: 'Part-time employees.', example: 10 })),
    annualPayroll: Type.Optional(
      Dollars(0, 1e11, { description: 'Annual payroll, US dollars.', example: 980_000 }),
    ),
    fein: Type.Optional(
      Formatted('fein', 10, {
        description: 'Federal employer id, NN-NNNNNNN. Required for WC.',
        example: '74-1234567',
      }),
    ),
    bopCoverageLimit: Type.Optional(
      Formatted('limitPair', 21, {
        description: 'BOP liability limits, per occurrence/aggregate. Required for BOP.',
        example: '1000000/2000000',
      }),
    ),
    deductible: Type.Optional(
      Formatted('dollars', 10, {
        description: 'BOP property deductible, dollars as digits. Required for BOP.',
        example: '2500',
      }),
    ),
    propertyValue: Type.Optional(
      Dollars(0, 1e10, {
        description: 'Value of business personal property, US dollars. Required for BOP.',
        example: 850_000,
      }),
    ),
    policyStartDate: UsDate({
      description: 'Requested effective date: today or up to 90 days ahead.',
      example: '07/01/2026',
    }),
    policyExpirationDate: Type.Optional(
      UsDate({
        description: 'Expiration date, after the start; defaults to one year after it.',
        example: '07/01/2027',
      }),
    ),
    contactName: Text(200, {
      required: true,
      description: 'Insured contact person.',
      example: 'Maria Alvarez',
    }),
    contactEmail: Email('Insured contact e-mail address.'),
    contactPhone: Phone('Insured contact phone.'),
    agentContactName: Type.Optional(
      Text(200, { description: 'Agency contact person.', example: 'Dan Whitaker' }),
    ),
    agentContactEmail: Type.Optional(Email('Agency contact e-mail address.')),
    agentContactPhone: Type.Optional(Phone('Agency contact phone.')),
  },
  { additionalProperties: false, description: 'Core business data sent with every line.' },
);

export type QuoteRequestInput = Static<typeof QuoteRequestInput>;
