// General liability classes (ISO-style codes) with the premium basis each is rated on and Harborline's
// class rate per basis unit.

export type GlBasis = 'payroll' | 'sales' | 'area' | 'units';

export interface GlClass {
  code: string;
  description: string;
  basis: GlBasis;
  /** Rate per basis unit (see BASIS_UNITS). */
  rate: number;
}

export const BASIS_UNITS: Record<GlBasis, { divisor: number; label: string }> = {
  payroll: { divisor: 1000, label: 'per $1,000 of payroll' },
  sales: { divisor: 1000, label: 'per $1,000 of gross sales' },
  area: { divisor: 1000, label: 'per 1,000 square feet' },
  units: { divisor: 1, label: 'per unit' },
};

export const BASIS_NAMES: Record<GlBasis, string> = {
  payroll: 'Payroll',
  sales: 'Gross sales',
  area: 'Area (square feet)',
  units: 'Units',
};

export const GL_CLASSES: GlClass[] = [
  { code: '10113', description: 'Barber shops', basis: 'sales', rate: 1.45 },
  { code: '10115', description: 'Beauty parlors and hair styling salons', basis: 'sales', rate: 1.9 },
  { code: '12374', description: 'Distributors, food or drink, NOC', basis: 'sales', rate: 0.62 },
  { code: '13759', description: 'Grocery stores', basis: 'sales', rate: 0.88 },
  { code: '15070', description: 'Hardware stores', basis: 'sales', rate: 1.05 },
  {
    code: '16902',
    description: 'Restaurants, with alcohol under 30% of receipts, with table service',
    basis: 'sales',
    rate: 2.35,
  },
  {
    code: '16911',
    description: 'Restaurants, without alcohol, with table service',
    basis: 'sales',
    rate: 1.95,
  },
  { code: '18501', description: 'Supermarkets', basis: 'sales', rate: 0.71 },
  { code: '41668', description: 'Computer consulting or programming', basis: 'sales', rate: 0.48 },
  { code: '41677', description: 'Consultants, NOC', basis: 'sales', rate: 0.85 },
  { code: '60010', description: 'Apartment buildings', basis: 'units', rate: 38 },
  {
    code: '61226',
    description: 'Buildings or premises, office, occupied by insured',
    basis: 'area',
    rate: 42,
  },
  {
    code: '91111',
    description: 'Air conditioning systems, installation, servicing or repair',
    basis: 'payroll',
    rate: 7.9,
  },
  {
    code: '91340',
    description: 'Carpentry, construction of residential property',
    basis: 'payroll',
    rate: 11.6,
  },
  {
    code: '91580',
    description: 'Contractors, executive supervisors or superintendents',
    basis: 'payroll',
    rate: 5.4,
  },
  { code: '92215', description: 'Drywall or wallboard installation', basis: 'payroll', rate: 9.35 },
  { code: '92478', description: 'Electrical work, within buildings', basis: 'payroll', rate: 6.8 },
  { code: '94007', description: 'Excavation', basis: 'payroll', rate: 12.4 },
  { code: '96816', description: 'Janitorial services', basis: 'payroll', rate: 8.1 },
  { code: '97047', description: 'Landscape gardening', basis: 'payroll', rate: 7.25 },
  {
    code: '98304',
    description: 'Painting, exterior, buildings three stories or less',
    basis: 'payroll',
    rate: 10.2,
  },
  { code: '98305', description: 'Painting, interior, buildings or structures', basis: 'payroll', rate: 6.1 },
  { code: '98483', description: 'Plumbing, residential or domestic', basis: 'payroll', rate: 8.45 },
  { code: '98677', description: 'Roofing, residential', basis: 'payroll', rate: 21.5 },
];

export const GL_DECLINED_NAICS = new Set(['238160']);
export const GL_DECLINED_CLASSES = new Set(['98677']);
export const GL_ROOFING_DECLINE = "Roofing contractors are outside Harborline's general liability appetite.";

export const findGlClass = (code: string) => GL_CLASSES.find((c) => c.code === code);

export const GL_LIMITS = [
  { value: '500000/1000000', label: '$500,000 / $1,000,000', factor: 0.8 },
  { value: '1000000/2000000', label: '$1,000,000 / $2,000,000', factor: 1.0 },
  { value: '2000000/4000000', label: '$2,000,000 / $4,000,000', factor: 1.35 },
];

export const GL_DEDUCTIBLES = [
  { value: 0, label: 'None', factor: 1.0 },
  { value: 500, label: '$500', factor: 0.95 },
  { value: 1000, label: '$1,000', factor: 0.92 },
  { value: 2500, label: '$2,500', factor: 0.88 },
];
