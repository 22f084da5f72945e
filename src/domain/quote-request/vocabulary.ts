// Closed value lists of the create body. The schema turns them into enums; the semantic checks reuse
// them where the brief asks for the rule on its own (cyber bands, umbrella underlying lines).

export const businessTypes = [
  'sole_proprietorship',
  'partnership',
  'limited_partnership',
  'llc',
  'corporation',
  's_corporation',
  'joint_venture',
  'trust',
  'nonprofit',
  'other',
] as const;

/** ISO construction classes, frame (most combustible) to fire resistive. */
export const constructionTypes = [
  'frame',
  'joisted_masonry',
  'non_combustible',
  'masonry_non_combustible',
  'modified_fire_resistive',
  'fire_resistive',
] as const;

export const burglarAlarmTypes = ['none', 'local', 'central_station'] as const;

export const exposureBases = ['payroll', 'sales', 'area', 'units'] as const;

export const vehicleUses = ['service', 'commercial', 'retail', 'pleasure', 'farm'] as const;

export const vehicleTypes = [
  'private_passenger',
  'light_truck',
  'medium_truck',
  'heavy_truck',
  'van',
  'trailer',
] as const;

/** Lines an umbrella can sit over (never another umbrella, never cyber). */
export const underlyingLines = ['bop', 'gl', 'wc', 'auto'] as const;

export const recordsHeldBands = ['<100k', '100k-500k', '500k-1m', '>1m'] as const;

/** How the insured holds a location (ACORD 140 "interest"). */
export const locationInterests = ['owned', 'leased'] as const;

export const roofTypes = [
  'asphalt_shingle',
  'built_up',
  'single_ply_membrane',
  'metal',
  'tile',
  'slate',
  'wood_shake',
  'other',
] as const;

export const fireAlarmTypes = ['none', 'local', 'central_station'] as const;

export const propertyValuations = [
  'replacement_cost',
  'actual_cash_value',
  'functional_replacement',
] as const;

export const lossStatuses = ['open', 'closed'] as const;

/** What became of a prior policy at its end. */
export const priorPolicyEndings = ['in_force', 'expired', 'non_renewed', 'cancelled'] as const;

export const workersCompInclusions = ['included', 'excluded'] as const;

export const additionalInterestTypes = ['additional_insured', 'mortgagee', 'loss_payee', 'lessor'] as const;
