// Display formats: "Mar 4, 2027", "$7,863", status names.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDate(iso) {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

export const money = (amount) => `$${Math.round(Number(amount)).toLocaleString('en-US')}`;

export const STATUS_LABELS = {
  draft: 'Draft',
  quoted: 'Quoted',
  indicated: 'Indication',
  referred: 'Referred to underwriting',
  declined: 'Declined',
};

export const STEP_TITLES = {
  business: 'Business details',
  'wc-classes': 'Class codes & payroll',
  vehicles: 'Vehicles & coverage',
  drivers: 'Drivers',
  'gl-operations': 'Operations & coverage',
  questions: 'Underwriting questions',
  review: 'Review & quote',
};

/** "250,000" or "$250,000" -> 250000; NaN otherwise (same rule as the server). */
export function parseAmount(value) {
  const raw = String(value ?? '')
    .trim()
    .replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
}

export function parseWhole(value) {
  const raw = String(value ?? '')
    .trim()
    .replace(/,/g, '');
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}
