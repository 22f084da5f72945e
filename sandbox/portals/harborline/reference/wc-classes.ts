// NCCI class codes the Broker Hub offers for workers' compensation, with Harborline's class factor
// (rate per $100 of payroll before state and experience adjustments).

export interface WcClass {
  code: string;
  description: string;
  /** Rate per $100 of payroll. */
  factor: number;
  /** States where the code is not offered (state-specific classification differences). */
  notIn?: string[];
}

export const WC_CLASSES: WcClass[] = [
  { code: '0042', description: 'Landscape gardening & drivers', factor: 4.45 },
  { code: '2003', description: 'Bakery & drivers', factor: 2.1 },
  { code: '5183', description: 'Plumbing NOC & drivers', factor: 2.85 },
  { code: '5190', description: 'Electrical wiring within buildings & drivers', factor: 2.55 },
  { code: '5403', description: 'Carpentry NOC', factor: 7.05 },
  { code: '5474', description: 'Painting or paperhanging NOC & drivers', factor: 5.15 },
  { code: '5551', description: 'Roofing, all kinds & drivers', factor: 12.8 },
  { code: '5606', description: 'Contractor, project manager, construction executive', factor: 1.35 },
  {
    code: '5645',
    description: 'Carpentry, detached one- or two-family dwellings',
    factor: 6.4,
    notIn: ['NY'],
  },
  { code: '6217', description: 'Excavation & drivers', factor: 4.2 },
  { code: '7219', description: 'Trucking NOC, all employees & drivers', factor: 7.5 },
  { code: '7228', description: 'Trucking, local hauling only, all employees & drivers', factor: 7.2 },
  { code: '7229', description: 'Trucking, long distance hauling, all employees & drivers', factor: 8.05 },
  { code: '7380', description: 'Drivers, chauffeurs & their helpers NOC, commercial', factor: 4.95 },
  { code: '8006', description: 'Store, food or fountain goods, retail', factor: 1.6 },
  { code: '8017', description: 'Store, retail NOC', factor: 1.1 },
  { code: '8018', description: 'Store, wholesale NOC', factor: 1.85 },
  { code: '8380', description: 'Automobile service or repair center & drivers', factor: 2.8 },
  { code: '8601', description: 'Architect or engineer, consulting', factor: 0.4 },
  { code: '8742', description: 'Salespersons or collectors, outside', factor: 0.35 },
  {
    code: '8803',
    description: 'Auditors, accountants or factory cost or office systems engineers',
    factor: 0.1,
  },
  { code: '8810', description: 'Clerical office employees NOC', factor: 0.18 },
  {
    code: '8871',
    description: 'Clerical telecommuter employees',
    factor: 0.15,
    notIn: ['NY', 'NJ', 'DE', 'PA'],
  },
  {
    code: '9014',
    description: 'Janitorial services by contractors, no window cleaning above ground level',
    factor: 3.1,
  },
  { code: '9052', description: 'Hotel, all other employees & salespersons, drivers', factor: 2.45 },
  { code: '9079', description: 'Restaurant NOC', factor: 1.1 },
  { code: '9083', description: 'Restaurant, fast food', factor: 0.95, notIn: ['NY', 'NJ'] },
];

/** Trucking classes the portal declines although the service's appetite table lets them through. */
export const WC_DECLINED_CLASSES = new Set(['7219', '7228', '7229']);

export const WC_TRUCKING_DECLINE =
  "Trucking operations are outside Harborline's workers' compensation appetite.";

export function wcClassesFor(state: string): WcClass[] {
  return WC_CLASSES.filter((c) => !c.notIn?.includes(state));
}

export function findWcClass(state: string, code: string): WcClass | undefined {
  return wcClassesFor(state).find((c) => c.code === code);
}

export const EL_LIMITS = [
  { value: '100000/500000/100000', label: '$100,000 / $500,000 / $100,000', factor: 1.0 },
  { value: '500000/500000/500000', label: '$500,000 / $500,000 / $500,000', factor: 1.02 },
  { value: '1000000/1000000/1000000', label: '$1,000,000 / $1,000,000 / $1,000,000', factor: 1.04 },
];
