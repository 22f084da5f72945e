import { describe, expect, it } from 'vitest';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import { appetiteSummary, checkAppetite, lineSkipReason } from './appetite.ts';

const carriers = carrierCatalog((host) => `http://${host}.localhost:3100`);
const byId = (id: string) => carriers.find((c) => c.id === id)!;
const restaurantTx = { state: 'TX', industryCode: '722511', annualRevenue: 2_000_000, numberOfEmployees: 20 };
const configured = () => 'configured' as const;

describe('appetite', () => {
  it('never dispatches WC in a monopolistic state-fund state', () => {
    for (const state of ['ND', 'OH', 'WA', 'WY']) {
      const outcome = checkAppetite(carriers, ['wc'], { ...restaurantTx, state }, configured);
      expect(outcome.dispatch).toEqual([]);
      const harborline = outcome.skippedCarriers.find((s) => s.carrierId === 'harborline');
      expect(harborline?.reasons).toEqual([
        { line: 'wc', reason: `Does not write WC in ${state}: monopolistic state fund` },
      ]);
    }
  });

  it('splits carriers into dispatched pairs, full skips and partial skips', () => {
    const outcome = checkAppetite(carriers, ['bop', 'gl'], restaurantTx, configured);
    expect(outcome.dispatch).toEqual([
      { carrierId: 'summit-mutual', line: 'bop' },
      { carrierId: 'summit-mutual', line: 'gl' },
      { carrierId: 'harborline', line: 'gl' },
      { carrierId: 'bluebonnet', line: 'bop' },
    ]);
    expect(outcome.partialSkips.map((p) => p.carrierId)).toEqual(['harborline', 'bluebonnet']);
    expect(outcome.partialSkips[0]!.skippedLines).toEqual([
      { line: 'bop', reason: 'Harborline Insurance does not offer BOP' },
    ]);
    expect(outcome.skippedCarriers.map((s) => s.carrierId)).toEqual([
      'pioneer-casualty',
      'ironclad-specialty',
      'cascade-commercial',
      'larkspur-mutual',
    ]);
  });

  it('gives readable reasons for state, class, revenue, employees and credentials', () => {
    const summit = byId('summit-mutual');
    expect(lineSkipReason(summit, 'bop', { ...restaurantTx, state: 'AK' }, 'configured')).toBe(
      'Does not write BOP in AK',
    );
    expect(lineSkipReason(summit, 'bop', { ...restaurantTx, industryCode: '325110' }, 'configured')).toBe(
      "NAICS 325110 is outside Summit Mutual Insurance's BOP appetite",
    );
    expect(lineSkipReason(summit, 'bop', { ...restaurantTx, annualRevenue: 12_000_000 }, 'configured')).toBe(
      'Annual revenue $12,000,000 is above the $10,000,000 BOP limit',
    );
    expect(lineSkipReason(summit, 'bop', { ...restaurantTx, numberOfEmployees: 101 }, 'configured')).toBe(
      '101 employees is above the 100-employee BOP limit',
    );
    expect(lineSkipReason(summit, 'bop', restaurantTx, 'missing')).toBe(
      'No Summit Mutual Insurance portal login is configured for this agency',
    );
    expect(lineSkipReason(byId('harborline'), 'wc', { ...restaurantTx, state: 'CA' }, 'configured')).toBe(
      'Harborline does not write workers’ compensation in CA',
    );
  });

  it('summarises each line offered', () => {
    const summary = appetiteSummary(byId('ironclad-specialty'));
    expect(summary.map((s) => s.line)).toEqual(['cyber', 'gl', 'umbrella']);
    expect(summary[0]!.states).toBe('all');
  });

  it('covers all six lines across the catalog, each with at least two carriers', () => {
    for (const line of ['bop', 'gl', 'wc', 'auto', 'umbrella', 'cyber'] as const) {
      expect(carriers.filter((c) => c.lines[line]).length).toBeGreaterThanOrEqual(2);
    }
  });
});
