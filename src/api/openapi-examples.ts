// Hand-written examples for the OpenAPI document where a sample built from field examples would not
// read like a real exchange: the create body, a quote request part-way through its run, and one error
// per status with its real code.
import { errorBody } from './envelope.ts';

const id = 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz';
const deepLink = `https://quotes.example.com/app/quotes/${id}`;

/** The parts of a full submission (decision 0035): a second location, a loss, prior insurance, owners. */
const fullSubmissionParts = {
  locations: [
    {
      id: '1',
      primary: true,
      mailing: true,
      streetAddress: '600 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      interest: 'leased',
      fullTimeEmployees: 14,
      partTimeEmployees: 8,
      areaOccupied: 4200,
      buildings: [
        {
          id: '1',
          occupancy: 'Restaurant with bar',
          constructionType: 'joisted_masonry',
          yearBuilt: 1998,
          stories: 2,
          squareFeet: 6000,
          occupiedPercent: 100,
          roofUpdatedYear: 2016,
          roofType: 'built_up',
          sprinklered: true,
          burglarAlarm: 'central_station',
          fireAlarm: 'central_station',
          protectionClass: '2',
          businessPersonalPropertyLimit: 700000,
          valuation: 'replacement_cost',
          deductible: 2500,
        },
      ],
    },
    {
      id: 'commissary',
      streetAddress: '4800 E Cesar Chavez St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      interest: 'leased',
      fullTimeEmployees: 4,
      partTimeEmployees: 2,
      areaOccupied: 1800,
      buildings: [
        {
          id: '1',
          occupancy: 'Commissary kitchen',
          constructionType: 'non_combustible',
          yearBuilt: 2005,
          stories: 1,
          squareFeet: 1800,
          sprinklered: true,
          protectionClass: '2',
          businessPersonalPropertyLimit: 150000,
          valuation: 'replacement_cost',
          deductible: 2500,
        },
      ],
    },
  ],
  lossHistory: [],
  lossFreeYears: { bop: 5, gl: 5 },
  priorInsurance: [
    {
      line: 'bop',
      carrier: 'Texas Farm Mutual',
      policyNumber: 'BOP-77120',
      effectiveDate: '01/15/2026',
      expirationDate: '01/15/2027',
      premium: 4300,
      ending: 'in_force',
    },
    {
      line: 'gl',
      carrier: 'Texas Farm Mutual',
      policyNumber: 'GL-77121',
      effectiveDate: '01/15/2026',
      expirationDate: '01/15/2027',
      premium: 3900,
      ending: 'in_force',
    },
  ],
  ownersOfficers: [
    { name: 'Maria Alvarez', title: 'Managing member', ownershipPercent: 70, workersComp: 'excluded' },
    { name: 'Jorge Alvarez', title: 'Member', ownershipPercent: 30, workersComp: 'excluded' },
  ],
  additionalInterests: [
    {
      type: 'additional_insured',
      name: 'Congress Avenue Holdings LP',
      streetAddress: '600 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      lines: ['gl'],
      appliesTo: { locationId: '1' },
    },
  ],
};

export const createQuoteRequestExample = {
  externalReference: 'AMS-000481',
  externalSource: 'acme-ams',
  linesRequested: ['bop', 'gl'],
  // Carriers that write GL class 16910 (Harborline does not): a complete body, created with no warning
  // (test/api/openapi-create-example.test.ts).
  carrierIds: ['summit-mutual', 'bluebonnet'],
  input: {
    businessName: 'Lone Star Smokehouse LLC',
    businessType: 'llc',
    industryCode: '722511',
    industryDescription: 'Full-service barbecue restaurant with a bar',
    yearEstablished: 2012,
    streetAddress: '600 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    annualRevenue: 2400000,
    numberOfEmployees: 28,
    annualPayroll: 980000,
    fein: '74-1234567',
    bopCoverageLimit: '1000000/2000000',
    deductible: '2500',
    propertyValue: 850000,
    policyStartDate: '01/15/2027',
    policyExpirationDate: '01/15/2028',
    contactName: 'Maria Alvarez',
    contactEmail: 'maria@lonestarsmokehouse.com',
    contactPhone: '(512) 555-0142',
  },
  businessOwners: {
    constructionType: 'joisted_masonry',
    yearBuilt: 1998,
    squareFeet: 4200,
    sprinklered: true,
    buildingOwned: false,
    occupiedPercent: 100,
    roofUpdatedYear: 2016,
  },
  generalLiability: {
    classCode: '16910',
    exposureBasis: 'sales',
    exposure: 2400000,
    limits: '1000000/2000000',
    medicalExpenseLimit: 5000,
    claimsLastFiveYears: 0,
    subcontractorCost: 0,
  },
  ...fullSubmissionParts,
};

