// Mappings proposed from a take-over (decision 0030): recorded as `proposed`, never applied, until an
// admin of the agency accepts one (it becomes active, replacing the active one of its key) or rejects it.
import { type MappingActor, type MappingKind, mappingKey } from '../domain/learned-mappings.ts';
import { newId } from '../ids.ts';
import type { Db, Queryable } from './db.ts';
import { findMapping, type LearnedMappingRecord, setWithdrawn } from './learned-mappings.ts';

export interface ProposeInput {
  agencyId: string;
  carrierId: string;
  screen: string;
  kind: MappingKind;
  /** A control's label, or a `continue` button's caption. */
  label: string;
  /** Our field (empty for `continue`). */
  field: string;
  jobId: string;
  /** The person who held the page. */
  proposedBy: MappingActor;
  observed?: Record<string, unknown>;
}

/**
 * Records a mapping proposed from a take-over, never applied until accepted. Undefined when it would
 * teach nothing: the same mapping is already active, or already proposed and waiting.
 */
export async function proposeMapping(db: Db, input: ProposeInput): Promise<LearnedMappingRecord | undefined> {
  const screenKey = mappingKey(input.screen);
  const labelKey = mappingKey(input.label);
  const id = await db.transaction(async (tx) => {
    const same = await tx.query<{ id: string }>(
      `SELECT id FROM learned_mappings
       WHERE agency_id = $1 AND carrier_id = $2 AND screen_key = $3 AND label_key = $4 AND kind = $5
         AND field = $6 AND withdrawn_at IS NULL`,
      [input.agencyId, input.carrierId, screenKey, labelKey, input.kind, input.field],
    );
    if (same.length > 0) return undefined;
    const created = newId('learnedMapping');
    await tx.query(
      `INSERT INTO learned_mappings (id, agency_id, carrier_id, screen, screen_key, label, label_key, field,
         kind, state, source, job_id, proposed_by, proposed_at, confirmed_by, observed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'proposed', 'take_over', $10, $11, now(), $11, $12::jsonb)`,
      [
        created,
        input.agencyId,
        input.carrierId,
        input.screen.trim(),
        screenKey,
        input.label.trim(),
        labelKey,
        input.field,
        input.kind,
        input.jobId,
        input.proposedBy,
        input.observed ? JSON.stringify(input.observed) : null,
      ],
    );
    return created;
  });
  return id ? findMapping(db, id) : undefined;
}

/**
 * Accepts a waiting proposal: it becomes active for the agency's next jobs, replacing the active one of
 * the same screen and label (or the screen's continue action). Undefined when it is not a waiting
 * proposal of the agency.
 */
export async function acceptProposal(
  db: Db,
  agencyId: string,
  id: string,
  by: MappingActor,
): Promise<LearnedMappingRecord | undefined> {
  const done = await db.transaction(async (tx) => {
    const [proposal] = await tx.query<{
      carrierId: string;
      screenKey: string;
      labelKey: string;
      kind: string;
    }>(
      `SELECT carrier_id AS "carrierId", screen_key AS "screenKey", label_key AS "labelKey", kind
       FROM learned_mappings
       WHERE id = $1 AND agency_id = $2 AND state = 'proposed' AND withdrawn_at IS NULL FOR UPDATE`,
      [id, agencyId],
    );
    if (!proposal) return false;
    const current = await tx.query<{ id: string }>(
      `SELECT id FROM learned_mappings
       WHERE agency_id = $1 AND carrier_id = $2 AND screen_key = $3 AND kind = $4
         AND ($4 = 'continue' OR label_key = $5) AND state = 'active' AND withdrawn_at IS NULL FOR UPDATE`,
      [agencyId, proposal.carrierId, proposal.screenKey, proposal.kind, proposal.labelKey],
    );
    for (const c of current) await setWithdrawn(tx, c.id, by, 'replaced', null);
    await tx.query(
      `UPDATE learned_mappings SET state = 'active', confirmed_by = $2, confirmed_at = now() WHERE id = $1`,
      [id, by],
    );
    return true;
  });
  return done ? findMapping(db, id) : undefined;
}

/** Rejects a waiting proposal (withdrawn as `rejected`); undefined when it is not one of the agency's. */
export async function rejectProposal(
  db: Queryable,
  agencyId: string,
  id: string,
  by: MappingActor,
): Promise<LearnedMappingRecord | undefined> {
  const rows = await db.query(
    `UPDATE learned_mappings SET withdrawn_at = now(), withdrawn_by = $3, withdrawn_reason = 'rejected'
     WHERE id = $1 AND agency_id = $2 AND state = 'proposed' AND withdrawn_at IS NULL RETURNING id`,
    [id, agencyId, by],
  );
  return rows.length > 0 ? findMapping(db, id) : undefined;
}
