// The comparison as CSV, for a spreadsheet: one row per quote, cheapest first within each line, the
// terms as plain numbers in US dollars (the results' `coverage`) and the carrier's words beside.
import type { CoverageLimits } from '../domain/coverage.ts';
import type { ResultViewT } from './schemas/views.ts';

/** A column per limit any line carries, empty where a quote's line has no such limit. */
const LIMIT_COLUMNS: [keyof CoverageLimits, string][] = [
  ['perOccurrence', 'limit_per_occurrence'],
  ['aggregate', 'limit_aggregate'],
  ['eachAccident', 'limit_each_accident'],
  ['diseasePolicyLimit', 'limit_disease_policy'],
  ['diseaseEachEmployee', 'limit_disease_each_employee'],
  ['combinedSingleLimit', 'limit_combined_single'],
  ['bodilyInjuryPerPerson', 'limit_bodily_injury_per_person'],
  ['bodilyInjuryPerAccident', 'limit_bodily_injury_per_accident'],
  ['propertyDamage', 'limit_property_damage'],
];

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  // Quote every cell; a leading = + - @ would run as a formula in a spreadsheet, so prefix it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function comparisonCsv(results: readonly ResultViewT[]): string {
  const header = [
    'line',
    'carrier',
    'annualPremium',
    'quoteType',
    ...LIMIT_COLUMNS.map(([, column]) => column),
    'deductible',
    'retention',
    'limits_as_quoted',
    'deductible_as_quoted',
    'retention_as_quoted',
    'quoteNumber',
    'quoteExpiresAt',
  ];
  const rows = [...results]
    .sort((a, b) => a.lineOfBusiness.localeCompare(b.lineOfBusiness) || a.annualPremium - b.annualPremium)
    .map((r) => {
      const c = r.coverage;
      return [
        r.lineOfBusiness,
        r.carrierId,
        r.annualPremium,
        r.quoteType,
        ...LIMIT_COLUMNS.map(([name]) => c?.limits?.[name]),
        c?.deductible,
        c?.retention,
        c?.asQuoted.limits,
        c?.asQuoted.deductible,
        c?.asQuoted.retention,
        r.quoteNumber,
        r.quoteExpiresAt,
      ]
        .map(csvCell)
        .join(',');
    });
  return `${[header.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`;
}
