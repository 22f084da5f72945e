// A code box for tests that pause jobs or give them codes without a whole vault: one-time codes are
// sealed on their way through the database (src/vault/one-time-codes.ts).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/store/db.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { type CodeBox, createCodeBox } from '../../src/vault/one-time-codes.ts';

export const testCodes = createCodeBox(keyringFromKeys({ 1: randomBytes(32).toString('base64') }));

type Row = { job_id: string; payload: Record<string, unknown> };

/**
 * The stored resolutions with each sealed code opened (`code` in place of `sealedCode`), after checking
 * that no row holds a code in plain text.
 */
export async function openedResolutions(db: Queryable, codes: CodeBox = testCodes): Promise<Row[]> {
  const rows = await db.query<Row>('SELECT job_id, payload FROM job_resolutions ORDER BY job_id');
  return Promise.all(
    rows.map(async (row) => {
      if (row.payload.kind !== 'mfa') return row;
      if ('code' in row.payload) throw new Error(`job_resolutions holds a plain code for ${row.job_id}`);
      const { sealedCode, ...rest } = row.payload;
      return {
        job_id: row.job_id,
        payload: { ...rest, code: await codes.open(row.job_id, String(sealedCode)) },
      };
    }),
  );
}