export const quoteRequestExample = {
  quoteRequestId: id,
  externalReference: 'AMS-000481',
  externalSource: 'acme-ams',
  businessName: 'Lone Star Smokehouse LLC',
  status: 'in_progress',
  linesRequested: ['bop', 'gl'],
  carrierIds: ['summit-mutual', 'bluebonnet'],
  deepLink,
  createdAt: '2026-11-22T15:00:00.000Z',
  startedAt: '2026-11-22T15:00:02.000Z',
  awaitingActionCount: 0,
  jobs: [
    {
      jobId: 'job_01jd4v7m3wfd0b7n5w8kq2xa01',
      carrierId: 'summit-mutual',
      lineOfBusiness: 'bop',
      status: 'success',
      startedAt: '2026-11-22T15:00:03.000Z',
      completedAt: '2026-11-22T15:01:10.000Z',
      durationSeconds: 67,
      retryCount: 0,
    },
    {
      jobId: 'job_01jd4v7m3wfd0b7n5w8kq2xa02',
      carrierId: 'bluebonnet',
      lineOfBusiness: 'bop',
      status: 'running',
      startedAt: '2026-11-22T15:00:03.000Z',
    },
  ],
  skippedCarriers: [],
  partialSkips: [],
  warnings: [],
  results: [
    {
      jobId: 'job_01jd4v7m3wfd0b7n5w8kq2xa01',
      carrierId: 'summit-mutual',
      lineOfBusiness: 'bop',
      quoteNumber: 'SM-2026-118203',
      annualPremium: 4180,
      quoteType: 'bindable',
      policyStartDate: '01/15/2027',
      policyExpirationDate: '01/15/2028',
      limits: '1,000,000/2,000,000',
      deductible: '$2,500',
      coverage: {
        limits: { perOccurrence: 1000000, aggregate: 2000000 },
        deductible: 2500,
        retention: null,
        asQuoted: { limits: '1,000,000/2,000,000', deductible: '$2,500' },
      },
    },
  ],
  ...fullSubmissionParts,
};

export const errorExamples: Record<string, unknown> = {
  400: errorBody('VALIDATION_ERROR', '4 fields are invalid', {
    field_errors: {
      'input.zipCode': ['must be a five-digit ZIP code'],
      'input.annualRevenue': ['is required'],
      'input.numberOfEmployes': ['is not a known field: did you mean `numberOfEmployees`?'],
      'input.fein': ['is required because linesRequested includes wc'],
    },
  }),
  401: errorBody('UNAUTHORIZED', 'The API key is not valid or has been revoked'),
  403: errorBody('FORBIDDEN', 'This API key lacks the quotes:write scope'),
  404: errorBody('NOT_FOUND', `Quote request ${id} not found`),
  409: errorBody('INVALID_STATE', 'The quote request has already been started'),
  413: errorBody('PAYLOAD_TOO_LARGE', 'The body is larger than 1 MiB'),
  415: errorBody(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the body as JSON with Content-Type: application/json; XML and ACORD are not accepted in v1',
  ),
  422: errorBody('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different body'),
  429: errorBody('RATE_LIMITED', 'Rate limit of 600 requests per minute exceeded; retry in 12 seconds'),
  500: errorBody('INTERNAL_ERROR', 'Something went wrong on our side', {
    requestId: 'req_5f0c2b9e8a7d4c1b9e0f3a2d6c8b7e1f',
  }),
  503: errorBody('SERVICE_UNAVAILABLE', 'The database is unavailable for a moment; try again shortly'),
};
