// Which of our submission's fields a portal's label shows, so a refusal names the partner's field
// (`input.fein: Enter the Tax ID (FEIN) as NN-NNNNNNN.`). Portals word the same field many ways; the
// first pattern that matches wins, so the narrower ones come first.
const FIELDS: [RegExp, string][] = [
  [/\b(fein|tax id|federal employer)/i, 'input.fein'],
  [/\beffective date\b/i, 'input.policyStartDate'],
  [/\bexpiration date\b/i, 'input.policyExpirationDate'],
  [/\b(zip|postal)\b/i, 'input.zipCode'],
  [/\bnaics\b/i, 'input.industryCode'],
  [/\b(description of operations|business description|describe operations)\b/i, 'input.industryDescription'],
  [/\b(gross|annual) (annual )?(sales|receipts|revenue)\b/i, 'input.annualRevenue'],
  [/\bpayroll\b/i, 'input.annualPayroll'],
  [/\b(number of|total) employees\b/i, 'input.numberOfEmployees'],
  [/\byear (business )?(started|established)\b|\byears in business\b/i, 'input.yearEstablished'],
  [/\b(legal|applicant|named) (legal )?(name|insured)\b/i, 'input.businessName'],
  [/\b(dba|trade name|doing business as)\b/i, 'input.dba'],
  [/\bstreet\b/i, 'input.streetAddress'],
  [/^city$/i, 'input.city'],
  [/^state$/i, 'input.state'],
  [/\bcontact (phone|telephone)\b/i, 'input.contactPhone'],
  [/\bcontact e-?mail\b/i, 'input.contactEmail'],
  [/\b(contact name|primary contact)\b/i, 'input.contactName'],
  [/\btotal insured value\b|\bproperty value\b/i, 'input.propertyValue'],
];

export function ourFieldOf(label: string): string | undefined {
  return FIELDS.find(([pattern]) => pattern.test(label.trim()))?.[1];
}
