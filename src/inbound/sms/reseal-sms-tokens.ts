// Master key rotation for SMS auth tokens: every token sealed under an older master key version is
// opened and sealed again under the current one (same agency, same AAD), so old versions can be
// retired. Runs inside the rotation's transaction.
import type { Queryable } from '../../store/db.ts';
import { lockSmsTokensNotOn, replaceSmsToken } from '../../store/sms-numbers.ts';
import type { SmsTokenBox } from './sms-token-box.ts';

export async function resealSmsTokens(tx: Queryable, box: SmsTokenBox, version: number): Promise<number> {
  const rows = await lockSmsTokensNotOn(tx, version);
  for (const row of rows) {
    await replaceSmsToken(
      tx,
      row.agencyId,
      box.seal(row.agencyId, await box.open(row.agencyId, row.sealedToken)),
    );
  }
  return rows.length;
}
