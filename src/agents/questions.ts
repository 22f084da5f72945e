// Canonical ids for underwriting questions many portals ask in their own words. A playbook gives a
// question its canonical id when one fits, so an answer a person gave for one carrier is reused for
// the same client on the next (answers are remembered per client by id). Portal-specific questions
// use `<carrierId>:<slug>`.

export const canonicalQuestions = {
  alcohol_sales: 'Does the applicant sell, serve or furnish alcoholic beverages?',
  losses_past_3_years: 'How many losses or claims in the past 3 years?',
  subcontractors_without_coi: 'Does the applicant use subcontractors without certificates of insurance?',
  hazardous_materials: 'Does the applicant haul, store or handle hazardous materials?',
  prior_cyber_incident: 'Any cyber incident or breach in the past 5 years?',
  work_at_heights: 'Do employees work at heights (above 15 feet)?',
  operations_description: 'Describe the applicant’s operations',
  safety_program: 'Describe the safety program',
  uninsured_subcontractors: 'Are there any uninsured subcontractors?',
  products_own_label: 'Are products sold under the applicant’s own label?',
  out_of_state_travel: 'Do employees travel out of state?',
  prior_cancellation: 'Has any insurer cancelled, declined or non-renewed the applicant in the past 3 years?',
  uses_subcontractors: 'Does the applicant use subcontractors?',
  // Building facts a submission may lack (Pioneer, Summit and Bluebonnet ask them): a number as text,
  // or yes/no.
  building_year_built: 'Year the building was built',
  building_square_feet: 'Total square footage of the building',
  building_sprinklered: 'Is the building fully sprinklered?',
} as const;

export type CanonicalQuestionId = keyof typeof canonicalQuestions;
