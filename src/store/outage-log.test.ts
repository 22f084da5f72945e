import { describe, expect, it } from 'vitest';
import { createOutageLog } from './outage-log.ts';
import { StoreUnavailableError } from './unavailable.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

function recorded() {
  let clock = 0;
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const outage = createOutageLog(
    (level, message, fields) => lines.push({ level, message, fields }),
    () => clock,
  );
  return { outage, lines, advance: (ms: number) => (clock += ms) };
}

describe('the outage log', () => {
  it('says once that the database went away, whichever connection saw it, and once that it is back', () => {
    const { outage, lines, advance } = recorded();
    expect(outage.lost('pool', terminated)).toBe(true);
    expect(outage.lost('queue', { ...refused, message: refused.message })).toBe(true);
    expect(outage.lost('listen', new StoreUnavailableError(refused))).toBe(true);
    // A statement a shutting-down server still answered between two losses: not back yet.
    advance(500);
    outage.back('pool');
    outage.lost('pool', refused);
    advance(2500);
    outage.back('pool');
    outage.back('pool');
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'database unavailable: waiting for it to come back',
        fields: { source: 'pool', reason: '57P01' },
      },
      { level: 'info', message: 'database available again', fields: { source: 'pool', awayMs: 3000 } },
    ]);
  });

  it('leaves a statement’s own error alone', () => {
    const { outage, lines } = recorded();
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    expect(outage.lost('pool', syntax)).toBe(false);
    outage.back('pool');
    expect(lines).toEqual([]);
  });
});
