// The documented example of POST /v1/quotes/requirements: a Denver clothing store asking Larkspur Mutual and
// Pioneer Casualty for GL and BOP, its building half described; the answer is what the operation gives for it
// (test/api/quotes-requirements.test.ts checks that it still does).

export const requirementsRequestExample = {
  externalReference: 'AMS-000512',
  externalSource: 'acme-ams',
  linesRequested: ['gl', 'bop'],
  carrierIds: ['larkspur-mutual', 'pioneer-casualty'],
  input: {
    businessName: 'Champa Outfitters LLC',
    businessType: 'llc',
    industryCode: '448140',
    yearEstablished: 2012,
    streetAddress: '1600 Champa St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    annualRevenue: 600000,
    numberOfEmployees: 9,
    policyStartDate: '12/06/2026',
    contactName: 'Ana Ruiz',
    contactEmail: 'ana@champa.example',
    contactPhone: '303-555-0142',
    bopCoverageLimit: '1000000/2000000',
    deductible: '1000',
    propertyValue: 150000,
  },
  generalLiability: {
    classCode: '10100',
    exposureBasis: 'sales',
    exposure: 600000,
    limits: '1000000/2000000',
  },
  businessOwners: { yearBuilt: 1962 },
};

export const requirementsExample = {
  jobs: [
    {
      carrierId: 'larkspur-mutual',
      line: 'gl',
      dispatched: true,
      questionsListed: true,
    },
    {
      carrierId: 'larkspur-mutual',
      line: 'bop',
      dispatched: true,
      questionsListed: true,
    },
    {
      carrierId: 'pioneer-casualty',
      line: 'gl',
      dispatched: false,
      reason: 'Pioneer Casualty Group does not offer GL',
    },
    {
      carrierId: 'pioneer-casualty',
      line: 'bop',
      dispatched: false,
      reason: 'Does not write BOP in CO',
    },
  ],
  sections: [
    {
      section: 'input',
      title: 'The business',
      fields: [
        {
          field: 'input.propertyValue',
          label: 'Value of business personal property, US dollars',
          given: true,
          createRequires: false,
          needed: true,
          jobs: [
            {
              carrierId: 'larkspur-mutual',
              line: 'bop',
              need: 'asked',
              label: 'Business personal property limit',
            },
          ],
        },
      ],
      questions: [],
    },
    {
      section: 'businessOwners',
      title: "Business Owner's Policy: the building",
      fields: [
        {
          field: 'businessOwners.constructionType',
          label: 'ISO construction class of the building',
          given: false,
          createRequires: false,
          needed: true,
          jobs: [
            {
              carrierId: 'larkspur-mutual',
              line: 'bop',
              need: 'asked',
              label: 'Construction type',
            },
          ],
        },
        {
          field: 'businessOwners.yearBuilt',
          label: 'Year the building was built',
          given: true,
          createRequires: false,
          needed: true,
          jobs: [
            {
              carrierId: 'larkspur-mutual',
              line: 'bop',
              need: 'asked',
              label: 'Year built',
            },
          ],
        },
      ],
      questions: [],
    },
    {
      section: 'lossHistory',
      title: 'Losses',
      fields: [],
      questions: [
        {
          id: 'history.lossesPast3Years',
          text: 'How many losses or claims in the past 3 years?',
          type: 'choice',
          choices: ['None', '1', '2', '3 or more'],
          given: false,
          needed: true,
          jobs: [
            {
              carrierId: 'larkspur-mutual',
              line: 'gl',
              label: 'Number of losses in the past 3 years',
            },
            {
              carrierId: 'larkspur-mutual',
              line: 'bop',
              label: 'Number of losses in the past 3 years',
            },
          ],
        },
        {
          id: 'history.priorCancellation',
          text: 'Has any insurer cancelled, declined or non-renewed the applicant in the past 3 years?',
          type: 'yes_no',
          given: false,
          needed: true,
          jobs: [
            {
              carrierId: 'larkspur-mutual',
              line: 'gl',
              label: 'Has any insurer cancelled or refused to renew this business in the past 3 years?',
            },
            {
              carrierId: 'larkspur-mutual',
              line: 'bop',
              label: 'Has any insurer cancelled or refused to renew this business in the past 3 years?',
            },
          ],
        },
      ],
    },
  ],
  complete: false,
};
