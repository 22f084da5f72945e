// `cyber`: limits, records exposure and the basic controls every cyber application asks about.
// Required when `cyber` is requested.
import { type Static, Type } from 'typebox';
import { recordsHeldBands } from '../../vocabulary.ts';
import { Choice, Dollars, Flag } from '../fields.ts';

export const SecurityControls = Type.Object(
  {
    mfa: Flag({ description: 'Multi-factor authentication for e-mail and remote access.', example: true }),
    encryption: Flag({ description: 'Sensitive data encrypted at rest and in transit.', example: true }),
    backups: Flag({ description: 'Offline or immutable backups, tested.', example: true }),
    endpointDetection: Type.Optional(
      Flag({ description: 'Endpoint detection and response deployed.', example: true }),
    ),
    securityTraining: Type.Optional(
      Flag({ description: 'Annual phishing/security training.', example: true }),
    ),
    incidentResponsePlan: Type.Optional(
      Flag({ description: 'Written incident response plan.', example: false }),
    ),
  },
  { additionalProperties: false, description: 'Security controls in place.' },
);

export const Cyber = Type.Object(
  {
    aggregateLimit: Dollars(50_000, 100_000_000, {
      description: 'Policy aggregate limit.',
      example: 1_000_000,
    }),
    retention: Dollars(0, 1_000_000, { description: 'Retention (deductible), US dollars.', example: 5000 }),
    recordsHeld: Choice(recordsHeldBands, {
      description: 'Personal or payment records held, as a band.',
      example: '<100k',
    }),
    securityControls: SecurityControls,
    priorIncidents: Type.Optional(
      Flag({ description: 'Any cyber incident in the last five years.', example: false }),
    ),
    acceptsPaymentCards: Type.Optional(
      Flag({ description: 'The business takes card payments.', example: true }),
    ),
    pciCompliant: Type.Optional(Flag({ description: 'PCI DSS compliant.', example: true })),
  },
  { additionalProperties: false, description: 'Cyber liability data.' },
);

export type SecurityControls = Static<typeof SecurityControls>;
export type Cyber = Static<typeof Cyber>;
