// Classes AgentDesk writes at all (NAICS two-digit sectors) and the ones a line refuses outright.

export const ELIGIBLE_SECTORS = ['23', '44', '45', '53', '54', '72', '81'];

const SECTOR_NAMES: Record<string, string> = {
  '23': 'Construction',
  '44': 'Retail Trade',
  '45': 'Retail Trade',
  '53': 'Real Estate',
  '54': 'Professional Services',
  '72': 'Accommodation and Food Services',
  '81': 'Other Services',
};

export function sectorName(naics: string): string {
  return SECTOR_NAMES[naics.slice(0, 2)] ?? 'Other';
}

/** The message shown when a class is outside every Bluebonnet program. */
export function sectorKnockout(naics: string, program: string): string | undefined {
  if (ELIGIBLE_SECTORS.includes(naics.slice(0, 2))) return undefined;
  return `NAICS ${naics} is not an eligible class of business for the Bluebonnet ${program} program.`;
}
